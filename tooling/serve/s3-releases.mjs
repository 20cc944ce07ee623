/**
 * The release store of a remote in an S3-compatible bucket (`--to s3://BUCKET/PREFIX`): the
 * same releases and the same calls as ReleaseStore (releases.mjs), for a remote that a bucket
 * serves instead of its own server. A bucket lists no folders and negotiates nothing, so what a
 * browser loads must be plain objects at fixed addresses:
 *
 *   PREFIX/mf-manifest.json, remoteEntry.js, server/…   the current release as a browser (and
 *                                        the shell's server) loads it: un-hashed files no-cache,
 *                                        content-hashed files immutable and kept from every
 *                                        release (a page opened before a switch still finds
 *                                        its lazy chunks)
 *   PREFIX/releases/<id>/…               each release as deployed (immutable: the id is the hash
 *                                        of its files, as in the local store)
 *   PREFIX/releases/<id>.json            what was deployed: remote, time, shared versions, files
 *   PREFIX/current                       the id whose files are at PREFIX/
 *   PREFIX/history.jsonl                 one line per switch: time, action, release, previous
 *
 * A switch copies the release's files to PREFIX/ (the hashed ones inside the bucket, the
 * un-hashed ones read and written again): hashed files first, then
 * the other files, the server build's entry and manifest, the entry, and the manifest last (the
 * manifest is what the shell and the browser read first, so it never names files that are not
 * there yet). The endpoint, region and addressing come from S3_ENDPOINT, S3_REGION and
 * S3_FORCE_PATH_STYLE, credentials from the AWS SDK's own chain, as for the API's uploads.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CopyObjectCommand,
  GetBucketCorsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutBucketCorsCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import mime from 'mime-types';
import { HASHED, filesOf, releaseId } from './releases.mjs';

const ID = /^[0-9a-f]{16}$/;
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The files a switch writes last, in this order: each names files written before it. */
const POINTERS = [
  'server/remoteEntry.js',
  'server/mf-manifest.json',
  'remoteEntry.js',
  'mf-manifest.json',
];
/** The CORS rule this store keeps on the bucket (by id, beside any other rules there). */
const CORS_RULE_ID = 'koris-remotes';
const PARALLEL = 8;

/** A failure the person deploying can act on: printed as it is, never with a stack. */
export class S3StoreError extends Error {}

const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/**
 * `s3://BUCKET/PREFIX` → `{ bucket, prefix }` (prefix without slashes at its ends, '' for the
 * bucket's root), or null when `text` is not an s3:// address; throws S3StoreError when it is
 * one but cannot name a place for releases.
 */
export function parseS3Url(text) {
  const given = String(text ?? '');
  if (!/^s3:/i.test(given)) return null;
  const match = /^s3:\/\/([^/?#]*)(\/[^?#]*)?$/.exec(given);
  const example = 's3://BUCKET/PREFIX, e.g. s3://koris-remotes/mf-media';
  if (!match) throw new S3StoreError(`"${given}" is not a bucket address: give ${example}.`);
  const bucket = match[1];
  if (!bucket) throw new S3StoreError(`"${given}" names no bucket: give ${example}.`);
  if (!BUCKET_NAME.test(bucket) || bucket.includes('..') || /^\d+\.\d+\.\d+\.\d+$/.test(bucket)) {
    throw new S3StoreError(
      `"${bucket}" is not a valid bucket name (3–63 lower-case letters, digits, dots and ` +
        `hyphens, starting and ending with a letter or digit): give ${example}.`,
    );
  }
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  const parts = prefix ? prefix.split('/') : [];
  const unusable = (p) =>
    p === '' ||
    p === '.' ||
    p === '..' ||
    p.includes('\\') ||
    [...p].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
  if (parts.some(unusable)) {
    throw new S3StoreError(
      `"${prefix}" is not a usable key prefix (no empty, "." or ".." parts, no control ` +
        `characters or backslashes): give ${example}.`,
    );
  }
  return { bucket, prefix };
}

/** Content-Type of a file of a build, by its name (charset for text). */
export function contentTypeOf(rel) {
  return mime.contentType(path.posix.basename(rel)) || 'application/octet-stream';
}

/** A key (or CORS configuration) that is not there; a missing bucket is an error of its own. */
const isMissing = (error) =>
  error?.name !== 'NoSuchBucket' &&
  (['NoSuchKey', 'NotFound', 'NoSuchCORSConfiguration'].includes(error?.name) ||
    error?.$metadata?.httpStatusCode === 404);

const NETWORK = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/** Runs `task` over `items`, at most PARALLEL at a time. */
async function eachLimited(items, task) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

export class S3ReleaseStore {
  /**
   * @param {{ bucket: string, prefix: string, env?: NodeJS.ProcessEnv, client?: S3Client,
   *   log?: (line: string) => void }} options
   */
  constructor({ bucket, prefix, env = process.env, client, log = () => {} }) {
    this.bucket = bucket;
    this.prefix = prefix;
    this.base = prefix ? `${prefix}/` : '';
    this.env = env;
    this.log = log;
    this.endpoint = env.S3_ENDPOINT || null;
    this.region = env.S3_REGION || 'us-east-1';
    this.releasesDir = `s3://${bucket}/${this.base}releases/`;
    // Checksums only where an operation requires one: many S3-compatible stores refuse the
    // SDK's newer default checksum headers. Short connection timeouts: a deploy against an
    // endpoint that does not answer should say so, not hang.
    this.client =
      client ??
      new S3Client({
        region: this.region,
        ...(this.endpoint ? { endpoint: this.endpoint } : {}),
        forcePathStyle: ['1', 'true'].includes(String(env.S3_FORCE_PATH_STYLE ?? '').toLowerCase()),
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 2,
        requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
      });
  }

  /**
   * The address the shell's REMOTE_*_URL takes: S3_PUBLIC_URL (or the endpoint) then
   * /BUCKET/PREFIX/; AWS's own virtual-hosted address without either.
   */
  get publicUrl() {
    const origin = this.env.S3_PUBLIC_URL || this.endpoint;
    if (origin) return `${origin.replace(/\/+$/, '')}/${this.bucket}/${this.base}`;
    return `https://${this.bucket}.s3.${this.region}.amazonaws.com/${this.base}`;
  }

  /** What the bucket said, as a sentence a person can act on. */
  explain(error) {
    if (error instanceof S3StoreError) return error;
    const where = this.endpoint ?? `AWS S3 (${this.region})`;
    const name = error?.name ?? 'Error';
    const code = error?.code ?? error?.cause?.code ?? error?.errors?.[0]?.code;
    const status = error?.$metadata?.httpStatusCode;
    if (name === 'CredentialsProviderError' || /could not load credentials/i.test(error?.message)) {
      return new S3StoreError(
        `No credentials for the bucket: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY ` +
          `(or another source of the AWS SDK's chain, e.g. AWS_PROFILE).`,
      );
    }
    if (NETWORK.has(code) || ['TimeoutError', 'RequestTimeout', 'AbortError'].includes(name)) {
      return new S3StoreError(
        `Cannot reach the bucket's endpoint ${where} (${code ?? name}). Check S3_ENDPOINT ` +
          '(and S3_REGION) and that the store is up; nothing was changed by this command.',
      );
    }
    if (name === 'NoSuchBucket') {
      return new S3StoreError(`There is no bucket "${this.bucket}" at ${where}: create it first.`);
    }
    if (['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken'].includes(name)) {
      return new S3StoreError(
        `${where} refused the credentials (${name}): check AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY.`,
      );
    }
    if (name === 'AccessDenied' || status === 403) {
      return new S3StoreError(
        `${where} denied access to s3://${this.bucket}/${this.base} (${name}): the credentials ` +
          'need to list the bucket and to read and write objects under the prefix.',
      );
    }
    if (name === 'PermanentRedirect' || name === 'AuthorizationHeaderMalformed' || status === 301) {
      return new S3StoreError(
        `The bucket "${this.bucket}" is in another region than ${this.region}: set S3_REGION.`,
      );
    }
    const message = String(error?.message ?? error).split('\n')[0];
    return new S3StoreError(
      `The bucket at ${where} answered ${name}${status ? ` (HTTP ${status})` : ''}: ${message}`,
    );
  }

  async send(command) {
    try {
      return await this.client.send(command);
    } catch (error) {
      if (isMissing(error)) throw error;
      throw this.explain(error);
    }
  }

  async getText(key) {
    try {
      const out = await this.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return await out.Body.transformToString('utf8');
    } catch (error) {
      if (isMissing(error)) return null;
      throw this.explain(error);
    }
  }

  async getBytes(key) {
    const out = await this.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    return out.Body.transformToByteArray();
  }

  async getJson(key) {
    const text = await this.getText(key);
    if (text === null) return null;
    try {
      return JSON.parse(text);
    } catch {
      throw new S3StoreError(
        `s3://${this.bucket}/${key} is not valid JSON: was it written by hand?`,
      );
    }
  }

  put(key, body, { contentType, cacheControl }) {
    return this.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: cacheControl,
      }),
    );
  }

  copy(from, to, { contentType, cacheControl }) {
    const source = `${this.bucket}/${from}`.split('/').map(encodeURIComponent).join('/');
    return this.send(
      new CopyObjectCommand({
        Bucket: this.bucket,
        Key: to,
        CopySource: source,
        // The copy gets the headers of where it now sits (no-cache at PREFIX/), not the source's.
        MetadataDirective: 'REPLACE',
        ContentType: contentType,
        CacheControl: cacheControl,
      }),
    );
  }

  /** Keys directly under `prefix` (no deeper), and the sub-prefixes there. */
  async listLevel(prefix) {
    const keys = [];
    const folders = [];
    let token;
    do {
      const out = await this.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: prefix,
          Delimiter: '/',
          ContinuationToken: token,
        }),
      );
      for (const o of out.Contents ?? []) if (o.Key) keys.push(o.Key);
      for (const p of out.CommonPrefixes ?? []) if (p.Prefix) folders.push(p.Prefix);
      token = out.IsTruncated ? out.NextContinuationToken : undefined;
    } while (token);
    return { keys, folders };
  }

  metaKey(id) {
    return `${this.base}releases/${id}.json`;
  }

  /** The id whose files are at PREFIX/, or null before the first deploy. */
  async current() {
    const id = (await this.getText(`${this.base}current`))?.trim();
    if (!id || !ID.test(id)) return null;
    return (await this.getText(this.metaKey(id))) === null ? null : id;
  }

  /** Metadata of every release, oldest first. */
  async list() {
    const { keys } = await this.listLevel(`${this.base}releases/`);
    const ids = keys
      .map((key) => key.slice(`${this.base}releases/`.length))
      .filter((name) => name.endsWith('.json') && ID.test(name.slice(0, -5)))
      .map((name) => name.slice(0, -5));
    const metas = [];
    await eachLimited(ids, async (id) => {
      const meta = await this.getJson(this.metaKey(id));
      if (meta?.id === id) metas.push(meta);
    });
    return metas.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
  }

  /** A release by id or unique id prefix; throws a clear message otherwise. */
  async find(idOrPrefix) {
    const matches = (await this.list()).filter((meta) => meta.id.startsWith(idOrPrefix));
    if (matches.length === 1) return matches[0];
    if (matches.length === 0)
      throw new S3StoreError(`No release ${idOrPrefix} in ${this.releasesDir}.`);
    throw new S3StoreError(`${idOrPrefix} names ${matches.length} releases: give more of the id.`);
  }

  /**
   * Uploads a build as an immutable release under PREFIX/releases/<id>/ (unless the same bytes
   * are there already) and returns its metadata with `created: true|false`. Does not switch to
   * it. The precompressed `.br`/`.gz` copies stay behind: a bucket sends every object as it is
   * stored, whatever the browser accepts.
   */
  async publish(buildDir, { remote, shared }) {
    const id = releaseId(buildDir);
    const known = await this.getJson(this.metaKey(id));
    if (known) return { ...known, created: false };
    const all = filesOf(buildDir);
    const present = new Set(all);
    const files = all.filter((rel) => {
      const plain = rel.replace(/\.(br|gz)$/, '');
      return plain === rel || !present.has(plain);
    });
    const bodies = new Map(files.map((rel) => [rel, readFileSync(path.join(buildDir, rel))]));
    if (releaseId(buildDir) !== id) {
      throw new S3StoreError(`${buildDir} changed while it was read: build again, then deploy.`);
    }
    await eachLimited(files, (rel) =>
      this.put(`${this.base}releases/${id}/${rel}`, bodies.get(rel), {
        contentType: contentTypeOf(rel),
        cacheControl: IMMUTABLE,
      }),
    );
    const meta = {
      id,
      remote,
      createdAt: new Date().toISOString(),
      files: files.length,
      bytes: [...bodies.values()].reduce((sum, body) => sum + body.length, 0),
      shared,
      paths: files,
    };
    // Written last: a release is listed only once every one of its files is in the bucket.
    await this.put(this.metaKey(id), `${JSON.stringify(meta, null, 2)}\n`, {
      contentType: 'application/json; charset=utf-8',
      cacheControl: NO_CACHE,
    });
    return { ...meta, created: true };
  }

  /**
   * Makes `id` current: copies its files to PREFIX/ (pointers last, see above), makes sure the
   * bucket lets the site's pages read them (CORS), then moves `current` and records the switch.
   */
  async activate(id, action) {
    const meta = ID.test(id) ? await this.getJson(this.metaKey(id)) : null;
    if (!meta?.paths) throw new S3StoreError(`No release ${id} in ${this.releasesDir}.`);
    const previous = await this.current();
    await this.ensureCors();

    const folders = [...new Set(meta.paths.map((rel) => path.posix.dirname(rel)))];
    const there = new Set();
    for (const folder of folders) {
      const level = await this.listLevel(`${this.base}${folder === '.' ? '' : `${folder}/`}`);
      for (const key of level.keys) there.add(key);
    }
    const rank = (rel) => (HASHED.test(rel) ? 0 : POINTERS.indexOf(rel) + 2 || 1);
    const groups = new Map();
    for (const rel of meta.paths) {
      // Hashed names carry their content: one already at PREFIX/ is these same bytes.
      if (HASHED.test(rel) && there.has(`${this.base}${rel}`)) continue;
      const r = rank(rel);
      groups.set(r, [...(groups.get(r) ?? []), rel]);
    }
    for (const r of [...groups.keys()].sort((a, b) => a - b)) {
      await eachLimited(groups.get(r), async (rel) => {
        const from = `${this.base}releases/${id}/${rel}`;
        const to = `${this.base}${rel}`;
        const contentType = contentTypeOf(rel);
        if (HASHED.test(rel)) {
          await this.copy(from, to, { contentType, cacheControl: IMMUTABLE });
          return;
        }
        // Un-hashed files replace what is there: read and written again rather than copied
        // inside the bucket, because a store may keep the replaced object's ETag on a copy
        // (s3rver does), and a browser revalidating with it would keep the earlier release.
        await this.put(to, await this.getBytes(from), { contentType, cacheControl: NO_CACHE });
      });
    }

    await this.put(`${this.base}current`, `${id}\n`, {
      contentType: 'text/plain; charset=utf-8',
      cacheControl: NO_CACHE,
    });
    const line = JSON.stringify({ at: new Date().toISOString(), action, release: id, previous });
    const history = (await this.getText(`${this.base}history.jsonl`)) ?? '';
    await this.put(`${this.base}history.jsonl`, `${history}${line}\n`, {
      contentType: 'application/x-ndjson; charset=utf-8',
      cacheControl: NO_CACHE,
    });
    return { id, previous };
  }

  /** The switches, oldest first. */
  async history() {
    const text = (await this.getText(`${this.base}history.jsonl`)) ?? '';
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  }

  /** The origins the bucket lets read the remote: SITE_ORIGIN (comma-separated), else any. */
  corsOrigins() {
    const given = (this.env.SITE_ORIGIN ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean);
    return given.length ? given : ['*'];
  }

  /**
   * Keeps a CORS rule on the bucket that lets the site's pages fetch the manifest (PutBucketCors,
   * beside the bucket's other rules). A store that refuses it (no CORS API, or no permission)
   * is reported, not fatal: CORS may have been set up by other means.
   */
  async ensureCors() {
    const origins = this.corsOrigins();
    const wanted = {
      ID: CORS_RULE_ID,
      AllowedOrigins: origins,
      AllowedMethods: ['GET', 'HEAD'],
      AllowedHeaders: ['*'],
      ExposeHeaders: ['ETag'],
      MaxAgeSeconds: 3600,
    };
    const refused = (error) => {
      const e = this.explain(error);
      this.log(
        `  ! the bucket did not take its CORS rule (${e.message}). Allow GET and HEAD from ` +
          `${origins.join(', ')} on s3://${this.bucket} yourself (docs/deploy-remote.md): ` +
          'without it the browser cannot read the manifest.',
      );
      return false;
    };
    let rules = [];
    try {
      rules =
        (await this.client.send(new GetBucketCorsCommand({ Bucket: this.bucket }))).CORSRules ?? [];
    } catch (error) {
      if (!isMissing(error)) return refused(error);
    }
    const same = (a = [], b = []) => a.length === b.length && a.every((x) => b.includes(x));
    const ours = rules.find((r) => r.ID === CORS_RULE_ID);
    if (
      ours &&
      same(ours.AllowedOrigins, wanted.AllowedOrigins) &&
      same(ours.AllowedMethods, wanted.AllowedMethods)
    ) {
      return true;
    }
    try {
      await this.client.send(
        new PutBucketCorsCommand({
          Bucket: this.bucket,
          CORSConfiguration: { CORSRules: [...rules.filter((r) => r.ID !== CORS_RULE_ID), wanted] },
        }),
      );
    } catch (error) {
      return refused(error);
    }
    this.log(`  CORS on s3://${this.bucket}: GET and HEAD from ${origins.join(', ')}`);
    return true;
  }
}
