import type { Event } from '@koris/shared/types';

/** One recorded call at the fetch boundary. */
export interface Call {
  method: string;
  path: string;
  search: URLSearchParams;
  form: FormData | null;
  headers: Headers;
}

export type Reply = { status?: number; body: unknown };
type Handler = (call: Call) => Reply | Promise<Reply>;

export const json = (body: unknown, status = 200): Reply => ({ body, status });

/**
 * Replaces `fetch` with a small router: `"GET /api/events/current": handler`. Unknown calls
 * answer 404 so a test sees them fail, and every call is recorded.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const type = request.headers.get('Content-Type') ?? '';
    const form = type.includes('multipart/form-data') ? await request.formData() : null;
    const call: Call = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      form,
      headers: request.headers,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    const reply = handler ? await handler(call) : json({ message: 'Not found' }, 404);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

/** A paged list endpoint over `items`, as the API pages it (skip/take, or all). */
export function pagedList(items: () => Event[]): Handler {
  return ({ search }) => {
    const all = items();
    const skip = Number(search.get('skip') ?? 0);
    const take = search.has('take') ? Number(search.get('take')) : all.length;
    return json(all.slice(skip, skip + take));
  };
}

let nextId = 1;

export function makeEvent(overrides: Partial<Event> = {}): Event {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Notikums ${id}`,
    description: `Apraksts ${id}`,
    footer: null,
    order: id,
    is_current: 1,
    image_url: `/uploads/events/${id}.webp`,
    image: {
      width: 1280,
      height: 853,
      src: `/uploads/events/${id}-640.webp`,
      srcset: `/uploads/events/${id}-320.webp 320w, /uploads/events/${id}-640.webp 640w, /uploads/events/${id}-1280.webp 1280w`,
      thumb: `/uploads/events/${id}-120.webp`,
    },
    created_at: '2025-03-05T10:00:00.000Z',
    updated_at: '2025-03-05T10:00:00.000Z',
    galleries: [],
    ...overrides,
  };
}
