/**
 * The shell's HTML document, written per path (issue 13): the page's own <title>, language,
 * description and Open Graph tags, and preload hints for the code of the remote that renders
 * it, read from that remote's live `mf-manifest.json`. Without the hints the browser finds
 * the page's code only after the chain shell code → manifest → remoteEntry.js → chunk; with
 * them all of it downloads in parallel with the shell's own code.
 *
 * The manifest is re-read at most every `manifestTtlMs` (2 s), so a redeployed remote is
 * hinted right after it goes live; a hint that is stale only costs one wasted download,
 * because the app itself still loads whatever the manifest says at run time. A remote that
 * does not answer within `manifestTimeoutMs` simply gets no hints.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

/** The shell's route table for the server, built by `pnpm --filter @koris/shell build`. */
export function loadRouteHead(shellDir) {
  const file = path.join(shellDir, 'dist-server', 'route-head.cjs');
  return existsSync(file) ? require(file).routeHead : () => null;
}

/**
 * @param {object} opts
 * @param {string} opts.indexHtml   the built index.html with the site-wide hints
 * @param {Record<string,string>} opts.remotes  remote name → manifest URL (remotes.json)
 * @param {(pathname: string) => null | {title:string, lang:string, description:string, module:string}} opts.routeHead
 */
export function createDocument({
  indexHtml,
  remotes,
  routeHead,
  manifestTtlMs = 2_000,
  manifestTimeoutMs = 300,
}) {
  const manifests = new Map();

  async function manifestOf(url) {
    const cached = manifests.get(url);
    if (cached && Date.now() - cached.at < manifestTtlMs) return cached.value;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(manifestTimeoutMs) });
      const value = res.ok ? await res.json() : null;
      manifests.set(url, { at: Date.now(), value });
      return value;
    } catch {
      // Unreachable or slow: the stale copy if any (its files are immutable), else no hints.
      return cached?.value ?? null;
    }
  }

  /** `<link rel=preload>` for the manifest, the entry and the exposed module's own files. */
  async function hintsFor(moduleId) {
    const [remote, exposed] = moduleId.split('/');
    const manifestUrl = remotes[remote];
    if (!manifestUrl) return [];
    const links = [
      // The app fetches the manifest with fetch() (CORS, no credentials).
      `<link rel="preload" href="${escapeHtml(manifestUrl)}" as="fetch" crossorigin="anonymous">`,
    ];
    const manifest = await manifestOf(manifestUrl);
    const entry = manifest?.metaData?.remoteEntry;
    if (!entry?.name) return links;
    // publicPath 'auto': every file sits beside the manifest.
    const base = new URL(entry.path ? `${entry.path.replace(/\/?$/, '/')}` : './', manifestUrl);
    const file = (name) => escapeHtml(new URL(name, base).href);
    // Scripts are loaded by plain <script> tags (no crossorigin): preloads must match. They
    // are needed after the shell's own start (in the document's own hints): low priority lets
    // the shell's code and styles go first, so the layout paints while these still arrive.
    links.push(`<link rel="preload" href="${file(entry.name)}" as="script" fetchpriority="low">`);
    const expose = manifest.exposes?.find((e) => e.name === exposed);
    for (const js of expose?.assets?.js?.sync ?? []) {
      links.push(`<link rel="preload" href="${file(js)}" as="script" fetchpriority="low">`);
    }
    for (const css of expose?.assets?.css?.sync ?? []) {
      links.push(`<link rel="preload" href="${file(css)}" as="style">`);
    }
    return links;
  }

  /** The document for `url` (path and query). */
  async function render(url) {
    let head = null;
    try {
      head = routeHead(decodeURIComponent(new URL(url, 'http://x').pathname));
    } catch {
      // A malformed path: the app shows its 404.
    }
    if (!head) return indexHtml;
    const tags = [
      `<meta name="description" content="${escapeHtml(head.description)}">`,
      `<meta property="og:type" content="website">`,
      `<meta property="og:title" content="${escapeHtml(head.title)}">`,
      `<meta property="og:description" content="${escapeHtml(head.description)}">`,
      `<meta property="og:locale" content="${head.lang === 'en' ? 'en_GB' : 'lv_LV'}">`,
      ...(await hintsFor(head.module)),
    ];
    return indexHtml
      .replace(/<html lang="?[a-z-]*"?/, `<html lang="${head.lang}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
      .replace(/<meta name="?description"? content="[^"]*">/, '')
      .replace('</head>', `${tags.join('')}</head>`);
  }

  return { render };
}
