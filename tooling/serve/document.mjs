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
import { createHash } from 'node:crypto';
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
 * The shell's server render (`dist-server/render.cjs`, src/server/render.tsx), or null when the
 * shell was built without it. The API origin its data calls go to is set before it loads.
 */
export function loadRenderPage(shellDir, apiOrigin) {
  const file = path.join(shellDir, 'dist-server', 'render.cjs');
  if (!existsSync(file)) return null;
  process.env.KORIS_SSR_API_ORIGIN = apiOrigin;
  return require(file);
}

/** JSON inside a <script type="application/json">: nothing in it can close the element. */
const scriptJson = (value) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * @param {object} opts
 * @param {string} opts.indexHtml   the built index.html with the site-wide hints
 * @param {Record<string,string>} opts.remotes  remote name → manifest URL (remotes.json)
 * @param {(pathname: string) => null | {title:string, lang:string, description:string, module:string}} opts.routeHead
 * @param {null | {renderPage: Function, sharedMajors: Record<string,string>}} [opts.server]
 *   the server render (loadRenderPage); without it every document is the app's empty one
 * @param {number} [opts.renderTimeoutMs]  a page not rendered within it is served without
 * @param {(error: unknown, url: string) => void} [opts.onRenderError]
 */
export function createDocument({
  indexHtml,
  remotes,
  routeHead,
  server = null,
  manifestTtlMs = 2_000,
  manifestTimeoutMs = 300,
  renderTimeoutMs = 1_000,
  onRenderError = () => undefined,
}) {
  const manifests = new Map();

  async function manifestOf(url) {
    const cached = manifests.get(url);
    if (cached && Date.now() - cached.at < manifestTtlMs) return cached.value;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(manifestTimeoutMs) });
      const text = res.ok ? await res.text() : null;
      const value = text ? { ...JSON.parse(text), version: hash(text) } : null;
      manifests.set(url, { at: Date.now(), value });
      return value;
    } catch {
      // Unreachable or slow: the stale copy if any (its files are immutable), else no hints.
      return cached?.value ?? null;
    }
  }

  /**
   * The versioned URL of a remote's server entry (`server/remoteEntry.js?v=<manifest hash>`):
   * a deploy gives a new URL, so the next render loads the new code. Null when the remote has
   * no server build, or was built against another major of a shared module than the shell's
   * server runs (the browser's version guard then shows its fallback).
   */
  async function serverEntryOf(remote) {
    const manifestUrl = remotes[remote];
    if (!manifestUrl || !server) return null;
    const serverManifestUrl = new URL('server/mf-manifest.json', manifestUrl).href;
    const manifest = await manifestOf(serverManifestUrl);
    const entry = manifest?.metaData?.remoteEntry?.name;
    if (!entry) return null;
    for (const shared of manifest.shared ?? []) {
      const runs = server.sharedMajors[shared.name];
      if (runs && String(shared.version).split('.')[0] !== runs) return null;
    }
    // Named from the remote's folder (`server/remoteEntry.js`), like the manifest's own dir.
    const url = new URL(entry, new URL('./', manifestUrl));
    url.searchParams.set('v', manifest.version);
    return url.href;
  }

  /** The page's markup and data, or null (served without: the browser renders it). */
  async function renderOf(url, moduleId) {
    const remote = moduleId.split('/')[0];
    const entry = await serverEntryOf(remote);
    if (!entry) return null;
    try {
      return await server.renderPage({
        url,
        module: moduleId,
        entries: { [remote]: entry },
        signal: AbortSignal.timeout(renderTimeoutMs),
      });
    } catch (error) {
      onRenderError(error, url);
      return null;
    }
  }

  /** `<link rel=preload>` for the manifest, the entry and the exposed module's own files. */
  async function hintsFor(moduleId, rendered = false) {
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
    const expose = manifest.exposes?.find((e) => e.name === exposed);
    // A rendered page does not wait for them: they would only take bandwidth from its styles
    // and images, and the app asks for them itself right after the first paint.
    if (!rendered) {
      links.push(`<link rel="preload" href="${file(entry.name)}" as="script" fetchpriority="low">`);
      for (const js of expose?.assets?.js?.sync ?? []) {
        links.push(`<link rel="preload" href="${file(js)}" as="script" fetchpriority="low">`);
      }
    }
    for (const css of expose?.assets?.css?.sync ?? []) {
      // A rendered page paints with its styles (no flash of unstyled content, no shift).
      links.push(
        rendered
          ? `<link rel="stylesheet" href="${file(css)}">`
          : `<link rel="preload" href="${file(css)}" as="style">`,
      );
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
    const pathname = new URL(url, 'http://x').pathname;
    const rendered = await renderOf(url, head.module);
    const tags = [
      `<meta name="description" content="${escapeHtml(head.description)}">`,
      `<meta property="og:type" content="website">`,
      `<meta property="og:title" content="${escapeHtml(head.title)}">`,
      `<meta property="og:description" content="${escapeHtml(head.description)}">`,
      `<meta property="og:locale" content="${head.lang === 'en' ? 'en_GB' : 'lv_LV'}">`,
      ...(await hintsFor(head.module, rendered !== null)),
    ];
    // React puts the resources it hoists (the preload of a high-priority image) before the
    // markup when it renders less than the whole document: they belong in the head.
    const hoisted = rendered ? (/^(?:<link [^>]*>)+/.exec(rendered.html)?.[0] ?? '') : '';
    if (hoisted) tags.push(hoisted);
    const body = rendered
      ? `<div id="root">${rendered.html.slice(hoisted.length)}</div><script type="application/json" id="koris-initial-data">${scriptJson({ path: pathname, data: rendered.data })}</script>`
      : null;
    // A rendered page paints before the app's code runs: the shell's start-up styles (preloaded
    // for the app otherwise) apply from the start, so nothing moves when the code arrives.
    // Its start-up scripts are not preloaded either (see hintsFor).
    const shellHtml = rendered
      ? indexHtml
          .replace(
            /<link rel="?preload"? href="?([^" >]+\.css)"? as="?style"?>/g,
            (_hint, href) => `<link rel="stylesheet" href="${href}">`,
          )
          .replace(/<link rel="?preload"? href="?[^" >]+\.js"? as="?script"?>/g, '')
      : indexHtml;
    return shellHtml
      .replace(/<html lang="?[a-z-]*"?/, `<html lang="${head.lang}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
      .replace(/<meta name="?description"? content="[^"]*">/, '')
      .replace('</head>', `${tags.join('')}</head>`)
      .replace(/<div id="?root"?><\/div>/, (empty) => body ?? empty);
  }

  return { render };
}

function hash(text) {
  return createHash('sha1').update(text).digest('hex').slice(0, 12);
}
