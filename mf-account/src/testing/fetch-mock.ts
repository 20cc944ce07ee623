/**
 * HTTP mocked at the fetch boundary (STYLE.md): the real shared client (ky, hooks, error
 * catalogue) runs; only the network answers come from here.
 */
export interface Reply {
  status?: number;
  body?: unknown;
}

export interface RecordedCall {
  method: string;
  path: string;
  /** Multipart fields of the body, as sent. */
  fields: Record<string, string>;
  authorization: string | null;
}

export type Handler = Reply | ((call: RecordedCall) => Reply | Promise<Reply>);

/** Routes keyed "POST /api/login". An unknown route answers 404 with a message. */
export function mockFetch(routes: Record<string, Handler | Handler[]>) {
  const calls: RecordedCall[] = [];
  const queues = new Map<string, Handler[]>();
  for (const [key, handler] of Object.entries(routes)) {
    queues.set(key, Array.isArray(handler) ? [...handler] : [handler]);
  }
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const fields: Record<string, string> = {};
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const type = request.headers.get('content-type') ?? '';
      if (type.startsWith('multipart/form-data')) {
        (await request.formData()).forEach((value, name) => {
          fields[name] = typeof value === 'string' ? value : '[file]';
        });
      }
    }
    const call = {
      method: request.method,
      path,
      fields,
      authorization: request.headers.get('authorization'),
    };
    calls.push(call);
    const queue = queues.get(`${request.method} ${path}`);
    // Several handlers for one route answer in turn; the last one keeps answering.
    const handler = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    const { status = 200, body = {} } = reply ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return { calls, fetchMock };
}

/** Makes fetch reject as the browser does when the network is down. */
export function mockNetworkDown() {
  globalThis.fetch = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  }) as typeof fetch;
}
