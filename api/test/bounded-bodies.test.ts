/**
 * Request memory bounded by design: every route states the largest body it accepts, and a
 * multipart form is held to it as it streams (the whole body, each field, the number of fields),
 * answered at the first byte past a bound, not after the rest has been read. The anonymous forms
 * (sign-in, registration, application) are attacked over real sockets, as an outsider would.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { bearer, build, multipart, type TestApp, userWithRoles } from './helper';

const FIELDS = 40;
const FIELD_BYTES = 1_000_000;

/** A multipart body of FIELDS fields of FIELD_BYTES each, written piece by piece. */
function hugeForm(names: string[]) {
  const boundary = '----korisAttack0123456789';
  const value = Buffer.alloc(FIELD_BYTES, 'a');
  const pieces: Buffer[] = [];
  for (let i = 0; i < FIELDS; i++) {
    const name = names[i] ?? `field${i}`;
    pieces.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      value,
      Buffer.from('\r\n'),
    );
  }
  pieces.push(Buffer.from(`--${boundary}--\r\n`));
  const length = pieces.reduce((sum, piece) => sum + piece.length, 0);
  return { pieces, length, contentType: `multipart/form-data; boundary=${boundary}` };
}

interface Attack {
  status: number;
  body: string;
  /** Bytes of the body written when the answer arrived. */
  sentBeforeAnswer: number;
  length: number;
  ms: number;
  /** The connection was reset while the client was still sending. */
  reset: boolean;
}

/**
 * One anonymous POST of the huge form on its own connection: the body is written in pieces,
 * each once the socket has taken the previous one, and writing stops when the answer arrives
 * (or, with `stopAfter`, once that many bytes were written, to see whether the server answers
 * without the rest).
 */
function attack(port: number, path: string, names: string[], stopAfter = Infinity) {
  const form = hugeForm(names);
  return new Promise<Attack>((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1');
    let sent = 0;
    let answer = Buffer.alloc(0);
    let answered: { status: number; sentBeforeAnswer: number } | null = null;
    let reset = false;
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`${path}: no answer within 20 s (${sent} of ${form.length} bytes sent)`));
    }, 20_000);
    const finish = () => {
      const text = answer.toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(text)?.[1] ?? -1);
      if (!answered || end < 0 || text.length < end + 4 + length) return false;
      clearTimeout(timer);
      socket.destroy();
      resolve({
        status: answered.status,
        body: text.slice(end + 4, end + 4 + length),
        sentBeforeAnswer: answered.sentBeforeAnswer,
        length: form.length,
        ms: Date.now() - started,
        reset,
      });
      return true;
    };
    socket.on('data', (chunk: Buffer) => {
      answer = Buffer.concat([answer, chunk]);
      if (!answered) {
        const status = /^HTTP\/1\.1 (\d{3})/.exec(answer.toString('latin1'))?.[1];
        if (status) answered = { status: Number(status), sentBeforeAnswer: sent };
      }
      finish();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') reset = true;
    });
    socket.on('close', () => {
      if (!finish()) {
        clearTimeout(timer);
        reject(new Error(`${path}: closed without a whole answer (reset: ${reset})`));
      }
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${form.contentType}\r\n` +
        `Content-Length: ${form.length}\r\n\r\n`,
    );
    const pieces = form.pieces.values();
    const more = () => {
      while (!answered && !socket.destroyed && sent < stopAfter) {
        const next = pieces.next();
        if (next.done) return;
        const piece = next.value.subarray(0, Math.min(next.value.length, stopAfter - sent));
        sent += piece.length;
        if (!socket.write(piece)) {
          socket.once('drain', more);
          return;
        }
      }
    };
    more();
  });
}

describe('anonymous multipart forms are refused at their bound, not after their last byte', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await build();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const setting = (await t.app.repos.settings.byName('admission_open'))!;
    await t.app.repos.settings.update(setting.id, '1');
  });
  afterAll(() => t.destroy());

  const routes: [string, string[]][] = [
    ['/api/login', ['email', 'password']],
    ['/api/register', ['name', 'email', 'password', 'registration_token']],
    ['/api/apply', ['name', 'age', 'email', 'phone', 'experience', 'find_out', 'free']],
  ];

  it.each(routes)(
    '%s: 40 fields of 1 MB answered 413 with only the first 256 KiB sent',
    async (path, names) => {
      // The rest of the body is never sent: an answer proves the server did not wait for it.
      const result = await attack(port, path, names, 256 * 1024);
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body)).toEqual({ message: 'A form field is too large.' });
      expect(result.ms).toBeLessThan(5_000);
    },
  );

  it.each(routes)(
    '%s: 20 at once, each answered 413 long before its end, the site answering throughout',
    async (path, names) => {
      const attacks = Array.from({ length: 20 }, () => attack(port, path, names));
      const during = await fetch(`http://127.0.0.1:${port}/api/health`);
      const results = await Promise.all(attacks);
      const after = await fetch(`http://127.0.0.1:${port}/api/health`);
      expect(during.status).toBe(200);
      expect(after.status).toBe(200);
      for (const result of results) {
        expect(result.status).toBe(413);
        expect(result.reset).toBe(false);
        // What the socket buffers took while the server decided, far from the 40 MB.
        expect(result.sentBeforeAnswer).toBeLessThan(result.length / 4);
      }
    },
    60_000,
  );
});

describe('each route states the largest body it accepts', () => {
  let t: TestApp;
  let editor: string;

  beforeAll(async () => {
    t = await build();
    const setting = (await t.app.repos.settings.byName('admission_open'))!;
    await t.app.repos.settings.update(setting.id, '1');
    editor = await userWithRoles(t.app, ['update-data']);
  });
  afterAll(() => t.destroy());

  const post = (url: string, form: ReturnType<typeof multipart>) =>
    t.app.inject({ method: 'POST', url, payload: form.payload, headers: form.headers });

  it('a sign-in of 20 KB of JSON is refused 413 (its limit is a few kilobytes)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.lv', password: 'x'.repeat(20_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large.' });
  });

  it('a sign-in field longer than any of its fields can be is 413 at once', async () => {
    const res = await post(
      '/api/login',
      multipart({ email: 'a@b.lv', password: 'x'.repeat(5000) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'A form field is too large.' });
  });

  it('many fields, each within its bound, past the sign-in limit: 413', async () => {
    const fields = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'.repeat(1000)]),
    );
    const res = await post('/api/login', multipart(fields));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large.' });
  });

  it('more text fields than FORM_MAX_FIELDS: 413', async () => {
    const fields = Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, 'x']));
    const res = await post('/api/apply', multipart(fields));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Too many form fields.' });
  });

  it('the largest valid forms, in four-byte characters, are still accepted', async () => {
    const wide = (n: number) => '😀'.repeat(n);
    const applied = await post(
      '/api/apply',
      multipart({
        name: wide(200),
        age: '20',
        email: `${wide(240)}@koris.lv`,
        phone: '+371 2000 0000 0000 0000 0000 0000 0000',
        experience: wide(5000),
        is_lu_student: '1',
        can_come_1: '1',
        can_come_2: '0',
        find_out: wide(2000),
        free: wide(5000),
      }),
    );
    expect(applied.statusCode).toBe(201);

    const login = await post('/api/login', multipart({ email: wide(254), password: wide(200) }));
    expect(login.statusCode).toBe(422);

    const register = await post(
      '/api/register',
      multipart({
        name: wide(200),
        email: `${wide(240)}@koris.lv`,
        password: wide(200),
        registration_token: wide(200),
      }),
    );
    expect(register.statusCode).toBe(422);

    const setting = (await t.app.repos.settings.byName('about_us_right'))!;
    const settings = await t.app.inject({
      method: 'PUT',
      url: `/api/system-setting/${setting.id}`,
      payload: { value: wide(20_000) },
      headers: bearer(editor),
    });
    expect(settings.statusCode).toBe(200);
  });
});
