/**
 * The first page of a visit: the browser hydrates the server's HTML and starts from
 * the document's data, so the first render is the server's markup exactly (React reports no
 * mismatch), the content is seen at once (no loader, nothing hidden) and no first request is
 * made again. Later loads work as before.
 */
import { act, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { useSettingsStore } from '@koris/shared/ui';
import { Centenary } from '../../features/centenary/components/Centenary';
import { mockSiteApi, SITE } from '../../testing/site-api';
import { SITE_PAGES } from '../../testing/site-pages';
import { pageRevealed, seeded } from '../../testing/about-support';
import {
  type Hydrated,
  hydrateServerRender,
  installIntersectionObserver,
  renderOnServer,
  resetStores,
  scrollSentinel,
} from '@koris/shared/testing';

jest.setTimeout(30_000);

const inRouter = (path: string, page: ReactElement) => (
  <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
);

/** Requests for the page's own data (the texts' are the shared EditableText's). */
const contentRequests = (calls: { path: string; search: URLSearchParams }[]) =>
  calls
    .filter((c) => !c.path.startsWith('/api/system-setting/'))
    .map((c) => `${c.path}${c.search.size ? `?${c.search}` : ''}`);

let hydrated: Hydrated | undefined;
let consoleError: jest.SpyInstance;

beforeEach(() => {
  resetStores();
  useSettingsStore.getState().reset();
  installIntersectionObserver();
  // React reports attribute mismatches of hydration on the console only.
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  hydrated?.unmount();
  hydrated = undefined;
  act(() => {
    resetStores();
    useSettingsStore.getState().reset();
  });
});

describe('a server-rendered first page in the browser', () => {
  it.each(SITE_PAGES)(
    '$module ($path) hydrates the server’s HTML as it is, shown at once, with no first request',
    async ({ path, load, shows }) => {
      const { calls } = mockSiteApi();
      const server = await renderOnServer(load, path);
      expect(server.errors).toEqual([]);
      calls.length = 0;

      const { default: Page } = await load();
      hydrated = await hydrateServerRender(server, inRouter(path, <Page />), path);

      expect(hydrated.recoverable).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      for (const text of shows) expect(screen.getAllByText(text)[0]).toBeVisible();
      expect(screen.queryByText(/^(Ielādē…|Loading…)$/)).not.toBeInTheDocument();
      expect(contentRequests(calls)).toEqual([]);
    },
  );

  it('continues the events list from the server’s page: the next page on scroll, after it', async () => {
    const { calls } = mockSiteApi();
    const server = await renderOnServer(() => import('../EventsPage'), '/events');
    calls.length = 0;
    const { default: EventsPage } = await import('../EventsPage');
    hydrated = await hydrateServerRender(server, inRouter('/events', <EventsPage />), '/events');
    const titles = () =>
      screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
    expect(titles()).toEqual(SITE.currentEvents.slice(0, 2).map((e) => e.title));

    act(() => scrollSentinel(true));
    expect(await screen.findByText(SITE.currentEvents[2]!.title)).toBeVisible();
    expect(contentRequests(calls)).toEqual(['/api/events/current?skip=2&take=2']);
    expect(titles()).toEqual(SITE.currentEvents.map((e) => e.title));
  });

  it('hydrates the singers and the quiz in the order the server drew, whatever the browser would draw', async () => {
    mockSiteApi();
    const about = await renderOnServer(() => import('../AboutPage'), '/about-us');
    jest.spyOn(Math, 'random').mockImplementation(seeded(99));
    const { default: AboutPage } = await import('../AboutPage');
    hydrated = await hydrateServerRender(about, inRouter('/about-us', <AboutPage />), '/about-us');
    expect(hydrated.recoverable).toEqual([]);
    const singers = within(screen.getByRole('region', { name: 'KORA BALSIS' }))
      .getAllByRole('button')
      .map((b) => b.querySelector('[class="singerName"]')!.textContent);
    expect(singers).toEqual(about.data['content:singers:order']);
    hydrated.unmount();

    const quiz = await renderOnServer(() => import('../QuizPage'), '/games/dziptcha');
    const { default: QuizPage } = await import('../QuizPage');
    hydrated = await hydrateServerRender(
      quiz,
      inRouter('/games/dziptcha', <QuizPage />),
      '/games/dziptcha',
    );
    expect(hydrated.recoverable).toEqual([]);
    const tiles = within(screen.getByRole('list', { name: 'Kora dalībnieki' })).getAllByRole(
      'button',
    );
    const { QUIZ_SINGERS } = await import('../../features/quiz/data/singers');
    const names = (quiz.data['content:quiz:order'] as string[]).map(
      (id) => QUIZ_SINGERS.find((s) => s.id === id)!.name,
    );
    expect(tiles.map((t) => t.textContent!.split(',')[0])).toEqual(names);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('hydrates the group picture as the server decided, then follows the visitor’s own date', async () => {
    mockSiteApi();
    /** A clock stopped on a day of May, at local noon. */
    const on = (day: number) => () => new Date(2025, 4, day, 12, 0, 0);
    // The server's clock says the 11th (shown); the visitor's, a time zone behind, the 10th.
    const server = await renderOnServer(async () => {
      const { Centenary: OnServer } = await import('../../features/centenary/components/Centenary');
      return { default: () => <OnServer now={on(11)} /> };
    }, '/celies_lidzi');
    expect(server.html).toMatch(/<img[^>]*alt="[^"]*[Kk]opbilde/);
    hydrated = await hydrateServerRender(
      server,
      inRouter('/celies_lidzi', <Centenary now={on(10)} />),
      '/celies_lidzi',
    );
    expect(hydrated.recoverable).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    expect(screen.queryByRole('img', { name: /kopbilde/i })).not.toBeInTheDocument();
  });

  it('loads everything itself when the document has no data block (a page not rendered by the server)', async () => {
    const { calls } = mockSiteApi();
    const { default: HistoryPage } = await import('../HistoryPage');
    render(inRouter('/history', <HistoryPage />));
    expect(screen.getByRole('status')).toHaveTextContent('Ielādē…');
    await pageRevealed();
    expect(screen.getByText('1925 – Pirmais mēģinājums.')).toBeVisible();
    expect(contentRequests(calls)).toEqual(['/api/history-events']);
  });
});
