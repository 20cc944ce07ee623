import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { StoredImage } from '../images';
import type { Event } from '../../../schemas/entities';
import { imageColumns, limitOffset, withImage, type Paging } from './common';

export type EventJson = Event;

export interface EventInput {
  title?: string;
  description?: string | null;
  footer?: string | null;
  order?: number;
  is_current?: boolean;
}

const COLUMNS = [
  'id',
  'title',
  'description',
  'footer',
  'order',
  'is_current',
  'image_key',
  'image_width',
  'image_height',
  'created_at',
  'updated_at',
] as const;

export function createEventsRepository(db: Database) {
  const k = db.kysely;

  /** One query for the page, one for all their galleries: no N+1. */
  function list(filter: { current?: boolean } & Paging = {}): EventJson[] {
    let query = k.selectFrom('events').select(COLUMNS);
    if (filter.current !== undefined)
      query = query.where('is_current', '=', filter.current ? 1 : 0);
    query = query.orderBy('order', 'asc').orderBy('created_at', 'desc').orderBy('id', 'desc');
    const page = limitOffset(filter);
    if (page) query = query.limit(page.limit).offset(page.offset);
    const rows = db.all(query);
    if (rows.length === 0) return [];
    const galleries = db.all(
      k
        .selectFrom('galleries')
        .select(['id', 'title', 'event_id'])
        .where(
          sql<boolean>`event_id IN (SELECT value FROM json_each(${JSON.stringify(rows.map((r) => r.id))}))`,
        )
        .orderBy('order', 'asc')
        .orderBy('id', 'asc'),
    );
    const byEvent = new Map<number, { id: number; title: string }[]>();
    for (const gallery of galleries) {
      const list = byEvent.get(gallery.event_id!) ?? [];
      list.push({ id: gallery.id, title: gallery.title });
      byEvent.set(gallery.event_id!, list);
    }
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      footer: row.footer,
      order: row.order,
      is_current: row.is_current ? 1 : 0,
      ...withImage(row),
      created_at: row.created_at,
      updated_at: row.updated_at,
      galleries: byEvent.get(row.id) ?? [],
    }));
  }

  function imageKey(id: number): string | null | undefined {
    return db.first(k.selectFrom('events').select('image_key').where('id', '=', id))?.image_key;
  }

  function get(id: number): EventJson | undefined {
    const row = db.first(k.selectFrom('events').select(COLUMNS).where('id', '=', id));
    if (!row) return undefined;
    const galleries = db.all(
      k
        .selectFrom('galleries')
        .select(['id', 'title'])
        .where('event_id', '=', id)
        .orderBy('order', 'asc')
        .orderBy('id', 'asc'),
    );
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      footer: row.footer,
      order: row.order,
      is_current: row.is_current ? 1 : 0,
      ...withImage(row),
      created_at: row.created_at,
      updated_at: row.updated_at,
      galleries,
    };
  }

  return {
    list,
    get,
    exists: (id: number) => imageKey(id) !== undefined,

    create(input: EventInput & { title: string }, image: StoredImage | null, createdAt = nowIso()) {
      const { lastInsertRowid } = db.run(
        k.insertInto('events').values({
          title: input.title,
          description: input.description ?? null,
          footer: input.footer ?? null,
          order: input.order ?? 0,
          is_current: input.is_current ? 1 : 0,
          ...imageColumns(image),
          created_at: createdAt,
          updated_at: createdAt,
        }),
      );
      return get(lastInsertRowid)!;
    },

    /** Returns the updated event and the image key it replaced (to delete its files). */
    update(id: number, input: EventInput, image: StoredImage | null) {
      const previous = imageKey(id);
      if (previous === undefined) return undefined;
      db.run(
        k
          .updateTable('events')
          .set({
            ...(input.title !== undefined && { title: input.title }),
            ...(input.description !== undefined && { description: input.description }),
            ...(input.footer !== undefined && { footer: input.footer }),
            ...(input.order !== undefined && { order: input.order }),
            ...(input.is_current !== undefined && { is_current: input.is_current ? 1 : 0 }),
            ...(image && imageColumns(image)),
            updated_at: nowIso(),
          })
          .where('id', '=', id),
      );
      return { event: get(id)!, replacedKey: image ? previous : null };
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
