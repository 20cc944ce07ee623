import { http, type HttpResponseResolver, type PathParams, type DefaultBodyType } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The one msw server of every package's jest tests. HTTP is answered here and only here, at
 * the network boundary: the real shared client (ky, its hooks, the error catalogue) runs.
 * `setup.ts` starts it for every test file; tests add answers with `server.use(...)`.
 */
export const server = setupServer();

const unhandled: string[] = [];

/**
 * Starts the server for a test file. A request no handler answers is an error in the test
 * that made it, not a quiet 404 the page may swallow: it is reported after the test.
 */
export function startServer(): void {
  server.listen({
    onUnhandledRequest(request, print) {
      unhandled.push(`${request.method} ${request.url}`);
      print.error();
    },
  });
}

/** Drops the handlers a test added and fails the test if it made a request nobody answered. */
export function resetServer(): void {
  server.resetHandlers();
  server.events.removeAllListeners();
  const missed = unhandled.splice(0);
  if (missed.length > 0) {
    throw new Error(`Requests without a handler (add one with server.use):\n${missed.join('\n')}`);
  }
}

export function closeServer(): void {
  server.close();
}

type Resolver = HttpResponseResolver<PathParams, DefaultBodyType>;

/**
 * Handlers for the API's routes, written as the API names them (`/events/:id`), from any
 * origin: the browser calls its own origin, the server render the API's.
 */
export const api = {
  get: (path: string, resolver: Resolver) => http.get(`*/api${path}`, resolver),
  post: (path: string, resolver: Resolver) => http.post(`*/api${path}`, resolver),
  put: (path: string, resolver: Resolver) => http.put(`*/api${path}`, resolver),
  delete: (path: string, resolver: Resolver) => http.delete(`*/api${path}`, resolver),
};
