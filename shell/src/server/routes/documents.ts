import type { FastifyInstance } from 'fastify';
import {
  SEEN_VERSION_COOKIE,
  UNMATCHED_ROUTE,
  cookieOf,
  labelRoute,
  matchesEtag,
} from '@koris/server-kit';
import { redirectOf } from '../../config/redirects';
import {
  FRESH_DOCUMENT_CACHE_CONTROL,
  KEPT_DOCUMENT_CACHE_CONTROL,
  type DocumentCache,
} from '../document/cache';
import { acceptedEncoding } from '../document/encoder';
import type { RouteMatch } from '../document/writer';
import { renderRequestId } from '../content-api';
import { NO_CHOICES, previewBar, type ReleaseChoices } from '../releases';
import type { RemoteName } from '@koris/shared/federation';
import { routeHead } from '../route-head';

/**
 * The head of the page at `pathname` (as requested, percent-encoded). Null for no page of the
 * site, and for a malformed path: the app shows its 404.
 */
function headOfPath(pathname: string) {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return routeHead(decoded);
}

/**
 * The route of a request: its path decoded and matched once (null: not a page of the site).
 * `origin`: the site's public origin, for the absolute addresses of its head.
 */
export function matchRoute(url: string, origin: string): RouteMatch | null {
  const pathname = new URL(url, 'http://x').pathname;
  const head = headOfPath(pathname);
  return head ? { pathname, head, origin } : null;
}

/**
 * The one address of the page at `pathname` (as requested, percent-encoded) when that is
 * spelled otherwise: another case, a trailing slash, a percent-encoded letter (`/EVENTS`,
 * `/events/`, `/%65vents` → `/events`). Null when `pathname` is the page's own address, or no
 * page of the site: those are answered as they are (a 404 for the latter).
 */
export function canonicalPathOf(pathname: string): string | null {
  // The route table matches without regard to case or a trailing slash (React Router's rule):
  // its own address is the route with the params filled in, each percent-encoded once, so the
  // address it names is its own again.
  const head = headOfPath(pathname);
  if (!head) return null;
  const canonical = head.path;
  // Never an address of another host (`//…`), never the same address again.
  if (!canonical.startsWith('/') || canonical.startsWith('//')) return null;
  return canonical === pathname ? null : canonical;
}

export interface DocumentRoutesOptions {
  documents: DocumentCache;
  /** The site's public origin of a request (seo.ts's publicOrigin). */
  originOf: (request: { protocol: string; host: string }) => string;
  /** Which release of each remote this browser gets (releases.ts). */
  releases: ReleaseChoices;
}

/**
 * Any other GET that is not a file: the document of that path (404 with the 404 page for an
 * address the site does not have), kept while the content and the page's remote release are
 * unchanged (document/cache.ts).
 */
export default async function documentRoutes(
  app: FastifyInstance,
  { documents, originOf, releases }: DocumentRoutesOptions,
) {
  app.get(
    '/*',
    {
      // Whatever a later hook adds, an answer that sets a cookie is nobody else's to keep.
      onSend: (_request, reply, payload, done) => {
        if (reply.hasHeader('set-cookie')) {
          reply.header('cache-control', 'private, no-store').removeHeader('etag');
        }
        done(null, payload);
      },
    },
    async (request, reply) => {
      // An old or misspelt address of a page moves there for good, query and all.
      const { pathname, search } = new URL(request.url, 'http://x');
      const moved = redirectOf(pathname);
      if (moved) return reply.redirect(`${moved}${search}`, 308);
      // Every other spelling of a page's address moves to its one address: only that one is
      // rendered and kept, so variants neither cost renders nor push kept documents out.
      const queryAt = request.url.indexOf('?');
      const asked = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
      const canonical = canonicalPathOf(asked);
      if (canonical) {
        return reply.redirect(`${canonical}${queryAt < 0 ? '' : request.url.slice(queryAt)}`, 308);
      }
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      // The render's API calls carry this request's id (request-id.ts).
      const match = matchRoute(request.url, originOf(request));
      // Timed under the page's route pattern, never its address (an unknown one: one label).
      labelRoute(request, match?.head.route ?? UNMATCHED_ROUTE);
      const ifNoneMatch = request.headers['if-none-match'];
      const choices = await releases.choose(request, reply);
      const remote = match?.head.module.split('/')[0] as RemoteName | undefined;
      const choice = remote ? choices.byRemote.get(remote) : undefined;
      const bar = previewBar(choices);
      const as =
        choices === NO_CHOICES ? undefined : { release: choice?.release, fresh: Boolean(bar), bar };
      const doc = await renderRequestId.run(request.id, () =>
        documents.get(
          request.url,
          match,
          encoding,
          {
            ifNoneMatch,
            // A writer's own last write (set by the API): never served from before it.
            seen: cookieOf(request.headers.cookie, SEEN_VERSION_COOKIE),
          },
          as,
        ),
      );
      // While a remote runs a canary, its pages differ by the browser's draw (a cookie).
      const varies = remote && choices.canaries.has(remote);
      reply.header('vary', varies ? 'Accept-Encoding, Cookie' : 'Accept-Encoding');
      // The styles written into the document are allowed by their hashes, nothing else inline.
      reply.allowStyles(doc.styleHashes);
      if (bar) {
        // A previewed page is this browser's alone.
        reply.header('cache-control', 'private, no-store');
      } else if (!doc.etag) {
        reply.header('cache-control', FRESH_DOCUMENT_CACHE_CONTROL);
      } else {
        // A canary's page is kept here per release, and by the browser alone.
        reply
          .header('cache-control', choice ? 'private, max-age=0' : KEPT_DOCUMENT_CACHE_CONTROL)
          .header('etag', doc.etag);
        if (matchesEtag(ifNoneMatch, doc.etag)) {
          return reply.code(304).send();
        }
      }
      if (doc.encoding !== 'identity') reply.header('content-encoding', doc.encoding);
      return reply.code(doc.status).type('text/html; charset=utf-8').send(doc.body);
    },
  );
}
