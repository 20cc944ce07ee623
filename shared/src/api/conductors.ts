import type { Conductor } from '@koris/shared/types';
import { getJson } from './client';
import { formResourceCalls, type ListedItemFields } from './form-resource';
import { staffView } from './staff-view';

export interface ConductorFields extends ListedItemFields {
  title: string;
  position?: string | null;
  eng_position?: string | null;
  description?: string | null;
  eng_text?: string | null;
  year_from?: string | null;
  year_to?: string | null;
  /** A draft: seen only by staff in edit mode. */
  draft?: boolean;
  /** Riga local time (YYYY-MM-DDTHH:MM) it goes out at; '' at once. */
  publish_at?: string | null;
}

const conductor = formResourceCalls<Conductor, ConductorFields>('conductors');

export const getCurrentConductors = () => getJson<Conductor[]>('conductors/current', staffView());
export const getOldConductors = () => getJson<Conductor[]>('conductors/old', staffView());
export const getConductor = conductor.get;
export const createConductor = conductor.create;
export const updateConductor = conductor.update;
export const deleteConductor = conductor.remove;
