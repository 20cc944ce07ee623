import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AboutPage from '../../../exposes/AboutPage';
import { SINGERS } from '../data/singers';
import {
  renderPage,
  renderRevealed,
  renderWithRefusedRead,
  resetAll,
  seeded,
  SETTINGS,
} from '../../../testing/about-support';
import {
  aConductor,
  anAchievement,
  api as route,
  aUser,
  failure,
  HttpResponse,
  type RequestHandler,
  server,
  serveWith,
  settingHandlers,
  signIn,
  WITHOUT_EDIT_RIGHTS,
} from '@koris/shared/testing';

// Fifty singers per render on a small, busy machine: allow the time.
jest.setTimeout(30_000);

const current = () => [
  aConductor({
    id: 1,
    title: 'Laura Ozola',
    position: 'Galvenā diriģente',
    year_from: '2012',
    description: 'Vada kori kopš 2012. gada.\nAbsolvējusi Mūzikas akadēmiju.',
  }),
  aConductor({
    id: 2,
    title: 'Anna Liepiņa<br>Kora vokālā pedagoģe',
    position: 'Kormeistare',
    year_from: '2020',
    description: 'Rūpējas par balsīm.',
  }),
];
const old = () => [
  aConductor({
    id: 3,
    title: 'Jānis Bērziņš',
    is_current: 0,
    year_from: '1925',
    year_to: '1940',
  }),
  aConductor({
    id: 4,
    title: 'Kārlis Eglītis',
    is_current: 0,
    year_from: '1941',
    year_to: '1951',
  }),
  aConductor({
    id: 5,
    title: 'Vilma Zariņa',
    is_current: 0,
    year_from: '1952',
    year_to: '1968',
  }),
];
const achievements = () => [
  anAchievement({ id: 1, text: '2024 – Zelta diploms Tallinā', order: 1 }),
  anAchievement({ id: 2, text: '2019 – Grand Prix „Dziesmu kari”', order: 2 }),
];

const setup = (...extra: RequestHandler[]) =>
  serveWith(
    [
      ...settingHandlers(SETTINGS).handlers,
      route.get('/achievements', () => HttpResponse.json(achievements())),
      route.get('/conductors/current', () => HttpResponse.json(current())),
      route.get('/conductors/old', () => HttpResponse.json(old())),
    ],
    extra,
  );

const renderAbout = () =>
  renderRevealed(
    <AboutPage />,
    'Laura Ozola',
    '2024 – Zelta diploms Tallinā',
    'Jānis Bērziņš',
    'Mēs esam draugu kopiena.',
  );

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => resetAll());
afterEach(() => resetAll());

describe('the about page as a visitor sees it', () => {
  it('shows the heading and both texts line by line', async () => {
    setup();
    const { container } = await renderAbout();
    expect(screen.getByRole('heading', { level: 1, name: 'PAR MUMS' })).toBeInTheDocument();
    const right = container.querySelector('[data-setting="about_us_right"]')!;
    expect(
      within(right as HTMLElement).getByText('Koris dibināts 1925. gadā.'),
    ).toBeInTheDocument();
    expect(
      within(right as HTMLElement).getByText('Mēģinājumi otrdienās un ceturtdienās.'),
    ).toBeInTheDocument();
    expect(right.querySelectorAll('br')).toHaveLength(1);
    const center = container.querySelector('[data-setting="about_us_text_center"]')!;
    expect(center).toHaveTextContent('Mēs esam draugu kopiena.Darbs, draudzība, daiļums.');
  });

  it('lists the achievements in the server order under "Konkursi un apbalvojumi"', async () => {
    setup();
    await renderAbout();
    const items = within(section('Konkursi un apbalvojumi')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '2024 – Zelta diploms Tallinā',
      '2019 – Grand Prix „Dziesmu kari”',
    ]);
  });

  it('shows each current conductor with image, title, position and years', async () => {
    setup();
    await renderAbout();
    const card = screen.getByRole('article', { name: 'Laura Ozola' });
    expect(within(card).getByText('Galvenā diriģente')).toBeInTheDocument();
    expect(within(card).getByText('kopš 2012')).toBeInTheDocument();
    const img = card.querySelector('img')!;
    expect(img).toHaveAttribute('src', '/uploads/conductor-1-640.webp');
    expect(img).toHaveAttribute('srcset', expect.stringContaining('1280w'));
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '960');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('splits a title at the line-break marker and never shows the marker', async () => {
    setup();
    const { container } = await renderAbout();
    const card = screen.getByRole('article', { name: 'Anna Liepiņa Kora vokālā pedagoģe' });
    expect(within(card).getByText('Anna Liepiņa')).toBeInTheDocument();
    expect(within(card).getByText('Kora vokālā pedagoģe')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/<br/i);
    expect(container.innerHTML).not.toMatch(/&lt;br/i);
  });

  it('expands and collapses a conductor’s description by click, Enter and Space', async () => {
    setup();
    const user = userEvent.setup();
    await renderAbout();
    const card = screen.getByRole('article', { name: 'Laura Ozola' });
    const toggle = within(card).getByRole('button', { name: 'Laura Ozola' });
    const description = within(card).getByText('Vada kori kopš 2012. gada.').parentElement!;
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(description).not.toBeVisible();

    // A click anywhere on the card, e.g. its position line.
    await user.click(within(card).getByText('Galvenā diriģente'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(description).toBeVisible();
    expect(within(card).getByText('Absolvējusi Mūzikas akadēmiju.')).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The other conductor stays as it was.
    const other = screen.getByRole('button', { name: 'Anna Liepiņa Kora vokālā pedagoģe' });
    expect(other).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the historical conductors as a timeline with first and last markers and years', async () => {
    setup();
    await renderAbout();
    const timeline = within(section('DIRIĢENTI KORA VĒSTURĒ')).getByRole('list');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      'Jānis Bērziņš',
      'Kārlis Eglītis',
      'Vilma Zariņa',
    ]);
    expect(steps.map((s) => s.getAttribute('data-marker'))).toEqual(['first', null, 'last']);
    expect(within(steps[0]!).getByText('1925–1940')).toBeInTheDocument();
    expect(within(steps[2]!).getByText('1952–1968')).toBeInTheDocument();
  });

  it('holds every singer once with the voice group, in an order that changes between visits', async () => {
    setup();
    const random = jest.spyOn(Math, 'random').mockImplementation(seeded(1));
    const first = await renderAbout();
    const names = () =>
      within(section('KORA BALSIS'))
        .getAllByRole('button')
        .map((b) => b.querySelector('[class="singerName"]')!.textContent!);
    const order1 = names();
    expect(order1).toHaveLength(SINGERS.length);
    expect(SINGERS.length).toBeGreaterThanOrEqual(45);
    expect(new Set(order1).size).toBe(order1.length);
    expect([...order1].sort()).toEqual(SINGERS.map((s) => s.name).sort());
    const anna = screen.getByRole('button', { name: /^Anna Kalniņa/ });
    expect(anna).toHaveTextContent('soprāns');
    const photo = anna.querySelector('img')!;
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '160');
    expect(photo).toHaveAttribute('height', '200');
    first.unmount();

    random.mockImplementation(seeded(2));
    await renderAbout();
    const order2 = names();
    expect([...order2].sort()).toEqual([...order1].sort());
    expect(order2).not.toEqual(order1);
  });

  it('pins a singer’s photo with a tap (aria-pressed) and lets it go with a second tap', async () => {
    setup();
    const user = userEvent.setup();
    await renderAbout();
    const anna = screen.getByRole('button', { name: /^Anna Kalniņa/ });
    expect(anna).toHaveAttribute('aria-pressed', 'false');
    await user.click(anna);
    expect(anna).toHaveAttribute('aria-pressed', 'true');
    await user.click(anna);
    expect(anna).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows what staff typed as text: markup stays inert', async () => {
    const evil = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
    server.use(
      ...settingHandlers({ about_us_right: evil, about_us_text_center: 'Teksts' }).handlers,
      route.get('/achievements', () => HttpResponse.json([anAchievement({ id: 9, text: evil })])),
      route.get('/conductors/current', () =>
        HttpResponse.json([
          aConductor({ id: 7, title: `Laura Ozola<br>${evil}`, image: null, description: evil }),
        ]),
      ),
      route.get('/conductors/old', () => HttpResponse.json([])),
    );
    const { container } = renderPage(<AboutPage />);
    await screen.findByText('Laura Ozola');
    await waitFor(() => expect(screen.getAllByText(evil).length).toBeGreaterThanOrEqual(2));
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('shows a failed load’s server message in a danger alert; the rest of the page renders', async () => {
    setup(route.get('/achievements', () => failure(500, 'Datubāze nav pieejama.')));
    await renderWithRefusedRead(<AboutPage />, 'Datubāze nav pieejama.');
    expect(await screen.findByText('Laura Ozola')).toBeInTheDocument();
    expect(await screen.findByText('Jānis Bērziņš')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Konkursi un apbalvojumi' })).toBeInTheDocument();
    expect(within(section('KORA BALSIS')).getAllByRole('button')).toHaveLength(SINGERS.length);
  });
});

describe('edit controls on the about page (docs/product.md#roles)', () => {
  it.each(WITHOUT_EDIT_RIGHTS)('are absent for %s', async (_who, login) => {
    login();
    setup();
    await renderAbout();
    expect(screen.queryByRole('button', { name: 'Add Achievement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Conductor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Labot|Dzēst)/ })).not.toBeInTheDocument();
  });

  it('appear and disappear with the edit-mode flag, with no reload', async () => {
    signIn(aUser({ is_edit_mode_active: false }));
    const { calls } = setup();
    await renderAbout();
    const gets = calls.length;
    act(() => signIn(aUser({ is_edit_mode_active: true })));
    expect(screen.getByRole('button', { name: 'Add Achievement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Conductor' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Labot: Laura Ozola' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dzēst: Jānis Bērziņš' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Labot: 2024 – Zelta diploms Tallinā' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Labot tekstu: Par mums: teksts labajā/ }),
    ).toBeInTheDocument();
    act(() => signIn(aUser({ is_edit_mode_active: false })));
    expect(screen.queryByRole('button', { name: 'Add Conductor' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Labot/ })).not.toBeInTheDocument();
    expect(calls).toHaveLength(gets);
  });

  it('edits about_us_right in place: PUT /api/system-setting/{id}, the change shows at once', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    const user = userEvent.setup();
    const { settings } = settingHandlers(SETTINGS);
    const { calls } = setup();
    await renderAbout();
    await user.click(
      screen.getByRole('button', { name: /^Labot tekstu: Par mums: teksts labajā/ }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Par mums: teksts labajā pusē' });
    const textarea = within(dialog).getByRole('textbox');
    await user.clear(textarea);
    await user.type(textarea, 'Jauna rinda{Enter}Otrā jaunā rinda');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((c) => c.method === 'PUT')!;
    const id = settings.find((s) => s.name === 'about_us_right')!.id;
    expect(put.path).toBe(`/api/system-setting/${id}`);
    expect(put.json).toEqual({ value: 'Jauna rinda\nOtrā jaunā rinda' });
    expect(put.headers.get('Authorization')).toBe('Bearer test-token');
    expect(screen.getByText('Otrā jaunā rinda')).toBeInTheDocument();
    expect(screen.queryByText('Koris dibināts 1925. gadā.')).not.toBeInTheDocument();
  });
});
