import type { Database } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { VersionKind } from '../../../db/schema';
import { createSnapshots, imageKeysOf, titleOf, type Row } from '../../../db/snapshots';
import type { Actor } from './activity';
import type { Paging } from './common';

export function createVersionsRepository(db: Database) {
  const k = db.kysely;
  const snapshots = createSnapshots(db);

  /** Keeps the item's current row as a version; false for an unknown item. */
  async function keep(kind: VersionKind, id: number, actor: Actor, at = nowIso()) {
    const row = await snapshots.row(kind, id);
    if (!row) return false;
    await db.run(
      k.insertInto('versions').values({
        kind,
        item_id: id,
        data: JSON.stringify(row),
        image_keys: JSON.stringify(imageKeysOf({ row })),
        user_id: actor.id,
        user_name: actor.name,
        created_at: at,
      }),
    );
    return true;
  }

  return {
    keep,

    /** An item's earlier versions, newest first: who replaced each, when, and its first words. */
    async list(kind: VersionKind, id: number, paging: Paging) {
      const query = k
        .selectFrom('versions')
        .select(['id', 'kind', 'item_id', 'data', 'user_name', 'created_at'])
        .where('kind', '=', kind)
        .where('item_id', '=', id)
        .orderBy('id', 'desc');
      return (await db.all(db.dialect.page(query, paging))).map(({ data, ...version }) => {
        const row = JSON.parse(data) as Row;
        return { ...version, summary: titleOf(kind, row), updated_at: String(row.updated_at) };
      });
    },

    /**
     * Makes a version current; what was current becomes a version itself (so this can be
     * undone too). Undefined when the version or its item is gone.
     */
    restore(versionId: number, actor: Actor) {
      return db.transaction(async () => {
        const version = await db.first(
          k.selectFrom('versions').selectAll().where('id', '=', versionId),
        );
        if (!version) return undefined;
        if (!(await keep(version.kind, version.item_id, actor))) return undefined;
        const data = JSON.parse(version.data) as Row;
        await snapshots.apply(version.kind, version.item_id, data);
        return { kind: version.kind, item_id: version.item_id, title: titleOf(version.kind, data) };
      });
    },
  };
}

export type VersionsRepository = ReturnType<typeof createVersionsRepository>;
