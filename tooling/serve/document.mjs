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
import { readFile } from 'node:fs/promises';
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
 * @param {string | null} [opts.inlineStylesFrom]  the shell's build folder: a rendered page's
 *   stylesheets are written into its document (inlineStylesheets), else linked
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
  inlineStylesFrom = null,
}) {
  const manifests = new Map();
  const remoteOrigins = new Set(
    Object.values(remotes).flatMap((url) => {
      try {
        return [new URL(url).origin];
      } catch {
        return [];
      }
    }),
  );
  const stylesheets = inlineStylesFrom
    ? stylesheetTexts({
        root: inlineStylesFrom,
        origins: remoteOrigins,
        timeoutMs: manifestTimeoutMs,
      })
    : null;

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
    const html = shellHtml
      .replace(/<html lang="?[a-z-]*"?/, `<html lang="${head.lang}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
      .replace(/<meta name="?description"? content="[^"]*">/, '')
      .replace('</head>', `${tags.join('')}</head>`)
      .replace(/<div id="?root"?><\/div>/, (empty) => body ?? empty);
    return rendered && stylesheets ? inlineStylesheets(html, stylesheets) : html;
  }

  return { render };
}

/** A `<link rel="stylesheet">` as the shell's build and the document above write it. */
const STYLESHEET_LINK = /<link rel="?stylesheet"? href="?([^" >]+\.css)"?>/g;
/** A content-hashed file name: its text never changes, so it is read once. */
const HASHED_CSS = /\.[0-9a-f]{8,}\.css$/;

/**
 * The text of a stylesheet the document links, by its href: the shell's own from its build
 * folder, a remote's from that remote's server (only the site's remotes, within `timeoutMs`).
 * Only content-hashed files, each read once and kept (at most `max` of them); null when it
 * cannot be had, and the page then links it as before.
 */
function stylesheetTexts({ root, origins, timeoutMs, max = 200 }) {
  const cache = new Map();
  async function load(href) {
    if (!HASHED_CSS.test(href)) return null;
    if (href.startsWith('/') && !href.startsWith('//')) {
      const file = path.join(root, path.normalize(href));
      if (!file.startsWith(root + path.sep)) return null;
      return readFile(file, 'utf8').catch(() => null);
    }
    const url = new URL(href);
    if (!origins.has(url.origin)) return null;
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!res.ok) return null;
    // url(...) inside resolves against the stylesheet's own address, wherever it is written.
    return (await res.text()).replace(/url\((['"]?)([^'")]+)\1\)/g, (whole, quote, ref) =>
      /^(data:|[a-z]+:|\/|#)/i.test(ref) ? whole : `url(${quote}${new URL(ref, url).href}${quote})`,
    );
  }
  return (href) => {
    if (!cache.has(href)) {
      if (cache.size >= max) cache.delete(cache.keys().next().value);
      const text = load(href).catch(() => null);
      cache.set(href, text);
      // A failure is tried again on a later page.
      text.then((t) => t === null && cache.get(href) === text && cache.delete(href));
    }
    return cache.get(href);
  };
}

/**
 * A rendered page's stylesheets written into its document as `<style data-href="…">` (issue
 * 13): the page paints with the document alone, without waiting for one more request per
 * file (one more connection for a remote's). The browser's code knows them by `data-href`
 * (mini-css-extract's chunk loading) and does not fetch them again.
 */
async function inlineStylesheets(html, textOf) {
  const hrefs = [...new Set([...html.matchAll(STYLESHEET_LINK)].map((m) => m[1]))];
  const texts = new Map(await Promise.all(hrefs.map(async (href) => [href, await textOf(href)])));
  return html.replace(STYLESHEET_LINK, (link, href) => {
    const text = texts.get(href);
    if (text == null || /<\/style/i.test(text)) return link;
    const style = `<style data-href="${escapeHtml(href)}">${text}</style>`;
    // The federation runtime loads a remote page's stylesheet itself, unless a
    // <link rel="stylesheet"> of that address is in the document already: a print-only one
    // satisfies it without blocking the first paint or adding the same rules again later.
    return href.startsWith('/')
      ? style
      : `${style}<link rel="stylesheet" href="${escapeHtml(href)}" media="print">`;
  });
}

/** The CSP source of each style element in a document: `'sha256-…'`, for `style-src`. */
export function inlineStyleSources(html) {
  return [...html.matchAll(/<style data-href="[^"]*">([\s\S]*?)<\/style>/g)].map(
    (m) => `'sha256-${createHash('sha256').update(m[1], 'utf8').digest('base64')}'`,
  );
}

function hash(text) {
  return createHash('sha1').update(text).digest('hex').slice(0, 12);
}
