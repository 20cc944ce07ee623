/**
 * Compile-time contract (checked by `pnpm --filter @koris/shared typecheck`, never bundled):
 * every call of this client answers exactly the type the API's OpenAPI document gives for
 * that path and method (types/api.gen.ts, generated). A schema change in the API that a call
 * does not follow fails the type check here, before any remote is built.
 */
import type { ApiResponse } from '@koris/shared/types';
import * as calls from './index';

type Equal<A, B> =
  (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;
const same = <A, B>(ok: Equal<A, B>) => ok;

export const contract = [
  same<Answer<typeof calls.getCurrentEvents>, ApiResponse<'/api/events/current', 'get'>>(true),
  same<Answer<typeof calls.getOldEvents>, ApiResponse<'/api/events/old', 'get'>>(true),
  same<Answer<typeof calls.getAllEvents>, ApiResponse<'/api/events', 'get'>>(true),
  same<Answer<typeof calls.getEvent>, ApiResponse<'/api/events/{id}', 'get'>>(true),
  same<Answer<typeof calls.createEvent>, ApiResponse<'/api/events', 'post'>>(true),
  same<Answer<typeof calls.updateEvent>, ApiResponse<'/api/events/{id}', 'post'>>(true),
  same<Answer<typeof calls.deleteEvent>, ApiResponse<'/api/events/{id}', 'delete'>>(true),
  same<Answer<typeof calls.getGalleries>, ApiResponse<'/api/galleries', 'get'>>(true),
  same<Answer<typeof calls.getGallery>, ApiResponse<'/api/galleries/{id}', 'get'>>(true),
  same<Answer<typeof calls.createGallery>, ApiResponse<'/api/galleries', 'post'>>(true),
  same<Answer<typeof calls.updateGallery>, ApiResponse<'/api/galleries/{id}', 'post'>>(true),
  same<Answer<typeof calls.addGalleryImages>, ApiResponse<'/api/galleries/{id}', 'post'>>(true),
  same<Answer<typeof calls.deleteGallery>, ApiResponse<'/api/galleries/{id}', 'delete'>>(true),
  same<
    Answer<typeof calls.deleteGalleryImage>,
    ApiResponse<'/api/galleries/{id}/images/{imageId}', 'delete'>
  >(true),
  same<Answer<typeof calls.getCurrentConductors>, ApiResponse<'/api/conductors/current', 'get'>>(
    true,
  ),
  same<Answer<typeof calls.getOldConductors>, ApiResponse<'/api/conductors/old', 'get'>>(true),
  same<Answer<typeof calls.getConductor>, ApiResponse<'/api/conductors/{id}', 'get'>>(true),
  same<Answer<typeof calls.createConductor>, ApiResponse<'/api/conductors', 'post'>>(true),
  same<Answer<typeof calls.updateConductor>, ApiResponse<'/api/conductors/{id}', 'post'>>(true),
  same<Answer<typeof calls.deleteConductor>, ApiResponse<'/api/conductors/{id}', 'delete'>>(true),
  same<Answer<typeof calls.getAchievements>, ApiResponse<'/api/achievements', 'get'>>(true),
  same<Answer<typeof calls.getAchievement>, ApiResponse<'/api/achievements/{id}', 'get'>>(true),
  same<Answer<typeof calls.createAchievement>, ApiResponse<'/api/achievements', 'post'>>(true),
  same<Answer<typeof calls.updateAchievement>, ApiResponse<'/api/achievements/{id}', 'put'>>(true),
  same<Answer<typeof calls.deleteAchievement>, ApiResponse<'/api/achievements/{id}', 'delete'>>(
    true,
  ),
  same<
    Answer<typeof calls.getSystemSettingByName>,
    ApiResponse<'/api/system-setting/get-by-name/{name}', 'get'>
  >(true),
  same<Answer<typeof calls.updateSystemSetting>, ApiResponse<'/api/system-setting/{id}', 'put'>>(
    true,
  ),
  same<Answer<typeof calls.getHistoryEvents>, ApiResponse<'/api/history-events', 'get'>>(true),
  same<Answer<typeof calls.getVideos>, ApiResponse<'/api/videos', 'get'>>(true),
  same<Answer<typeof calls.apply>, ApiResponse<'/api/apply', 'post'>>(true),
  same<Answer<typeof calls.getApplications>, ApiResponse<'/api/applications', 'get'>>(true),
  same<Answer<typeof calls.deleteApplication>, ApiResponse<'/api/applications/{id}', 'delete'>>(
    true,
  ),
  same<Answer<typeof calls.login>, ApiResponse<'/api/login', 'post'>>(true),
  same<Answer<typeof calls.register>, ApiResponse<'/api/register', 'post'>>(true),
  same<Answer<typeof calls.changePassword>, ApiResponse<'/api/changePassword', 'post'>>(true),
  same<Answer<typeof calls.confirmWithPassword>, ApiResponse<'/api/security/confirm', 'post'>>(
    true,
  ),
  same<Answer<typeof calls.getTrash>, ApiResponse<'/api/trash', 'get'>>(true),
  same<Answer<typeof calls.restoreFromTrash>, ApiResponse<'/api/trash/{id}/restore', 'post'>>(true),
  same<Answer<typeof calls.getVersions>, ApiResponse<'/api/versions', 'get'>>(true),
  same<Answer<typeof calls.restoreVersion>, ApiResponse<'/api/versions/{id}/restore', 'post'>>(
    true,
  ),
  same<Answer<typeof calls.getActivity>, ApiResponse<'/api/activity', 'get'>>(true),
  same<Answer<typeof calls.getRumSummary>, ApiResponse<'/api/rum/summary', 'get'>>(true),
];
