/**
 * Several remotes' production static servers in one process. Each remote keeps its own port and
 * origin and its own Fastify app, built by createServer exactly as when it runs alone (its root
 * or release store, CORS, caching rules and security headers); only the Node process is
 * shared, so that a small machine pays for one runtime instead of four. Ports are opened in the
 * order given: once the last answers, every one does.
 */
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { remotesLogger, type Env } from './logger.js';
import { createServer } from './remote-server.js';

export interface RemoteTarget {
  /** The remote's package folder. */
  dir: string;
  port: number;
}

export interface ServedRemote extends RemoteTarget {
  app: FastifyInstance;
}

export interface ServedRemotes {
  servers: ServedRemote[];
  /** Closes every one. */
  close(): Promise<void>;
}

/** `DIR=PORT` arguments as targets (dir resolved from the working directory). */
export function parseRemoteArgs(args: readonly string[]): RemoteTarget[] {
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
 * Creates and starts one app per remote. A remote that cannot start (no build, an empty
 * RELEASES_DIR) fails the whole call, after closing those already listening.
 */
export async function serveRemotes(
  list: readonly RemoteTarget[],
  { env = process.env, host = env.HOST || '0.0.0.0' }: { env?: Env; host?: string } = {},
): Promise<ServedRemotes> {
  const servers: ServedRemote[] = [];
  // One logger for the process: pino-pretty's worker thread, if any, once rather than per remote.
  const logger = remotesLogger(env);
  const close = async () => {
    await Promise.all(servers.map(({ app }) => app.close()));
  };
  try {
    for (const { dir, port } of list) {
      // Each app reads PORT from its own environment, as the one-remote server does.
      const { app } = await createServer({ dir, env: { ...env, PORT: String(port) }, logger });
      servers.push({ dir, port, app });
      await app.listen({ port, host });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { servers, close };
}
