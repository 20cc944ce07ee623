/**
 * Compile-time contract (checked by `pnpm --filter @koris/shared typecheck`, never bundled):
 * every call of this client answers exactly the type the API's OpenAPI document gives for
 * that path and method (types/api.gen.ts, generated). A schema change in the API that a call
 * does not follow fails the type check here, before any remote is built.
 */
import type { ApiContractHolds } from '@koris/shared/types';
import type * as calls from './index';

type Routes = {
  getCurrentEvents: ['/api/events/current', 'get'];
  getOldEvents: ['/api/events/old', 'get'];
  getAllEvents: ['/api/events', 'get'];
  getEvent: ['/api/events/{id}', 'get'];
  createEvent: ['/api/events', 'post'];
  updateEvent: ['/api/events/{id}', 'post'];
  deleteEvent: ['/api/events/{id}', 'delete'];
  getGalleries: ['/api/galleries', 'get'];
  getGallery: ['/api/galleries/{id}', 'get'];
  createGallery: ['/api/galleries', 'post'];
  updateGallery: ['/api/galleries/{id}', 'post'];
  addGalleryImages: ['/api/galleries/{id}', 'post'];
  deleteGallery: ['/api/galleries/{id}', 'delete'];
  deleteGalleryImage: ['/api/galleries/{id}/images/{imageId}', 'delete'];
  getCurrentConductors: ['/api/conductors/current', 'get'];
  getOldConductors: ['/api/conductors/old', 'get'];
  getConductor: ['/api/conductors/{id}', 'get'];
  createConductor: ['/api/conductors', 'post'];
  updateConductor: ['/api/conductors/{id}', 'post'];
  deleteConductor: ['/api/conductors/{id}', 'delete'];
  getAchievements: ['/api/achievements', 'get'];
  getAchievement: ['/api/achievements/{id}', 'get'];
  createAchievement: ['/api/achievements', 'post'];
  updateAchievement: ['/api/achievements/{id}', 'put'];
  deleteAchievement: ['/api/achievements/{id}', 'delete'];
  getSystemSettingByName: ['/api/system-setting/get-by-name/{name}', 'get'];
  updateSystemSetting: ['/api/system-setting/{id}', 'put'];
  getHistoryEvents: ['/api/history-events', 'get'];
  getVideos: ['/api/videos', 'get'];
  apply: ['/api/apply', 'post'];
  getApplications: ['/api/applications', 'get'];
  deleteApplication: ['/api/applications/{id}', 'delete'];
  login: ['/api/login', 'post'];
  register: ['/api/register', 'post'];
  changePassword: ['/api/changePassword', 'post'];
  confirmWithPassword: ['/api/security/confirm', 'post'];
  getTrash: ['/api/trash', 'get'];
  restoreFromTrash: ['/api/trash/{id}/restore', 'post'];
  getVersions: ['/api/versions', 'get'];
  restoreVersion: ['/api/versions/{id}/restore', 'post'];
  getActivity: ['/api/activity', 'get'];
  getRumSummary: ['/api/rum/summary', 'get'];
};

export const contract: ApiContractHolds<typeof calls, Routes> = true;
