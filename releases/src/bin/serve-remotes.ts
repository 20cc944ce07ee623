/**
 * `koris-serve-remotes DIR=PORT …` (`node …/releases/bin/serve-remotes.js`): several remotes in
 * one process, each on its own port as if alone. HOST as for one remote.
 */
// First: the instrumentations patch what is required after it.
import './telemetry.js';
import { parseRemoteArgs, serveRemotes } from '../server/serve-remotes.js';
import { closeAllOnSignals } from '../server/shutdown.js';

try {
  const { servers } = await serveRemotes(parseRemoteArgs(process.argv.slice(2)));
  closeAllOnSignals(servers.map(({ app }) => app));
} catch (error) {
  console.error(`remotes: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
