/**
 * HTTP mocked at the fetch boundary (STYLE.md): the real shared client (ky, its hooks, the
 * error catalogue) runs, only the network's answers come from here.
 */
export interface Call {
  method: string;
  path: string;
  /** Multipart fields in the order sent, files as "[file]". */
  fields: [string, string][] | null;
  json: unknown;
  headers: Headers;
}

export interface Reply {
  status?: number;
  body?: unknown;
}

type Handler = Reply | ((call: Call) => Reply | Promise<Reply>);

export const reply = (body: unknown, status = 200): Reply => ({ body, status });

const realFetch = globalThis.fetch;

/**
 * Replaces fetch with a small router keyed "POST /api/apply". Unknown calls answer 404 (a
 * test sees them fail) and every call is recorded.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const type = request.headers.get('Content-Type') ?? '';
    let fields: Call['fields'] = null;
    let json: unknown = undefined;
    if (type.includes('multipart/form-data')) {
      fields = [];
      (await request.formData()).forEach((value, name) => {
        fields!.push([name, typeof value === 'string' ? value : '[file]']);
      });
    } else if (type.includes('application/json')) {
      json = await request.json();
    }
    const call: Call = {
      method: request.method,
      path: new URL(request.url).pathname,
      fields,
      json,
      headers: request.headers,
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.path}`];
    const answer =
      typeof handler === 'function'
        ? await handler(call)
        : (handler ?? reply({ message: 'Not found' }, 404));
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { calls, fetchMock };
}

export function restoreFetch() {
  globalThis.fetch = realFetch;
}

/** A reply the test releases when it wants: the request stays pending until then. */
export function deferred() {
  let release!: (answer: Reply) => void;
  const promise = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { handler: () => promise, release };
}
