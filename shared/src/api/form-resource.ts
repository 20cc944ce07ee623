import type { DeletedResponse } from '@koris/shared/types';
import { api, getJson } from './client';
import { toFormData, withOverridePut, type FormValue } from './form-data';
import { staffView } from './staff-view';

/** The last fields of an item of a current/old list with one picture. */
export interface ListedItemFields {
  order?: number | string | null;
  is_current: boolean;
  image?: File | null;
}

/**
 * The calls on one item of a resource the API takes as a multipart form, so that an image can
 * go with the fields: read, create, update (override put: a POST the form can carry) and delete
 * (into the trash).
 */
export function formResourceCalls<
  Entity,
  Fields extends { [K in keyof Fields]: FormValue | FormValue[] },
>(path: string) {
  return {
    // Staff in edit mode read drafts and scheduled items too.
    get: (id: number | string) => getJson<Entity>(`${path}/${id}`, staffView()),
    create: (fields: Fields) => api.post(path, { body: toFormData(fields) }).json<Entity>(),
    update: (id: number, fields: Fields) => {
      const form = withOverridePut(toFormData(fields));
      // An emptied publishing time is sent: it means "at once", not "unchanged".
      if ((fields as { publish_at?: unknown }).publish_at === '') form.set('publish_at', '');
      return api.post(`${path}/${id}`, { body: form }).json<Entity>();
    },
    remove: (id: number) => api.delete(`${path}/${id}`).json<DeletedResponse>(),
  };
}
