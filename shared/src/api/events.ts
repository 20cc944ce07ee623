import type { Event, Paging } from '@koris/shared/types';
import { api, getJson } from './client';
import { toFormData, withOverridePut } from './form-data';
import { formResourceCalls, type ListedItemFields } from './form-resource';
import { staffView } from './staff-view';

export interface EventFields extends ListedItemFields {
  title: string;
  description?: string | null;
  footer?: string | null;
  /** Riga local time (YYYY-MM-DDTHH:MM); '' clears it. */
  starts_at?: string | null;
  ends_at?: string | null;
  venue?: string | null;
  address?: string | null;
  /** An https address; '' clears it. */
  tickets_url?: string | null;
  /** A draft: seen only by staff in edit mode. */
  draft?: boolean;
  /** Riga local time (YYYY-MM-DDTHH:MM) it goes out at; '' at once. */
  publish_at?: string | null;
}

const event = formResourceCalls<Event, EventFields>('events');

export const getCurrentEvents = (paging?: Paging) =>
  getJson<Event[]>('events/current', { ...paging, ...staffView() });
export const getOldEvents = (paging?: Paging) =>
  getJson<Event[]>('events/old', { ...paging, ...staffView() });
export const getAllEvents = () => getJson<Event[]>('events', staffView());
export const getEvent = (id: number | string) => getJson<Event>(`events/${id}`, staffView());
export const createEvent = event.create;
/** The when and where: sent even when empty, since an empty one clears what was set. */
const DETAILS = ['starts_at', 'ends_at', 'venue', 'address', 'tickets_url', 'publish_at'] as const;

export const updateEvent = (id: number, fields: EventFields) => {
  const form = withOverridePut(toFormData(fields));
  for (const name of DETAILS) if (fields[name] === '') form.set(name, '');
  return api.post(`events/${id}`, { body: form }).json<Event>();
};
export const deleteEvent = event.remove;
