import type { Conductor } from '@koris/shared/types';
import { aboutEditModals, editAboutPage, resetAll } from '../../../testing/about-support';
import {
  aConductor,
  achievementHandlers,
  conductorHandlers,
  describeVersions,
} from '@koris/shared/testing';

// The machine running the suite may be small and busy.
jest.setTimeout(30_000);

let conductors: Conductor[];

/** The two items, with ids 1 and 2, as the page lists them. */
const LISTED: [string, string] = ['Laura Ozola-Kalniņa', 'Mārtiņš Kalniņš'];

beforeEach(() => {
  conductors = LISTED.map((title, i) => aConductor({ id: i + 1, title, order: i + 1 }));
  editAboutPage(
    ...achievementHandlers([]),
    ...conductorHandlers({
      current: () => conductors.filter((c) => c.is_current === 1),
      old: () => conductors.filter((c) => c.is_current === 0),
    }),
  );
});
afterEach(() => resetAll());

describeVersions({
  names: { entity: 'a conductor', field: 'title', where: 'page' },
  render: () => aboutEditModals('Conductor', 'Laura Ozola-Kalniņa'),
  items: LISTED,
  editable: 'Mārtiņš Kalniņš',
  version: { id: 31, kind: 'conductor', item_id: 1, summary: 'Laura Ozola' },
  restore: () => {
    conductors = conductors.map((c) => (c.id === 1 ? { ...c, title: 'Laura Ozola' } : c));
  },
  requests: ['GET /api/versions', 'POST /api/versions/31/restore', 'GET /api/conductors/1'],
});
