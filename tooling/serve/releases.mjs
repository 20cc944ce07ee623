/**
 * Versioned releases of one remote: immutable, content-addressed copies of its build, one of
 * which is current. `pnpm deploy:remote` publishes and switches, `pnpm rollback:remote`
 * switches back, and the remote's server (serve-package.mjs) serves whichever is current,
 * reading the pointer on every request: a switch shows on the visitor's next load, with no
 * restart of anything.
 *
 *   <store>/releases/<id>/          the build as deployed, read-only (id: sha256 of its files)
 *   <store>/releases/<id>.json      what was deployed: remote, time, shared versions, files
 *   <store>/current                 the id being served (replaced atomically)
 *   <store>/history.jsonl           one line per switch: time, action, release, previous
 *
 * The store of a remote is `<remote folder>/releases` unless RELEASES_DIR (server) or
 * `--to DIR` (scripts) says otherwise.
 */
import { createHash } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';

const ID = /^[0-9a-f]{16}$/;

/** Content-hashed file names: the same bytes in every release, cached for a year. */
export const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|jpe?g|webp|svg|woff2?)(\.br|\.gz)?$/;

/** Every file under `dir`, relative, sorted. */
export function filesOf(dir, sub = '') {
  return readdirSync(path.join(dir, sub), { withFileTypes: true })
    .flatMap((entry) => {
      const rel = sub ? `${sub}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return filesOf(dir, rel);
      return entry.isFile() ? [rel] : [];
    })
    .sort();
}

/** The release id of a build: sha256 over every file's path and content, 16 hex digits. */
export function releaseId(dir) {
  const hash = createHash('sha256');
  for (const rel of filesOf(dir)) {
    const content = createHash('sha256')
      .update(readFileSync(path.join(dir, rel)))
      .digest('hex');
    hash.update(`${rel}\0${content}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** name → version of the shared singletons a federation manifest lists. */
export function sharedVersionsOf(manifest) {
  return Object.fromEntries((manifest.shared ?? []).map((s) => [s.name, s.version]));
}

function setReadOnly(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) setReadOnly(full);
    else chmodSync(full, 0o444);
  }
  chmodSync(dir, 0o555);
}

export class ReleaseStore {
  constructor(dir) {
    this.dir = path.resolve(dir);
    this.releasesDir = path.join(this.dir, 'releases');
  }

  /** The id being served, or null before the first deploy. */
  current() {
    let id;
    try {
      id = readFileSync(path.join(this.dir, 'current'), 'utf8').trim();
    } catch {
      return null;
    }
    return ID.test(id) && existsSync(this.releaseDir(id)) ? id : null;
  }

  releaseDir(id) {
    return path.join(this.releasesDir, id);
  }

  /** Metadata of every release, oldest first. */
  list() {
    if (!existsSync(this.releasesDir)) return [];
    return readdirSync(this.releasesDir)
      .filter((name) => name.endsWith('.json') && ID.test(name.slice(0, -5)))
      .map((name) => JSON.parse(readFileSync(path.join(this.releasesDir, name), 'utf8')))
      .filter((meta) => existsSync(this.releaseDir(meta.id)))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }

  /** A release by id or unique id prefix; throws a clear message otherwise. */
  find(idOrPrefix) {
    const matches = this.list().filter((meta) => meta.id.startsWith(idOrPrefix));
    if (matches.length === 1) return matches[0];
    if (matches.length === 0) throw new Error(`No release ${idOrPrefix} in ${this.releasesDir}.`);
    throw new Error(`${idOrPrefix} names ${matches.length} releases: give more of the id.`);
  }

  /**
   * Copies a build into the store as an immutable release (unless the same bytes are there
   * already) and returns its metadata with `created: true|false`. Does not switch to it.
   */
  publish(buildDir, { remote, shared }) {
    const id = releaseId(buildDir);
    const target = this.releaseDir(id);
    const metaFile = `${target}.json`;
    if (existsSync(target) && existsSync(metaFile)) {
      return { ...JSON.parse(readFileSync(metaFile, 'utf8')), created: false };
    }
    mkdirSync(this.releasesDir, { recursive: true });
    const staging = path.join(this.releasesDir, `.staging-${id}-${process.pid}`);
    rmSync(staging, { recursive: true, force: true });
    cpSync(buildDir, staging, { recursive: true });
    if (releaseId(staging) !== id) {
      rmSync(staging, { recursive: true, force: true });
      throw new Error(`${buildDir} changed while it was copied: build again, then deploy.`);
    }
    setReadOnly(staging);
    if (existsSync(target)) {
      // A copy without its metadata (an interrupted deploy): replace it.
      chmodSync(target, 0o755);
      rmSync(target, { recursive: true, force: true });
    }
    renameSync(staging, target);
    const files = filesOf(target);
    const meta = {
      id,
      remote,
      createdAt: new Date().toISOString(),
      files: files.length,
      bytes: files.reduce((sum, rel) => sum + statSync(path.join(target, rel)).size, 0),
      shared,
    };
    writeFileSync(metaFile, `${JSON.stringify(meta, null, 2)}\n`);
    return { ...meta, created: true };
  }

  /** Makes `id` current (an atomic rename of the pointer) and records the switch. */
  activate(id, action) {
    if (!ID.test(id) || !existsSync(this.releaseDir(id))) {
      throw new Error(`No release ${id} in ${this.releasesDir}.`);
    }
    const previous = this.current();
    const pointer = path.join(this.dir, 'current');
    const next = `${pointer}.${process.pid}.tmp`;
    writeFileSync(next, `${id}\n`);
    renameSync(next, pointer);
    appendFileSync(
      path.join(this.dir, 'history.jsonl'),
      `${JSON.stringify({ at: new Date().toISOString(), action, release: id, previous })}\n`,
    );
    return { id, previous };
  }

  /** The switches, oldest first. */
  history() {
    const file = path.join(this.dir, 'history.jsonl');
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  }
}

/**
 * The release store a remote's server should serve, or null (serve `dist/` as before):
 * RELEASES_DIR when set (it must hold a current release), else `<package>/releases` once a
 * release was deployed there.
 */
export function openReleaseStore(packageDir, env = process.env) {
  const explicit = env.RELEASES_DIR;
  const store = new ReleaseStore(
    explicit ? path.resolve(packageDir, explicit) : path.join(packageDir, 'releases'),
  );
  if (store.current()) return store;
  if (explicit) {
    throw new Error(
      `RELEASES_DIR=${explicit} holds no current release. Deploy one with \`pnpm deploy:remote <name> --to ${explicit}\`.`,
    );
  }
  return null;
}

/** A path the browser asked for, if it may name a file of a release. */
function safeRelative(requested) {
  if (!requested || requested.includes('\0') || requested.includes('\\')) return null;
  const parts = requested.split('/');
  if (parts.some((p) => p === '' || p === '.' || p === '..' || p.startsWith('.'))) return null;
  return parts.join('/');
}

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * A Fastify plugin serving the store's current release with @fastify/static's options (the
 * caller's caching rules, precompressed files). A content-hashed file missing from the current
 * release is looked up in the others: a visitor whose page started on the previous release
 * can still fetch its lazy chunks after a switch.
 */
export function serveReleases(store) {
  return async function releases(app, options) {
    await app.register(fastifyStatic, { ...options, root: store.releasesDir, serve: false });
    const handler = (request, reply) => {
      const rel = safeRelative(request.params['*']);
      const current = store.current();
      if (rel && current) {
        const ids = [current];
        if (HASHED.test(rel)) {
          ids.push(
            ...store
              .list()
              .map((m) => m.id)
              .filter((id) => id !== current)
              .reverse(),
          );
        }
        for (const id of ids) {
          if (isFile(path.join(store.releaseDir(id), rel))) {
            return reply.sendFile(rel, store.releaseDir(id));
          }
        }
      }
      return reply.code(404).send({ message: 'Not found' });
    };
    app.get('/*', handler);
  };
}
