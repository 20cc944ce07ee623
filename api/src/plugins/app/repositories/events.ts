import type { Database } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { StoredImage } from '../images';
import type { Event } from '../../../schemas/entities';
import type { Selectable } from 'kysely';
import type { EventsTable } from '../../../db/schema';
import {
  givenColumns,
  IMAGE_ROW_COLUMNS,
  imageKeyOf,
  listedRowColumns,
  updateListedRow,
  withImage,
  type Paging,
} from './common';

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
  ...IMAGE_ROW_COLUMNS,
] as const;

type EventRow = Pick<Selectable<EventsTable>, (typeof COLUMNS)[number]>;

function toJson(row: EventRow, galleries: { id: number; title: string }[]): EventJson {
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

export function createEventsRepository(db: Database) {
  const k = db.kysely;

  /** One query for the page, one for all their galleries: no N+1. */
  async function list(filter: { current?: boolean } & Paging = {}): Promise<EventJson[]> {
    let query = k.selectFrom('events').select(COLUMNS);
    if (filter.current !== undefined)
      query = query.where('is_current', '=', filter.current ? 1 : 0);
    query = query.orderBy('order', 'asc').orderBy('created_at', 'desc').orderBy('id', 'desc');
    const rows = await db.all(db.dialect.page(query, filter));
    if (rows.length === 0) return [];
    const galleries = await db.all(
      k
        .selectFrom('galleries')
        .select(['id', 'title', 'event_id'])
        .where(
          db.dialect.inIds(
            'event_id',
            rows.map((r) => r.id),
          ),
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
    return rows.map((row) => toJson(row, byEvent.get(row.id) ?? []));
  }

  async function get(id: number): Promise<EventJson | undefined> {
    const row = await db.first(k.selectFrom('events').select(COLUMNS).where('id', '=', id));
    if (!row) return undefined;
    const galleries = await db.all(
      k
        .selectFrom('galleries')
        .select(['id', 'title'])
        .where('event_id', '=', id)
        .orderBy('order', 'asc')
        .orderBy('id', 'asc'),
    );
    return toJson(row, galleries);
  }

  return {
    list,
    get,
    exists: async (id: number) => (await imageKeyOf(db, 'events', id)) !== undefined,

    async create(
      input: EventInput & { title: string },
      image: StoredImage | null,
      createdAt = nowIso(),
    ) {
      const id = await db.insert(
        k.insertInto('events').values({
          title: input.title,
          description: input.description ?? null,
          footer: input.footer ?? null,
          ...listedRowColumns(input, image, createdAt),
        }),
      );
      return (await get(id))!;
    },

    /** Returns the updated event and the image key it replaced (to delete its files). */
    update(id: number, input: EventInput, image: StoredImage | null) {
      const columns = givenColumns(input, ['title', 'description', 'footer', 'order']);
      return updateListedRow(db, 'events', id, columns, input, image, get);
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
