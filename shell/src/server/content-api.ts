/**
 * What the shell's server itself asks the API, through the one HTTP client the pages use
 * (@koris/shared/api, pointed at the API by `setServerApiOrigin`): the content's version, the
 * API's health, and the lists the sitemap is made of. Each with a short time budget: these
 * answers only add to a page or a check, they never hold one up for long. What a page shows
 * (its head included) is read by its route data instead (document.ts).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { api } from '@koris/shared/api';
import type { Event, Gallery } from '@koris/shared/types';
import { MIN_CONTENT_VERSION_HEADER, REQUEST_ID_HEADER } from '@koris/server-kit';

/**
 * The id of the request the server works for. The shared API client's calls from this process
 * carry it (`renderRequestHeaders`), so the API logs them under the visitor's request.
 */
export const renderRequestId = new AsyncLocalStorage<string>();

/**
 * The content version a render is made under: its API calls ask for at least it, so an API
 * instance that has not yet heard of a write catches up first (docs/decisions/042).
 */
export const renderContentVersion = new AsyncLocalStorage<string>();

/** Runs a render's work under `version` (renderContentVersion). */
export function atContentVersion<T>(version: string, work: () => Promise<T>): Promise<T> {
  return renderContentVersion.run(version, work);
}

/**
 * The headers the server's own API calls add: the current request's id, and the content
 * version the render is made under, if any.
 */
export function renderRequestHeaders(): Record<string, string> {
  const id = renderRequestId.getStore();
  const version = renderContentVersion.getStore();
  return {
    ...(id && { [REQUEST_ID_HEADER]: id }),
    ...(version && { [MIN_CONTENT_VERSION_HEADER]: version }),
  };
}

/** GET of an API path: its JSON body, or null when the API does not answer it in time. */
async function read<T>(
  path: string,
  timeoutMs: number,
  headers: Record<string, string> = {},
): Promise<T | null> {
  try {
    const res = await api.get(path, { timeout: timeoutMs, throwHttpErrors: false, headers });
    if (res.ok) return (await res.json()) as T;
    // Read or not, an answer's body holds its connection until it is let go.
    await res.body?.cancel();
    return null;
  } catch (_unanswered) {
    return null;
  }
}

/** The galleries and the events, for the sitemap; null: not answered. */
export const sitemapLists = (timeoutMs = 1_000) =>
  Promise.all([read<Gallery[]>('galleries', timeoutMs), read<Event[]>('events', timeoutMs)]);

/**
 * The API's `GET /api/content-version`; null when it does not say (down, slow, another answer).
 * Asked once for every request waiting: under no request's id. `atLeast`: a writer's version,
 * which the answering instance learns of first.
 */
export async function contentVersion(timeoutMs: number, atLeast?: string): Promise<string | null> {
  const headers: Record<string, string> = atLeast ? { [MIN_CONTENT_VERSION_HEADER]: atLeast } : {};
  const body = await renderRequestId.exit(() =>
    renderContentVersion.exit(() =>
      read<{ version?: unknown } | null>('content-version', timeoutMs, headers),
    ),
  );
  return typeof body?.version === 'string' && body.version ? body.version : null;
}

/** The API's own health check, under the id of the request that asks; null: healthy. */
export async function apiProblem(requestId: string, timeoutMs: number): Promise<string | null> {
  try {
    const res = await api.get('health', {
      timeout: timeoutMs,
      throwHttpErrors: false,
      headers: { [REQUEST_ID_HEADER]: requestId },
    });
    // The body is not needed; reading it frees the connection.
    await res.arrayBuffer();
    return res.ok ? null : 'the API is not healthy';
  } catch (_unreachable) {
    return 'the API cannot be reached';
  }
}
