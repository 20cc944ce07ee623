export * from './client';
export * from './field-errors';
export * from './form-data';
export type { UploadOptions, UploadProgress } from './upload-progress';
export * from './events';
export * from './galleries';
export * from './conductors';
export * from './achievements';
export * from './settings';
export * from './admission';
export {
  changePassword,
  confirmWithPassword,
  fetchWithUploadProgress,
  issueRegistrationToken,
  login,
  logout,
  register,
  toggleEditMode,
} from './on-demand';
export * from './history';
export {
  ServerData,
  ServerDataContext,
  INITIAL_DATA_ELEMENT_ID,
  useServerDecision,
  useServerAnswer,
  consumeServerAnswer,
  useHydrated,
  useServerRendered,
  forgetInitialData,
  resetInitialData,
} from './initial-data';
export type { DecisionLasts, Settled } from './initial-data';
export { compareText } from './order';
export { resource, firstLoad } from './resource';
export type { Resource, PagedSource, RouteData, RouteMatch } from './resource';
export { useResource } from './use-resource';
export type { ResourceOptions, ResourceResult, ResourceStatus } from './use-resource';
