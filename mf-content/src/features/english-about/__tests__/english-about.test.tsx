import { screen, within } from '@testing-library/react';
import EnglishAboutPage from '../../../exposes/EnglishAboutPage';
import {
  renderRevealed,
  renderWithRefusedRead,
  resetAll,
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
  serveWith,
  settingHandlers,
  signIn,
} from '@koris/shared/testing';

jest.setTimeout(30_000);

const setup = (...extra: RequestHandler[]) =>
  serveWith(
    [
      ...settingHandlers(SETTINGS).handlers,
      route.get('/achievements', () =>
        HttpResponse.json([
          anAchievement({ id: 1, text: '2024 – Zelta diploms', eng_text: '2024 – Gold diploma' }),
          anAchievement({ id: 2, text: '2019 – Tikai latviski', eng_text: null }),
        ]),
      ),
      route.get('/conductors/current', () =>
        HttpResponse.json([
          aConductor({
            id: 1,
            title: 'Laura Ozola',
            position: 'Galvenā diriģente',
            eng_position: 'Principal conductor',
            eng_text: 'Has led the choir since 2012.\nA graduate of the Academy of Music.',
            description: 'Latviešu apraksts',
            year_from: '2012',
          }),
          aConductor({
            id: 2,
            title: 'Anna Liepiņa<br>Kora vokālā pedagoģe',
            eng_position: 'Vocal coach',
            eng_text: 'Looks after every voice.',
          }),
        ]),
      ),
    ],
    extra,
  );

const renderEnglish = () =>
  renderRevealed(
    <EnglishAboutPage />,
    '2024 – Gold diploma',
    'Principal conductor',
    'We are a community of friends.',
  );

beforeEach(() => resetAll());
afterEach(() => resetAll());

describe('the English about page', () => {
  it('has the headings About us, Achievements and Management', async () => {
    setup();
    await renderEnglish();
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Achievements' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Management' })).toBeInTheDocument();
  });

  it('shows eng_about_us_right and eng_about_us line by line', async () => {
    setup();
    const { container } = await renderEnglish();
    expect(container.querySelector('[data-setting="eng_about_us"]')).toHaveTextContent(
      'We are a community of friends.Work, friendship, beauty.',
    );
    const right = container.querySelector('[data-setting="eng_about_us_right"]')!;
    expect(right).toHaveTextContent('Founded in 1925.Rehearsals on Tuesdays and Thursdays.');
    expect(right.querySelectorAll('br')).toHaveLength(1);
  });

  it('lists achievements in English, the Latvian text standing in for a missing translation', async () => {
    setup();
    await renderEnglish();
    const items = within(screen.getByRole('region', { name: 'Achievements' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.textContent)).toEqual([
      '2024 – Gold diploma',
      '2019 – Tikai latviski',
    ]);
  });

  it('shows the current conductors as cards with eng_position and eng_text', async () => {
    setup();
    await renderEnglish();
    const cards = within(screen.getByRole('region', { name: 'Management' })).getAllByRole(
      'listitem',
    );
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Laura Ozola',
      'Anna Liepiņa Kora vokālā pedagoģe',
    ]);
    expect(within(cards[0]!).getByText('Principal conductor')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('since 2012')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('A graduate of the Academy of Music.')).toBeInTheDocument();
    expect(within(cards[0]!).queryByText('Galvenā diriģente')).not.toBeInTheDocument();
    expect(within(cards[0]!).queryByText('Latviešu apraksts')).not.toBeInTheDocument();
    expect(screen.queryByText(/<br>/)).not.toBeInTheDocument();
  });

  it('puts a conductor restored from the trash back among the cards, in its place', async () => {
    setup(
      route.get('/conductors/5', () =>
        HttpResponse.json(aConductor({ id: 5, title: 'Ilze Kalna', order: 0 })),
      ),
    );
    await renderEnglish();
    window.dispatchEvent(
      new CustomEvent('koris:restored', {
        detail: { message: 'Atjaunots', kind: 'conductor', item_id: 5, unlinked: false },
      }),
    );
    const management = screen.getByRole('region', { name: 'Management' });
    await within(management).findByText('Ilze Kalna');
    expect(
      within(management)
        .getAllByRole('listitem')
        .map((c) => within(c).getByRole('heading').textContent),
    ).toEqual(['Ilze Kalna', 'Laura Ozola', 'Anna Liepiņa Kora vokālā pedagoģe']);
  });

  it('links a picture to /events, with a second picture for hover and focus', async () => {
    setup();
    await renderEnglish();
    const link = screen.getByRole('link', { name: 'Concerts and events' });
    expect(link).toHaveAttribute('href', '/events');
    const pictures = link.querySelectorAll('img');
    expect(pictures).toHaveLength(2);
    expect(pictures[1]).toHaveAttribute('data-hover-image');
    for (const img of pictures) {
      expect(img).toHaveAttribute('width', '640');
      expect(img).toHaveAttribute('height', '400');
    }
  });

  it('shows a failed load’s message; the rest of the page renders', async () => {
    setup(route.get('/conductors/current', () => failure(500, 'Server is resting.')));
    await renderWithRefusedRead(<EnglishAboutPage />, 'Server is resting.');
    expect(await screen.findByText('2024 – Gold diploma')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Management' })).toBeVisible();
  });

  it('gives staff in edit mode English labels on the page’s own controls', async () => {
    signIn(aUser({ is_edit_mode_active: true }));
    setup();
    await renderEnglish();
    expect(screen.getByRole('button', { name: 'Add Achievement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit: 2024 – Gold diploma' })).toHaveTextContent(
      'Edit',
    );
    expect(screen.getByRole('button', { name: 'Delete: 2024 – Gold diploma' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /^Edit text: About us: main text/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Labot|Dzēst)/ })).not.toBeInTheDocument();
  });

  it('shows no edit controls to visitors or to staff without edit mode', async () => {
    signIn(aUser({ is_edit_mode_active: false }));
    setup();
    await renderEnglish();
    expect(screen.queryByRole('button', { name: 'Add Achievement' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete)/ })).not.toBeInTheDocument();
  });
});
