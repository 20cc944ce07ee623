import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Conductor } from '@koris/shared/types';
import AboutPage from '../../../exposes/AboutPage';
import {
  openedDialog,
  pageRevealed,
  renderPage,
  resetAll,
  SETTINGS,
} from '../../../testing/about-support';
import {
  aConductor,
  achievementHandlers,
  aUser,
  expectVersionsOnlyWhenEditing,
  conductorHandlers,
  recordRequests,
  restoreFromEditModal,
  server,
  settingHandlers,
  signIn,
  serveEarlierVersion,
} from '@koris/shared/testing';

// The machine running the suite may be small and busy.
jest.setTimeout(30_000);

let conductors: Conductor[];

const cardTitles = () =>
  screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

async function renderAbout() {
  const user = userEvent.setup();
  renderPage(<AboutPage />);
  await screen.findByText('Laura Ozola-Kalniņa');
  await pageRevealed();
  return user;
}

beforeEach(() => {
  resetAll();
  signIn(aUser({ is_edit_mode_active: true }));
  conductors = [
    aConductor({ id: 1, title: 'Laura Ozola-Kalniņa', order: 1 }),
    aConductor({ id: 2, title: 'Mārtiņš Kalniņš', order: 2 }),
  ];
  server.use(
    ...settingHandlers(SETTINGS).handlers,
    ...achievementHandlers([]),
    ...conductorHandlers({
      current: () => conductors.filter((c) => c.is_current === 1),
      old: () => conductors.filter((c) => c.is_current === 0),
    }),
  );
});
afterEach(() => resetAll());

describe('Versijas of a conductor', () => {
  it('is offered when editing a conductor, not when adding one', async () => {
    const user = await renderAbout();
    await expectVersionsOnlyWhenEditing(
      { user, noun: 'Conductor', opened: openedDialog },
      'Mārtiņš Kalniņš',
    );
  });

  it('Atjaunot brings back an earlier title: the page shows it at once and the modal closes', async () => {
    serveEarlierVersion({ id: 31, kind: 'conductor', item_id: 1, summary: 'Laura Ozola' }, () => {
      conductors = conductors.map((c) => (c.id === 1 ? { ...c, title: 'Laura Ozola' } : c));
    });
    const user = await renderAbout();
    expect(cardTitles()).toEqual(['Laura Ozola-Kalniņa', 'Mārtiņš Kalniņš']);
    const calls = recordRequests();

    await restoreFromEditModal(
      { user, noun: 'Conductor', opened: openedDialog },
      {
        label: 'Laura Ozola-Kalniņa',
        byline: 'Anna Ozola, 05.03.2025 12:00',
        summary: 'Laura Ozola',
      },
    );
    expect(cardTitles()).toEqual(['Laura Ozola', 'Mārtiņš Kalniņš']);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/versions',
      'POST /api/versions/31/restore',
      'GET /api/conductors/1',
    ]);
  });
});
