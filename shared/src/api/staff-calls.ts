// What ./on-demand loads: the calls only a signed-in user (or one signing in) makes, in one chunk.
export * from './account';
export { fetchWithUploadProgress } from './upload-progress';
