/**
 * A remote's release store in a folder: immutable, content-addressed copies of its build, one
 * of which is current. The remote's server (server/) serves whichever is current, reading the
 * pointer on every request: a switch shows on the visitor's next load, with no restart.
 *
 *   <store>/releases/<id>/          the build as deployed, read-only (id: sha256 of its files)
 *   <store>/releases/<id>.json      what was deployed: remote, time, shared versions, files
 *   <store>/current                 the id being served (replaced atomically)
 *   <store>/history.jsonl           one line per switch: time, action, release, previous
 *   <store>/rollout.json            the canary beside the current release, and how the last
 *                                   one ended (replaced atomically; served as /rollout.json)
 */
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
import { RELEASE_ID, filesOf, releaseId } from './build.js';
import {
  ROLLOUT_FILE,
  byAge,
  findRelease,
  historyLine,
  parseHistory,
  parseRollout,
  rolloutText,
} from './records.js';
import {
  ReleaseStoreError,
  type HistoryEntry,
  type PublishOptions,
  type Published,
  type ReleaseMeta,
  type ReleaseStore,
  type Rollout,
  type RolloutChange,
  type Switch,
  type SwitchAction,
} from './store.js';

function setReadOnly(dir: string): void {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) setReadOnly(full);
    else chmodSync(full, 0o444);
  }
  chmodSync(dir, 0o555);
}

export class FolderReleaseStore implements ReleaseStore {
  readonly dir: string;
  readonly releasesDir: string;
  readonly publicUrl = null;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
    this.releasesDir = path.join(this.dir, 'releases');
  }

  get location(): string {
    return this.releasesDir;
  }

  releaseDir(id: string): string {
    return path.join(this.releasesDir, id);
  }

  /** current(), read at once: the server asks on every request. */
  currentNow(): string | null {
    let id: string;
    try {
      id = readFileSync(path.join(this.dir, 'current'), 'utf8').trim();
    } catch {
      return null;
    }
    return RELEASE_ID.test(id) && existsSync(this.releaseDir(id)) ? id : null;
  }

  /** list(), read at once. */
  listNow(): ReleaseMeta[] {
    if (!existsSync(this.releasesDir)) return [];
    return readdirSync(this.releasesDir)
      .filter((name) => name.endsWith('.json') && RELEASE_ID.test(name.slice(0, -5)))
      .map(
        (name) =>
          JSON.parse(readFileSync(path.join(this.releasesDir, name), 'utf8')) as ReleaseMeta,
      )
      .filter((meta) => existsSync(this.releaseDir(meta.id)))
      .sort(byAge);
  }

  async current(): Promise<string | null> {
    return this.currentNow();
  }

  async list(): Promise<ReleaseMeta[]> {
    return this.listNow();
  }

  async find(idOrPrefix: string): Promise<ReleaseMeta> {
    return findRelease(this.listNow(), idOrPrefix, this.releasesDir);
  }

  /** Copies the build in read-only, through a staging folder renamed into place. */
  async publish(buildDir: string, { remote, shared }: PublishOptions): Promise<Published> {
    const id = releaseId(buildDir);
    const target = this.releaseDir(id);
    const metaFile = `${target}.json`;
    if (existsSync(target) && existsSync(metaFile)) {
      return { ...(JSON.parse(readFileSync(metaFile, 'utf8')) as ReleaseMeta), created: false };
    }
    mkdirSync(this.releasesDir, { recursive: true });
    const staging = path.join(this.releasesDir, `.staging-${id}-${process.pid}`);
    rmSync(staging, { recursive: true, force: true });
    cpSync(buildDir, staging, { recursive: true });
    if (releaseId(staging) !== id) {
      rmSync(staging, { recursive: true, force: true });
      throw new ReleaseStoreError(
        `${buildDir} changed while it was copied: build again, then deploy.`,
      );
    }
    setReadOnly(staging);
    if (existsSync(target)) {
      // A copy without its metadata (an interrupted deploy): replace it.
      chmodSync(target, 0o755);
      rmSync(target, { recursive: true, force: true });
    }
    renameSync(staging, target);
    const files = filesOf(target);
    const meta: ReleaseMeta = {
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

  /** Replaces a file of the store's own with an atomic rename. */
  private replace(name: string, text: string): void {
    const file = path.join(this.dir, name);
    const next = `${file}.${process.pid}.tmp`;
    writeFileSync(next, text);
    renameSync(next, file);
  }

  /** Moves the pointer with an atomic rename. */
  async activate(id: string, action: SwitchAction): Promise<Switch> {
    if (!RELEASE_ID.test(id) || !existsSync(this.releaseDir(id))) {
      throw new ReleaseStoreError(`No release ${id} in ${this.releasesDir}.`);
    }
    const done = { id, previous: this.currentNow() };
    this.replace('current', `${id}\n`);
    appendFileSync(path.join(this.dir, 'history.jsonl'), historyLine(action, done));
    return done;
  }

  /** The rollout file's text as stored (the server hands it to the shells as it is). */
  rolloutTextNow(): string | null {
    try {
      return readFileSync(path.join(this.dir, ROLLOUT_FILE), 'utf8');
    } catch {
      return null;
    }
  }

  async rollout(): Promise<Rollout> {
    return parseRollout(this.rolloutTextNow());
  }

  async setRollout(rollout: Rollout, change?: RolloutChange): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    this.replace(ROLLOUT_FILE, rolloutText(rollout));
    if (!change) return;
    appendFileSync(
      path.join(this.dir, 'history.jsonl'),
      historyLine(
        change.action,
        { id: change.release, previous: this.currentNow() },
        change.reason,
      ),
    );
  }

  async history(): Promise<HistoryEntry[]> {
    const file = path.join(this.dir, 'history.jsonl');
    return existsSync(file) ? parseHistory(readFileSync(file, 'utf8')) : [];
  }
}
