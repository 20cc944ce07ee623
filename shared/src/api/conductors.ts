import type { Conductor, DeletedResponse } from '@koris/shared/types';
import { api } from './client';
import { toFormData, withOverridePut } from './form-data';

export interface ConductorFields {
  title: string;
  position?: string | null;
  eng_position?: string | null;
  description?: string | null;
  eng_text?: string | null;
  year_from?: string | null;
  year_to?: string | null;
  order?: number | string | null;
  is_current: boolean;
  image?: File | null;
}

const toForm = (fields: ConductorFields) => toFormData(fields);

export const getCurrentConductors = () => api.get('conductors/current').json<Conductor[]>();
export const getOldConductors = () => api.get('conductors/old').json<Conductor[]>();
export const getConductor = (id: number) => api.get(`conductors/${id}`).json<Conductor>();
export const createConductor = (fields: ConductorFields) =>
  api.post('conductors', { body: toForm(fields) }).json<Conductor>();
export const updateConductor = (id: number, fields: ConductorFields) =>
  api.post(`conductors/${id}`, { body: withOverridePut(toForm(fields)) }).json<Conductor>();
export const deleteConductor = (id: number) =>
  api.delete(`conductors/${id}`).json<DeletedResponse>();
