/**
 * The release store of a remote in an S3-compatible bucket (`--to s3://BUCKET/PREFIX`): the
 * same releases and the same calls as the folder store, for a remote that a bucket serves
 * instead of its own server. A bucket lists no folders and negotiates nothing, so what a
 * browser loads must be plain objects at fixed addresses:
 *
 *   PREFIX/mf-manifest.json, remoteEntry.js, server/…   the current release as a browser (and
 *                                        the shell's server) loads it: un-hashed files no-cache,
 *                                        content-hashed files immutable and kept from every
 *                                        release (a page opened before a switch still finds
 *                                        its lazy chunks)
 *   PREFIX/releases/<id>/…               each release as deployed (immutable: the id is the hash
 *                                        of its files, as in the folder store)
 *   PREFIX/releases/<id>.json            what was deployed: remote, time, shared versions, files
 *   PREFIX/current                       the id whose files are at PREFIX/
 *   PREFIX/history.jsonl                 one line per switch: time, action, release, previous
 *   PREFIX/rollout.json                  the canary beside the current release, and how the
 *                                        last one ended (no-cache: the shells read it)
 *
 * A switch copies the release's files to PREFIX/ in the order of switch-order.ts (the hashed
 * ones inside the bucket, the un-hashed ones read and written again). The endpoint, region and
 * addressing come from S3_ENDPOINT, S3_REGION and S3_FORCE_PATH_STYLE, credentials from the AWS
 * SDK's own chain, as for the API's uploads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { HASHED, RELEASE_ID, filesOf, releaseId } from '../build.js';
import {
  ROLLOUT_FILE,
  byAge,
  findRelease,
  historyLine,
  parseHistory,
  parseRollout,
  rolloutText,
} from '../records.js';
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
} from '../store.js';
import type { S3Address } from './address.js';
import { ensureCors } from './cors.js';
import type { BucketPlace } from './errors.js';
import {
  BucketObjects,
  IMMUTABLE,
  NO_CACHE,
  contentTypeOf,
  createS3Client,
  eachLimited,
  type Env,
} from './objects.js';
import { switchGroups } from './switch-order.js';

/** What a bucket release records beyond the folder's: its files (a bucket has no folders). */
export interface S3ReleaseMeta extends ReleaseMeta {
  paths: string[];
}

export interface S3StoreOptions extends S3Address {
  env?: Env;
  /** A client of your own (tests); by default one for S3_ENDPOINT, S3_REGION … */
  client?: S3Client;
  /** Where a switch reports what it did to the bucket beside the release (its CORS rule). */
  log?: (line: string) => void;
}

export class S3ReleaseStore implements ReleaseStore {
  readonly bucket: string;
  readonly prefix: string;
  readonly client: S3Client;
  readonly location: string;
  private readonly base: string;
  private readonly env: Env;
  private readonly log: (line: string) => void;
  private readonly place: BucketPlace;
  private readonly objects: BucketObjects;

  constructor({ bucket, prefix, env = process.env, client, log = () => {} }: S3StoreOptions) {
    this.bucket = bucket;
    this.prefix = prefix;
    this.base = prefix ? `${prefix}/` : '';
    this.env = env;
    this.log = log;
    this.place = {
      bucket,
      base: this.base,
      endpoint: env.S3_ENDPOINT || null,
      region: env.S3_REGION || 'us-east-1',
    };
    this.location = `s3://${bucket}/${this.base}releases/`;
    this.client = client ?? createS3Client(env);
    this.objects = new BucketObjects(this.client, this.place);
  }

  /**
   * The address the shell's REMOTE_*_URL takes: S3_PUBLIC_URL (or the endpoint) then
   * /BUCKET/PREFIX/; AWS's own virtual-hosted address without either.
   */
  get publicUrl(): string {
    const origin = this.env.S3_PUBLIC_URL || this.place.endpoint;
    if (origin) return `${origin.replace(/\/+$/, '')}/${this.bucket}/${this.base}`;
    return `https://${this.bucket}.s3.${this.place.region}.amazonaws.com/${this.base}`;
  }

  private metaKey(id: string): string {
    return `${this.base}releases/${id}.json`;
  }

  async current(): Promise<string | null> {
    const id = (await this.objects.getText(`${this.base}current`))?.trim();
    if (!id || !RELEASE_ID.test(id)) return null;
    return (await this.objects.getText(this.metaKey(id))) === null ? null : id;
  }

  async list(): Promise<S3ReleaseMeta[]> {
    const folder = `${this.base}releases/`;
    const ids = (await this.objects.keysAt(folder))
      .map((key) => key.slice(folder.length))
      .filter((name) => name.endsWith('.json') && RELEASE_ID.test(name.slice(0, -5)))
      .map((name) => name.slice(0, -5));
    const metas: S3ReleaseMeta[] = [];
    await eachLimited(ids, async (id) => {
      const meta = await this.objects.getJson<S3ReleaseMeta>(this.metaKey(id));
      if (meta?.id === id) metas.push(meta);
    });
    return metas.sort(byAge);
  }

  async find(idOrPrefix: string): Promise<S3ReleaseMeta> {
    return findRelease(await this.list(), idOrPrefix, this.location);
  }

  /**
   * Uploads the build under PREFIX/releases/<id>/, its metadata last. The precompressed
   * `.br`/`.gz` copies stay behind: a bucket sends every object as it is stored, whatever the
   * browser accepts.
   */
  async publish(buildDir: string, { remote, shared }: PublishOptions): Promise<Published> {
    const id = releaseId(buildDir);
    const known = await this.objects.getJson<S3ReleaseMeta>(this.metaKey(id));
    if (known) return { ...known, created: false };
    const all = filesOf(buildDir);
    const present = new Set(all);
    const files = all.filter((rel) => {
      const plain = rel.replace(/\.(br|gz)$/, '');
      return plain === rel || !present.has(plain);
    });
    const bodies = new Map(files.map((rel) => [rel, readFileSync(path.join(buildDir, rel))]));
    if (releaseId(buildDir) !== id) {
      throw new ReleaseStoreError(
        `${buildDir} changed while it was read: build again, then deploy.`,
      );
    }
    await eachLimited(files, (rel) =>
      this.objects.put(`${this.base}releases/${id}/${rel}`, bodies.get(rel) ?? '', {
        contentType: contentTypeOf(rel),
        cacheControl: IMMUTABLE,
      }),
    );
    const meta: S3ReleaseMeta = {
      id,
      remote,
      createdAt: new Date().toISOString(),
      files: files.length,
      bytes: [...bodies.values()].reduce((sum, body) => sum + body.length, 0),
      shared,
      paths: files,
    };
    // Written last: a release is listed only once every one of its files is in the bucket.
    await this.objects.put(this.metaKey(id), `${JSON.stringify(meta, null, 2)}\n`, {
      contentType: 'application/json; charset=utf-8',
      cacheControl: NO_CACHE,
    });
    return { ...meta, created: true };
  }

  /**
   * Copies the release's files to PREFIX/ (pointers last), makes sure the bucket lets the
   * site's pages read them (CORS), then moves `current` and records the switch.
   */
  async activate(id: string, action: SwitchAction): Promise<Switch> {
    const meta = RELEASE_ID.test(id)
      ? await this.objects.getJson<S3ReleaseMeta>(this.metaKey(id))
      : null;
    if (!meta?.paths) throw new ReleaseStoreError(`No release ${id} in ${this.location}.`);
    const done = { id, previous: await this.current() };
    await this.ensureCors();
    for (const group of switchGroups(meta.paths, await this.presentAtTop(meta.paths))) {
      await eachLimited(group, (rel) => this.putAtTop(id, rel));
    }
    await this.objects.put(`${this.base}current`, `${id}\n`, {
      contentType: 'text/plain; charset=utf-8',
      cacheControl: NO_CACHE,
    });
    await this.appendHistory(historyLine(action, done));
    return done;
  }

  private async appendHistory(line: string): Promise<void> {
    const history = (await this.objects.getText(`${this.base}history.jsonl`)) ?? '';
    await this.objects.put(`${this.base}history.jsonl`, `${history}${line}`, {
      contentType: 'application/x-ndjson; charset=utf-8',
      cacheControl: NO_CACHE,
    });
  }

  async rollout(): Promise<Rollout> {
    return parseRollout(await this.objects.getText(`${this.base}${ROLLOUT_FILE}`));
  }

  /** Writes PREFIX/rollout.json (the shells read it beside the manifest), then the history. */
  async setRollout(rollout: Rollout, change?: RolloutChange): Promise<void> {
    // Browsers given the canary load its files from the bucket: the same CORS rule as a switch.
    await this.ensureCors();
    await this.objects.put(`${this.base}${ROLLOUT_FILE}`, rolloutText(rollout), {
      contentType: 'application/json; charset=utf-8',
      cacheControl: NO_CACHE,
    });
    if (!change) return;
    const { action, release, reason } = change;
    await this.appendHistory(
      historyLine(action, { id: release, previous: await this.current() }, reason),
    );
  }

  async history(): Promise<HistoryEntry[]> {
    return parseHistory((await this.objects.getText(`${this.base}history.jsonl`)) ?? '');
  }

  /** Keeps the remote's CORS rule on the bucket (cors.ts). */
  ensureCors(): Promise<boolean> {
    return ensureCors(this.client, this.place, this.env, this.log);
  }

  /** Which of these files' folders already hold at PREFIX/, as paths relative to PREFIX/. */
  private async presentAtTop(paths: readonly string[]): Promise<Set<string>> {
    const there = new Set<string>();
    for (const folder of new Set(paths.map((rel) => path.posix.dirname(rel)))) {
      const keys = await this.objects.keysAt(`${this.base}${folder === '.' ? '' : `${folder}/`}`);
      for (const key of keys) there.add(key.slice(this.base.length));
    }
    return there;
  }

  private async putAtTop(id: string, rel: string): Promise<void> {
    const from = `${this.base}releases/${id}/${rel}`;
    const to = `${this.base}${rel}`;
    const contentType = contentTypeOf(rel);
    if (HASHED.test(rel)) {
      await this.objects.copy(from, to, { contentType, cacheControl: IMMUTABLE });
      return;
    }
    // Un-hashed files replace what is there: read and written again rather than copied inside
    // the bucket, because a store may keep the replaced object's ETag on a copy (s3rver does),
    // and a browser revalidating with it would keep the earlier release.
    await this.objects.put(to, await this.objects.getBytes(from), {
      contentType,
      cacheControl: NO_CACHE,
    });
  }
}
