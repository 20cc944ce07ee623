import type { ExpressionBuilder } from 'kysely';
import { nowIso, type Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import { toRigaTime } from '../../../lib/riga-time';

/** The tables whose rows can be drafts or wait for a time to be published. */
export type PublishedTable = 'events' | 'galleries' | 'conductors';
export const PUBLISHED_TABLES: readonly PublishedTable[] = ['events', 'galleries', 'conductors'];

/**
 * Whose eyes a read is for. Visitors (`public`) see what is out at `at` (now): no draft, no
 * publish_at still ahead. Staff in edit mode see everything (`all`), or the site as visitors
 * will see it at another `at` (`preview`): what the schedule will have done by then is shown
 * as done, since no write has done it yet.
 */
export type Visibility = { all: true } | { all: false; at: string; preview?: true };

/** What visitors see now. */
export const PUBLIC = (): Visibility => ({ all: false, at: nowIso() });
/** What staff see in edit mode: drafts and scheduled items too. */
export const ALL: Visibility = { all: true };

/** The columns every published row adds to its select. */
export const PUBLICATION_COLUMNS = ['draft', 'publish_at'] as const;

/** A draft flag and a time to publish at, as a write gives them (undefined: unchanged). */
export interface PublicationInput {
  draft?: boolean;
  /** A UTC instant; null: at once. */
  publish_at?: string | null;
}

/** The rows a read of `visibility` may show (none hidden for `all`). */
export function visibleTo<T extends PublishedTable>(visibility: Visibility) {
  return (eb: ExpressionBuilder<DB, T>) => {
    if (visibility.all) return eb.lit(true);
    // Written against one table's columns: the three share them.
    const e = eb as unknown as ExpressionBuilder<DB, 'events'>;
    return e.and([
      e('draft', '=', 0),
      e.or([e('publish_at', 'is', null), e('publish_at', '<=', visibility.at)]),
    ]) as never;
  };
}

/** Whether a row is out for `visibility`. */
export function isVisible(
  row: { draft: number; publish_at: string | null },
  visibility: Visibility,
): boolean {
  if (visibility.all) return true;
  return row.draft === 0 && (row.publish_at === null || row.publish_at <= visibility.at);
}

/** The columns of a new row. */
export function publicationColumns(input: PublicationInput) {
  return { draft: input.draft ? 1 : 0, publish_at: input.publish_at ?? null };
}

/** The columns of an update: those given. */
export function givenPublication(input: PublicationInput) {
  return {
    ...(input.draft !== undefined && { draft: input.draft ? 1 : 0 }),
    ...(input.publish_at !== undefined && { publish_at: input.publish_at }),
  };
}

/** The answer's fields: draft as 1/0, publish_at in Riga's local time. */
export function publicationJson(row: { draft: number; publish_at: string | null }) {
  return {
    draft: (row.draft ? 1 : 0) as 0 | 1,
    publish_at: row.publish_at && toRigaTime(row.publish_at),
  };
}

/**
 * Clears the publish_at of every row, of the three tables, whose time has come by `now`: the
 * row is then simply out. The write is what tells every instance (and every kept answer and
 * document, through the change token) that the content has changed. Looks before it writes,
 * so a check that finds nothing changes nothing; instances sharing the database find the same
 * rows, and the write is a no-op for all but the first.
 */
export async function publishDue(db: Database, now: Date): Promise<number> {
  const k = db.kysely;
  const at = now.toISOString();
  let published = 0;
  for (const table of PUBLISHED_TABLES) {
    const t = table as 'events';
    const due = await db.all(
      k
        .selectFrom(t)
        .select('id')
        .where('publish_at', 'is not', null)
        .where('publish_at', '<=', at),
    );
    if (due.length === 0) continue;
    const { changes } = await db.run(
      k
        .updateTable(t)
        .set({ publish_at: null })
        .where(
          db.dialect.inIds(
            'id',
            due.map((row) => row.id),
          ),
        )
        .where('publish_at', 'is not', null)
        .where('publish_at', '<=', at),
    );
    published += changes;
  }
  return published;
}
