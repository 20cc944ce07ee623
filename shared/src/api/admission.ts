import type { Application, ApplicationInput, DeletedResponse } from '@koris/shared/types';
import { api, getJson } from './client';
import { toFormData } from './form-data';

/** Public: no token (docs/product.md#calls). Unchecked attendance flags are sent as false (docs/product.md#validation). */
export const apply = (input: ApplicationInput) =>
  api
    .post('apply', {
      body: toFormData({ ...input }),
      context: { anonymous: true },
    })
    .json<{ message: string }>();
export const getApplications = () => getJson<Application[]>('applications');
/** Into the trash (role see-applications): POST /api/trash/{trash_id}/restore undoes it. */
export const deleteApplication = (id: number) =>
  api.delete(`applications/${id}`).json<DeletedResponse>();

/**
 * The export is a plain navigation (docs/product.md#calls), but applicants' data is never public: a one-time
 * code, bound to this session and dead within a minute, is fetched with the bearer first
 * (api/README.md).
 */
export async function getExportApplicationsUrl(): Promise<string> {
  const { token } = await api
    .post('export-applications/token')
    .json<{ token: string; expires_in: number }>();
  return `/api/export-applications?token=${encodeURIComponent(token)}`;
}
