import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { PassThrough } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import Fastify from 'fastify';
import { handleUnreadBody, refusedBody, refusedBodyHook } from '../src/refused-body';

function fakeRequest(headers: Record<string, string>, complete = false) {
  const stream = new PassThrough();
  const raw = Object.assign(stream, { headers, complete, socket: null });
  return { raw: raw as unknown as IncomingMessage, stream };
}

describe('handleUnreadBody', () => {
  it('leaves a request without a body, or with its body read, alone', () => {
    const removed: string[] = [];
    const remove = (name: string) => removed.push(name);
    expect(handleUnreadBody(fakeRequest({}).raw, remove)).toBe('complete');
    expect(handleUnreadBody(fakeRequest({ 'content-length': '5' }, true).raw, remove)).toBe(
      'complete',
    );
    expect(removed).toEqual([]);
  });

  it('reads a body still arriving and keeps the connection open', () => {
    const removed: string[] = [];
    const { raw, stream } = fakeRequest({ 'transfer-encoding': 'chunked' });
    expect(handleUnreadBody(raw, (name) => removed.push(name))).toBe('drain');
    expect(removed).toEqual(['connection']);
    stream.end('the rest of the body');
    expect(stream.readableFlowing).toBe(true);
  });

  it('collects the dropped chunks every reclaimEveryBytes, all connections together', () => {
    // The process's collector is looked up once: a spy standing in for `--expose-gc`'s `gc`.
    const collections: unknown[] = [];
    (globalThis as { gc?: unknown }).gc = (options: unknown) => collections.push(options);
    try {
      const bounds = { maxBytes: 1024 * 1024, timeoutMs: 1_000, reclaimEveryBytes: 1000 };
      const a = fakeRequest({ 'content-length': '5000' });
      const b = fakeRequest({ 'content-length': '5000' });
      handleUnreadBody(a.raw, () => undefined, bounds);
      handleUnreadBody(b.raw, () => undefined, bounds);
      a.stream.write(Buffer.alloc(600));
      expect(collections).toEqual([]);
      b.stream.write(Buffer.alloc(600));
      expect(collections).toEqual([{ type: 'minor' }]);
      a.stream.write(Buffer.alloc(2500));
      expect(collections).toEqual([{ type: 'minor' }, { type: 'minor' }]);
    } finally {
      delete (globalThis as { gc?: unknown }).gc;
    }
  });
});

/** Sends `first`, waits for its answer, then sends `then` on the same connection. */
function twoOnOneConnection(port: number, first: string, then: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const answers: string[] = [];
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
      const parts = text.split(/(?=HTTP\/1\.1 )/);
      if (answers.length === 0 && text.includes('\r\n\r\n')) {
        answers.push(parts[0]!);
        text = text.slice(parts[0]!.length);
        socket.write(then);
      }
      if (answers.length === 1 && /HTTP\/1\.1 200[\s\S]*fine$/.test(text)) {
        answers.push(text);
        socket.end();
        resolve(answers);
      }
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error(`the connection closed after: ${answers.join('')}`)));
    socket.write(first);
  });
}

describe.each([
  ['the plugin', (app: ReturnType<typeof Fastify>) => app.register(refusedBody)],
  ['the hook', (app: ReturnType<typeof Fastify>) => app.addHook('onSend', refusedBodyHook())],
])('%s: a refused upload leaves its keep-alive connection usable', (_name, install) => {
  it('answers the next request once the refused body has arrived', async () => {
    // Refused before the body is read: Fastify's own 413 for a declared length over the limit.
    const app = Fastify({ logger: false, bodyLimit: 1000 });
    await install(app);
    app.post('/upload', async () => 'stored');
    app.get('/next', async () => 'fine');
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as AddressInfo;
      const body = 'x'.repeat(100_000);
      const head =
        `POST /upload HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n` +
        `Content-Length: ${body.length}\r\n\r\n`;
      const [refused, next] = await twoOnOneConnection(
        port,
        head + body.slice(0, 10),
        body.slice(10) + 'GET /next HTTP/1.1\r\nHost: x\r\n\r\n',
      );
      expect(refused).toMatch(/^HTTP\/1\.1 413 /);
      expect(refused).not.toMatch(/connection: close/i);
      expect(next).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      await app.close();
    }
  });
});
