/**
 * What the shell's server itself reads from the API for search engines and link previews: a
 * gallery (does it exist, its pictures), and the lists the sitemap is made of. Plain `fetch`
 * with a short time budget: these answers only add to a page, they never hold one up for long.
 */
import type { Event, Gallery } from '@koris/shared/types';
import { renderRequestHeaders } from './request-id';

/** An answer of the API: its body, or `missing` (the API says it has no such thing). */
export type ApiRead<T> = { ok: true; body: T } | { ok: false; missing: boolean };

export interface ContentApi {
  gallery(id: string): Promise<ApiRead<Gallery>>;
  galleries(): Promise<ApiRead<Gallery[]>>;
  events(): Promise<ApiRead<Event[]>>;
}

export function contentApi(apiOrigin: string, timeoutMs = 1_000): ContentApi {
  async function read<T>(path: string): Promise<ApiRead<T>> {
    try {
      const response = await fetch(new URL(path, apiOrigin), {
        headers: { accept: 'application/json', ...renderRequestHeaders() },
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        // A 4xx other than a rate limit: the address names nothing the API has (an unknown
        // id, one that is not a number, one far too long).
        const missing = response.status >= 400 && response.status < 500 && response.status !== 429;
        return { ok: false, missing };
      }
      return { ok: true, body: (await response.json()) as T };
    } catch {
      return { ok: false, missing: false };
    }
  }
  return {
    gallery: (id) => read(`/api/galleries/${encodeURIComponent(id)}`),
    galleries: () => read('/api/galleries'),
    events: () => read('/api/events'),
  };
}
