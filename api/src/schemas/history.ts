import { Type, type Static } from '@sinclair/typebox';
import { BOUNDS, ID } from './bounds';
import { given, Int, Nullable, PagingQuery, STRICT_NUMBERS, Text } from './common';
import { ACTIONS } from '../db/schema';
import { TITLE_CHARACTERS } from '../db/snapshots';

/**
 * The staff's safety net: the trash, the versions and the activity log as the API answers
 * them. Titles are cut to a stated length; names are the users' names (bounded at sign-up).
 */

const Id = () => Int(ID);
const Title = () => Text({ kind: 'text', max: TITLE_CHARACTERS, nullable: false });
const UserName = () =>
  Text(
    { kind: 'text', max: BOUNDS.users.name.max, nullable: false },
    { description: 'The name the staff member had then.' },
  );

/** A string that is one of `values`. */
const OneOf = <const V extends readonly string[]>(
  values: V,
  options: Record<string, unknown> = {},
) => Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options });

export const TRASH_KINDS = [
  'event',
  'gallery',
  'gallery_image',
  'conductor',
  'achievement',
  'application',
] as const;
export const VERSION_KINDS = ['event', 'gallery', 'conductor', 'achievement', 'setting'] as const;

export const TrashItem = Type.Object(
  {
    id: Id(),
    kind: OneOf(TRASH_KINDS),
    item_id: Id(),
    title: Title(),
    deleted_by_name: UserName(),
    deleted_at: Type.String({ description: 'ISO 8601' }),
  },
  { $id: 'TrashItem', additionalProperties: false },
);
export type TrashItem = Static<typeof TrashItem>;

export const Version = Type.Object(
  {
    id: Id(),
    kind: OneOf(VERSION_KINDS),
    item_id: Id(),
    summary: Title(),
    user_name: UserName(),
    created_at: Type.String({ description: 'When it was replaced (ISO 8601).' }),
    updated_at: Type.String({ description: 'When it had been written (ISO 8601).' }),
  },
  { $id: 'Version', additionalProperties: false },
);
export type Version = Static<typeof Version>;

export const ActivityEntry = Type.Object(
  {
    id: Id(),
    user_name: UserName(),
    action: OneOf(ACTIONS),
    kind: Nullable('string', { maxLength: 20 }),
    item_id: Nullable('integer', { minimum: ID.min, maximum: ID.max }),
    title: Nullable('string', { maxLength: TITLE_CHARACTERS }),
    created_at: Type.String({ description: 'ISO 8601' }),
  },
  { $id: 'ActivityEntry', additionalProperties: false },
);
export type ActivityEntry = Static<typeof ActivityEntry>;

export const Restored = Type.Object(
  {
    message: Type.String(),
    kind: Type.String(),
    item_id: Id(),
    unlinked: Type.Boolean({ description: 'A gallery whose event is deleted came back unlinked.' }),
  },
  { $id: 'Restored', additionalProperties: false },
);

export const Deleted = Type.Object(
  {
    message: Type.String(),
    trash_id: Type.Integer({ description: 'POST /api/trash/{trash_id}/restore undoes it.' }),
  },
  { $id: 'Deleted', additionalProperties: false },
);

/** One page of a history list: 50 unless asked for fewer, never more than 100. */
export const HISTORY_PAGE = 50;
export const HISTORY_MAX_TAKE = 100;
export const HistoryPaging = PagingQuery;
export function historyPaging(query: Static<typeof PagingQuery>): { skip: number; take: number } {
  return {
    skip: given(query.skip) ?? 0,
    take: Math.min(given(query.take) ?? HISTORY_PAGE, HISTORY_MAX_TAKE),
  };
}

export const VersionsQuery = Type.Object(
  {
    kind: OneOf(VERSION_KINDS, {
      'x-message': `kind must be one of ${VERSION_KINDS.join(', ')}.`,
    }),
    item_id: Type.Integer({ minimum: ID.min, maximum: ID.max, 'x-message': 'Not found' }),
    ...PagingQuery.properties,
  },
  STRICT_NUMBERS,
);

export const historySchemas = [TrashItem, Version, ActivityEntry, Restored, Deleted];
