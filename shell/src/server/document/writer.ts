import { isHttpError, ServerData, type DecisionLasts, type Settled } from '@koris/shared/api';
import { pageTitle, paths } from '@koris/shared/config';
import type { RemoteName } from '@koris/shared/federation';
import { NOT_FOUND_ELEMENT_ID } from '../../app/not-found-here';
import { notFoundText } from '../../config/not-found';
import { escapeHtml, scriptJson } from '../html';
import type { Event } from '@koris/shared/types';

/** The key under which the events page's render keeps its current events' first page. */
const CURRENT_EVENTS_KEY = 'content:events:current:';
import { hintsFor, type RemoteDescriptor, type RemoteDescriptors } from '../remote-descriptors';
import type { RenderNotFound, RenderPage } from '../render';
import type { RouteHead } from '../route-head';
import { seoTags, type PageFacts } from '../seo';
import type { StartTag } from '../start';
import type { ShellTemplates } from '../template';

/** The route of one request, matched once and handed down. */
export interface RouteMatch {
  pathname: string;
  head: RouteHead;
  /** The site's public origin (PUBLIC_URL or the request's own): absolute addresses in the head. */
  origin: string;
}

export interface DocumentOptions {
  templates: ShellTemplates;
  descriptors: RemoteDescriptors;
  /** The server render; null: every page is drawn by the browser. */
  renderPage: RenderPage | null;
  /** The server render of the 404 page; null: the browser draws it. */
  renderNotFound?: RenderNotFound | null;
  /** A page's subject not read within it is left out of its head (the document is not kept). */
  factsTimeoutMs?: number;
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
  /** 404 for an address the site does not have, or an id that names nothing. */
  status: 200 | 404;
  /**
   * Written as intended: the page's render (or no render, by configuration), its remote's
   * files, its styles, its facts. False when anything fell back (a remote down, a render given
   * up, a stylesheet not fetched, the API not answering): such a document is never kept.
   */
  complete: boolean;
  /**
   * What the page's render decided on its own (a random order each visit, the server's date):
   * how long the document may be served again beyond its content and release.
   */
  varies: readonly DecisionLasts[];
}

const INITIAL_DATA = 'koris-initial-data';

/**
 * What of a remote's release a page's document is written from: its entry, the files of the
 * exposed page (their names carry their hashes) and its versioned server entry. Equal keys give
 * the same document for the same content.
 */
function releaseKey(descriptor: RemoteDescriptor | undefined, exposed: string): string {
  if (!descriptor) return 'none';
  const files = descriptor.exposes.get(exposed);
  return JSON.stringify([
    descriptor.entry,
    descriptor.serverEntry,
    files?.js ?? [],
    files?.css ?? [],
  ]);
}

/** The release of the remote that renders a page, read once per document. */
export interface PageRelease {
  /** Equal keys: the same document for the same content (releaseKey). */
  key: string;
  descriptor: RemoteDescriptor | undefined;
}

/** An API answer that names nothing the API has (an unknown id, one that is not a number). */
const isMissing = (error: unknown) =>
  isHttpError(error) &&
  error.response.status >= 400 &&
  error.response.status < 500 &&
  error.response.status !== 429;

/** `promise`'s value, or `fallback` once `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * What the head shows of the page's subject: read into the page's own data, so the page and
 * its head are written from one answer. An API that does not answer says nothing either way:
 * the page is served as it would be without these tags.
 */
/**
 * The current events the events page's render read (its first page, under the key of the
 * content remote's events source), or null when it read none.
 */
function renderedEvents(data: ServerData): Event[] | null {
  const found = Object.entries(data.snapshot()).find(([key]) => key.startsWith(CURRENT_EVENTS_KEY));
  return Array.isArray(found?.[1]) ? (found[1] as Event[]) : null;
}

async function factsOf(data: ServerData, head: RouteHead, timeoutMs: number): Promise<PageFacts> {
  if (!head.subject) return { found: true };
  const unanswered: Settled<never> = { ok: false, error: null };
  const read = await within(data.settle(head.subject), timeoutMs, unanswered);
  if (read.ok) return { found: true, gallery: read.value };
  return { found: !isMissing(read.error) };
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
  renderNotFound = null,
  factsTimeoutMs = 1_000,
  renderTimeoutMs = 1_000,
  inlineCss = true,
  onRenderError = () => undefined,
}: DocumentOptions) {
  async function renderOf(
    url: string,
    head: RouteHead,
    serverEntry: string | null,
    data: ServerData,
  ) {
    if (!renderPage || !serverEntry) return null;
    const { module, params } = head;
    const remote = module.split('/')[0] as RemoteName;
    try {
      return await renderPage({
        url,
        module,
        params,
        data,
        entries: { [remote]: serverEntry },
        signal: AbortSignal.timeout(renderTimeoutMs),
      });
    } catch (error) {
      onRenderError(error, url);
      return null;
    }
  }

  /**
   * The release of the remote that owns `match`'s page, as a document would be written now:
   * `release` when given (a preview or a canary), else the current one.
   */
  async function releaseOfPage({ head }: RouteMatch, release?: string): Promise<PageRelease> {
    const [remote, exposed] = head.module.split('/') as [RemoteName, string];
    const descriptor = await descriptors.get(remote, release);
    return { key: releaseKey(descriptor, exposed), descriptor };
  }
  const releaseOf = async (match: RouteMatch | null, release?: string) =>
    match ? releaseOfPage(match, release) : null;

  /**
   * The 404 page, rendered by the shell (it needs no remote), or drawn by the browser when
   * that fails. `knownPath`: a page of the route table whose id names nothing; the document
   * tells the app so, and it draws the 404 page there instead of the route's.
   */
  async function notFound(url: string, knownPath: string | null): Promise<WrittenDocument> {
    let rendered: string | null = null;
    if (renderNotFound) {
      try {
        const signal = AbortSignal.timeout(renderTimeoutMs);
        rendered = (await renderNotFound({ url, knownPath, signal })).html;
      } catch (error) {
        onRenderError(error, url);
      }
    }
    const template = rendered === null ? templates.plain : templates.rendered;
    const html = template.fill({
      lang: 'lv',
      title: escapeHtml(pageTitle(notFoundText.heading)),
      head: '<meta name="robots" content="noindex">',
      root: rendered ?? '',
      data: knownPath
        ? `<script type="application/json" id="${NOT_FOUND_ELEMENT_ID}">${scriptJson({ path: knownPath })}</script>`
        : '',
    });
    return {
      html,
      styleHashes: [...template.styleHashes],
      status: 404,
      complete: false,
      varies: [],
    };
  }

  /**
   * The document for `url` (path and query), matched to `match` (null: not a page), written
   * with `release` (its remote's as releaseOf read it; read now when not given).
   */
  async function write(
    url: string,
    match: RouteMatch | null,
    release?: PageRelease,
  ): Promise<WrittenDocument> {
    if (!match) return notFound(url, null);
    const { head, pathname } = match;
    // The page's data, its head's included, each read once for both.
    const data = new ServerData();
    // Asked beside the render: a page that turns out not to exist costs no waiting.
    const facts = factsOf(data, head, factsTimeoutMs);
    const exposed = head.module.split('/')[1]!;
    const { descriptor } = release ?? (await releaseOfPage(match));
    const rendered = descriptor ? await renderOf(url, head, descriptor.serverEntry, data) : null;
    // Without a server render by configuration a plain document is what was meant; with one,
    // a plain document is a fallback.
    let complete = Boolean(descriptor?.entry) && (renderPage === null || rendered !== null);
    const { links, css } = descriptor
      ? hintsFor(descriptor, exposed, rendered !== null)
      : { links: [], css: [] };
    const styleHashes = rendered ? [...templates.rendered.styleHashes] : [];
    const start: StartTag[] = [...links];
    const styles = await Promise.all(
      css.map(async (href) => {
        if (!rendered) {
          start.push(['link', { rel: 'preload', href, as: 'style' }]);
          return '';
        }
        // A rendered page paints with its styles (no flash of unstyled content, no shift).
        const style = inlineCss && descriptor ? await descriptors.styleOf(descriptor, href) : null;
        if (!style) {
          if (inlineCss) complete = false;
          return `<link rel="stylesheet" href="${escapeHtml(href)}">`;
        }
        styleHashes.push(style.hash);
        // The federation runtime loads a remote page's stylesheet itself, unless a link of that
        // address is in the document already: a print-only one, added before the page's code
        // runs, satisfies it without adding the same rules again.
        start.push(['link', { rel: 'stylesheet', href, media: 'print' }]);
        return style.html;
      }),
    );
    // React puts the resources it hoists (the preload of a high-priority image) before the
    // markup when it renders less than the whole document: they belong in the head.
    const hoisted = rendered ? (/^(?:<link [^>]*>)+/.exec(rendered.html)?.[0] ?? '') : '';
    const { found, ...known } = await facts;
    if (!found) return notFound(url, pathname);
    // A page whose subject the API did not give is written without its tags: not kept.
    if (head.subject && !known.gallery) complete = false;
    // The events page's structured data names the events its render listed (the same read).
    const listed = head.path === paths.events ? renderedEvents(data) : null;
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
        seoTags(match.origin, head, { found, ...known, ...(listed && { events: listed }) }),
        ...styles,
        hoisted,
      ].join(''),
      root: rendered ? rendered.html.slice(hoisted.length) : '',
      data: rendered
        ? `<script type="application/json" id="${INITIAL_DATA}">${scriptJson({ path: pathname, data: rendered.data })}</script>`
        : '',
      start,
    });
    return {
      html,
      styleHashes,
      status: 200,
      complete,
      varies: rendered?.varies ?? [],
    };
  }

  return { write, releaseOf };
}
