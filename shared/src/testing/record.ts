import type { RequestHandler } from 'msw';
import { server } from './msw';

/** One request as the server saw it, for a test to check what the page sent. */
export interface RecordedRequest {
  method: string;
  /** The whole address, with origin and query. */
  url: string;
  /** The path without origin (`/api/events/current`). */
  path: string;
  search: URLSearchParams;
  headers: Headers;
  authorization: string | null;
  /** The multipart fields as text (a file as "[file]"), once read; else null. */
  fields: Record<string, string> | null;
  /** The multipart body as sent (files stay Files), once read; else null. */
  form: FormData | null;
  /** The JSON body, parsed, once read; else undefined. */
  json: unknown;
}

/**
 * Records every request from now to the end of the test, in the order sent. Bodies are read
 * from a copy as each request starts; `settled()` waits until every body has been read.
 */
export function recordRequests() {
  const requests: RecordedRequest[] = [];
  const reading: Promise<void>[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const copy = request.clone();
    const recorded: RecordedRequest = {
      method: request.method,
      url: request.url,
      path: url.pathname,
      search: url.searchParams,
      headers: new Headers(request.headers),
      authorization: request.headers.get('authorization'),
      fields: null,
      form: null,
      json: undefined,
    };
    requests.push(recorded);
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('multipart/form-data')) {
      reading.push(
        copy.formData().then((form) => {
          recorded.form = form;
          recorded.fields = {};
          form.forEach((value, name) => {
            recorded.fields![name] = typeof value === 'string' ? value : '[file]';
          });
        }),
      );
    } else if (type.includes('application/json')) {
      reading.push(copy.json().then((json: unknown) => void (recorded.json = json)));
    }
  });
  // Not enumerable: a test compares the list itself with `toEqual`.
  return Object.defineProperties(requests, {
    settled: { value: () => Promise.all(reading).then(() => undefined) },
    /** The requests with this method and path, e.g. `of('POST', '/api/events')`. */
    of: {
      value: (method: string, path: string) =>
        requests.filter((request) => request.method === method && request.path === path),
    },
  }) as RecordedRequest[] & {
    settled: () => Promise<void>;
    of: (method: string, path: string) => RecordedRequest[];
  };
}

/**
 * A test's server: `defaults`, then `extra` over them (added last, so they answer first), and
 * the record of every request from here on.
 */
export function serveWith(defaults: RequestHandler[], extra: RequestHandler[] = []) {
  const calls = recordRequests();
  server.use(...defaults);
  server.use(...extra);
  return { calls };
}
