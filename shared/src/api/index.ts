export {
  api,
  getErrorMessage,
  messageForResponse,
  errorMessages,
  HTTPError,
  isHttpError,
  refusalReason,
  setServerApiOrigin,
} from './client';
export { readFieldErrors } from './field-errors';
export type { FieldErrors } from './field-errors';
export { toFormData, withOverridePut } from './form-data';
export type { FormValue } from './form-data';
export { fetchWithUploadProgress } from './upload-progress';
export type { UploadOptions, UploadProgress } from './upload-progress';
export * from './events';
export * from './galleries';
export * from './conductors';
export * from './achievements';
export * from './settings';
export * from './admission';
export * from './account';
export * from './history';
export {
  ServerData,
  ServerDataContext,
  INITIAL_DATA_ELEMENT_ID,
  useServerDecision,
  useHydrated,
  useServerRendered,
  forgetInitialData,
  resetInitialData,
} from './initial-data';
export type { DecisionLasts, Settled } from './initial-data';
export { resource, firstLoad } from './resource';
export type { Resource, PagedSource, RouteData, RouteMatch } from './resource';
export { useResource } from './use-resource';
export type { ResourceOptions, ResourceResult, ResourceStatus } from './use-resource';
export { useInfiniteList } from './use-infinite-list';
export type { InfiniteListOptions } from './use-infinite-list';
