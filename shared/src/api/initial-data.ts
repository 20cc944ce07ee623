import { createContext, use, useContext, useSyncExternalStore } from 'react';
import type { Resource } from './resource';

/**
 * Data a page was rendered with on the server, handed to the browser in the document. The
 * shell's server prefetches the page's `routeData` into a `ServerData` and renders with it in
 * context: each resource is fetched once per render and the answers are written into the
 * document as JSON. In the browser `useResource` and `useInfiniteList` start from that answer
 * while the first page is hydrated, so the page starts from what the visitor already sees
 * instead of a loader.
 *
 * Keys name a call and its arguments (`events:current:0:6`), so a page asks for exactly the data
 * it would have fetched itself. A key the document does not carry returns undefined: the page
 * loads as it always did.
 */
export class ServerData {
  private readonly requests = new Map<string, Promise<unknown>>();
  private readonly values = new Map<string, unknown>();
  private readonly lasting = new Set<DecisionLasts>();
  /** Why an optional resource came back empty (its value is recorded as null). */
  private readonly failures = new Map<string, unknown>();

  /** A decision the render drew (`useServerDecision`), and how long it holds. */
  decided(lasts: DecisionLasts): void {
    this.lasting.add(lasts);
  }

  /**
   * What the render's own decisions depend on, beyond the content and the code: the shell's
   * server keeps a document accordingly (several draws for 'visit', until midnight for 'day').
   */
  varies(): DecisionLasts[] {
    return [...this.lasting];
  }

  /**
   * The render's decision under `key`, drawn by `decide` the first time it is asked for and
   * recorded for the document. Synchronous: a decision waits for nothing, so the render does not
   * suspend for it.
   */
  decide<T>(key: string, decide: () => T): T {
    if (!this.values.has(key)) this.values.set(key, decide());
    return this.values.get(key) as T;
  }

  /**
   * One request per key and render; the answer is kept for the document. An optional
   * resource that fails is recorded as null: the page renders without it and the browser
   * asks for it itself.
   */
  load<T>(key: string, fetcher: () => Promise<T>, optional = false): Promise<T> {
    let request = this.requests.get(key) as Promise<T> | undefined;
    if (!request) {
      const fetched = optional
        ? fetcher().catch((error: unknown) => {
            this.failures.set(key, error);
            return null as T;
          })
        : fetcher();
      request = fetched.then((value) => {
        this.values.set(key, value);
        return value;
      });
      this.requests.set(key, request);
    }
    return request;
  }

  /**
   * Fetches a route's resources side by side before the render, so the render finds every
   * answer ready instead of discovering them one component (and one round trip) at a time.
   */
  async prefetch(resources: readonly Resource<unknown>[]): Promise<void> {
    await Promise.all(resources.map(({ key, fetch, optional }) => this.load(key, fetch, optional)));
  }

  /**
   * The outcome of one resource, fetched once with the render's own reads: the page's head
   * is written from the answer its page renders with (a 404 for a gallery the API does not
   * have, its picture in the head).
   */
  async settle<T>(resource: Resource<T>): Promise<Settled<T>> {
    try {
      const value = await this.load(resource.key, resource.fetch, resource.optional);
      const failed = this.failures.has(resource.key);
      return failed ? { ok: false, error: this.failures.get(resource.key) } : { ok: true, value };
    } catch (error) {
      return { ok: false, error };
    }
  }

  has(key: string): boolean {
    return this.values.has(key);
  }

  get<T>(key: string): T {
    return this.values.get(key) as T;
  }

  /**
   * Every answer that arrived, for the document (`<script type="application/json">`), by key:
   * the same answers give the same bytes whichever arrived first, so the same document has the
   * same validator on every render and every shell instance.
   */
  snapshot(): Record<string, unknown> {
    return Object.fromEntries([...this.values].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
}

/** A resource's answer, or why there is none. */
export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** What the shell's server writes into the document. */
export interface DocumentBlock {
  /** The path the page was rendered for. */
  path: string;
  data: Record<string, unknown>;
}

/** Set by the shell's server render only; null in the browser. */
export const ServerDataContext = createContext<ServerData | null>(null);

/** The id of the JSON block the shell's server writes the answers into. */
export const INITIAL_DATA_ELEMENT_ID = 'koris-initial-data';

let fromDocument: DocumentBlock | null | undefined;

function documentData(): Record<string, unknown> | null {
  if (fromDocument === undefined) {
    fromDocument = null;
    const element =
      typeof document !== 'undefined' ? document.getElementById(INITIAL_DATA_ELEMENT_ID) : null;
    if (element?.textContent) {
      try {
        fromDocument = JSON.parse(element.textContent) as DocumentBlock;
      } catch (_malformed) {
        // A damaged block only costs the head start: every page loads its data itself.
      }
    }
  }
  // Only on the path it was rendered for: the next page renders before the shell forgets it.
  return fromDocument && fromDocument.path === window.location.pathname ? fromDocument.data : null;
}

/**
 * The document's data is for the first page of a visit only: after the first navigation every
 * page fetches fresh data (the shell calls this on a page change).
 */
export function forgetInitialData(): void {
  fromDocument = null;
}

/**
 * True while the first page of a visit starts from the server's render: on the server, and in
 * the browser until the first navigation. Parts that reveal themselves once their data has
 * arrived (PageReveal) start revealed then, as the server drew them.
 */
export function useServerRendered(): boolean {
  const server = useContext(ServerDataContext);
  return server !== null || documentData() !== null;
}

/** Reads the document's data block again (tests). */
export function resetInitialData(): void {
  fromDocument = undefined;
}

/**
 * The server-rendered answer of `resource`, the first state of `useResource` and
 * `useInfiniteList`: on the server it was prefetched for the route (or is fetched now, and the
 * render waits for it); in the browser it is read from the document, and undefined when the
 * document has none (a page reached by navigation, or a page the server did not render).
 * `wanted` false: not asked for (a resource the page does not load yet).
 */
export function useServerAnswer<T>(
  { key, fetch, optional }: Resource<T>,
  wanted = true,
): T | undefined {
  const server = useContext(ServerDataContext);
  if (!wanted) return undefined;
  const answer = server
    ? server.has(key)
      ? server.get<T>(key)
      : use(server.load(key, fetch, optional))
    : (documentData()?.[key] as T | undefined);
  // An optional resource the server could not get: the page asks for it itself.
  return optional && answer === null ? undefined : answer;
}

/**
 * A document's answer serves the one mount that started from it: opening the same thing again
 * later in the visit asks the server afresh (staff may have changed it meanwhile).
 */
export function consumeServerAnswer(key: string): void {
  if (fromDocument) delete fromDocument.data[key];
}

/**
 * How long a decision of the server's render holds: `visit`, a random draw that every visit
 * makes anew (a shuffle); `day`, one that follows the server's date.
 */
export type DecisionLasts = 'visit' | 'day';

/**
 * A value the server's render decided (a random order, the server's date) that the browser's
 * hydration must reuse: `decide` runs on the server, and in the browser whenever the document
 * carries no decision (undefined then). `lasts` tells the shell's server how long a document
 * drawn with it may be served again.
 */
export function useServerDecision<T>(
  key: string,
  decide: () => T,
  lasts: DecisionLasts,
): T | undefined {
  const server = useContext(ServerDataContext);
  if (!server) return documentData()?.[key] as T | undefined;
  server.decided(lasts);
  return server.decide(key, decide);
}

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's HTML, true after: for parts
 * only the browser can draw (they render nothing until then, on both sides alike).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
