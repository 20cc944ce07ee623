import { Type } from '@sinclair/typebox';
import { FormText, given, listedItemFields, resourceForms } from '../../../schemas/common';
import { BOUNDS, EVENT_DETAILS } from '../../../schemas/bounds';
import { validationError, type FieldErrors } from '../../../lib/errors';
import { LOCAL_TIME_PATTERN, parseRigaTime } from '../../../lib/riga-time';

const B = BOUNDS.events;
const D = EVENT_DETAILS;
import type { EventInput } from '../../../plugins/app/repositories/events';
import { imageStore, listedItemInput, resourcePlugin } from '../../resource';
import { publicationFields } from '../../../schemas/publication';

/** An https address (the pattern; `new URL` then checks the rest). */
const HTTPS_URL = '^(?:https://\\S+)?$';

const time = (label: string) =>
  Type.Optional(
    FormText(D.starts_at, {
      pattern: LOCAL_TIME_PATTERN,
      'x-message': `The ${label} must be a date and time (YYYY-MM-DDTHH:MM, Riga time).`,
      description: 'Riga local time (YYYY-MM-DDTHH:MM), or with an offset; empty clears it.',
    }),
  );

const fields = {
  description: Type.Optional(FormText(B.description)),
  footer: Type.Optional(FormText(B.footer)),
  starts_at: time('start'),
  ends_at: time('end'),
  venue: Type.Optional(FormText(D.venue, { description: 'The venue’s name; empty clears it.' })),
  address: Type.Optional(FormText(D.address)),
  tickets_url: Type.Optional(
    FormText(D.tickets_url, {
      pattern: HTTPS_URL,
      'x-message': 'The tickets address must start with https://.',
    }),
  ),
  ...publicationFields,
  ...listedItemFields(B.order),
};

const EventForms = resourceForms('title', B.title, fields);

/** A sent text: '' clears it (null), null or absent leaves it as it is (undefined). */
const cleared = (value: string | null | undefined) =>
  value === undefined || value === null ? undefined : value.trim() === '' ? null : value.trim();

/** The when and where of a checked body, times as UTC instants; a wrong one is a 422. */
function detailsOf(body: {
  starts_at?: string | null;
  ends_at?: string | null;
  venue?: string | null;
  address?: string | null;
  tickets_url?: string | null;
}): Pick<EventInput, 'starts_at' | 'ends_at' | 'venue' | 'address' | 'tickets_url'> {
  const errors: FieldErrors = {};
  const instant = (field: 'starts_at' | 'ends_at') => {
    const text = cleared(body[field]);
    if (text === undefined || text === null) return text;
    const parsed = parseRigaTime(text);
    if ('utc' in parsed) return parsed.utc;
    errors[field] = [
      parsed.error === 'skipped'
        ? 'That time does not exist in Riga (the clocks move forward then).'
        : 'That date does not exist.',
    ];
    return undefined;
  };
  const startsAt = instant('starts_at');
  const endsAt = instant('ends_at');
  const ticketsUrl = cleared(body.tickets_url);
  if (typeof ticketsUrl === 'string' && !URL.canParse(ticketsUrl)) {
    errors['tickets_url'] = ['The tickets address must start with https://.'];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    starts_at: startsAt,
    ends_at: endsAt,
    venue: cleared(body.venue),
    address: cleared(body.address),
    tickets_url: ticketsUrl,
  };
}

export default resourcePlugin('event', EventForms, (repo) => ({
  input: (body): EventInput => ({
    title: given(body.title),
    description: given(body.description),
    footer: given(body.footer),
    ...detailsOf(body),
    ...listedItemInput(body),
  }),
  store: imageStore(repo),
  lists: {
    '': { paged: true, list: (paging, seen) => repo.list(paging, seen) },
    '/current': {
      paged: true,
      list: (paging, seen) => repo.list({ current: true, ...paging }, seen),
    },
    '/old': {
      paged: true,
      list: (paging, seen) => repo.list({ current: false, ...paging }, seen),
    },
  },
  published: true,
  imageField: (name) => name === 'image',
  postWithoutPut: 'Use PUT, or POST with _method=put, to update an event.',
}));
