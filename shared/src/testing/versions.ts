import { screen, waitFor, within } from '@testing-library/react';
import type { Version } from '@koris/shared/types';
import {
  type EditModalPage,
  expectVersionsOnlyWhenEditing,
  restoreFromEditModal,
} from './edit-modal';
import { serveEarlierVersion } from './handlers';
import { recordRequests } from './record';

const articleHeadings = () =>
  screen.queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

/** One kind of item with Versijas in its edit modal, as its page lists two of them. */
export interface VersionsCase {
  /**
   * As the test names say it: the item with its article ("an event"), what an earlier version
   * brings back ("title") and where it shows ("list", "page").
   */
  names: { entity: string; field: string; where: string };
  /** Renders the page with its items listed; resolves once they show. */
  render: () => Promise<EditModalPage>;
  /** The items as listed, in order: by default the headings of the articles shown. */
  listed?: () => (string | null)[];
  /** The two items as listed before any restore, in the order of their ids (1, 2). */
  items: [string, string];
  /** The item offered for editing in the first test. */
  editable: string;
  /** The earlier version of item `item_id` served; its `summary` is its whole title. */
  version: Pick<Version, 'id' | 'kind' | 'item_id' | 'summary'>;
  /** Gives the stored item the version's title, as the API's restore does. */
  restore: () => void;
  /**
   * Every request once the page shows, where the page reads the restored item again on its own
   * (then the list shows it as soon as the modal has closed). Without it the page reads its list
   * again and the test waits for the list.
   */
  requests?: string[];
}

/**
 * Versijas of one kind of item: offered when editing, not when adding; Atjaunot brings the
 * earlier version back, shown in place, and closes the modals.
 */
export function describeVersions(c: VersionsCase): void {
  const { entity, field, where } = c.names;
  const restored = c.version.item_id - 1;
  const listed = c.listed ?? articleHeadings;
  describe(`Versijas of ${entity}`, () => {
    it(`is offered when editing ${entity}, not when adding one`, async () => {
      await expectVersionsOnlyWhenEditing(await c.render(), c.editable);
    });

    it(`Atjaunot brings back an earlier ${field}: the ${where} shows it at once and the modal closes`, async () => {
      serveEarlierVersion(c.version, c.restore);
      const page = await c.render();
      expect(listed()).toEqual(c.items);
      const calls = recordRequests();

      await restoreFromEditModal(page, {
        label: c.items[restored]!,
        byline: 'Anna Ozola, 05.03.2025 12:00',
        summary: c.version.summary,
      });
      const after = c.items.map((title, i) => (i === restored ? c.version.summary : title));
      if (!c.requests) {
        await waitFor(() => expect(listed()).toEqual(after));
        return;
      }
      expect(listed()).toEqual(after);
      expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(c.requests);
    });
  });
}
