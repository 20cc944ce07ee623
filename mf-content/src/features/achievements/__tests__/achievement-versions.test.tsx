import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Achievement } from '@koris/shared/types';
import AboutPage from '../../../exposes/AboutPage';
import {
  openedDialog,
  pageRevealed,
  renderPage,
  resetAll,
  SETTINGS,
} from '../../../testing/about-support';
import {
  achievementHandlers,
  anAchievement,
  aUser,
  expectVersionsOnlyWhenEditing,
  conductorHandlers,
  restoreFromEditModal,
  server,
  settingHandlers,
  signIn,
  serveEarlierVersion,
} from '@koris/shared/testing';

// The machine running the suite may be small and busy.
jest.setTimeout(30_000);

let stored: Achievement[];

const listed = () =>
  within(screen.getByRole('region', { name: 'Konkursi un apbalvojumi' }))
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('p')!.textContent);

async function renderAbout() {
  const user = userEvent.setup();
  renderPage(<AboutPage />);
  await screen.findByText('2024 – Zelta diploms Kauņā');
  await pageRevealed();
  return user;
}

beforeEach(() => {
  resetAll();
  signIn(aUser({ is_edit_mode_active: true }));
  stored = [
    anAchievement({ id: 1, text: '2024 – Zelta diploms Kauņā', order: 1 }),
    anAchievement({ id: 2, text: '2019 – Grand Prix', order: 2 }),
  ];
  server.use(
    ...settingHandlers(SETTINGS).handlers,
    ...achievementHandlers(() => stored),
    ...conductorHandlers(),
  );
});
afterEach(() => resetAll());

describe('Versijas of an achievement', () => {
  it('is offered when editing an achievement, not when adding one', async () => {
    const user = await renderAbout();
    await expectVersionsOnlyWhenEditing(
      { user, noun: 'Achievement', opened: openedDialog },
      '2019 – Grand Prix',
    );
  });

  it('Atjaunot brings back an earlier text: the list shows it at once and the modal closes', async () => {
    serveEarlierVersion(
      { id: 32, kind: 'achievement', item_id: 1, summary: '2024 – Zelta diploms' },
      () => {
        stored = stored.map((a) => (a.id === 1 ? { ...a, text: '2024 – Zelta diploms' } : a));
      },
    );
    const user = await renderAbout();
    expect(listed()).toEqual(['2024 – Zelta diploms Kauņā', '2019 – Grand Prix']);

    await restoreFromEditModal(
      { user, noun: 'Achievement', opened: openedDialog },
      {
        label: '2024 – Zelta diploms Kauņā',
        byline: 'Anna Ozola, 05.03.2025 12:00',
        summary: '2024 – Zelta diploms',
      },
    );
    await waitFor(() => expect(listed()).toEqual(['2024 – Zelta diploms', '2019 – Grand Prix']));
  });
});
