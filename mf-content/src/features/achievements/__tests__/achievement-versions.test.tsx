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
  aVersion,
  conductorHandlers,
  server,
  settingHandlers,
  signIn,
  versionHandlers,
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
    await user.click(screen.getByRole('button', { name: 'Add Achievement' }));
    const adding = await openedDialog('Add Achievement');
    expect(within(adding).queryByRole('button', { name: 'Versijas' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Labot: 2019 – Grand Prix' }));
    const editing = await openedDialog('Edit Achievement');
    expect(within(editing).getByRole('button', { name: 'Versijas' })).toBeInTheDocument();
  });

  it('Atjaunot brings back an earlier text: the list shows it at once and the modal closes', async () => {
    const earlier = aVersion({
      id: 32,
      kind: 'achievement',
      item_id: 1,
      summary: '2024 – Zelta diploms',
      user_name: 'Anna Ozola',
      created_at: '2025-03-05T10:00:00.000Z',
    });
    server.use(
      ...versionHandlers([earlier], {
        restore: () => {
          stored = stored.map((a) => (a.id === 1 ? { ...a, text: '2024 – Zelta diploms' } : a));
        },
      }),
    );
    const user = await renderAbout();
    expect(listed()).toEqual(['2024 – Zelta diploms Kauņā', '2019 – Grand Prix']);

    await user.click(screen.getByRole('button', { name: 'Labot: 2024 – Zelta diploms Kauņā' }));
    const editing = await openedDialog('Edit Achievement');
    await user.click(within(editing).getByRole('button', { name: 'Versijas' }));
    const versions = screen.getByRole('dialog', { name: 'Versijas: 2024 – Zelta diploms Kauņā' });
    expect(await within(versions).findByText('Anna Ozola, 05.03.2025 12:00')).toBeInTheDocument();
    await user.click(
      within(versions).getByRole('button', { name: 'Atjaunot versiju: 2024 – Zelta diploms' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Atjaunots')).toBeInTheDocument();
    await waitFor(() => expect(listed()).toEqual(['2024 – Zelta diploms', '2019 – Grand Prix']));
  });
});
