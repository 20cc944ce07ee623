/**
 * A remote's release stores behind one interface (store.ts): a folder (folder-store.ts) or an
 * S3-compatible bucket (`@koris/releases/s3`, loaded by releaseStoreAt only for `s3://`).
 */
export * from './store.js';
export * from './release-counts.js';
export { NO_ROLLOUT, ROLLOUT_FILE, parseRollout } from './records.js';
export { FolderReleaseStore } from './folder-store.js';
export { releaseStoreAt, type StoreOptions } from './open-store.js';
export {
  HASHED,
  RELEASE_ID,
  filesOf,
  releaseId,
  sharedVersionsOf,
  type FederationManifest,
} from './build.js';
export { isS3Url, parseS3Url, type S3Address } from './s3/address.js';
export {
  canaryThresholdsFrom,
  canaryVerdict,
  DEFAULT_CANARY_THRESHOLDS,
  type CanaryThresholds,
  type CanaryVerdict,
} from './canary-verdict.js';
export {
  releaseManifestText,
  rumCountsSource,
  rumReleaseKey,
  storeRumCounts,
  type KnownRelease,
  type RumCountsOptions,
} from './rum-counts.js';
export {
  canaryCheckIntervalMs,
  checkCanary,
  MAX_CANARY_CHECK_MS,
  watchCanary,
  type CanaryCheckOptions,
  type CanaryWatchOptions,
} from './canary-watch.js';
