/**
 * Žurnāls as the API serves it (api/openapi.json `/api/activity`): the entries a test hands
 * over, the latest first, in pages.
 */
import type { ActivityEntry } from '@koris/shared/types';
import { api, paged } from '@koris/shared/testing';

let lastId = 700;

/** A log entry: by default Anna Bērziņa created an event. */
export function anActivityEntry(fields: Partial<ActivityEntry> = {}): ActivityEntry {
  const id = fields.id ?? ++lastId;
  return {
    id,
    user_name: 'Anna Bērziņa',
    action: 'created',
    kind: 'event',
    item_id: id + 10,
    title: `Pasākums ${id}`,
    created_at: '2025-03-05T10:00:00.000Z',
    ...fields,
  };
}

export const activityHandlers = (entries: ActivityEntry[] | (() => ActivityEntry[])) => [
  api.get('/activity', paged(entries)),
];
