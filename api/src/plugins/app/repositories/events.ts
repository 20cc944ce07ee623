import type { Database } from '../../../db/database';
import { nowIso } from '../../../db/database';
import type { StoredImage } from '../images';
import type { Event } from '../../../schemas/entities';
import { validationError } from '../../../lib/errors';
import { toRigaTime } from '../../../lib/riga-time';
import type { ExpressionBuilder, Selectable } from 'kysely';
import type { DB, EventsTable } from '../../../db/schema';
import {
  givenColumns,
  IMAGE_ROW_COLUMNS,
  imageKeyOf,
  listedRowColumns,
  updateListedRow,
  withImage,
  type Paging,
} from './common';
import {
  ALL,
  givenPublication,
  isVisible,
  PUBLICATION_COLUMNS,
  publicationColumns,
  publicationJson,
  visibleTo,
  type PublicationInput,
  type Visibility,
} from './publication';

export type EventJson = Event;

export interface EventInput extends PublicationInput {
  title?: string;
  description?: string | null;
  footer?: string | null;
  /** UTC instants (ISO 8601); null clears. */
  starts_at?: string | null;
  ends_at?: string | null;
  venue?: string | null;
  address?: string | null;
  tickets_url?: string | null;
  order?: number;
  is_current?: boolean;
}

/** An event in the trash, as calendars are told of it (times as stored: UTC instants). */
export interface DeletedEvent {
  id: number;
  title: string;
  starts_at: string;
  ends_at: string | null;
  venue: string | null;
  address: string | null;
  sequence: number;
  deleted_at: string;
}

const DETAILS = ['starts_at', 'ends_at', 'venue', 'address', 'tickets_url'] as const;

/** An end needs a start, and comes after it. */
function checkTimes(startsAt: string | null, endsAt: string | null): void {
  if (endsAt === null) return;
  if (startsAt === null) throw validationError({ ends_at: ['The end needs a start.'] });
  if (endsAt < startsAt)
    throw validationError({ ends_at: ['The end must not be before the start.'] });
}

const COLUMNS = [
  'id',
  'title',
  'description',
  'footer',
  ...DETAILS,
  'order',
  'is_current',
  ...PUBLICATION_COLUMNS,
  ...IMAGE_ROW_COLUMNS,
] as const;

type EventRow = Pick<Selectable<EventsTable>, (typeof COLUMNS)[number]>;

function toJson(row: EventRow, galleries: { id: number; title: string }[]): EventJson {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    footer: row.footer,
    starts_at: row.starts_at && toRigaTime(row.starts_at),
    ends_at: row.ends_at && toRigaTime(row.ends_at),
    venue: row.venue,
    address: row.address,
    tickets_url: row.tickets_url,
    order: row.order,
    is_current: row.is_current ? 1 : 0,
    ...publicationJson(row),
    ...withImage(row),
    created_at: row.created_at,
    updated_at: row.updated_at,
    galleries,
  };
}

export interface EventsOptions {
  /** How long an event with a start and no end is taken to last (EVENT_DEFAULT_MINUTES). */
  defaultMinutes: number;
}

/**
 * The current events the schedule moves to the archive once `at` has come: those with a start
 * that have ended by then (at their end, or `defaultMinutes` after their start), and that have
 * not been moved before (one that staff moved back stays).
 */
function endedBy(at: string, defaultMinutes: number) {
  const startedBefore = new Date(Date.parse(at) - defaultMinutes * 60_000).toISOString();
  return (eb: ExpressionBuilder<DB, 'events'>) =>
    eb.and([
      eb('is_current', '=', 1),
      eb('archived_at', 'is', null),
      eb('starts_at', 'is not', null),
      eb.or([
        eb.and([eb('ends_at', 'is not', null), eb('ends_at', '<=', at)]),
        eb.and([eb('ends_at', 'is', null), eb('starts_at', '<=', startedBefore)]),
      ]),
    ]);
}

export function createEventsRepository(db: Database, { defaultMinutes }: EventsOptions) {
  const k = db.kysely;

  /**
   * Current (or old) events as `visibility` sees them: a preview shows the archive moves due by
   * its time as made.
   */
  const currentIs = (current: boolean, visibility: Visibility) => {
    if (visibility.all || !visibility.preview) {
      return (eb: ExpressionBuilder<DB, 'events'>) => eb('is_current', '=', current ? 1 : 0);
    }
    const moved = endedBy(visibility.at, defaultMinutes);
    return (eb: ExpressionBuilder<DB, 'events'>) =>
      current
        ? eb.and([eb('is_current', '=', 1), eb.not(moved(eb))])
        : eb.or([eb('is_current', '=', 0), moved(eb)]);
  };

  /** One query for the page, one for all their galleries: no N+1. */
  async function list(
    filter: { current?: boolean } & Paging = {},
    visibility: Visibility = ALL,
  ): Promise<EventJson[]> {
    let query = k.selectFrom('events').select(COLUMNS).where(visibleTo(visibility));
    if (filter.current !== undefined) query = query.where(currentIs(filter.current, visibility));
    query = query.orderBy('order', 'asc').orderBy('created_at', 'desc').orderBy('id', 'desc');
    const rows = await db.all(db.dialect.page(query, filter));
    if (rows.length === 0) return [];
    const galleries = await db.all(
      k
        .selectFrom('galleries')
        .select(['id', 'title', 'event_id'])
        .where(visibleTo(visibility))
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

  /** The event, when `visibility` may see it, with the galleries it may see. */
  async function get(id: number, visibility: Visibility = ALL): Promise<EventJson | undefined> {
    const row = await db.first(k.selectFrom('events').select(COLUMNS).where('id', '=', id));
    if (!row || !isVisible(row, visibility)) return undefined;
    const galleries = await db.all(
      k
        .selectFrom('galleries')
        .select(['id', 'title'])
        .where('event_id', '=', id)
        .where(visibleTo(visibility))
        .orderBy('order', 'asc')
        .orderBy('id', 'asc'),
    );
    return toJson(row, galleries);
  }

  /** Each event's edit count (what calendars call its SEQUENCE), by id. */
  async function sequences(ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows = await db.all(
      k.selectFrom('events').select(['id', 'sequence']).where(db.dialect.inIds('id', ids)),
    );
    return new Map(rows.map((row) => [row.id, row.sequence]));
  }

  /**
   * The events deleted since `deletedSince` that had not started by `now`, as the trash keeps
   * them: calendars that hold one are told it is cancelled. An event that was not out when it
   * was deleted (a draft, or its publishing time still ahead) was never in the feed, so no
   * calendar holds it to cancel.
   */
  async function deletedUpcoming(deletedSince: string, now: string): Promise<DeletedEvent[]> {
    const rows = await db.all(
      k
        .selectFrom('trash')
        .select(['item_id', 'data', 'deleted_at'])
        .where('kind', '=', 'event')
        .where('deleted_at', '>=', deletedSince)
        .orderBy('deleted_at', 'asc'),
    );
    const found: DeletedEvent[] = [];
    for (const row of rows) {
      const snapshot = JSON.parse(row.data) as { row: Record<string, unknown> };
      const starts = snapshot.row.starts_at;
      if (typeof starts !== 'string' || starts <= now) continue;
      const publishAt = snapshot.row.publish_at;
      const wasOut =
        Number(snapshot.row.draft ?? 0) === 0 &&
        (typeof publishAt !== 'string' || Date.parse(publishAt) <= Date.parse(row.deleted_at));
      if (!wasOut) continue;
      const text = (name: string) => {
        const value = snapshot.row[name];
        return typeof value === 'string' ? value : null;
      };
      found.push({
        id: row.item_id,
        title: text('title') ?? '',
        starts_at: starts,
        ends_at: text('ends_at'),
        venue: text('venue'),
        address: text('address'),
        sequence: Number(snapshot.row.sequence ?? 0),
        deleted_at: row.deleted_at,
      });
    }
    return found;
  }

  return {
    list,
    get: (id: number, visibility?: Visibility) => get(id, visibility),
    sequences,
    deletedUpcoming,
    exists: async (id: number) => (await imageKeyOf(db, 'events', id)) !== undefined,

    async create(
      input: EventInput & { title: string },
      image: StoredImage | null,
      createdAt = nowIso(),
    ) {
      checkTimes(input.starts_at ?? null, input.ends_at ?? null);
      const id = await db.insert(
        k.insertInto('events').values({
          title: input.title,
          description: input.description ?? null,
          footer: input.footer ?? null,
          starts_at: input.starts_at ?? null,
          ends_at: input.ends_at ?? null,
          venue: input.venue ?? null,
          address: input.address ?? null,
          tickets_url: input.tickets_url ?? null,
          ...publicationColumns(input),
          ...listedRowColumns(input, image, createdAt),
        }),
      );
      return (await get(id))!;
    },

    /** Returns the updated event and the image key it replaced (to delete its files). */
    async update(id: number, input: EventInput, image: StoredImage | null) {
      const stored = await db.first(
        k.selectFrom('events').select(['starts_at', 'ends_at', 'sequence']).where('id', '=', id),
      );
      if (!stored) return undefined;
      const timed = input.starts_at !== undefined || input.ends_at !== undefined;
      if (timed) {
        checkTimes(
          input.starts_at === undefined ? stored.starts_at : input.starts_at,
          input.ends_at === undefined ? stored.ends_at : input.ends_at,
        );
      }
      const columns = {
        ...givenColumns(input, ['title', 'description', 'footer', ...DETAILS, 'order']),
        ...givenPublication(input),
        // Every edit is a new revision for calendars that hold the event.
        sequence: stored.sequence + 1,
        // A new time is a new chance to move to the archive by itself once it has ended.
        ...(timed && { archived_at: null }),
      };
      return updateListedRow(db, 'events', id, columns, input, image, get);
    },

    /**
     * Moves the current events that have ended by `now` to the archive, each once: an end, or
     * a start `defaultMinutes` ago when there is no end. Looks before it writes, so a check
     * that finds nothing leaves the data (and every kept answer) as it was.
     */
    async archiveEnded(now: Date): Promise<number> {
      const at = now.toISOString();
      const found = await db.all(
        k.selectFrom('events').select('id').where(endedBy(at, defaultMinutes)),
      );
      if (found.length === 0) return 0;
      const ids = found.map((row) => row.id);
      const { changes } = await db.run(
        k
          .updateTable('events')
          .set({ is_current: 0, archived_at: at })
          .where(db.dialect.inIds('id', ids))
          .where('is_current', '=', 1)
          .where('archived_at', 'is', null),
      );
      return changes;
    },
  };
}

export type EventsRepository = ReturnType<typeof createEventsRepository>;
