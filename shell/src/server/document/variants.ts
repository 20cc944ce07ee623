import { LRUCache } from 'lru-cache';

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

export interface VariantOptions {
  /** The clock (tests). */
  now?: () => Date;
  /** Which draw of a varied document a request gets (tests). */
  random?: () => number;
}

/**
 * What a page's render decided on its own, as the kept documents honour it: the pages whose
 * render draws per visit (DOCUMENT_VARIANTS draws kept of each, one served at random), and the
 * server's date (a document drawn by it is kept until midnight).
 */
export function documentVariants({ now = () => new Date(), random = Math.random }: VariantOptions) {
  /**
   * Pages (origin and key) whose render draws per visit: how many draws are kept of each.
   * Bounded like the documents: without PUBLIC_URL the origin is the request's Host.
   */
  const draws = new LRUCache<string, number>({ max: 1024 });
  let today = { day: '', until: 0 };

  return {
    /** Which draw of `page` a request gets (0 for a page drawn once). */
    drawOf(page: string): number {
      const count = draws.get(page) ?? 1;
      return count > 1 ? Math.floor(random() * count) : 0;
    },
    /** How many draws of `page` are kept (1 for a page drawn once). */
    countOf(page: string): number {
      return draws.get(page) ?? 1;
    },
    /** `page`'s render draws per visit: keep several draws of it. */
    drawsPerVisit(page: string): void {
      draws.set(page, DOCUMENT_VARIANTS);
    },
    /** The server's date, worked out again only once the day it knew has ended. */
    day(): string {
      const date = now();
      if (date.getTime() >= today.until) {
        const midnight = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1);
        today = { day: dayOf(date), until: midnight.getTime() };
      }
      return today.day;
    },
    /** The content changed: pages are drawn anew. */
    clear(): void {
      draws.clear();
    },
  };
}
