import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { Paging } from './common';
import { ACTIONS, CONTENT_ACTIONS, type Action } from '../../../db/schema';

/** Who acts: a staff account, by the name it had then (kept if the account goes). */
export interface Actor {
  id: number | null;
  name: string;
}

export { ACTIONS, type Action };

/**
 * Which lines of the log a reader sees: content actions with update-data (an application's
 * with see-applications), account actions (sign-ins, registrations, passwords, tokens) with
 * update-users.
 */
export interface ActivityScope {
  content: boolean;
  applications: boolean;
  accounts: boolean;
}

export interface ActivityItem {
  kind: string;
  item_id: number | null;
  title: string;
}

export function createActivityRepository(db: Database) {
  const k = db.kysely;
  return {
    async record(actor: Actor, action: Action, item?: ActivityItem, at = nowIso()): Promise<void> {
      await db.run(
        k.insertInto('activity').values({
          user_id: actor.id,
          user_name: actor.name,
          action,
          kind: item?.kind ?? null,
          item_id: item?.item_id ?? null,
          title: item?.title ?? null,
          created_at: at,
        }),
      );
    },

    /** A row that counts (its title is the number so far, from `n`): returns its id. */
    async openCount(actor: Actor, action: Action, n: number, at = nowIso()): Promise<number> {
      return db.insert(
        k.insertInto('activity').values({
          user_id: actor.id,
          user_name: actor.name,
          action,
          kind: null,
          item_id: null,
          title: String(n),
          created_at: at,
        }),
      );
    },

    /** Whether a line of `action` about `kind` has a title that starts with `titleStart`. */
    async has(action: Action, kind: string, titleStart: string): Promise<boolean> {
      const row = await db.first(
        k
          .selectFrom('activity')
          .select('id')
          .where('action', '=', action)
          .where('kind', '=', kind)
          .where('title', 'like', `${titleStart.replace(/[%_\\]/g, '')}%`)
          .limit(1),
      );
      return row !== undefined;
    },

    /** Adds `n` to a counting row; false if the row is gone. */
    async addToCount(id: number, n: number): Promise<boolean> {
      const { changes } = await db.run(
        k
          .updateTable('activity')
          .set({ title: sql<string>`CAST(CAST(title AS INTEGER) + CAST(${n} AS INTEGER) AS TEXT)` })
          .where('id', '=', id),
      );
      return changes === 1;
    },

    /** Newest first, only the lines `scope` allows (filtered before paging). */
    list(paging: Paging, scope: ActivityScope) {
      const content = [...CONTENT_ACTIONS];
      const query = k
        .selectFrom('activity')
        .select(['id', 'user_name', 'action', 'kind', 'item_id', 'title', 'created_at'])
        .where((eb) => {
          const isApplication = eb('kind', '=', 'application');
          const notApplication = eb.or([eb('kind', 'is', null), eb('kind', '!=', 'application')]);
          const allowed = [];
          if (scope.content) allowed.push(eb.and([eb('action', 'in', content), notApplication]));
          if (scope.applications)
            allowed.push(eb.and([eb('action', 'in', content), isApplication]));
          if (scope.accounts) allowed.push(eb('action', 'not in', content));
          return eb.or(allowed);
        })
        .orderBy('id', 'desc');
      return db.all(db.dialect.page(query, paging));
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
