import type {
  ActivityEntry,
  Paging,
  RestoredResponse,
  RumSummary,
  RumWindow,
  TrashItem,
  Version,
  VersionKind,
} from '@koris/shared/types';
import { api, getJson } from './client';

/** Pages of the staff's history lists: the API answers at most this many per call. */
export const HISTORY_PAGE_SIZE = 50;

/** What staff deleted, newest first (role update-data). */
export const getTrash = (paging: Paging) => getJson<TrashItem[]>('trash', { ...paging });
/** Puts a deleted item back as it was: the undo of a delete, and Miskaste's Atjaunot. */
export const restoreFromTrash = (trashId: number) =>
  api.post(`trash/${trashId}/restore`).json<RestoredResponse>();

/** An item's earlier versions, newest first (role update-data). */
export const getVersions = (kind: VersionKind, itemId: number, paging: Paging) =>
  getJson<Version[]>('versions', { kind, item_id: itemId, ...paging });
/** Makes an earlier version current (itself a new version, so it can be undone too). */
export const restoreVersion = (versionId: number) =>
  api.post(`versions/${versionId}/restore`).json<RestoredResponse>();

/** Who did what, newest first (roles update-data or update-users). */
export const getActivity = (paging: Paging) => getJson<ActivityEntry[]>('activity', { ...paging });

/** Real-user measurements of the last 24 hours or 7 days (role update-data). */
export const getRumSummary = (window: RumWindow) => getJson<RumSummary>('rum/summary', { window });
