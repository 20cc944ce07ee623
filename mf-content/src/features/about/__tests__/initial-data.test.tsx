/**
 * The about, English about and history pages on the first page of a visit the server rendered
 *: the document's data block carries every list, so the page shows them at once,
 * shows no loader and asks for none of them again. Without the block they load as before
 * (the other tests of these pages).
 */
import { screen, waitFor, within } from '@testing-library/react';
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

beforeEach(() => resetAll());
afterEach(() => {
  removeDocumentData();
  resetAll();
});

describe('starting from the document’s data', () => {
  it('about: texts, achievements, singers and both conductor lists at once, no loader, no list request', async () => {
    const { settings, listRequests } = setup();
    const order = [...SINGERS].reverse().map((s) => s.name);
    serveDocumentData(window.location.pathname, {
      ...settingsData(settings),
      'content:achievements': achievements,
      'content:conductors:current': current,
      'content:conductors:old': old,
      'content:singers:order': order,
    });
    renderPage(<AboutPage />);
    expect(screen.getByText('2024 – Zelta diploms')).toBeVisible();
    expect(screen.getByText('Laura Ozola')).toBeVisible();
    expect(screen.getByText('Jānis Bērziņš')).toBeVisible();
    expect(screen.getByText('Mēs esam draugu kopiena.')).toBeVisible();
    expect(screen.queryByText('Ielādē…')).not.toBeInTheDocument();
    // The singers in the order the server drew.
    const names = within(screen.getByRole('region', { name: 'KORA BALSIS' }))
      .getAllByRole('button')
      .map((b) => b.querySelector('[class="singerName"]')!.textContent);
    expect(names).toEqual(order);
    // Given the answers' time to come, had anything been asked.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listRequests()).toEqual([]);
  });

  it('English about: the achievements in English and the management at once', async () => {
    const { settings, listRequests } = setup();
    serveDocumentData(window.location.pathname, {
      ...settingsData(settings),
      'content:achievements': achievements,
      'content:conductors:current': current,
    });
    renderPage(<EnglishAboutPage />);
    expect(screen.getByText('2024 – Gold diploma')).toBeVisible();
    expect(screen.getByText('Principal conductor')).toBeVisible();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listRequests()).toEqual([]);
  });

  it('history: the entries at once', async () => {
    const { settings, listRequests } = setup();
    serveDocumentData(window.location.pathname, {
      ...settingsData(settings),
      'content:history-events': entries,
    });
    renderPage(<HistoryPage />);
    expect(screen.getByText('1925 – Pirmais mēģinājums.')).toBeVisible();
    expect(screen.getByText('Simt gadu un viena dziesma.')).toBeVisible();
    expect(screen.queryByText('Ielādē…')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listRequests()).toEqual([]);
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
