/**
 * `koris-serve-remote` (`node …/releases/bin/serve-package.js`), run in a remote's folder:
 * serves that remote alone on PORT (else its own port), HOST (default 0.0.0.0).
 */
// First: the instrumentations patch what is required after it.
import './telemetry.js';
import { createServer } from '../server/remote-server.js';
import { closeAllOnSignals } from '../server/shutdown.js';

try {
  const { app, port } = await createServer({ dir: process.cwd() });
  closeAllOnSignals([app]);
  await app.listen({ port, host: process.env.HOST || '0.0.0.0' });
} catch (error) {
  console.error(`remote: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
