/**
 * `koris-serve-remote` (`node …/releases/bin/serve-package.js`), run in a remote's folder:
 * serves that remote alone on PORT (else its own port), HOST (default 0.0.0.0).
 */
import path from 'node:path';
import { createServer } from '../server/remote-server.js';

const dir = process.cwd();
const { app, port } = await createServer({ dir });
await app.listen({ port, host: process.env.HOST || '0.0.0.0' });
console.log(`${path.basename(dir)} listening on http://localhost:${port}`);
const stop = () => app.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
