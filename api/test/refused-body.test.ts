/**
 * A request refused before its body was read must not stall the connection it came
 * on. Each case sends the refused request and then an ordinary GET on the same keep-alive
 * connection (a real socket to a listening server, not inject) and expects that GET to be
 * answered at once.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { bearer, build, multipart, pngImage, type TestApp, userWithRoles, withApp } from './helper';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  ms: number;
}

describe('early refusals leave the keep-alive connection usable', () => {
  let t: TestApp;
  let port: number;
  let editor: string;

  beforeAll(async () => {
    t = await build({ MAX_IMAGES_PER_REQUEST: '50' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const setting = (await t.app.repos.settings.byName('admission_open'))!;
    await t.app.repos.settings.update(setting.id, '1');
    editor = await userWithRoles(t.app, ['update-data']);
  });
  afterAll(() => t.destroy());

  /**
   * One raw TCP connection, so the test sees exactly what the server does with it (an HTTP
   * client library may quietly open another one).
   */
  class Connection {
    private readonly socket: net.Socket;
    private buffer = Buffer.alloc(0);
    private waiting: (() => void) | null = null;
    closed = false;

    constructor() {
      this.socket = net.connect(port, '127.0.0.1');
      this.socket.on('data', (chunk: Buffer) => {
        this.buffer = Buffer.concat([this.buffer, chunk]);
        this.waiting?.();
      });
      this.socket.on('error', () => undefined);
      this.socket.on('close', () => {
        this.closed = true;
        this.waiting?.();
      });
    }

    /** Writes one request; resolves with its answer (or rejects after `timeoutMs`). */
    async request(
      method: string,
      path: string,
      body?: Buffer,
      headers: Record<string, string> = {},
      timeoutMs = 5_000,
    ): Promise<Answer> {
      const started = Date.now();
      const all: Record<string, string> = { host: 'localhost', ...headers };
      if (body && !Object.keys(all).some((h) => h.toLowerCase() === 'content-length')) {
        all['content-length'] = String(body.length);
      }
      const head = Object.entries(all)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join('');
      this.socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n`);
      if (body) this.socket.write(body);
      const deadline = started + timeoutMs;
      for (;;) {
        const answer = this.parse();
        if (answer) return { ...answer, ms: Date.now() - started };
        if (this.closed) throw new Error(`${method} ${path}: connection closed without an answer`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`${method} ${path}: no answer within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          this.waiting = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.waiting = null;
      }
    }

    private parse(): Omit<Answer, 'ms'> | null {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end < 0) return null;
      const lines = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
      const status = Number(lines[0]!.split(' ')[1]);
      const headers: Record<string, string> = {};
      for (const line of lines.slice(1)) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      const length = Number(headers['content-length'] ?? 0);
      if (this.buffer.length < end + 4 + length) return null;
      const body = this.buffer.subarray(end + 4, end + 4 + length).toString('utf8');
      this.buffer = this.buffer.subarray(end + 4 + length);
      return { status, headers, body };
    }

    /** More of a body already started; resolves once the socket has taken it. */
    write(chunk: Buffer): Promise<void> {
      return new Promise((resolve) => {
        if (this.closed || !this.socket.write(chunk)) this.socket.once('drain', resolve);
        else resolve();
        this.socket.once('close', resolve);
      });
    }

    close() {
      this.socket.destroy();
    }
  }

  let connection: Connection;
  beforeEach(() => {
    connection = new Connection();
  });
  afterEach(() => connection.close());

  const send = (method: string, path: string, body?: Buffer, headers?: Record<string, string>) =>
    connection.request(method, path, body, headers);

  /** The refusal, then an ordinary request on the same connection, answered at once. */
  async function refusedThenNormal(refusal: () => Promise<Answer>) {
    const refused = await refusal();
    expect(refused.headers.connection).not.toBe('close');
    const next = await send('GET', '/api/system-settings');
    expect(next.status).toBe(200);
    expect(next.ms).toBeLessThan(1_000);
    return refused;
  }

  const part = (name: string, value: string | Buffer, filename?: string) => ({
    name,
    value,
    ...(filename === undefined ? {} : { filename, contentType: 'application/octet-stream' }),
  });

  it('too many files (2,000 empty file parts): 413, then the next request', async () => {
    const parts = Array.from({ length: 2000 }, (_, i) => part(`f${i}`, '', `f${i}.bin`));
    const form = multipart(parts);
    const refused = await refusedThenNormal(() =>
      send('POST', '/api/apply', form.payload, form.headers),
    );
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({ message: 'Too many files in one request.' });
  });

  it('too many fields (5,000 small fields): 413, then the next request', async () => {
    const form = multipart(Array.from({ length: 5000 }, (_, i) => part(`x${i}`, 'a')));
    const refused = await refusedThenNormal(() =>
      send('POST', '/api/apply', form.payload, form.headers),
    );
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({ message: 'Too many form fields.' });
  });

  it('an oversized field (2 MB): 413, then the next request', async () => {
    const form = multipart([part('name', 'a'.repeat(2 * 1024 * 1024)), part('age', '20')]);
    const refused = await refusedThenNormal(() =>
      send('POST', '/api/apply', form.payload, form.headers),
    );
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({ message: 'A form field is too large.' });
  });

  it('an oversized JSON body (3 MB): 413, then the next request', async () => {
    const payload = Buffer.from(JSON.stringify({ email: 'a@b.lv', password: 'x'.repeat(3e6) }));
    const refused = await refusedThenNormal(() =>
      send('POST', '/api/login', payload, { 'content-type': 'application/json' }),
    );
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({ message: 'Request body is too large.' });
  });

  it('an unsupported content type with a body: 415, then the next request', async () => {
    const refused = await refusedThenNormal(() =>
      send('POST', '/api/login', Buffer.alloc(512 * 1024, 1), { 'content-type': 'text/x-koris' }),
    );
    expect(refused.status).toBe(415);
    expect(JSON.parse(refused.body)).toEqual({ message: 'Unsupported content type.' });
  });

  it('an anonymous 5 MB upload refused by auth: 401, then the next request', async () => {
    const form = multipart([part('title', 'x'), part('images[0]', Buffer.alloc(5e6, 7), 'a.png')]);
    const refused = await refusedThenNormal(() =>
      send('POST', '/api/galleries', form.payload, form.headers),
    );
    expect(refused.status).toBe(401);
    expect(Object.keys(JSON.parse(refused.body))).toEqual(['message']);
  });

  it('an editor adding 60 photos to a gallery: 413 "At most 50", then the next request', async () => {
    const image = await pngImage(16, 12);
    const parts = [
      part('title', 'Koncerts'),
      ...Array.from({ length: 60 }, (_, i) => ({
        name: `images[${i}]`,
        value: image,
        filename: `p${i}.png`,
        contentType: 'image/png',
      })),
    ];
    const form = multipart(parts, bearer(editor));
    const refused = await refusedThenNormal(() =>
      send('POST', '/api/galleries', form.payload, form.headers),
    );
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toEqual({ message: 'At most 50 images per request.' });
  }, 30_000);

  it('a body declared over 64 MiB: answered at once, read and dropped up to 64 MiB, then closed', async () => {
    // Only the start of the body is sent: the server answers without waiting for the rest.
    const answer = await send('POST', '/api/galleries', Buffer.alloc(64 * 1024), {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(1e8),
    });
    expect(answer.status).toBe(401);
    // The connection is not closed under a client still sending (it would see a reset instead
    // of this answer) …
    expect(answer.headers.connection).not.toBe('close');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connection.closed).toBe(false);
    // … only once it has sent more than the server reads and drops.
    let sent = 64 * 1024;
    const chunk = Buffer.alloc(1024 * 1024);
    while (!connection.closed && sent < 90 * 1024 * 1024) {
      await connection.write(chunk);
      sent += chunk.length;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(connection.closed).toBe(true);
    expect(sent).toBeGreaterThan(64 * 1024 * 1024);
  });
});

describe('errors raised before routing have the one shape', () => {
  let t: TestApp;
  withApp((built) => (t = built));

  it('a malformed percent-escape answers 400 { message } with the security headers', async () => {
    const res = await t.app.inject('/api/events/%ff');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Malformed address.' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('a 250-digit id answers 414 { message }', async () => {
    const res = await t.app.inject(`/api/events/${'9'.repeat(250)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The address is too long.' });
  });

  it.each([
    ['a malformed content type', 'multipart/form-data; boundary', 'a=1'],
    ['a content type with no subtype', 'text', 'a=1'],
    ['an unknown content type', 'application/x-koris', 'a=1'],
  ])('%s answers 4xx { message } only', async (_name, contentType, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json<Record<string, unknown>>();
    expect(Object.keys(body)).toEqual(['message']);
    expect(JSON.stringify(body)).not.toMatch(/FST_|ERR_|\/work|node_modules|127\.0\.0\.1/);
  });
});
