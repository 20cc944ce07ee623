import type { Event, Paging } from '@koris/shared/types';
import { api } from './client';
import { formResourceCalls, type ListedItemFields } from './form-resource';

export interface EventFields extends ListedItemFields {
  title: string;
  description?: string | null;
  footer?: string | null;
}

const event = formResourceCalls<Event, EventFields>('events');

export const getCurrentEvents = (paging?: Paging) =>
  api.get('events/current', { searchParams: paging ? { ...paging } : undefined }).json<Event[]>();
export const getOldEvents = (paging?: Paging) =>
  api.get('events/old', { searchParams: paging ? { ...paging } : undefined }).json<Event[]>();
export const getAllEvents = () => api.get('events').json<Event[]>();
export const getEvent = event.get;
export const createEvent = event.create;
export const updateEvent = event.update;
export const deleteEvent = event.remove;
