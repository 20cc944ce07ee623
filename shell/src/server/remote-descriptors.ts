import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { sharedMismatches, type ManifestShared } from '@koris/shared/federation/singletons';
import type { RemoteName } from '@koris/shared/federation';
import { isInsideFolder, remoteFolder } from '@koris/server-kit';
import { inlineStyle, type InlineStyle } from './html';
import type { StartTag } from './start';
import { releaseManifestUrl } from './releases';

/** The files one exposed module needs at once. */
interface ExposedFiles {
  js: string[];
  css: string[];
}

/**
 * What the shell's server knows of one remote, derived from its two manifests (the browser
 * build's and the server build's) whenever they are re-read: where its files are, which files
 * each exposed page needs, the server entry that renders its pages (or none), and the texts of
 * its stylesheets once they were fetched.
 */
export interface RemoteDescriptor {
  manifestUrl: string;
  /** The remote's `remoteEntry.js`, null while its manifest cannot be read. */
  entry: string | null;
  exposes: ReadonlyMap<string, ExposedFiles>;
  /**
   * The versioned URL of its server `remoteEntry.js` (a deploy gives a new URL, so the next
   * render loads the new code); null without a server build, or when that build was made
   * against another major of a shared singleton than this server runs.
   */
  serverEntry: string | null;
  /** Stylesheet texts by URL (content-hashed files: fetched once per descriptor line). */
  styles: Map<string, Promise<InlineStyle | null>>;
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
  shared?: ManifestShared[];
}

export interface DescriptorOptions {
  /** Remote name → its manifest URL (remotes.json). */
  remotes: Readonly<Partial<Record<RemoteName, string>>>;
  /** Name → version of the shared singletons this server renders with; null: no server render. */
  serverShared: Readonly<Record<string, string>> | null;
  /** A manifest is re-read at most this often, so a deploy shows on the next page. */
  ttlMs?: number;
  /** A remote that does not answer within it keeps what was known (or gets no hints). */
  timeoutMs?: number;
}

const hash = (text: string) => createHash('sha1').update(text).digest('hex').slice(0, 12);

async function readManifest(url: string, timeoutMs: number) {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) return null;
  const text = await res.text();
  return { manifest: JSON.parse(text) as Manifest, version: hash(text) };
}

/** url(...) inside a stylesheet resolves against the stylesheet's own address. */
const absoluteUrls = (css: string, base: URL) =>
  css.replace(/url\((['"]?)([^'")]+)\1\)/g, (whole, quote: string, ref: string) =>
    /^(data:|[a-z]+:|\/|#)/i.test(ref) ? whole : `url(${quote}${new URL(ref, base).href}${quote})`,
  );

/**
 * One bounded cache of descriptors, one per remote, each re-read after `ttlMs`. A remote that
 * cannot be reached keeps the descriptor it had (its files are immutable), else gets an empty
 * one; either is kept for `ttlMs`, so a remote that is down costs one short wait per interval,
 * not one per page.
 */
export function remoteDescriptors({
  remotes,
  serverShared,
  ttlMs = 2_000,
  timeoutMs = 300,
}: DescriptorOptions) {
  const empty = (manifestUrl: string): RemoteDescriptor => ({
    manifestUrl,
    entry: null,
    exposes: new Map(),
    serverEntry: null,
    styles: new Map(),
  });

  async function serverEntryOf(manifestUrl: string): Promise<string | null> {
    if (!serverShared) return null;
    const read = await readManifest(
      new URL('server/mf-manifest.json', manifestUrl).href,
      timeoutMs,
    );
    const name = read?.manifest.metaData?.remoteEntry?.name;
    if (!read || !name) return null;
    if (sharedMismatches(read.manifest.shared ?? [], serverShared).length > 0) return null;
    // Named from the remote's folder (`server/remoteEntry.js`), like the manifest's own dir.
    const url = new URL(name, new URL('./', manifestUrl));
    // This server runs that code: only from the remote's configured folder, whatever a
    // manifest written by someone else names.
    if (!isInsideFolder(url, remoteFolder(manifestUrl))) return null;
    url.searchParams.set('v', read.version);
    return url.href;
  }

  async function describe(manifestUrl: string, stale?: RemoteDescriptor) {
    const [browser, serverEntry] = await Promise.all([
      readManifest(manifestUrl, timeoutMs),
      serverEntryOf(manifestUrl).catch(() => stale?.serverEntry ?? null),
    ]);
    const entry = browser?.manifest.metaData?.remoteEntry;
    if (!browser || !entry?.name) return { ...(stale ?? empty(manifestUrl)), serverEntry };
    // publicPath 'auto': every file sits beside the manifest.
    const base = new URL(entry.path ? `${entry.path.replace(/\/?$/, '/')}` : './', manifestUrl);
    const file = (name: string) => new URL(name, base).href;
    const exposes = new Map(
      (browser.manifest.exposes ?? []).map((e) => [
        e.name,
        {
          js: (e.assets?.js?.sync ?? []).map(file),
          css: (e.assets?.css?.sync ?? []).map(file),
        },
      ]),
    );
    // A manifest that names files elsewhere is refused like an unreadable one: the pages load
    // a remote's code only from its configured folder (the CSP allows no other either).
    const folder = remoteFolder(manifestUrl);
    const named = [file(entry.name), ...[...exposes.values()].flatMap((e) => [...e.js, ...e.css])];
    if (!named.every((url) => isInsideFolder(url, folder))) {
      return { ...(stale ?? empty(manifestUrl)), serverEntry };
    }
    // Styles of files the new manifest still names are kept: their names carry their hash.
    const current = new Set([...exposes.values()].flatMap((e) => e.css));
    const styles = new Map([...(stale?.styles ?? [])].filter(([href]) => current.has(href)));
    return { manifestUrl, entry: file(entry.name), exposes, serverEntry, styles };
  }

  /** By remote, or `remote release` for a release other than the current one. */
  const cache = new LRUCache<string, RemoteDescriptor>({
    max: 64,
    ttl: ttlMs,
    fetchMethod: async (key, stale) => {
      const [remote, release] = key.split(' ') as [RemoteName, string | undefined];
      const configured = remotes[remote];
      if (!configured) return undefined;
      const url = release ? releaseManifestUrl(configured, release) : configured;
      return describe(url, stale).catch(() => stale ?? empty(url));
    },
  });

  /**
   * The remote's descriptor (of `release` when given, else of its current release); undefined
   * for a remote the site does not have.
   */
  const get = (remote: RemoteName, release?: string) =>
    cache.fetch(release ? `${remote} ${release}` : remote);

  /** The text of one of the remote's stylesheets, written into a document (null: link it). */
  function styleOf(descriptor: RemoteDescriptor, href: string): Promise<InlineStyle | null> {
    let style = descriptor.styles.get(href);
    if (!style) {
      style = fetch(href, { signal: AbortSignal.timeout(timeoutMs) })
        .then(async (res) =>
          res.ok ? inlineStyle(href, absoluteUrls(await res.text(), new URL(href))) : null,
        )
        .catch(() => null);
      descriptor.styles.set(href, style);
      // A failure is tried again on a later page.
      void style.then((s) => s === null && descriptor.styles.delete(href));
    }
    return style;
  }

  return { get, styleOf };
}

export type RemoteDescriptors = ReturnType<typeof remoteDescriptors>;

/**
 * `<link rel=preload>` for a page of this remote: the manifest (the app fetches it with CORS),
 * and for a page the browser renders, the entry and the exposed module's own files at low
 * priority (the shell's code and styles go first). A rendered page does not wait for scripts.
 */
export function hintsFor(
  descriptor: RemoteDescriptor,
  exposed: string,
  rendered: boolean,
): { links: StartTag[]; css: string[] } {
  const links: StartTag[] = [
    [
      'link',
      { rel: 'preload', href: descriptor.manifestUrl, as: 'fetch', crossorigin: 'anonymous' },
    ],
  ];
  const files = descriptor.exposes.get(exposed);
  if (!descriptor.entry) return { links, css: [] };
  if (!rendered) {
    // Scripts are loaded by plain <script> tags (no crossorigin): preloads must match.
    for (const js of [descriptor.entry, ...(files?.js ?? [])]) {
      links.push(['link', { rel: 'preload', href: js, as: 'script', fetchpriority: 'low' }]);
    }
  }
  return { links, css: files?.css ?? [] };
}
