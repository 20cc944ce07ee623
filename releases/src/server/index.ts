export { remotesLogger, type Env } from './logger.js';
export { createServer, type RemoteServer, type RemoteServerOptions } from './remote-server.js';
export {
  parseRemoteArgs,
  serveRemotes,
  type RemoteTarget,
  type ServedRemote,
  type ServedRemotes,
} from './serve-remotes.js';
export { remoteHelmetOptions } from './security.js';
export { serveReleases, servedReleaseStore } from './serve-releases.js';
export { closeAllOnSignals } from './shutdown.js';
