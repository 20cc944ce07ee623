/**
 * The about, English about and history pages on the first page of a visit the server rendered
 *: the document's data block carries every list, so the page shows them at once,
 * shows no loader and asks for none of them again. Without the block they load as before
 * (the other tests of these pages).
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import type { SystemSetting } from '@koris/shared/types';
import AboutPage from '../../../exposes/AboutPage';
import EnglishAboutPage from '../../../exposes/EnglishAboutPage';
import HistoryPage from '../../../exposes/HistoryPage';
import { renderPage, resetAll, SETTINGS } from '../../../testing/about-support';
import { SINGERS } from '../data/singers';
import {
  aConductor,
  aHistoryEvent,
  anAchievement,
  api as route,
  aUser,
  HttpResponse,
  recordRequests,
  removeDocumentData,
  type RequestHandler,
  serveDocumentData,
  server,
  settingHandlers,
  signIn,
} from '@koris/shared/testing';

jest.setTimeout(30_000);

const achievements = [
  anAchievement({ id: 1, text: '2024 – Zelta diploms', eng_text: '2024 – Gold diploma' }),
  anAchievement({ id: 2, text: '2019 – Grand Prix', eng_text: '2019 – Grand Prix' }),
];
const current = [aConductor({ id: 1, title: 'Laura Ozola', eng_position: 'Principal conductor' })];
const old = [aConductor({ id: 3, title: 'Jānis Bērziņš', is_current: 0 })];
const entries = [aHistoryEvent({ id: 1, description: '1925 – Pirmais mēģinājums.' })];

/** The texts as the shared EditableText records them (`setting:<name>`). */
function settingsData(settings: SystemSetting[]) {
  return Object.fromEntries(settings.map((s) => [`setting:${s.name}`, s]));
}

let stored: typeof achievements;

/** The API, for requests the page should not make: any list asked for is recorded. */
function setup(...extra: RequestHandler[]) {
  stored = achievements;
  const { settings, handlers: routes } = settingHandlers(SETTINGS);
  const calls = recordRequests();
  server.use(
    ...routes,
    route.get('/achievements', () => HttpResponse.json(stored)),
    route.get('/conductors/current', () => HttpResponse.json(current)),
    route.get('/conductors/old', () => HttpResponse.json(old)),
    route.get('/history-events', () => HttpResponse.json(entries)),
  );
  // Added last, so they answer before the defaults above.
  server.use(...extra);
  const listRequests = () =>
    calls.filter((c) => c.method === 'GET' && !c.path.startsWith('/api/system-setting/'));
  return { settings, calls, listRequests };
}

/**
 * Renders `page` from the document's `data` and its texts: every one of `shown` is there at once,
 * and no `loader`. Returns the list requests made, to count.
 */
function renderFromDocument(
  page: ReactElement,
  data: Record<string, unknown>,
  shown: string[],
  loader = 'Ielādē…',
) {
  const { settings, listRequests } = setup();
  serveDocumentData(window.location.pathname, { ...settingsData(settings), ...data });
  renderPage(page);
  for (const text of shown) expect(screen.getByText(text)).toBeVisible();
  expect(screen.queryByText(loader)).not.toBeInTheDocument();
  return listRequests;
}

/** Given the answers' time to come, had anything been asked: nothing was. */
async function expectNothingAsked(listRequests: () => unknown[]) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(listRequests()).toEqual([]);
}

beforeEach(() => resetAll());
afterEach(() => {
  removeDocumentData();
  resetAll();
});

describe('starting from the document’s data', () => {
  it('about: texts, achievements, singers and both conductor lists at once, no loader, no list request', async () => {
    const order = [...SINGERS].reverse().map((s) => s.name);
    const listRequests = renderFromDocument(
      <AboutPage />,
      {
        'content:achievements': achievements,
        'content:conductors:current': current,
        'content:conductors:old': old,
        'content:singers:order': order,
      },
      ['2024 – Zelta diploms', 'Laura Ozola', 'Jānis Bērziņš', 'Mēs esam draugu kopiena.'],
    );
    // The singers in the order the server drew.
    const names = within(screen.getByRole('region', { name: 'KORA BALSIS' }))
      .getAllByRole('button')
      .map((b) => b.querySelector('[class="singerName"]')!.textContent);
    expect(names).toEqual(order);
    await expectNothingAsked(listRequests);
  });

  it('English about: the achievements in English and the management at once', async () => {
    const listRequests = renderFromDocument(
      <EnglishAboutPage />,
      { 'content:achievements': achievements, 'content:conductors:current': current },
      ['2024 – Gold diploma', 'Principal conductor'],
      'Loading…',
    );
    await expectNothingAsked(listRequests);
  });

  it('history: the entries at once', async () => {
    const listRequests = renderFromDocument(
      <HistoryPage />,
      { 'content:history-events': entries },
      ['1925 – Pirmais mēģinājums.', 'Simt gadu un viena dziesma.'],
    );
    await expectNothingAsked(listRequests);
  });

  it('still reloads the achievements after a write (docs/product.md#calls)', async () => {
    const user = userEvent.setup();
    signIn(aUser({ is_edit_mode_active: true }));
    const { settings, listRequests } = setup(
      route.delete('/achievements/1', () => {
        stored = stored.filter((a) => a.id !== 1);
        return HttpResponse.json({ message: 'Achievement deleted', trash_id: 1 });
      }),
    );
    serveDocumentData(window.location.pathname, {
      ...settingsData(settings),
      'content:achievements': achievements,
      'content:conductors:current': current,
      'content:conductors:old': old,
    });
    renderPage(<AboutPage />);
    await user.click(screen.getByRole('button', { name: 'Dzēst: 2024 – Zelta diploms' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Dzēst' }));
    expect(await screen.findByText('Achievement deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('2024 – Zelta diploms')).not.toBeInTheDocument());
    expect(screen.getByText('2019 – Grand Prix')).toBeVisible();
    // The reload is the only list request.
    expect(listRequests().map((c) => c.path)).toEqual(['/api/achievements']);
  });
});
