import type { Event, Paging, DeletedResponse } from '@koris/shared/types';
import { api } from './client';
import { toFormData, withOverridePut } from './form-data';

export interface EventFields {
  title: string;
  description?: string | null;
  footer?: string | null;
  order?: number | string | null;
  is_current: boolean;
  image?: File | null;
}

const toForm = (fields: EventFields) => toFormData(fields);

export const getCurrentEvents = (paging?: Paging) =>
  api.get('events/current', { searchParams: paging ? { ...paging } : undefined }).json<Event[]>();
export const getOldEvents = (paging?: Paging) =>
  api.get('events/old', { searchParams: paging ? { ...paging } : undefined }).json<Event[]>();
export const getAllEvents = () => api.get('events').json<Event[]>();
export const getEvent = (id: number) => api.get(`events/${id}`).json<Event>();
export const createEvent = (fields: EventFields) =>
  api.post('events', { body: toForm(fields) }).json<Event>();
export const updateEvent = (id: number, fields: EventFields) =>
  api.post(`events/${id}`, { body: withOverridePut(toForm(fields)) }).json<Event>();
export const deleteEvent = (id: number) => api.delete(`events/${id}`).json<DeletedResponse>();
