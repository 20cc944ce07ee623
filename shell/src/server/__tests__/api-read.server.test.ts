/**
 * The server render's reads of the API (`getJson` through the shell's reader, api-read.ts):
 * the same request and the same answers, failures included, as the same call through the
 * shared ky client, which every browser call and every other server call still uses.
 */
import {
  errorMessages,
  getCurrentEvents,
  getErrorMessage,
  getGallery,
  getSystemSettingByName,
  isHttpError,
  setServerApiOrigin,
  type ServerRead,
} from '@koris/shared/api';
import { createApiReader, readBatchMaxOf } from '../api-read';
import { localServers } from './local-servers';

/** What the API is told of a read: its path and query, what it accepts, whose it is. */
interface Seen {
  url: string;
  accept: string | undefined;
  requestId: string | undefined;
  requestedWith: string | undefined;
}

const seen: Seen[] = [];
const servers = localServers();
let origin = '';
const reader = createApiReader();
/** The URLs the reader was given: a call through ky adds none. */
const read: string[] = [];
const countedRead: ServerRead = (url, sent) => {
  read.push(url);
  return reader.read(url, sent);
};
const headers = () => ({ 'X-Request-Id': 'render-1' });

beforeAll(async () => {
  origin = await servers.listen((req, res) => {
    seen.push({
      url: req.url ?? '',
      accept: req.headers.accept,
      requestId: req.headers['x-request-id'] as string | undefined,
      requestedWith: req.headers['x-requested-with'] as string | undefined,
    });
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url?.startsWith('/api/events/current'))
      return answer(200, [{ id: 1, title: 'Koncerts' }]);
    if (req.url === '/api/galleries/404') return answer(404, { message: 'Galerija nav atrasta' });
    if (req.url === '/api/galleries/403') return answer(403, { message: 'not shown' });
    if (req.url === '/api/galleries/304') {
      res.writeHead(304);
      return res.end();
    }
    if (req.url === '/api/galleries/500') {
      res.writeHead(500, { 'content-type': 'text/html' });
      return res.end('<h1>proxy error</h1>');
    }
    if (req.url?.startsWith('/api/system-setting/get-by-name/')) {
      res.writeHead(204);
      return res.end();
    }
    return answer(200, { id: 5, title: 'Ziemas koncerts', images: [] });
  });
});

afterAll(() => reader.close());

/** What a call gives, or the message and status it fails with, and the request the API saw. */
async function outcome(call: () => Promise<unknown>) {
  seen.length = 0;
  try {
    return { value: await call(), request: seen[0] };
  } catch (error) {
    return {
      failed: getErrorMessage(error),
      httpError: isHttpError(error),
      status: isHttpError(error) ? error.response.status : undefined,
      request: seen[0],
    };
  }
}

/** The same call through ky (no reader) and through the shell's reader. */
async function bothWays(call: () => Promise<unknown>) {
  setServerApiOrigin(origin, headers);
  read.length = 0;
  const throughKy = await outcome(call);
  expect(read).toEqual([]);
  setServerApiOrigin(origin, headers, countedRead);
  const throughReader = await outcome(call);
  expect(read).toEqual([`${origin}${throughReader.request?.url ?? '(no request)'}`]);
  return { throughKy, throughReader };
}

describe("the server render's reads", () => {
  it('ask the API for the same path and query, with the render’s headers', async () => {
    const { throughKy, throughReader } = await bothWays(() =>
      getCurrentEvents({ skip: 0, take: 2 }),
    );
    expect(throughReader.value).toEqual([{ id: 1, title: 'Koncerts' }]);
    expect(throughReader.value).toEqual(throughKy.value);
    expect(throughReader.request).toEqual({
      url: '/api/events/current?skip=0&take=2',
      accept: 'application/json',
      requestId: 'render-1',
      requestedWith: 'XMLHttpRequest',
    });
    expect(throughReader.request).toEqual(throughKy.request);
  });

  it('read an item by its id as ky does', async () => {
    const { throughKy, throughReader } = await bothWays(() => getGallery(5));
    expect(throughReader.value).toEqual({ id: 5, title: 'Ziemas koncerts', images: [] });
    expect(throughReader).toEqual(throughKy);
  });

  it('fail with the same HTTP error and message as ky: the API’s, the catalogue’s, the fallback', async () => {
    for (const id of [404, 403, 500]) {
      const { throughKy, throughReader } = await bothWays(() => getGallery(id));
      expect(throughReader).toEqual(throughKy);
      expect(throughReader.httpError).toBe(true);
      expect(throughReader.status).toBe(id);
    }
    const notFound = await bothWays(() => getGallery(404));
    expect(notFound.throughReader.failed).toBe('Galerija nav atrasta');
    const forbidden = await bothWays(() => getGallery(403));
    expect(forbidden.throughReader.failed).toBe(errorMessages.forbidden);
    const broken = await bothWays(() => getGallery(500));
    expect(broken.throughReader.failed).toBe(errorMessages.fallback);
    // An answer that may carry no body (304): the same HTTP error, the fallback message.
    const bodiless = await bothWays(() => getGallery(304));
    expect(bodiless.throughReader).toEqual(bodiless.throughKy);
    expect(bodiless.throughReader.failed).toBe(errorMessages.fallback);
  });

  it('give an empty answer as an empty string, as ky does', async () => {
    const { throughKy, throughReader } = await bothWays(() =>
      getSystemSettingByName('admission_open'),
    );
    expect(throughReader.value).toBe('');
    expect(throughReader).toEqual(throughKy);
  });
});

describe("a render's reads started together", () => {
  /** The requests the batching API saw, as path and query. */
  const asked: string[] = [];
  let batchingApi = '';
  let olderApi = '';
  /** What each read answers alone: a list, an item, a refusal. */
  const alone = (url: string): [number, unknown] =>
    url.startsWith('/api/galleries/404')
      ? [404, { message: 'Galerija nav atrasta' }]
      : url.startsWith('/api/events/current')
        ? [200, [{ id: 1, title: 'Koncerts' }]]
        : [200, { id: Number(/\d+/.exec(url)?.[0]), title: 'Ziemas koncerts', images: [] }];

  beforeAll(async () => {
    const answer = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    batchingApi = await servers.listen((req, res) => {
      const url = req.url ?? '';
      asked.push(url);
      if (!url.startsWith('/api/reads?')) return answer(res, ...alone(url));
      const gets = new URL(url, 'http://x').searchParams.getAll('get');
      // As the API writes it: each read's status and JSON answer, in the order asked.
      const answers = gets.map((path) => {
        const [status, body] = alone(`/api/${path}`);
        return { status, body };
      });
      answer(res, 200, { answers });
    });
    olderApi = await servers.listen((req, res) => {
      const url = req.url ?? '';
      asked.push(url);
      if (url.startsWith('/api/reads')) return answer(res, 404, { message: 'Route not found' });
      answer(res, ...alone(url));
    });
  });

  /** Three reads started in one turn, as a page's route data starts them. */
  const threeReads = () =>
    Promise.allSettled([getGallery(5), getCurrentEvents({ skip: 0, take: 2 }), getGallery(404)]);

  async function readThrough(api: string, batchMax?: number) {
    const batching = createApiReader({ batchMax });
    setServerApiOrigin(api, headers, batching.read);
    asked.length = 0;
    try {
      const [gallery, events, missing] = await threeReads();
      return {
        gallery: gallery.status === 'fulfilled' ? gallery.value : gallery.reason,
        events: events.status === 'fulfilled' ? events.value : events.reason,
        missing:
          missing.status === 'rejected'
            ? {
                status: isHttpError(missing.reason) ? missing.reason.response.status : 0,
                message: getErrorMessage(missing.reason),
              }
            : missing.value,
        asked: [...asked],
      };
    } finally {
      await batching.close();
    }
  }

  const expected = {
    gallery: { id: 5, title: 'Ziemas koncerts', images: [] },
    events: [{ id: 1, title: 'Koncerts' }],
    missing: { status: 404, message: 'Galerija nav atrasta' },
  };

  it('go to the API as one request, and each gets its own answer or failure', async () => {
    const result = await readThrough(batchingApi);
    expect(result).toEqual({
      ...expected,
      asked: [
        `/api/reads?get=galleries%2F5&get=${encodeURIComponent('events/current?skip=0&take=2')}&get=galleries%2F404`,
      ],
    });
  });

  it('go in batches of at most SERVER_READ_BATCH_MAX; at 1, each alone', async () => {
    const two = await readThrough(batchingApi, 2);
    expect(two).toEqual({
      ...expected,
      asked: [
        `/api/reads?get=galleries%2F5&get=${encodeURIComponent('events/current?skip=0&take=2')}`,
        '/api/galleries/404',
      ],
    });
    const one = await readThrough(batchingApi, 1);
    expect(one).toEqual({
      ...expected,
      asked: ['/api/galleries/5', '/api/events/current?skip=0&take=2', '/api/galleries/404'],
    });
  });

  it('are asked again one by one of an API that has no batches, with the same answers', async () => {
    const result = await readThrough(olderApi);
    expect(result).toEqual({ ...expected, asked: expect.any(Array) });
    expect(result.asked[0]).toMatch(/^\/api\/reads\?/);
    expect(result.asked.slice(1).sort()).toEqual(
      ['/api/galleries/5', '/api/events/current?skip=0&take=2', '/api/galleries/404'].sort(),
    );
  });

  it('refuse a setting that is not a whole number of reads, 1 or more', () => {
    expect(readBatchMaxOf(undefined)).toBe(16);
    expect(readBatchMaxOf(' 4 ')).toBe(4);
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => readBatchMaxOf(bad)).toThrow(
        `SERVER_READ_BATCH_MAX must be a whole number of reads, 1 or more (1 sends each alone), not "${bad}"`,
      );
    }
  });
});
