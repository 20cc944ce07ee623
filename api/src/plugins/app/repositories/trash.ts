import type { Database } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { TrashKind } from '../../../db/schema';
import { createSnapshots, imageKeysOf, type ItemSnapshot } from '../../../db/snapshots';
import type { Actor } from './activity';
import type { Paging } from './common';

export interface Trashed {
  id: number;
  kind: TrashKind;
  item_id: number;
  title: string;
}

export function createTrashRepository(db: Database) {
  const k = db.kysely;
  const snapshots = createSnapshots(db);

  return {
    /** Moves an item and what hangs on it into the trash; undefined for an unknown id. */
    moveToTrash(
      kind: TrashKind,
      id: number,
      actor: Actor,
      at = nowIso(),
    ): Promise<Trashed | undefined> {
      return db.transaction(async () => {
        const snapshot = await snapshots.take(kind, id);
        if (!snapshot) return undefined;
        const title = await snapshots.trashTitle(kind, snapshot);
        const trashId = await db.insert(
          k.insertInto('trash').values({
            kind,
            item_id: id,
            title,
            data: JSON.stringify(snapshot),
            image_keys: JSON.stringify(imageKeysOf(snapshot)),
            deleted_by: actor.id,
            deleted_by_name: actor.name,
            deleted_at: at,
          }),
        );
        await snapshots.remove(kind, id);
        return { id: trashId, kind, item_id: id, title };
      });
    },

    /** Newest first, with who deleted each and when: only items of `kinds`. */
    list(paging: Paging, kinds: readonly TrashKind[]) {
      const query = k
        .selectFrom('trash')
        .select(['id', 'kind', 'item_id', 'title', 'deleted_by_name', 'deleted_at'])
        .where('kind', 'in', kinds.length > 0 ? [...kinds] : ['none' as TrashKind])
        .orderBy('id', 'desc');
      return db.all(db.dialect.page(query, paging));
    },

    /** The kind of a trash item, or undefined when there is no such item. */
    async kindOf(trashId: number): Promise<TrashKind | undefined> {
      const found = await db.first(k.selectFrom('trash').select('kind').where('id', '=', trashId));
      return found?.kind;
    },

    /**
     * Puts the item back as it was and empties its trash row; undefined for an unknown trash
     * id. Throws a ConflictError when it cannot come back (see snapshots.put).
     */
    restore(trashId: number): Promise<(Trashed & { unlinked: boolean }) | undefined> {
      return db.transaction(async () => {
        const found = await db.first(k.selectFrom('trash').selectAll().where('id', '=', trashId));
        if (!found) return undefined;
        const { unlinked } = await snapshots.put(
          found.kind,
          JSON.parse(found.data) as ItemSnapshot,
        );
        await db.run(k.deleteFrom('trash').where('id', '=', trashId));
        return {
          id: found.id,
          kind: found.kind,
          item_id: found.item_id,
          title: found.title,
          unlinked,
        };
      });
    },

    /**
     * Forgets items deleted before `before`, and the versions of those that are gone for good.
     * Returns the image keys nothing names any more (their files are to be removed).
     */
    purge(before: string): Promise<{ items: number; files: string[] }> {
      return db.transaction(async () => {
        const old = await db.all(
          k
            .selectFrom('trash')
            .select(['id', 'kind', 'item_id', 'data'])
            .where('deleted_at', '<', before),
        );
        const keys: string[] = [];
        for (const item of old) {
          const snapshot = JSON.parse(item.data) as ItemSnapshot;
          keys.push(...imageKeysOf(snapshot));
          await db.run(k.deleteFrom('trash').where('id', '=', item.id));
          if (item.kind === 'gallery_image' || item.kind === 'application') continue;
          const versions = await db.all(
            k
              .selectFrom('versions')
              .select(['id', 'image_keys'])
              .where('kind', '=', item.kind)
              .where('item_id', '=', item.item_id),
          );
          for (const version of versions)
            keys.push(...(JSON.parse(version.image_keys) as string[]));
          await db.run(
            k
              .deleteFrom('versions')
              .where('kind', '=', item.kind)
              .where('item_id', '=', item.item_id),
          );
        }
        return { items: old.length, files: await snapshots.unreferenced(keys) };
      });
    },

    /**
     * Deletes for good the applications submitted before `before`, and those in the trash that
     * were: an applicant's data is kept no longer than the site needs it. Returns how many.
     */
    purgeApplications(before: string): Promise<number> {
      return db.transaction(async () => {
        const { changes } = await db.run(
          k.deleteFrom('applications').where('created_at', '<', before),
        );
        const trashed = await db.all(
          k.selectFrom('trash').select(['id', 'data']).where('kind', '=', 'application'),
        );
        let gone = 0;
        for (const item of trashed) {
          const created = (JSON.parse(item.data) as ItemSnapshot).row.created_at;
          if (typeof created === 'string' && created >= before) continue;
          await db.run(k.deleteFrom('trash').where('id', '=', item.id));
          gone += 1;
        }
        return changes + gone;
      });
    },

    unreferenced: snapshots.unreferenced,
  };
}

export type TrashRepository = ReturnType<typeof createTrashRepository>;
