import { useAuthStore } from '@koris/shared/auth';
import type { User } from '@koris/shared/types';

export interface Reply {
  status?: number;
  body?: unknown;
}

/** Answers by "METHOD /path" (path without /api); unknown calls answer 404 JSON. */
export type Routes = Record<string, Reply | ((request: Request) => Reply | Promise<Reply>)>;

/**
 * Mocks HTTP at the fetch boundary: every call reaches `globalThis.fetch` as the real Request
 * ky built, which is kept for the test to inspect.
 */
export function mockFetch(routes: Routes) {
  const requests: Request[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(String(input));
    requests.push(request.clone());
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname.replace(/^\/api/, '')}`;
    const route = routes[key];
    const reply: Reply = route
      ? typeof route === 'function'
        ? await route(request.clone())
        : route
      : { status: 404, body: { message: `No route ${key}` } };
    const status = reply.status ?? 200;
    const body =
      status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body ?? null);
    return new Response(body, {
      status,
      headers: body === null ? {} : { 'Content-Type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, requests };
}

export const editor: User = {
  name: 'Anna Bērziņa',
  email: 'anna@koris.lv',
  roles: [{ name: 'update-data' }],
  is_edit_mode_active: true,
};

export function logIn(user: User = editor, token = 'tok-123') {
  useAuthStore.setState({ user, token });
}

export function resetAuth() {
  useAuthStore.setState({ user: null, token: null });
  sessionStorage.clear();
}
