export {
  api,
  getErrorMessage,
  messageForResponse,
  errorMessages,
  HTTPError,
  isHttpError,
} from './client';
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
