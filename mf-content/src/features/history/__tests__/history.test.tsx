import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HistoryPage from '../../../exposes/HistoryPage';
import {
  openedDialog,
  pageRevealed,
  renderPage,
  renderRevealed,
  renderWithRefusedRead,
  resetAll,
  SETTINGS,
} from '../../../testing/about-support';
import { VALUES } from '../values';
import {
  aHistoryEvent,
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

const entries = () => [
  aHistoryEvent({
    id: 1,
    description: '1925 – Pirmais mēģinājums.\nSešdesmit balsis.',
    decoration: 'bottom',
  }),
  aHistoryEvent({ id: 2, description: '1940 – Kara gadi.', decoration: 'top-right' }),
  aHistoryEvent({ id: 3, description: '1969 – Pirmā turneja.', decoration: 'bottom-left' }),
  aHistoryEvent({ id: 4, description: '1989 – Baltijas ceļš.', decoration: 'scatter' }),
  aHistoryEvent({ id: 5, description: '2018 – Simtgade.', decoration: 'circle' }),
];

const setup = (...extra: RequestHandler[]) =>
  serveWith(
    [
      ...settingHandlers(SETTINGS).handlers,
      route.get('/history-events', () => HttpResponse.json(entries())),
    ],
    extra,
  );

const renderHistory = () =>
  renderRevealed(
    <HistoryPage />,
    '1925 – Pirmais mēģinājums.',
    'Simt gadu un viena dziesma.',
    'Atmoda.',
    'Kara gadi.',
    'Vēsture sākas 1925. gadā.',
  );

const entryItems = () =>
  within(screen.getByRole('region', { name: 'Kora vēstures notikumi' })).getAllByRole('listitem');

beforeEach(() => resetAll());
afterEach(() => resetAll());

describe('the history page as a visitor sees it', () => {
  it('shows the heading and the four texts line by line', async () => {
    setup();
    const { container } = await renderHistory();
    expect(screen.getByRole('heading', { level: 1, name: 'Vēsture' })).toBeInTheDocument();
    for (const name of [
      'history_text_center',
      'history_text_strong',
      'history_text_left',
      'history_text_right',
    ]) {
      expect(container.querySelector(`[data-setting="${name}"]`)).not.toBeNull();
    }
    const left = container.querySelector('[data-setting="history_text_left"]')!;
    expect(left.querySelectorAll('br')).toHaveLength(1);
    expect(left).toHaveTextContent('Kara gadi.Tradīcijas.');
    expect(screen.queryByRole('button', { name: /^Labot tekstu/ })).not.toBeInTheDocument();
  });

  it('lists the entries with images alternating sides, lines and all five decorations', async () => {
    setup();
    await renderHistory();
    const items = entryItems();
    expect(items).toHaveLength(5);
    expect(items.map((li) => li.getAttribute('data-image-side'))).toEqual([
      'left',
      'right',
      'left',
      'right',
      'left',
    ]);
    expect(items.map((li) => li.getAttribute('data-decoration'))).toEqual([
      'bottom',
      'top-right',
      'bottom-left',
      'scatter',
      'circle',
    ]);
    expect(within(items[0]!).getByText('Sešdesmit balsis.')).toBeInTheDocument();
    for (const item of items) {
      const img = item.querySelector('img')!;
      expect(img).toHaveAttribute('srcset', expect.stringMatching(/320w.*640w.*1280w/));
      expect(img).toHaveAttribute('sizes', expect.stringContaining('100vw'));
      expect(img).toHaveAttribute('width', '1280');
      expect(img).toHaveAttribute('height', '960');
      expect(img).toHaveAttribute('loading', 'lazy');
    }
  });

  it('draws no decoration for a value it does not know', async () => {
    setup(
      route.get('/history-events', () =>
        HttpResponse.json([
          aHistoryEvent({ id: 9, decoration: 'sparkles' as never, description: 'Jauns' }),
        ]),
      ),
    );
    renderPage(<HistoryPage />);
    await screen.findByText('Jauns');
    await pageRevealed();
    expect(entryItems()[0]).not.toHaveAttribute('data-decoration');
  });

  it('expands and collapses each values panel by click, Enter and Space', async () => {
    setup();
    const user = userEvent.setup();
    await renderHistory();
    expect(VALUES.map((v) => v.title)).toEqual(['Darbs', 'Draudzība', 'Daiļums']);
    for (const value of VALUES) {
      const button = screen.getByRole('button', { name: value.title });
      const firstLine = value.text.split('\n')[0]!;
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByText(firstLine)).not.toBeVisible();
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByText(firstLine)).toBeVisible();
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'false');
    }
    const darbs = screen.getByRole('button', { name: 'Darbs' });
    darbs.focus();
    await user.keyboard('{Enter}');
    expect(darbs).toHaveAttribute('aria-expanded', 'true');
    // Panels open on their own.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Draudzība' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Draudzība' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(darbs).toHaveAttribute('aria-expanded', 'true');
    darbs.focus();
    await user.keyboard(' ');
    expect(darbs).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows a failed load’s server message; the texts and panels still render', async () => {
    setup(route.get('/history-events', () => failure(503, 'Vēsture šobrīd nav pieejama.')));
    await renderWithRefusedRead(<HistoryPage />, 'Vēsture šobrīd nav pieejama.');
    expect(await screen.findByText('Simt gadu un viena dziesma.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Daiļums' })).toBeVisible();
  });

  it('shows a failed text load’s message while the rest of the page renders', async () => {
    setup(
      route.get('/system-setting/get-by-name/history_text_strong', () =>
        failure(404, 'Teksts nav atrasts.'),
      ),
    );
    await renderWithRefusedRead(<HistoryPage />, 'Teksts nav atrasts.');
    expect(await screen.findByText('1925 – Pirmais mēģinājums.')).toBeInTheDocument();
    expect(await screen.findByText('Vēsture sākas 1925. gadā.')).toBeInTheDocument();
  });

  it('shows a description with markup as text', async () => {
    setup(
      route.get('/history-events', () =>
        HttpResponse.json([
          aHistoryEvent({ id: 7, description: '<img src=x onerror="alert(1)">' }),
        ]),
      ),
    );
    const { container } = renderPage(<HistoryPage />);
    expect(await screen.findByText('<img src=x onerror="alert(1)">')).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });
});

describe('editing the history texts', () => {
  it('offers the four texts for editing only in edit mode, and saves one in place', async () => {
    signIn(aUser({ is_edit_mode_active: false }));
    const user = userEvent.setup();
    const { settings } = settingHandlers(SETTINGS);
    const { calls } = setup();
    await renderHistory();
    expect(screen.queryByRole('button', { name: /^Labot tekstu/ })).not.toBeInTheDocument();
    act(() => signIn(aUser({ is_edit_mode_active: true })));
    expect(screen.getAllByRole('button', { name: /^Labot tekstu: Vēsture/ })).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: /^Labot tekstu: Vēsture: izceltais/ }));
    const dialog = await openedDialog('Vēsture: izceltais teksts');
    await user.clear(within(dialog).getByRole('textbox'));
    await user.type(within(dialog).getByRole('textbox'), 'Simts gadu dziesmā');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.path).toBe(
      `/api/system-setting/${settings.find((s) => s.name === 'history_text_strong')!.id}`,
    );
    expect(put.json).toEqual({ value: 'Simts gadu dziesmā' });
    expect(screen.getByText('Simts gadu dziesmā')).toBeInTheDocument();
  });
});
