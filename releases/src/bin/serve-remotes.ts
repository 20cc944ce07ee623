/**
 * `koris-serve-remotes DIR=PORT …` (`node …/releases/bin/serve-remotes.js`): several remotes in
 * one process, each on its own port as if alone. HOST as for one remote.
 */
import path from 'node:path';
import { parseRemoteArgs, serveRemotes } from '../server/serve-remotes.js';

const { servers, close } = await serveRemotes(parseRemoteArgs(process.argv.slice(2)));
for (const { dir, port } of servers) {
  console.log(`${path.basename(dir)} listening on http://localhost:${port}`);
}
const stop = () => close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
