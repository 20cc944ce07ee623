/**
 * The document pipeline's front: a page's document kept, or written now and kept when it may
 * be; right after an edit, the page's previous document while the new one renders
 * (docs/decisions/043). Its parts have one job each: the content-version watcher
 * (content-version.ts), the store bounded in bytes (kept-store.ts), the per-visit draws and the
 * day rollover (variants.ts), the validators (@koris/server-kit's ETags) and the encoder
 * (encoder.ts).
 */
import { etagOf, isOlderVersion, matchesEtag } from '@koris/server-kit';
import type { ContentState, ContentVersions } from './content-version';
import { encode, type Encoding } from './encoder';
import { keptDocuments, type KeptDocument } from './kept-store';
import { documentVariants, type VariantOptions } from './variants';
import type { PageRelease, RouteMatch, WrittenDocument } from './writer';

/**
 * A kept document: a shared cache may keep it one second and serve it a few seconds more while
 * it asks again (the site's own freshness is the origin's, a staff edit shows within a second
 * here and within the stale window at a CDN); a browser always asks (max-age=0), cheaply, with
 * its ETag.
 */
export const KEPT_DOCUMENT_CACHE_CONTROL =
  'public, max-age=0, s-maxage=1, stale-while-revalidate=5';
/**
 * A document written afresh that must not be kept anywhere (a fallback, a 404, no version), or
 * a kept one of older content served while the current one renders.
 */
export const FRESH_DOCUMENT_CACHE_CONTROL = 'no-cache';

/**
 * DOCUMENT_STALE_SECONDS by default: as long as a shared cache may serve a kept document while
 * it asks again (KEPT_DOCUMENT_CACHE_CONTROL's stale-while-revalidate), so the origin promises
 * no more than the header already allows.
 */
export const DEFAULT_DOCUMENT_STALE_SECONDS = 5;

/**
 * DOCUMENT_STALE_SECONDS: how long after the shell first saw newer content a visitor may still
 * be served the page's previous document while the new one renders (0: never, every first
 * request after an edit waits for its render).
 */
export function documentStaleSeconds(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_DOCUMENT_STALE_SECONDS;
  if (!/^\d+$/.test(value.trim())) {
    throw new Error(
      `DOCUMENT_STALE_SECONDS must be a whole number of seconds (0 serves no older document), not "${value}"`,
    );
  }
  return Number(value.trim());
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
  /**
   * Served from a kept document of older content while the current one renders in the
   * background (set only then; `hit` too). It goes out without a validator.
   */
  stale?: boolean;
}

/** What the document pipeline reports as it works (the shell's metrics). */
export interface DocumentEvents {
  /**
   * A page's document served: from what was kept (`true`), or written for this request;
   * `stale`, a kept document of older content served while the current one renders.
   */
  served(hit: boolean, stale?: boolean): void;
  /** A document written (rendered, or drawn by the browser when its render fell back). */
  written(doc: WrittenDocument): void;
}

export interface DocumentCacheOptions extends VariantOptions {
  writer: {
    write: (
      url: string,
      match: RouteMatch | null,
      release?: PageRelease,
    ) => Promise<WrittenDocument>;
    releaseOf: (match: RouteMatch | null, release?: string) => Promise<PageRelease | null>;
  };
  versions: Pick<ContentVersions, 'current'>;
  /**
   * Runs a render under the content version it is made for: its API calls ask for at least it
   * (content-api.ts's atContentVersion). By default the render runs as it is.
   */
  atVersion?: <T>(version: string, work: () => Promise<T>) => Promise<T>;
  /** Bytes of kept documents (their encoded bodies); 0: nothing is kept. */
  maxBytes: number;
  /**
   * How long after the shell first saw newer content a kept document of the older may be served
   * while the newer renders (DOCUMENT_STALE_SECONDS in ms); 0: never, as before stale copies.
   */
  staleMs?: number | undefined;
  events?: DocumentEvents | undefined;
  /** A render started for nobody's request (the newer document behind a stale copy) threw. */
  onRenderError?: ((error: unknown, url: string) => void) | undefined;
}

/** What a request brings that decides what it may be answered. */
export interface DocumentRequest {
  /** Its If-None-Match: any kept draw of the page it names is answered (then a 304). */
  ifNoneMatch?: string | undefined;
  /**
   * The content version of the requester's own last write (the `koris_seen` cookie): nothing
   * older is served to it (docs/decisions/042).
   */
  seen?: string | undefined;
}

/**
 * How one browser's document differs from everyone's (releases.ts): another release of the
 * page's remote (a preview or a canary), written afresh and kept for nobody (a preview), with
 * a bar before `#root`. Without it, a document is exactly everyone's.
 */
export interface ServeAs {
  release?: string | undefined;
  fresh?: boolean;
  bar?: { html: string; styleHash: string } | null;
}

/** A document to write for a miss, and where it is kept. */
interface Miss {
  /** Path and the query parameters pages read (documentKeyOf). */
  url: string;
  match: RouteMatch;
  encoding: Encoding;
  state: ContentState;
  release: PageRelease;
  /** Where it is kept: encoding, origin, key and draw. */
  key: string;
  /** `${origin} ${url}`: one page of one origin. */
  page: string;
  draw: number;
  day: string;
}

/**
 * Rendered, compressed documents, kept per path (and the query parameters pages read,
 * documentKeyOf) and encoding while what they show is unchanged: the same content version (the
 * API's) and the same release of the page's remote.
 * A document that fell back, is not a 200, or was written while the API did not say its
 * version is served but never kept; concurrent requests for one missing document share its
 * one render. What the render decided on its own is honoured too (variants.ts).
 * Once the content has changed, a visitor may be served the page's document of the previous
 * content for a short while (`staleMs`) as the current one renders in the background; a
 * writer, a preview, or anyone after that while waits for the render (docs/decisions/043).
 */
export function documentCache({
  writer,
  versions,
  maxBytes,
  staleMs = DEFAULT_DOCUMENT_STALE_SECONDS * 1000,
  events,
  onRenderError,
  atVersion = (_version, work) => work(),
  now = () => new Date(),
  ...variantOptions
}: DocumentCacheOptions) {
  const write: DocumentCacheOptions['writer']['write'] = events
    ? async (...args) => {
        const doc = await writer.write(...args);
        events.written(doc);
        return doc;
      }
    : writer.write;
  const kept = keptDocuments(maxBytes);
  const variants = documentVariants({ ...variantOptions, now });
  const staleFor = Math.max(0, staleMs);
  const clock = () => now().getTime();
  /** Renders running, by version, release and URL. */
  const rendering = new Map<string, Promise<WrittenDocument>>();
  /** Misses being answered, by version, release, encoding and URL. */
  const producing = new Map<string, Promise<ServedDocument>>();
  let keptVersion: string | null = null;
  /**
   * Versions whose documents may still be kept, by when the shell first saw content newer than
   * each: a document of one is served stale until `staleFor` after that, then swept. Measured
   * per version, so edits in a row never stretch how old a stale copy may be.
   */
  const supersededAt = new Map<string, number>();
  /** When the next superseded version's stale copies expire (then they are swept). */
  let sweepAt = Number.POSITIVE_INFINITY;

  /** The content moved to `version`: what was kept shows older content. */
  function contentChanged(version: string): void {
    // Back to a version already left (a database restored): what was kept of it may not show
    // what the token names now, so nothing kept is used, as without stale copies.
    if (staleFor === 0 || supersededAt.has(version)) {
      kept?.clear();
      supersededAt.clear();
      sweepAt = Number.POSITIVE_INFINITY;
    } else if (keptVersion !== null) {
      const at = clock();
      supersededAt.set(keptVersion, at);
      sweepAt = Math.min(sweepAt, at + staleFor);
    }
    // Whether a page draws per visit is learnt again from its first render of the new content
    // (an edit may take away what it drew: kept as 8 draws, it would cost 8 renders of one
    // document). Until then the page is one draw: the stale copy served meanwhile is its draw 0,
    // the one every page has, and its background render is the one that learns. Validators
    // stay correct either way: only a draw of the current version answers a 304, and a stale
    // copy goes out without a validator.
    variants.clear();
    keptVersion = version;
  }

  /** Forgets the versions whose stale while has ended, and the documents kept of them. */
  function sweep(at: number): void {
    sweepAt = Number.POSITIVE_INFINITY;
    for (const [version, since] of supersededAt) {
      if (at - since >= staleFor) supersededAt.delete(version);
      else sweepAt = Math.min(sweepAt, since + staleFor);
    }
    if (!kept) return;
    const expired: string[] = [];
    for (const [key, entry] of kept.entries()) {
      if (entry.version !== keptVersion && !supersededAt.has(entry.version)) expired.push(key);
    }
    for (const key of expired) kept.delete(key);
  }

  /** One render per version, release, draw and page, whoever asks for it. */
  function rendered({ url, match, state, release, draw, page }: Miss) {
    const key = `${state.version}\n${release.key}\n${draw}\n${page}`;
    let running = rendering.get(key);
    if (!running) {
      running = atVersion(state.version, () => write(url, match, release)).finally(() =>
        rendering.delete(key),
      );
      rendering.set(key, running);
    }
    return running;
  }

  async function fresh(
    url: string,
    match: RouteMatch | null,
    encoding: Encoding,
    atLeast?: string,
    as?: ServeAs,
  ) {
    const release = as?.release ? await writer.releaseOf(match, as.release) : null;
    const render = () => write(url, match, release ?? undefined);
    const doc = await (atLeast ? atVersion(atLeast, render) : render());
    const bar = as?.bar;
    return {
      body: await encode(
        bar ? doc.html.replace('<div id="root">', () => `${bar.html}<div id="root">`) : doc.html,
        encoding,
        false,
      ),
      encoding,
      status: doc.status,
      styleHashes: bar ? [...doc.styleHashes, bar.styleHash] : doc.styleHashes,
      etag: null,
      hit: false,
    } satisfies ServedDocument;
  }

  async function produce(miss: Miss): Promise<ServedDocument> {
    const { encoding, state, release, key, page, day } = miss;
    const doc = await rendered(miss);
    const keep = doc.complete && doc.status === 200;
    if (keep && doc.varies.includes('visit')) variants.drawsPerVisit(page);
    const body = await encode(doc.html, encoding, keep && state.settled);
    const etag = keep ? etagOf(doc.html, encoding) : null;
    // A version seen only just now may not have reached every API instance the render read
    // from: served, but kept only once it has.
    if (etag && state.settled && state.version === keptVersion) {
      kept?.set(key, {
        body,
        etag,
        styleHashes: doc.styleHashes,
        version: state.version,
        release: release.key,
        day: doc.varies.includes('day') ? day : null,
      });
    }
    return { body, encoding, status: doc.status, styleHashes: doc.styleHashes, etag, hit: false };
  }

  /**
   * The newer document behind a stale copy, rendered for nobody's request: kept as any miss is.
   * When it does not land (it fell back, is not a 200, or threw), the stale copy goes, so the
   * next request renders in the foreground as it would without stale copies.
   */
  function revalidate(missKey: string, miss: Miss, older: KeptDocument): void {
    const dropOlder = () => {
      if (kept?.peek(miss.key) === older) kept.delete(miss.key);
    };
    const running = produce(miss)
      .then(
        (doc) => {
          if (!doc.etag) dropOlder();
          return doc;
        },
        (error: unknown) => {
          dropOlder();
          throw error;
        },
      )
      .finally(() => producing.delete(missKey));
    producing.set(missKey, running);
    // Nobody awaits it but a writer who may join it: its failure is told here, never left
    // unhandled.
    running.catch((error: unknown) => onRenderError?.(error, miss.url));
  }

  /**
   * The document of `url` in `encoding`: kept, or written now (and kept when it may be); `as`
   * one browser's release of the page's remote, kept apart from everyone's.
   */
  async function get(
    url: string,
    match: RouteMatch | null,
    encoding: Encoding,
    { ifNoneMatch, seen }: DocumentRequest = {},
    as?: ServeAs,
  ): Promise<ServedDocument> {
    if (!kept || !match || as?.fresh) {
      if (match) events?.served(false);
      return fresh(url, match, encoding, seen, as);
    }
    const [state, release] = await Promise.all([
      versions.current(seen),
      writer.releaseOf(match, as?.release),
    ]);
    // The API does not say what the content is, or not yet what a writer wrote: rendered as if
    // nothing were kept.
    if (!state || release === null || (seen && isOlderVersion(state.version, seen))) {
      events?.served(false);
      return fresh(url, match, encoding, seen, as);
    }
    if (state.version !== keptVersion) contentChanged(state.version);
    const at = clock();
    if (at >= sweepAt) sweep(at);
    // Rendered from its key alone, so the first request's query never shows in what others get.
    const keyUrl = documentKeyOf(url);
    // The document names its origin (canonical and alternate addresses): one per origin, so
    // a request with another Host never decides what others are served.
    const page = `${match.origin} ${keyUrl}`;
    // A release other than the current one is kept under its own key: neither pushes the
    // other out, and nobody gets a document of a release they were not given.
    const keyOf = (draw: number) =>
      `${encoding} ${page}${draw > 0 ? ` #${draw}` : ''}${as?.release ? ` @${as.release}` : ''}`;
    const day = variants.day();
    const current = (entry: KeptDocument): boolean =>
      entry.version === state.version &&
      entry.release === release.key &&
      (entry.day === null || entry.day === day);
    /**
     * A kept document of older content that this request may be served while the current one
     * renders: within `staleFor` of when the shell first saw newer content, of the same release
     * and day. Never to a writer (its `seen`): version tokens do not always order, and a writer
     * must not be shown content older than its write (docs/decisions/042); a preview never gets
     * here.
     */
    const stale = (entry: KeptDocument | undefined): entry is KeptDocument => {
      if (entry === undefined || seen || staleFor === 0) return false;
      const since = supersededAt.get(entry.version);
      return (
        since !== undefined &&
        at - since < staleFor &&
        entry.release === release.key &&
        (entry.day === null || entry.day === day)
      );
    };
    const draws = variants.countOf(page);
    if (ifNoneMatch && draws > 1) {
      // The browser's copy is one draw of a per-visit page: any draw kept now is as valid as
      // the one this request would be served, so the copy it names is answered (then a 304).
      for (let other = 0; other < draws; other += 1) {
        const entry = kept.get(keyOf(other));
        if (entry && current(entry) && matchesEtag(ifNoneMatch, entry.etag)) {
          events?.served(true);
          return { ...entry, encoding, status: 200, hit: true };
        }
      }
    }
    const draw = variants.drawOf(page);
    const key = keyOf(draw);
    const hit = kept.get(key);
    if (hit && current(hit)) {
      events?.served(true);
      return { ...hit, encoding, status: 200, hit: true };
    }
    const missKey = `${state.version}\n${release.key}\n${day}\n${key}`;
    const miss = { url: keyUrl, match, encoding, state, release, key, page, draw, day };
    if (stale(hit)) {
      // One render of the current document, shared with any request already waiting for it.
      // Not while the version is unsettled: what it rendered would be served to nobody and
      // not kept; the first request once it has settled starts it.
      if (state.settled && !producing.has(missKey)) revalidate(missKey, miss, hit);
      events?.served(true, true);
      // Without a validator (sent no-cache): the browser's copy is never confirmed by older
      // content, and no shared cache keeps it as fresh.
      return {
        body: hit.body,
        encoding,
        status: 200,
        styleHashes: hit.styleHashes,
        etag: null,
        hit: true,
        stale: true,
      };
    }
    events?.served(false);
    let running = producing.get(missKey);
    if (!running) {
      running = produce(miss).finally(() => producing.delete(missKey));
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
