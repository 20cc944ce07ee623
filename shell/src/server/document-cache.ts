import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { RouteMatch, WrittenDocument } from './document';

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A kept document: a shared cache may keep it one second and serve it a few seconds more while
 * it asks again (the site's own freshness is the origin's, a staff edit shows within a second
 * here and within the stale window at a CDN); a browser always asks (max-age=0), cheaply, with
 * its ETag.
 */
export const KEPT_DOCUMENT_CACHE_CONTROL =
  'public, max-age=0, s-maxage=1, stale-while-revalidate=5';
/** A document written afresh that must not be kept anywhere (a fallback, a 404, no version). */
export const FRESH_DOCUMENT_CACHE_CONTROL = 'no-cache';

export const DEFAULT_DOCUMENT_CACHE_MB = 32;

/** DOCUMENT_CACHE_MB: megabytes of documents kept (0: none, every document rendered anew). */
export function documentCacheBytes(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_DOCUMENT_CACHE_MB * 1024 * 1024;
  if (!/^\d+$/.test(value.trim())) {
    throw new Error(
      `DOCUMENT_CACHE_MB must be a whole number of megabytes (0 keeps no documents), not "${value}"`,
    );
  }
  return Number(value.trim()) * 1024 * 1024;
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. The
 * server's preference decides among those accepted (q > 0); documents are small, so brotli is
 * always worth it.
 */
export function acceptedEncoding(header: string | string[] | undefined): Encoding {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  const accepted = new Map<string, boolean>();
  for (const part of text.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q === undefined || Number(q.slice(2)) > 0);
  }
  const ok = (name: string) => accepted.get(name) ?? accepted.get('*') ?? false;
  if (ok('br')) return 'br';
  if (ok('gzip') || accepted.get('x-gzip') === true) return 'gzip';
  return 'identity';
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A document that is kept is compressed once, so harder than one compressed per request (which
 * gets @fastify/compress's own levels).
 */
function encode(html: string, encoding: Encoding, kept: boolean): Promise<Buffer> {
  const bytes = Buffer.from(html);
  if (encoding === 'br') {
    return brotli(bytes, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: kept ? 9 : 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
  }
  if (encoding === 'gzip') return gzip(bytes, { level: kept ? 9 : 6 });
  return Promise.resolve(bytes);
}

/** A strong validator of these bytes: the same document gets the same one on every shell. */
function etagOf(html: string, encoding: Encoding): string {
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  return `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
}

/**
 * Query parameters a page reads: a kept document is keyed (and rendered) by its path and these
 * alone. No page reads its query, so a shared link's `?utm_source=…` or `?fbclid=…` gets its
 * path's document, rendered once, and made-up queries can neither grow the shell nor push the
 * site's pages out of the cache. A page that starts reading a parameter names it here.
 */
export const DOCUMENT_QUERY_PARAMETERS: readonly string[] = [];

/** What a kept document of `url` is keyed and rendered by: its path and the parameters read. */
export function documentKeyOf(
  url: string,
  parameters: readonly string[] = DOCUMENT_QUERY_PARAMETERS,
): string {
  const { pathname, searchParams } = new URL(url, 'http://x');
  const read = new URLSearchParams();
  for (const name of parameters) {
    for (const value of searchParams.getAll(name)) read.append(name, value);
  }
  read.sort();
  const query = read.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The content's state as the API last said it, and whether every API instance has it yet. */
export interface ContentState {
  version: string;
  /**
   * Seen long enough that every API instance sharing the database answers from it (their
   * change signals follow within a short poll), so a render now reads what the version names.
   */
  settled: boolean;
}

export interface ContentVersionOptions {
  apiOrigin: string;
  /** The API is asked at most this often, whatever the traffic. */
  intervalMs?: number;
  /** An answer not back within it counts as no answer (documents are then rendered). */
  timeoutMs?: number;
  /** How long a new version must have been seen before documents rendered under it are kept. */
  settleMs?: number;
  now?: () => number;
}

/**
 * The API's `GET /api/content-version`, asked at most once per interval by one request that
 * every document request shares. No answer (the API down, slow, or saying something else)
 * gives null: nothing kept is trusted until it answers again.
 */
export function contentVersions({
  apiOrigin,
  intervalMs = 250,
  timeoutMs = 500,
  settleMs = 400,
  now = Date.now,
}: ContentVersionOptions) {
  const url = new URL('/api/content-version', apiOrigin).href;
  let known: { version: string; since: number } | null = null;
  let lastAsked = Number.NEGATIVE_INFINITY;
  /** Bumped by expire(): an answer asked before it may predate a write. */
  let generation = 0;
  let askedGeneration = -1;
  let asking: { generation: number; done: Promise<void> } | null = null;
  let asked = 0;

  async function ask(): Promise<void> {
    const askedAt = now();
    lastAsked = askedAt;
    askedGeneration = generation;
    asked += 1;
    try {
      const res = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = res.ok ? ((await res.json()) as { version?: unknown }) : null;
      if (!res.ok) await res.arrayBuffer();
      const version = typeof body?.version === 'string' && body.version ? body.version : null;
      known = version
        ? { version, since: known?.version === version ? known.since : askedAt }
        : null;
    } catch (_unreachable) {
      known = null;
    }
  }

  /** The current state, at most one interval old; null while the API does not say. */
  async function current(): Promise<ContentState | null> {
    // An answer on its way is the freshest there will be: every request waits for it.
    while (asking || now() - lastAsked >= intervalMs || askedGeneration < generation) {
      if (!asking) {
        const running = {
          generation,
          done: ask().finally(() => {
            asking = null;
          }),
        };
        asking = running;
      }
      await asking.done;
    }
    if (!known) return null;
    return { version: known.version, settled: now() - known.since >= settleMs };
  }

  /** A write went through this server: the next document asks again, not after the interval. */
  function expire(): void {
    generation += 1;
  }

  return { current, expire, asked: () => asked };
}

export type ContentVersions = ReturnType<typeof contentVersions>;

/** One document as it goes out. */
export interface ServedDocument {
  body: Buffer;
  encoding: Encoding;
  status: number;
  styleHashes: readonly string[];
  /** Set on a document that may be kept (complete, 200, under a known content version). */
  etag: string | null;
  /** Served from what was kept, without a render. */
  hit: boolean;
}

interface Entry {
  body: Buffer;
  etag: string;
  styleHashes: readonly string[];
  version: string;
  release: string;
  /** The server's date it was drawn on, when its render decided by the date; else null. */
  day: string | null;
}

/**
 * Draws kept of a document whose render made a random decision for the visit (a shuffled
 * grid): each request is served one of them at random, so a reload is shuffled anew while no
 * request waits for a render.
 */
export const DOCUMENT_VARIANTS = 8;

/** The server's local date, as `useServerDecision(…, 'day')` decisions read it. */
function dayOf(date: Date): string {
  return `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;
}

export interface DocumentCacheOptions {
  writer: {
    write: (url: string, match: RouteMatch | null) => Promise<WrittenDocument>;
    releaseOf: (match: RouteMatch | null) => Promise<string | null>;
  };
  versions: Pick<ContentVersions, 'current'>;
  /** Bytes of kept documents (their encoded bodies); 0: nothing is kept. */
  maxBytes: number;
  /** The clock (tests). */
  now?: () => Date;
  /** Which draw of a varied document a request gets (tests). */
  random?: () => number;
}

/** What one entry costs beyond its body: its key, its validator, the record. */
const ENTRY_OVERHEAD = 512;

/**
 * Rendered, compressed documents, kept per path (and the query parameters pages read,
 * documentKeyOf) and encoding while what they show is unchanged: the same content version (the
 * API's) and the same release of the page's remote.
 * Bounded in bytes (least recently used go first). A document that fell back, is not a 200,
 * or was written while the API did not say its version is served but never kept; concurrent
 * requests for one missing document share its one render. What the render decided on its own
 * is honoured too: a document drawn by the server's date is kept until midnight, and one with a
 * random draw per visit is kept as DOCUMENT_VARIANTS draws served at random.
 */
export function documentCache({
  writer,
  versions,
  maxBytes,
  now = () => new Date(),
  random = Math.random,
}: DocumentCacheOptions) {
  const kept =
    maxBytes > 0
      ? new LRUCache<string, Entry>({
          maxSize: maxBytes,
          sizeCalculation: (entry, key) => entry.body.length + key.length + ENTRY_OVERHEAD,
        })
      : null;
  /** Renders running, by version, release and URL. */
  const rendering = new Map<string, Promise<WrittenDocument>>();
  /** Misses being answered, by version, release, encoding and URL. */
  const producing = new Map<string, Promise<ServedDocument>>();
  let keptVersion: string | null = null;
  /**
   * Pages (origin and key) whose render draws per visit: how many draws are kept of each.
   * Bounded like the documents: without PUBLIC_URL the origin is the request's Host.
   */
  const draws = new LRUCache<string, number>({ max: 1024 });
  let today = { day: '', until: 0 };
  /** The server's date, worked out again only once the day it knew has ended. */
  function currentDay(): string {
    const date = now();
    if (date.getTime() >= today.until) {
      const midnight = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
      today = { day: dayOf(date), until: midnight.getTime() };
    }
    return today.day;
  }

  function rendered(url: string, match: RouteMatch | null, key: string) {
    let running = rendering.get(key);
    if (!running) {
      running = writer.write(url, match).finally(() => rendering.delete(key));
      rendering.set(key, running);
    }
    return running;
  }

  async function fresh(url: string, match: RouteMatch | null, encoding: Encoding) {
    const doc = await writer.write(url, match);
    return {
      body: await encode(doc.html, encoding, false),
      encoding,
      status: doc.status,
      styleHashes: doc.styleHashes,
      etag: null,
      hit: false,
    } satisfies ServedDocument;
  }

  async function produce(
    url: string,
    match: RouteMatch,
    encoding: Encoding,
    state: ContentState,
    release: string,
    key: string,
    draw: number,
    day: string,
  ): Promise<ServedDocument> {
    const page = `${match.origin} ${url}`;
    const doc = await rendered(url, match, `${state.version}\n${release}\n${draw}\n${page}`);
    const keep = doc.complete && doc.status === 200 && doc.release === release;
    if (keep && doc.varies.includes('visit')) draws.set(page, DOCUMENT_VARIANTS);
    const body = await encode(doc.html, encoding, keep && state.settled);
    const served: ServedDocument = {
      body,
      encoding,
      status: doc.status,
      styleHashes: doc.styleHashes,
      etag: keep ? etagOf(doc.html, encoding) : null,
      hit: false,
    };
    // A version seen only just now may not have reached every API instance the render read
    // from: served, but kept only once it has.
    if (keep && served.etag && state.settled && state.version === keptVersion) {
      kept?.set(key, {
        body,
        etag: served.etag,
        styleHashes: doc.styleHashes,
        version: state.version,
        release,
        day: doc.varies.includes('day') ? day : null,
      });
    }
    return served;
  }

  /** The document of `url` in `encoding`: kept, or written now (and kept when it may be). */
  async function get(
    url: string,
    match: RouteMatch | null,
    encoding: Encoding,
  ): Promise<ServedDocument> {
    if (!kept || !match) return fresh(url, match, encoding);
    const [state, release] = await Promise.all([versions.current(), writer.releaseOf(match)]);
    // The API does not say what the content is: rendered as if nothing were kept.
    if (!state || release === null) return fresh(url, match, encoding);
    if (state.version !== keptVersion) {
      // Everything kept shows older content.
      kept.clear();
      draws.clear();
      keptVersion = state.version;
    }
    // Rendered from its key alone, so the first request's query never shows in what others get.
    const keyUrl = documentKeyOf(url);
    // The document names its origin (canonical and alternate addresses): one per origin, so
    // a request with another Host never decides what others are served.
    const page = `${match.origin} ${keyUrl}`;
    const count = draws.get(page) ?? 1;
    const draw = count > 1 ? Math.floor(random() * count) : 0;
    const key = `${encoding} ${page}${draw > 0 ? ` #${draw}` : ''}`;
    const day = currentDay();
    const hit = kept.get(key);
    if (
      hit &&
      hit.version === state.version &&
      hit.release === release &&
      (hit.day === null || hit.day === day)
    ) {
      return { ...hit, encoding, status: 200, hit: true };
    }
    const missKey = `${state.version}\n${release}\n${day}\n${key}`;
    let running = producing.get(missKey);
    if (!running) {
      running = produce(keyUrl, match, encoding, state, release, key, draw, day).finally(() =>
        producing.delete(missKey),
      );
      producing.set(missKey, running);
    }
    return running;
  }

  return {
    get,
    /** Bytes kept now (as counted against the budget) and entries. */
    size: () => ({ bytes: kept?.calculatedSize ?? 0, entries: kept?.size ?? 0 }),
  };
}

export type DocumentCache = ReturnType<typeof documentCache>;

/** Whether an If-None-Match header names this ETag (or any, `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag === `W/${etag}`);
}
