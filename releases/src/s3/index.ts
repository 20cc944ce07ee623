export { parseS3Url, isS3Url, type S3Address } from './address.js';
export { S3ReleaseStore, type S3ReleaseMeta, type S3StoreOptions } from './store.js';
export { contentTypeOf } from './objects.js';
export { CORS_RULE_ID, corsOrigins } from './cors.js';
