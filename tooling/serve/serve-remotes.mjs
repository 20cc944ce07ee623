#!/usr/bin/env node
/**
 * Several remotes' production static servers in one process: `node serve-remotes.mjs
 * DIR=PORT …`. Each remote keeps its own port and origin and its own Fastify app, built by
 * serve-package.mjs exactly as when it runs alone (its root or release store, CORS, caching
 * rules and security headers); only the Node process is shared, so that a small machine
 * pays for one runtime instead of four. Ports are opened in the order given: once the last
 * answers, every one does. HOST as for serve-package.mjs.
 */
import path from 'node:path';
import { createServer } from './serve-package.mjs';

/** `DIR=PORT` arguments as `{ dir, port }` (dir resolved from the working directory). */
export function parseRemoteArgs(args) {
  return args.map((arg) => {
    const at = arg.lastIndexOf('=');
    const port = Number(arg.slice(at + 1));
    if (at <= 0 || !Number.isInteger(port) || port <= 0 || port > 65535) {
      throw new Error(`expected DIR=PORT, got "${arg}"`);
    }
    return { dir: path.resolve(arg.slice(0, at)), port };
  });
}

/**
 * Creates and starts one app per remote. Resolves `{ servers, close }`: `servers` are
 * `{ dir, port, app }`; `close()` closes them all. A remote that cannot start (no build, an
 * empty RELEASES_DIR) fails the whole call, after closing those already listening.
 */
export async function serveRemotes(list, { env = process.env, host = env.HOST || '0.0.0.0' } = {}) {
  const servers = [];
  const close = () => Promise.all(servers.map(({ app }) => app.close()));
  try {
    for (const { dir, port } of list) {
      // Each app reads PORT from its own environment, as the one-remote server does.
      const { app } = await createServer({ dir, env: { ...env, PORT: String(port) } });
      servers.push({ dir, port, app });
      await app.listen({ port, host });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { servers, close };
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname;
if (isMain) {
  const { servers, close } = await serveRemotes(parseRemoteArgs(process.argv.slice(2)));
  for (const { dir, port } of servers) {
    console.log(`${path.basename(dir)} listening on http://localhost:${port}`);
  }
  const stop = () => close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
