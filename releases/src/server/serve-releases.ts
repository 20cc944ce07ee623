/**
 * Serving a folder release store: the store a remote's server should serve, and a Fastify
 * plugin that serves its current release, read on every request (a switch needs no restart).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { HASHED, RELEASE_ID } from '../build.js';
import { FolderReleaseStore } from '../folder-store.js';
import { NO_ROLLOUT, rolloutText } from '../records.js';

/**
 * The release store a remote's server should serve, or null (serve `dist/` as before):
 * RELEASES_DIR when set (it must hold a current release), else `<package>/releases` once a
 * release was deployed there.
 */
export function servedReleaseStore(
  packageDir: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): FolderReleaseStore | null {
  const explicit = env.RELEASES_DIR;
  const store = new FolderReleaseStore(
    explicit ? path.resolve(packageDir, explicit) : path.join(packageDir, 'releases'),
  );
  if (store.currentNow()) return store;
  if (explicit) {
    throw new Error(
      `RELEASES_DIR=${explicit} holds no current release. Deploy one with \`pnpm deploy:remote <name> --to ${explicit}\`.`,
    );
  }
  return null;
}

/** A path the browser asked for, if it may name a file of a release. */
function safeRelative(requested: string | undefined): string | null {
  if (!requested || requested.includes('\0') || requested.includes('\\')) return null;
  const parts = requested.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..' || p.startsWith('.'))) return null;
  return parts.join('/');
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The releases in which to look for `rel`: the current one, and for a hashed file the others. */
function candidates(store: FolderReleaseStore, rel: string, current: string): string[] {
  if (!HASHED.test(rel)) return [current];
  const others = store
    .listNow()
    .map((m) => m.id)
    .filter((id) => id !== current)
    .reverse();
  return [current, ...others];
}

/**
 * A Fastify plugin serving the store's current release with @fastify/static's options (the
 * caller's caching rules, precompressed files). A content-hashed file missing from the current
 * release is looked up in the others: a visitor whose page started on the previous release
 * can still fetch its lazy chunks after a switch. Every release is also at
 * `/releases/<id>/…` (a preview or a canary is loaded from there, as from a bucket store), and
 * the store's rollout at `/rollout.json`, read by the shells' servers.
 */
export function serveReleases(store: FolderReleaseStore): FastifyPluginAsync<FastifyStaticOptions> {
  return async function releases(app, options) {
    await app.register(fastifyStatic, { ...options, root: store.releasesDir, serve: false });
    app.get('/rollout.json', (_request, reply) =>
      reply
        .header('Cache-Control', 'no-cache')
        .type('application/json; charset=utf-8')
        .send(store.rolloutTextNow() ?? rolloutText(NO_ROLLOUT)),
    );
    app.get<{ Params: { id: string; '*': string } }>('/releases/:id/*', (request, reply) => {
      const { id } = request.params;
      const rel = safeRelative(request.params['*']);
      if (rel && RELEASE_ID.test(id) && isFile(path.join(store.releaseDir(id), rel))) {
        return reply.sendFile(rel, store.releaseDir(id));
      }
      return reply.code(404).send({ message: 'Not found' });
    });
    app.get<{ Params: { '*': string } }>('/*', (request, reply) => {
      const rel = safeRelative(request.params['*']);
      const current = store.currentNow();
      if (rel && current) {
        for (const id of candidates(store, rel, current)) {
          if (isFile(path.join(store.releaseDir(id), rel))) {
            return reply.sendFile(rel, store.releaseDir(id));
          }
        }
      }
      return reply.code(404).send({ message: 'Not found' });
    });
  };
}
