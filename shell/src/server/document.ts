import type { RemoteName } from '@koris/shared/federation';
import { escapeHtml, scriptJson } from './html';
import { hintsFor, type RemoteDescriptor, type RemoteDescriptors } from './remote-descriptors';
import type { RenderPage } from './render';
import type { RouteHead } from './route-head';
import type { ShellTemplates } from './template';

/** The route of one request, matched once and handed down. */
export interface RouteMatch {
  pathname: string;
  head: RouteHead;
}

export interface DocumentOptions {
  templates: ShellTemplates;
  descriptors: RemoteDescriptors;
  /** The server render; null: every page is drawn by the browser. */
  renderPage: RenderPage | null;
  /** A page not rendered within it is served without (the browser renders it). */
  renderTimeoutMs?: number;
  /** A rendered page's remote stylesheets written into it (else linked). */
  inlineCss?: boolean;
  onRenderError?: (error: unknown, url: string) => void;
}

export interface WrittenDocument {
  html: string;
  /** CSP sources of the styles written into it. */
  styleHashes: string[];
  /** The answer's status (a page of the site that exists: 200). */
  status: number;
  /**
   * Written as intended: the page's render (or no render, by configuration), its remote's
   * files, its styles. False when anything fell back (a remote down, a render given up, a
   * stylesheet not fetched): such a document is never kept.
   */
  complete: boolean;
  /** The remote release it was written with (releaseKey), null for a path that is no page. */
  release: string | null;
}

const INITIAL_DATA = 'koris-initial-data';

/**
 * What of a remote's release a page's document is written from: its entry, the files of the
 * exposed page (their names carry their hashes) and its versioned server entry. Equal keys give
 * the same document for the same content.
 */
export function releaseKey(descriptor: RemoteDescriptor | undefined, exposed: string): string {
  if (!descriptor) return 'none';
  const files = descriptor.exposes.get(exposed);
  return JSON.stringify([
    descriptor.entry,
    descriptor.serverEntry,
    files?.js ?? [],
    files?.css ?? [],
  ]);
}

/**
 * The shell's HTML document for one page: its own title, language, description and Open Graph
 * tags; the page itself rendered by the remote that owns it, with its first data; and the hints
 * that let the browser fetch the page's code while the shell's own arrives. A page that cannot
 * be rendered (a remote down, another major, the API failing or too slow) is served without
 * its render: the browser draws it, outage fallback included.
 */
export function documentWriter({
  templates,
  descriptors,
  renderPage,
  renderTimeoutMs = 1_000,
  inlineCss = true,
  onRenderError = () => undefined,
}: DocumentOptions) {
  async function renderOf(url: string, head: RouteHead, serverEntry: string | null) {
    if (!renderPage || !serverEntry) return null;
    const { module, params } = head;
    const remote = module.split('/')[0] as RemoteName;
    try {
      return await renderPage({
        url,
        module,
        params,
        entries: { [remote]: serverEntry },
        signal: AbortSignal.timeout(renderTimeoutMs),
      });
    } catch (error) {
      onRenderError(error, url);
      return null;
    }
  }

  /** The release of the remote that owns `match`'s page, as a document would be written now. */
  async function releaseOf(match: RouteMatch | null): Promise<string | null> {
    if (!match) return null;
    const [remote, exposed] = match.head.module.split('/') as [RemoteName, string];
    return releaseKey(await descriptors.get(remote), exposed);
  }

  /** The document for `url` (path and query), matched to `match` (null: not a page). */
  async function write(url: string, match: RouteMatch | null): Promise<WrittenDocument> {
    if (!match) {
      return { html: templates.html, styleHashes: [], status: 200, complete: false, release: null };
    }
    const { head, pathname } = match;
    const [remote, exposed] = head.module.split('/') as [RemoteName, string];
    const descriptor = await descriptors.get(remote);
    const rendered = descriptor ? await renderOf(url, head, descriptor.serverEntry) : null;
    // Without a server render by configuration a plain document is what was meant; with one,
    // a plain document is a fallback.
    let complete = Boolean(descriptor?.entry) && (renderPage === null || rendered !== null);
    const { links, css } = descriptor
      ? hintsFor(descriptor, exposed, rendered !== null)
      : { links: [], css: [] };
    const styleHashes = rendered ? [...templates.rendered.styleHashes] : [];
    const styles = await Promise.all(
      css.map(async (href) => {
        const link = escapeHtml(href);
        if (!rendered) return `<link rel="preload" href="${link}" as="style">`;
        // A rendered page paints with its styles (no flash of unstyled content, no shift).
        const style = inlineCss && descriptor ? await descriptors.styleOf(descriptor, href) : null;
        if (!style) {
          if (inlineCss) complete = false;
          return `<link rel="stylesheet" href="${link}">`;
        }
        styleHashes.push(style.hash);
        // The federation runtime loads a remote page's stylesheet itself, unless a link of that
        // address is in the document already: a print-only one satisfies it without blocking
        // the first paint or adding the same rules again later.
        return `${style.html}<link rel="stylesheet" href="${link}" media="print">`;
      }),
    );
    // React puts the resources it hoists (the preload of a high-priority image) before the
    // markup when it renders less than the whole document: they belong in the head.
    const hoisted = rendered ? (/^(?:<link [^>]*>)+/.exec(rendered.html)?.[0] ?? '') : '';
    const description = escapeHtml(head.description);
    const title = escapeHtml(head.title);
    const html = (rendered ? templates.rendered : templates.plain).fill({
      lang: head.lang,
      title,
      head: [
        `<meta name="description" content="${description}">`,
        `<meta property="og:type" content="website">`,
        `<meta property="og:title" content="${title}">`,
        `<meta property="og:description" content="${description}">`,
        `<meta property="og:locale" content="${head.lang === 'en' ? 'en_GB' : 'lv_LV'}">`,
        ...links,
        ...styles,
        hoisted,
      ].join(''),
      root: rendered ? rendered.html.slice(hoisted.length) : '',
      data: rendered
        ? `<script type="application/json" id="${INITIAL_DATA}">${scriptJson({ path: pathname, data: rendered.data })}</script>`
        : '',
    });
    return { html, styleHashes, status: 200, complete, release: releaseKey(descriptor, exposed) };
  }

  return { write, releaseOf };
}
