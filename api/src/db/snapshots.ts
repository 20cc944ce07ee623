import { sql } from 'kysely';
import { ConflictError } from '../lib/domain-errors';
import { nowIso, type Database } from './database';
import type { TrashKind, VersionKind } from './schema';

/** A row as the database holds it: column → value. */
export type Row = Record<string, unknown>;

/**
 * An item as it was when it was deleted: its own row, a gallery's image rows, and the galleries
 * an event linked (deleting an event unlinks them; restoring it links them again).
 */
export interface ItemSnapshot {
  row: Row;
  images?: Row[];
  galleries?: number[];
}

export type Kind = TrashKind | VersionKind;

/** Fixed table names: never built from input. */
export const TABLE: Record<Kind, string> = {
  event: 'events',
  gallery: 'galleries',
  gallery_image: 'gallery_images',
  conductor: 'conductors',
  achievement: 'achievements',
  application: 'applications',
  setting: 'system_settings',
};

/** Columns a version brings back (never the id, the creation time or a setting's name). */
const KEPT = new Set(['id', 'created_at', 'updated_at', 'name', 'gallery_id']);

/** A title is cut to this many characters when it names an item in the trash or the log. */
export const TITLE_CHARACTERS = 120;

/** The words an item is known by: its title, the start of its text, an applicant's name. */
export function titleOf(kind: Kind, row: Row): string {
  const text =
    kind === 'achievement'
      ? (row.text ?? row.eng_text)
      : kind === 'setting'
        ? row.value
        : kind === 'application'
          ? row.name
          : (row.title ?? '');
  const flat = String(text ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  // Cut by code points, as the bounds count them, so no surrogate pair is split.
  const chars = Array.from(flat);
  return chars.length > TITLE_CHARACTERS
    ? `${chars.slice(0, TITLE_CHARACTERS - 1).join('')}…`
    : flat;
}

/** Every image file an item's rows name. */
export function imageKeysOf(snapshot: ItemSnapshot): string[] {
  const keys = [snapshot.row.image_key, ...(snapshot.images ?? []).map((r) => r.image_key)];
  return keys.filter((key): key is string => typeof key === 'string' && key.length > 0);
}

/**
 * Reads and writes whole rows of the content tables for the trash and the versions. Raw rows,
 * not API objects: a restore puts back exactly what was there, columns the API does not show
 * included. Why rows leave their tables instead of carrying a deleted flag: docs/decisions/019.
 */
export function createSnapshots(db: Database) {
  const columns = new Map<string, Set<string>>();
  const columnsOf = async (table: string) => {
    let found = columns.get(table);
    if (!found) {
      const rows = await db.all(db.dialect.columnsOf(table));
      found = new Set(rows.map((r) => r.name));
      columns.set(table, found);
    }
    return found;
  };
  const row = (table: string, id: number): Promise<Row | undefined> =>
    db.first(sql<Row>`SELECT * FROM ${sql.table(table)} WHERE id = ${id}`);
  const exists = async (table: string, id: unknown): Promise<boolean> =>
    typeof id === 'number' && (await row(table, id)) !== undefined;
  const insert = async (table: string, values: Row) => {
    const known = await columnsOf(table);
    const names = Object.keys(values).filter((name) => known.has(name));
    await db.run(
      sql`INSERT INTO ${sql.table(table)} (${sql.join(names.map((n) => sql.ref(n)))}) VALUES (${sql.join(
        names.map((name) => values[name]),
      )})`,
    );
  };

  return {
    row: (kind: Kind, id: number) => row(TABLE[kind], id),

    /** The item and what hangs on it, or undefined when there is no such item. */
    async take(kind: TrashKind, id: number): Promise<ItemSnapshot | undefined> {
      const found = await row(TABLE[kind], id);
      if (!found) return undefined;
      if (kind === 'gallery') {
        const images = await db.all(
          sql<Row>`SELECT * FROM gallery_images WHERE gallery_id = ${id} ORDER BY id`,
        );
        return { row: found, images };
      }
      if (kind === 'event') {
        const galleries = await db.all(
          sql<{ id: number }>`SELECT id FROM galleries WHERE event_id = ${id} ORDER BY id`,
        );
        return { row: found, galleries: galleries.map((g) => g.id) };
      }
      return { row: found };
    },

    /** The title shown for a trashed item: an image is known by its gallery. */
    async trashTitle(kind: TrashKind, snapshot: ItemSnapshot): Promise<string> {
      if (kind !== 'gallery_image') return titleOf(kind, snapshot.row);
      const gallery = await row('galleries', snapshot.row.gallery_id as number);
      return gallery ? titleOf('gallery', gallery) : '';
    },

    /** Deletes the item's row; the schema's foreign keys unlink galleries and drop image rows. */
    async remove(kind: TrashKind, id: number): Promise<void> {
      await db.run(sql`DELETE FROM ${sql.table(TABLE[kind])} WHERE id = ${id}`);
    },

    /**
     * Puts a deleted item back with its own id and values. A gallery whose event is gone comes
     * back unlinked (`unlinked: true`). A ConflictError when it cannot come back: an image whose
     * gallery is gone, or an item whose id is taken.
     */
    async put(kind: TrashKind, snapshot: ItemSnapshot): Promise<{ unlinked: boolean }> {
      const values = { ...snapshot.row };
      let unlinked = false;
      if (
        kind === 'gallery' &&
        values.event_id != null &&
        !(await exists('events', values.event_id))
      ) {
        values.event_id = null;
        unlinked = true;
      }
      if (kind === 'gallery_image' && !(await exists('galleries', values.gallery_id))) {
        throw new ConflictError('Attēla galerija ir dzēsta: vispirms atjaunojiet galeriju.');
      }
      if (await exists(TABLE[kind], values.id)) {
        throw new ConflictError('Šāds ieraksts jau ir.');
      }
      await insert(TABLE[kind], values);
      for (const image of snapshot.images ?? []) {
        if (!(await exists('gallery_images', image.id))) await insert('gallery_images', image);
      }
      for (const galleryId of snapshot.galleries ?? []) {
        await db.run(
          sql`UPDATE galleries SET event_id = ${values.id} WHERE id = ${galleryId} AND event_id IS NULL`,
        );
      }
      return { unlinked };
    },

    /**
     * Makes a kept row current again (every column but the id, the creation time, a setting's
     * name); a link to an event that is gone is dropped.
     */
    async apply(kind: VersionKind, id: number, data: Row): Promise<boolean> {
      const table = TABLE[kind];
      const known = await columnsOf(table);
      const values: Row = {};
      for (const [name, value] of Object.entries(data)) {
        if (known.has(name) && !KEPT.has(name)) values[name] = value;
      }
      if (
        kind === 'gallery' &&
        values.event_id != null &&
        !(await exists('events', values.event_id))
      ) {
        values.event_id = null;
      }
      values.updated_at = nowIso();
      const { changes } = await db.run(
        sql`UPDATE ${sql.table(table)} SET ${sql.join(
          Object.entries(values).map(([name, value]) => sql`${sql.ref(name)} = ${value}`),
        )} WHERE id = ${id}`,
      );
      return changes > 0;
    },

    /** Of these keys, those no live row, trash item or version names any more. */
    async unreferenced(keys: (string | null | undefined)[]): Promise<string[]> {
      const unique = [...new Set(keys.filter((k): k is string => !!k))];
      const unused: string[] = [];
      for (const key of unique) {
        const used = await db.first(
          sql`SELECT 1 AS used FROM events WHERE image_key = ${key}
           UNION ALL SELECT 1 FROM galleries WHERE image_key = ${key}
           UNION ALL SELECT 1 FROM gallery_images WHERE image_key = ${key}
           UNION ALL SELECT 1 FROM conductors WHERE image_key = ${key}
           UNION ALL SELECT 1 FROM history_events WHERE image_key = ${key}
           UNION ALL SELECT 1 FROM trash WHERE ${db.dialect.jsonArrayHas('image_keys', key)}
           UNION ALL SELECT 1 FROM versions WHERE ${db.dialect.jsonArrayHas('image_keys', key)}
           LIMIT 1`,
        );
        if (used === undefined) unused.push(key);
      }
      return unused;
    },
  };
}

export type Snapshots = ReturnType<typeof createSnapshots>;
