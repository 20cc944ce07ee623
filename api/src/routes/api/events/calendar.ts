import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { DateTime } from 'luxon';
import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { RIGA } from '../../../lib/riga-time';
import { notFound } from '../../../lib/errors';
import type { DeletedEvent, EventJson } from '../../../plugins/app/repositories/events';
import { PUBLIC } from '../../../plugins/app/repositories/publication';

const DAY_MS = 24 * 60 * 60 * 1000;
const CALENDAR_TYPE = 'text/calendar; charset=utf-8';
/** The events page: an event has no page of its own, its card on it has this id. */
const EVENTS_PATH = '/events';

/**
 * A calendar's text never carries today's time where it can do without: DTSTAMP is the
 * event's last change, so the same events give the same bytes (and the same ETag).
 */
function calendar(name: string): ICalCalendar {
  return ical({
    name,
    prodId: { company: 'LU koris', product: 'events', language: 'LV' },
    timezone: { name: RIGA, generator: getVtimezoneComponent },
  });
}

interface Where {
  origin: string;
  uidHost: string;
  defaultMinutes: number;
}

const location = (venue: string | null, address: string | null) =>
  [venue, address].filter((part): part is string => Boolean(part)).join(', ') || null;

const endOf = (startsAt: string, endsAt: string | null, defaultMinutes: number) =>
  endsAt ? new Date(endsAt) : new Date(Date.parse(startsAt) + defaultMinutes * 60_000);

/** An instant as Riga's wall clock: ical-generator writes a Date in the process's own zone. */
const riga = (instant: string | Date) => DateTime.fromJSDate(new Date(instant)).setZone(RIGA);

function addEvent(cal: ICalCalendar, event: EventJson, sequence: number, where: Where) {
  cal.createEvent({
    id: `event-${event.id}@${where.uidHost}`,
    sequence,
    stamp: new Date(event.updated_at),
    start: riga(event.starts_at!),
    end: riga(endOf(event.starts_at!, event.ends_at, where.defaultMinutes)),
    timezone: RIGA,
    summary: event.title,
    description: event.description ?? null,
    location: location(event.venue, event.address),
    url: `${where.origin}${EVENTS_PATH}#event-${event.id}`,
  });
}

function addCancelled(cal: ICalCalendar, event: DeletedEvent, where: Where) {
  cal.createEvent({
    id: `event-${event.id}@${where.uidHost}`,
    // The cancellation is one more change than the last the calendars were given.
    sequence: event.sequence + 1,
    stamp: new Date(event.deleted_at),
    start: riga(event.starts_at),
    end: riga(endOf(event.starts_at, event.ends_at, where.defaultMinutes)),
    timezone: RIGA,
    summary: event.title,
    location: location(event.venue, event.address),
    status: ICalEventStatus.CANCELLED,
  });
}

const IcsParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/**
 * The events with a time as iCalendar (RFC 5545): the feed of upcoming and recent ones that
 * calendars subscribe to, and each event on its own ("add to calendar"). Kept and validated
 * by the cache plugin like the lists (ETag, 304), so a write drops them too.
 */
const calendarRoutes: FastifyPluginAsync = async (fastify) => {
  const repo = fastify.repos.events;
  const { calendar: settings, eventDefaultMinutes, webauthn } = fastify.config;
  const whereOf = (request: FastifyRequest): Where => ({
    origin: `${request.protocol}://${request.host}`,
    // The site's own domain: the same UID whichever address the feed was read at.
    uidHost: webauthn.rpId,
    defaultMinutes: eventDefaultMinutes,
  });

  fastify.get(
    '/events.ics',
    {
      config: { cache: true },
      schema: {
        tags: ['events'],
        summary: 'The events with a time as an iCalendar feed (RFC 5545)',
        description:
          'Upcoming events, and those ended within CALENDAR_RECENT_DAYS; an upcoming event deleted within CALENDAR_CANCELLED_DAYS shows as STATUS:CANCELLED.',
      },
    },
    async (request, reply) => {
      const now = Date.now();
      const recentSince = new Date(now - settings.recentDays * DAY_MS).toISOString();
      const where = whereOf(request);
      // The public list's own query: whatever it leaves out (drafts, items whose time is
      // ahead), the feed leaves out.
      const events = (await repo.list({}, PUBLIC())).filter(
        (event) =>
          event.starts_at !== null &&
          endOf(event.starts_at, event.ends_at, where.defaultMinutes).toISOString() >= recentSince,
      );
      const sequences = await repo.sequences(events.map((event) => event.id));
      const cancelled = await repo.deletedUpcoming(
        new Date(now - settings.cancelledDays * DAY_MS).toISOString(),
        new Date(now).toISOString(),
      );
      const cal = calendar('LU jauktais koris');
      events.sort((a, b) => Date.parse(a.starts_at!) - Date.parse(b.starts_at!) || a.id - b.id);
      for (const event of events) addEvent(cal, event, sequences.get(event.id) ?? 0, where);
      for (const event of cancelled) addCancelled(cal, event, where);
      return reply.type(CALENDAR_TYPE).send(cal.toString());
    },
  );

  fastify.get<{ Params: { id: number } }>(
    '/events/:id.ics',
    {
      config: { cache: true },
      schema: {
        tags: ['events'],
        summary: 'One event with a time as iCalendar (to add to a calendar)',
        params: IcsParams,
      },
    },
    async (request, reply) => {
      const event = await repo.get(request.params.id, PUBLIC());
      if (!event || event.starts_at === null) throw notFound('Event not found');
      const sequences = await repo.sequences([event.id]);
      const cal = calendar(event.title);
      addEvent(cal, event, sequences.get(event.id) ?? 0, whereOf(request));
      return reply
        .type(CALENDAR_TYPE)
        .header('content-disposition', `attachment; filename="event-${event.id}.ics"`)
        .send(cal.toString());
    },
  );
};

export default calendarRoutes;
