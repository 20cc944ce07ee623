/**
 * What every server of the site does alike: the API, the shell's server and the remotes'
 * server. Node only; never imported by browser code. Each part is also its own entry
 * (`@koris/server-kit/logger`, …).
 */
export * from './body-bounds';
export * from './errors';
export * from './health';
export * from './logger';
export * from './metrics';
export * from './refused-body';
export * from './release-preview';
export * from './request-id';
export * from './security';
export * from './shutdown';
export * from './static-files';
export * from './telemetry';
export * from './tick-shapes';
export * from './trust-proxy';
export * from './validators';
export * from './read-your-writes';
