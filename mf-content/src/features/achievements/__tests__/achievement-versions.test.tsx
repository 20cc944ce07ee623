import { screen, within } from '@testing-library/react';
import type { Achievement } from '@koris/shared/types';
import { aboutEditModals, editAboutPage, resetAll } from '../../../testing/about-support';
import {
  achievementHandlers,
  anAchievement,
  conductorHandlers,
  describeVersions,
} from '@koris/shared/testing';

// The machine running the suite may be small and busy.
jest.setTimeout(30_000);

let stored: Achievement[];

/** The two items, with ids 1 and 2, as the page lists them. */
const LISTED: [string, string] = ['2024 – Zelta diploms Kauņā', '2019 – Grand Prix'];

beforeEach(() => {
  stored = LISTED.map((text, i) => anAchievement({ id: i + 1, text, order: i + 1 }));
  editAboutPage(...achievementHandlers(() => stored), ...conductorHandlers());
});
afterEach(() => resetAll());

describeVersions({
  names: { entity: 'an achievement', field: 'text', where: 'list' },
  render: () => aboutEditModals('Achievement', '2024 – Zelta diploms Kauņā'),
  listed: () =>
    within(screen.getByRole('region', { name: 'Konkursi un apbalvojumi' }))
      .queryAllByRole('listitem')
      .map((li) => li.querySelector('p')!.textContent),
  items: LISTED,
  editable: '2019 – Grand Prix',
  version: { id: 32, kind: 'achievement', item_id: 1, summary: '2024 – Zelta diploms' },
  restore: () => {
    stored = stored.map((a) => (a.id === 1 ? { ...a, text: '2024 – Zelta diploms' } : a));
  },
});
