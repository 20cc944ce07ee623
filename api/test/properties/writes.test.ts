import crypto from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ADMIN, bearer, build, login, multipart, type TestApp } from '../helper';

/**
 * Every write route of the API, driven with generated values for every field in each body
 * encoding the API takes (multipart, urlencoded, JSON; updates by PUT and by override put):
 *   - no write answers anything but 2xx or 4xx;
 *   - after every write, every list, every record and the export answer 200;
 *   - a 2xx write reads back as written; a 4xx write changed nothing.
 *
 * The runs are seeded: `FC_SEED` (default below) and `FC_RUNS` replay or widen them; a failure
 * prints its seed and path (`FC_SEED=… FC_PATH=… pnpm --filter @koris/api test -- properties`).
 */
const SEED = Number(process.env['FC_SEED'] ?? 20261125);
const RUNS = Number(process.env['FC_RUNS'] ?? 120);
const PATH = process.env['FC_PATH'];
const settings = { seed: SEED, numRuns: RUNS, ...(PATH && { path: PATH }), endOnFailure: true };

// ---- generated values ----

/** A value as a client may send it: JSON may carry any of these, a form only text. */
type Sent = string | number | boolean | null;

const HOSTILE_NUMBERS = [
  '1e309',
  '-1e309',
  'Infinity',
  '-Infinity',
  'NaN',
  '0x20',
  '0b11',
  '1e2',
  '20.0',
  '-0',
  ' 7 ',
  '+5',
  '9007199254740993',
  '1000001',
  '-1000001',
  '٣',
  '',
];
const HOSTILE_TEXTS = [
  '\u0000',
  'a\u0000b',
  'zvans\u0007',
  '\u001b[31m',
  '\ud800',
  'x\udc00y',
  '\ud83c\udfb6 nots',
  '\r\n\t ok',
  '   ',
  '=HYPERLINK("http://x")',
  '+371 2000',
  '<script>alert(1)</script>',
];

const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(...HOSTILE_TEXTS),
  // Around every length bound (50 … 20 000), and far over them.
  fc
    .constantFrom(49, 50, 51, 200, 201, 500, 501, 2000, 2001, 5000, 5001, 20_000, 20_001, 300_000)
    .map((n) => 'ā'.repeat(n)),
);
const anyNumberText = fc.oneof(
  fc.integer({ min: -2_000_000, max: 2_000_000 }).map(String),
  fc.constantFrom(...HOSTILE_NUMBERS),
  fc.double().map(String),
);
/** Only JSON can carry these. */
const jsonOnly = fc.oneof(
  fc.integer({ min: -2_000_000, max: 2_000_000 }),
  fc.constantFrom(Infinity, -Infinity, 1.5, -0, 2 ** 53 + 2, true, false, null),
);
const anyValue: fc.Arbitrary<Sent> = fc.oneof(
  anyText,
  anyNumberText,
  fc.constantFrom('1', '0', 'true', 'false', 'on', 'yes', 'TRUE', ''),
  jsonOnly,
);

type Kind = 'text' | 'title' | 'int' | 'flag' | 'age' | 'email' | 'phone' | 'eventId';

const valid: Record<Kind, fc.Arbitrary<Sent>> = {
  text: fc.string({ unit: 'grapheme', maxLength: 30 }),
  title: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map((s) => `${s}A`),
  int: fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String),
  flag: fc.constantFrom('1', '0', 'true', 'false'),
  age: fc.integer({ min: 14, max: 100 }).map(String),
  email: fc.constantFrom('anna@koris.lv', ' janis.berzins@lu.lv ', 'x@y.z.lv'),
  phone: fc.constantFrom('+371 20000000', '29 123 456', '(371) 2-000-000'),
  eventId: fc.constantFrom('', '0'),
};

const NUMERIC: Kind[] = ['int', 'age', 'eventId'];

/** A field: left out, a value of its kind, or anything at all (numbers: often hostile text). */
const field = (kind: Kind) =>
  fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 3, arbitrary: valid[kind] },
    { weight: 2, arbitrary: anyValue },
    {
      weight: NUMERIC.includes(kind) ? 2 : 0,
      arbitrary: fc.constantFrom<Sent>(...HOSTILE_NUMBERS, Infinity, -Infinity, true),
    },
  );

type Fields = Record<string, Kind>;
const body = (fields: Fields) =>
  fc.record(
    Object.fromEntries(Object.entries(fields).map(([name, kind]) => [name, field(kind)])),
  ) as fc.Arbitrary<Record<string, Sent | undefined>>;

type Encoding = 'multipart' | 'urlencoded' | 'json';
const encoding = fc.constantFrom<Encoding>('multipart', 'urlencoded', 'json');

// ---- sending ----

/** A JSON number the way a client writes it (`1e309` is valid JSON text; stringify says null). */
const jsonValue = (value: Sent) =>
  typeof value === 'number' && !Number.isFinite(value)
    ? value > 0
      ? '1e309'
      : '-1e309'
    : JSON.stringify(value);

/** A form carries text only: what a browser would send for each value (null: left out). */
const formText = (value: Sent) => (value === null ? undefined : String(value));

function encode(values: Record<string, Sent | undefined>, how: Encoding) {
  const present = Object.entries(values).filter(([, v]) => v !== undefined) as [string, Sent][];
  if (how === 'json') {
    return {
      payload: `{${present.map(([k, v]) => `${JSON.stringify(k)}:${jsonValue(v)}`).join(',')}}`,
      headers: { 'content-type': 'application/json' },
    };
  }
  const form = present
    .map(([k, v]) => [k, formText(v)] as const)
    .filter((pair): pair is readonly [string, string] => pair[1] !== undefined);
  if (how === 'urlencoded') {
    return {
      payload: new URLSearchParams(form.map(([k, v]): [string, string] => [k, v])).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  return multipart(Object.fromEntries(form));
}

/** What the server received for a sent value (forms are UTF-8: a lone surrogate is U+FFFD). */
function received(value: Sent, how: Encoding): Sent | undefined {
  if (how === 'json') return value;
  const text = formText(value);
  return text === undefined ? undefined : text.toWellFormed();
}

// ---- what a stored value reads back as ----

const DECIMAL = /^\s*[+-]?\d+\s*$/;
const FLAGS: Sent[] = ['1', '0', 'true', 'false', true, false];

/** What a write must have refused: an accepted one reads back as this, and fails the check. */
const refused = (value: Sent) => ({ shouldHaveBeenRefused: value });

/** A whole number in plain decimal (text) or a JSON integer; anything else is refused. */
const wholeNumber = (value: Sent) =>
  (typeof value === 'string' && DECIMAL.test(value)) ||
  (typeof value === 'number' && Number.isSafeInteger(value))
    ? Number(value) + 0
    : refused(value);

/** The stored value for a field that was accepted; undefined: the field left it unchanged. */
function expected(kind: Kind, value: Sent): unknown {
  switch (kind) {
    case 'int':
    case 'age':
      return value === '' || value === null ? undefined : wholeNumber(value);
    case 'flag':
      if (value === null) return undefined;
      if (value === '') return 0;
      if (!FLAGS.includes(value)) return refused(value);
      return value === '1' || value === 'true' || value === true ? 1 : 0;
    case 'eventId': {
      if (value === null) return undefined;
      const id = value === '' ? 0 : wholeNumber(value);
      return id === 0 ? null : id;
    }
    case 'email':
      return value === null ? undefined : String(value).trim();
    default:
      return value === null ? undefined : String(value);
  }
}

function assertReadsBack(
  record: Record<string, unknown>,
  fields: Fields,
  sent: Record<string, Sent | undefined>,
  how: Encoding,
  before: Record<string, unknown> | undefined,
) {
  for (const [name, kind] of Object.entries(fields)) {
    const value = sent[name];
    const got = value === undefined ? undefined : received(value, how);
    let want = got === undefined ? undefined : expected(kind, got);
    if (want === undefined) want = before ? before[name] : record[name];
    let actual = record[name];
    if (kind === 'flag' && typeof actual === 'boolean') actual = actual ? 1 : 0;
    expect({ field: name, value: actual }).toEqual({ field: name, value: want });
  }
}

// ---- the site ----

let t: TestApp;
let app: FastifyInstance;
let token: string;
const auth = () => bearer(token);

const READS = [
  '/api/events',
  '/api/events/current',
  '/api/events/old',
  '/api/events/current?skip=0&take=2',
  '/api/galleries',
  '/api/galleries?skip=0&take=6',
  '/api/conductors/current',
  '/api/conductors/old',
  '/api/achievements',
  '/api/system-settings',
  '/api/history-events',
  '/api/videos',
];

/**
 * Every list (public and staff) answers 200; returns the lists. `all` also reads every record
 * and the export (after each property: reading every record after every write is quadratic).
 */
async function readEverything(all = false) {
  const lists: Record<string, Record<string, unknown>[]> = {};
  for (const url of READS) {
    const res = await app.inject(url);
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    lists[url] = res.json();
  }
  const records = all
    ? RESOURCES.flatMap(({ path }) =>
        Object.entries(lists)
          .filter(([url]) => url.startsWith(path))
          .flatMap(([, rows]) => rows.map((row) => `${path}/${row['id']}`)),
      )
    : [];
  for (const url of new Set(records)) {
    const res = await app.inject(url);
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
  }
  for (const url of ['/api/applications', '/api/me']) {
    const res = await app.inject({ url, headers: auth() });
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
  }
  if (all) {
    const res = await app.inject({ url: '/api/export-applications', headers: auth() });
    expect({ url: 'export', status: res.statusCode }).toEqual({ url: 'export', status: 200 });
  }
  return lists;
}

function expectNoServerError(res: LightMyRequestResponse, what: string) {
  expect({ what, status: res.statusCode, body: res.statusCode >= 500 ? res.body : '' }).toEqual({
    what,
    status: res.statusCode < 500 ? res.statusCode : 'not a 5xx',
    body: '',
  });
}

async function send(
  method: 'POST' | 'PUT',
  url: string,
  values: Record<string, Sent | undefined>,
  how: Encoding,
  headers: Record<string, string> = auth(),
) {
  const { payload, headers: type } = encode(values, how);
  const res = await app.inject({ method, url, payload, headers: { ...headers, ...type } });
  expectNoServerError(res, `${method} ${url} (${how})`);
  return res;
}

beforeAll(async () => {
  // One sign-in serves every run, which may take longer than the default confirmation window:
  // the export and the registration tokens must not ask for a confirmation here.
  t = await build({
    RATE_LIMIT_LOGIN: '1000000',
    RATE_LIMIT_APPLY: '1000000',
    CONFIRM_WINDOW_MINUTES: '1440',
  });
  app = t.app;
  token = await login(app, ADMIN.email, ADMIN.password);
  const open = (await app.inject('/api/system-setting/get-by-name/admission_open')).json();
  await app.inject({
    method: 'PUT',
    url: `/api/system-setting/${open.id}`,
    headers: auth(),
    payload: { value: '1' },
  });
});
afterEach(async () => {
  await readEverything(true);
});
afterAll(() => t.destroy());

// ---- the content resources: create, then update by PUT or override put ----

const RESOURCES: { path: string; fields: Fields; required: string[]; record: boolean }[] = [
  {
    path: '/api/events',
    fields: {
      title: 'title',
      description: 'text',
      footer: 'text',
      order: 'int',
      is_current: 'flag',
    },
    required: ['title'],
    record: true,
  },
  {
    path: '/api/galleries',
    fields: { title: 'title', description: 'text', order: 'int', event_id: 'eventId' },
    required: ['title'],
    record: true,
  },
  {
    path: '/api/conductors',
    fields: {
      title: 'title',
      position: 'text',
      eng_position: 'text',
      description: 'text',
      eng_text: 'text',
      year_from: 'text',
      year_to: 'text',
      order: 'int',
      is_current: 'flag',
    },
    required: ['title'],
    record: true,
  },
  {
    path: '/api/achievements',
    fields: { text: 'title', eng_text: 'text', order: 'int' },
    required: ['text'],
    record: true,
  },
];

describe.each(RESOURCES)('writes to $path', ({ path, fields }) => {
  it('create: 2xx or 4xx only, every read stays 200, a created row reads back as sent', async () => {
    await fc.assert(
      fc.asyncProperty(body(fields), encoding, async (values, how) => {
        const before = await readEverything();
        const res = await send('POST', path, values, how);
        const after = await readEverything();
        const count = (lists: typeof before) =>
          Object.values(lists).reduce((n, list) => n + list.length, 0);
        if (res.statusCode === 201) {
          assertReadsBack(res.json(), fields, values, how, undefined);
          const again = await app.inject(`${path}/${res.json().id}`);
          expect(again.json()).toEqual(res.json());
          expect(count(after)).toBeGreaterThan(count(before));
        } else {
          expect(count(after)).toBe(count(before));
        }
      }),
      settings,
    );
  });

  it('update (PUT or override put): 2xx or 4xx only; a 4xx changes nothing', async () => {
    const created = await send('POST', path, { [Object.keys(fields)[0]!]: 'Sākums' }, 'json');
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const current = async () => {
      await readEverything();
      const res = await app.inject(`${path}/${id}`);
      expect(res.statusCode).toBe(200);
      return res.json<Record<string, unknown>>();
    };
    await fc.assert(
      fc.asyncProperty(body(fields), encoding, fc.boolean(), async (values, how, overridePut) => {
        const before = await current();
        const res = overridePut
          ? await send('POST', `${path}/${id}`, { ...values, _method: 'put' }, how)
          : await send('PUT', `${path}/${id}`, values, how);
        const after = await current();
        if (res.statusCode === 200) assertReadsBack(after!, fields, values, how, before);
        else expect(after).toEqual(before);
      }),
      settings,
    );
  });
});

// ---- the other writes ----

describe('writes of settings, applications and accounts', () => {
  it('system settings: a value reads back as sent; admission_open only 1 or 0', async () => {
    const list = (await app.inject('/api/system-settings')).json<{ id: number; name: string }[]>();
    const ids = list.map((s) => s.id);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ids),
        field('text'),
        encoding,
        fc.boolean(),
        async (id, value, how, overridePut) => {
          const name = list.find((s) => s.id === id)!.name;
          const get = async () =>
            (await app.inject(`/api/system-setting/get-by-name/${name}`)).json().value;
          const before = await get();
          const values = { value, ...(overridePut && { _method: 'put' }) };
          const res = await send(
            overridePut ? 'POST' : 'PUT',
            `/api/system-setting/${id}`,
            values,
            how,
          );
          await readEverything();
          const after = await get();
          if (res.statusCode !== 200) return expect(after).toBe(before);
          if (name === 'admission_open') return expect(['1', '0']).toContain(after);
          // A JSON null in a required text is read as empty text (Ajv's coercion).
          expect(after).toBe(value === null ? '' : expected('text', received(value!, how)!));
        },
      ),
      settings,
    );
    // Whatever the run left, the form stays open for the applications below.
    const open = list.find((s) => s.name === 'admission_open')!;
    await send('PUT', `/api/system-setting/${open.id}`, { value: '1' }, 'json');
  });

  it('applications: 201 or 4xx only; the list and the export stay 200; an application reads back', async () => {
    const fields: Fields = {
      name: 'title',
      age: 'age',
      email: 'email',
      phone: 'phone',
      experience: 'text',
      is_lu_student: 'flag',
      can_come_1: 'flag',
      can_come_2: 'flag',
      find_out: 'title',
      free: 'text',
    };
    await fc.assert(
      fc.asyncProperty(body(fields), encoding, async (values, how) => {
        const list = () => app.inject({ url: '/api/applications', headers: auth() });
        const before = (await list()).json<unknown[]>().length;
        const res = await send('POST', '/api/apply', values, how, {});
        await readEverything();
        const after = (await list()).json<Record<string, unknown>[]>();
        if (res.statusCode !== 201) return expect(after.length).toBe(before);
        expect(after.length).toBe(before + 1);
        const defaults = {
          experience: null,
          free: null,
          is_lu_student: 0,
          can_come_1: 0,
          can_come_2: 0,
        };
        assertReadsBack(after[0]!, fields, values, how, defaults);
      }),
      { ...settings, numRuns: RUNS * 2 },
    );
  });

  it('register, login, tokens, password and edit mode: 2xx or 4xx only; reads stay 200', async () => {
    const account = fc.record({
      name: field('title'),
      email: fc.oneof(
        field('email'),
        fc.uuid().map((u) => `${u}@koris.lv`),
      ),
      password: fc.oneof(field('text'), fc.constant('parole-123')),
      registration_token: fc.oneof(field('text'), fc.constant('issued')),
    });
    await fc.assert(
      fc.asyncProperty(
        account,
        body({ update_data: 'flag', update_users: 'flag', see_applications: 'flag' }),
        body({ is_edit_mode_active: 'flag' }),
        encoding,
        async (who, roles, editMode, how) => {
          const issued = await send('POST', '/api/issue-registration-token', roles, how);
          const values = { ...who };
          if (values.registration_token === 'issued' && issued.statusCode === 201) {
            values.registration_token = issued.json().registration_token;
          }
          const registered = await send('POST', '/api/register', values, how, {});
          if (registered.statusCode === 201) {
            expect(registered.json().user.email).toBe(String(received(values.email!, how)).trim());
            const relogin = await send(
              'POST',
              '/api/login',
              { email: values.email, password: values.password },
              how,
              {},
            );
            expect(relogin.statusCode).toBe(200);
          }
          await send('POST', '/api/login', { email: who.email, password: who.password }, how, {});
          const toggled = await send('POST', '/api/toggle-edit-mode', editMode, how);
          if (toggled.statusCode === 200) {
            const me = (await app.inject({ url: '/api/me', headers: auth() })).json();
            expect(me.user.is_edit_mode_active).toBe(toggled.json().user.is_edit_mode_active);
          }
          await readEverything();
        },
      ),
      settings,
    );
  });

  it('password change: 2xx or 4xx only; the account logs in with the password it answered for', async () => {
    const email = `p-${crypto.randomBytes(4).toString('hex')}@koris.lv`;
    let password = 'parole-123';
    await app.repos.users.create({ name: 'P', email, password, roles: [] });
    await fc.assert(
      fc.asyncProperty(field('text'), fc.boolean(), encoding, async (next, right, how) => {
        const own = await login(app, email, password);
        const res = await send(
          'POST',
          '/api/changePassword',
          { current_password: right ? password : 'nepareiza', new_password: next },
          how,
          bearer(own),
        );
        if (res.statusCode === 200) password = String(received(next!, how));
        expect((await login(app, email, password)).length).toBeGreaterThan(0);
      }),
      { ...settings, numRuns: Math.ceil(RUNS / 3) },
    );
  });
});
