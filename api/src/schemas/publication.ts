import { Type } from '@sinclair/typebox';
import { FormText } from './common';
import { PUBLICATION } from './bounds';
import { validationError } from '../lib/errors';
import { LOCAL_TIME_PATTERN, parseRigaTime } from '../lib/riga-time';
import type { PublicationInput } from '../plugins/app/repositories/publication';

const LOCAL_TIME = 'a date and time (YYYY-MM-DDTHH:MM, Riga time)';

/** The form fields of an item that can be a draft or wait for its time. */
export const publicationFields = {
  draft: Type.Optional(
    FormText(1, {
      pattern: '^[01]?$',
      'x-message': 'Draft must be 1 or 0.',
      description: '1: a draft, seen only by staff in edit mode; 0 (or empty): not a draft.',
    }),
  ),
  publish_at: Type.Optional(
    FormText(PUBLICATION.publish_at, {
      pattern: LOCAL_TIME_PATTERN,
      'x-message': `The publishing time must be ${LOCAL_TIME}.`,
      description:
        'Riga local time (YYYY-MM-DDTHH:MM), or with an offset, when it goes out; empty: at once.',
    }),
  ),
};

/** The staff-only query of a public read: edit mode's view, or the site at a later time. */
export const VisibilityQuery = {
  drafts: Type.Optional(
    Type.String({
      pattern: '^1$',
      'x-message': 'The drafts parameter must be 1.',
      description: 'Staff (update-data) only: drafts and scheduled items too. Never cached.',
    }),
  ),
  at: Type.Optional(
    Type.String({
      maxLength: PUBLICATION.publish_at.max,
      pattern: LOCAL_TIME_PATTERN,
      'x-message': `The at parameter must be ${LOCAL_TIME}.`,
      description:
        'Staff (update-data) only: the items as visitors will see them at this Riga local time. Never cached.',
    }),
  ),
};

/**
 * The draft flag and the publishing time of a checked body, the time as a UTC instant. Empty
 * or past means at once (null). A time further ahead than `aheadDays` is a 422, as is a local
 * time that does not exist.
 */
export function publicationOf(
  body: { draft?: string | null; publish_at?: string | null },
  aheadDays: number,
  now = new Date(),
): PublicationInput {
  const draft =
    body.draft === undefined || body.draft === null ? undefined : body.draft.trim() === '1';
  const text = body.publish_at?.trim();
  if (text === undefined) return { draft };
  if (text === '') return { draft, publish_at: null };
  const parsed = parseRigaTime(text);
  if (!('utc' in parsed)) {
    throw validationError({
      publish_at: [
        parsed.error === 'skipped'
          ? 'That time does not exist in Riga (the clocks move forward then).'
          : 'That date does not exist.',
      ],
    });
  }
  if (Date.parse(parsed.utc) > now.getTime() + aheadDays * 86_400_000) {
    throw validationError({
      publish_at: [`The publishing time must be within ${aheadDays} days from now.`],
    });
  }
  return { draft, publish_at: parsed.utc <= now.toISOString() ? null : parsed.utc };
}
