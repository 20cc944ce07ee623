import ExcelJS from 'exceljs';
import { bearer, build, login, multipart, sqlCount, sqlRows, type TestApp } from '../../helper';

const VALID = {
  name: 'Anna Bērziņa',
  age: '21',
  email: 'anna@example.lv',
  phone: '+371 20000000',
  experience: 'Dziedāju skolas korī 6 gadus',
  is_lu_student: '1',
  can_come_1: 'true',
  can_come_2: 'false',
  find_out: 'No draugiem',
  free: 'Alts',
};

describe('admission', () => {
  let t: TestApp;
  let staff: string;

  beforeAll(async () => {
    t = await build({ RATE_LIMIT_APPLY: '1000' });
    staff = await login(t.app, 'admin@koris.lv', 'admin12345');
  });
  afterAll(() => t.destroy());

  const apply = (fields: Record<string, string>, ip?: string) =>
    t.app.inject({ method: 'POST', url: '/api/apply', ...multipart(fields), remoteAddress: ip });

  it('accepts a public application (no token) with 201 and stores it', async () => {
    const res = await apply(VALID);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Anketa iesniegta!' });
    const [row] = await sqlRows(t.app, 'SELECT * FROM applications ORDER BY id DESC LIMIT 1');
    expect(row).toMatchObject({
      name: 'Anna Bērziņa',
      age: 21,
      is_lu_student: 1,
      can_come_1: 1,
      can_come_2: 0,
      find_out: 'No draugiem',
    });
    expect(row!.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('unchecked booleans are false and optional fields may be left out', async () => {
    const {
      experience: _e,
      free: _f,
      is_lu_student: _l,
      can_come_1: _c1,
      can_come_2: _c2,
      ...required
    } = VALID;
    expect((await apply({ ...required, name: 'Bez izvēlēm' })).statusCode).toBe(201);
    const list = (await t.app.inject({ url: '/api/applications', headers: bearer(staff) })).json();
    expect(list[0]).toMatchObject({
      name: 'Bez izvēlēm',
      is_lu_student: false,
      can_come_1: false,
      can_come_2: false,
      experience: null,
      free: null,
    });
  });

  it('answers 422 with Latvian per-field messages', async () => {
    const res = await apply({ age: '7', email: 'nav-epasts', phone: 'zvani man' });
    expect(res.statusCode).toBe(422);
    const { errors, message } = res.json();
    expect(Object.keys(errors).sort()).toEqual(['age', 'email', 'find_out', 'name', 'phone']);
    expect(errors.name).toEqual(['Lūdzu, aizpildiet lauku "Vārds, uzvārds".']);
    expect(errors.age).toEqual(['Laukā "Vecums" jānorāda skaitlis no 14 līdz 100.']);
    expect(errors.email).toEqual(['Laukā "E-pasts" jānorāda derīga e-pasta adrese.']);
    expect(errors.phone).toEqual(['Laukā "Telefons" jānorāda derīgs tālruņa numurs.']);
    expect(message).toBe(errors.name[0]);
    const notWhole = await apply({ ...VALID, age: '20.5' });
    expect(notWhole.json().errors.age).toEqual(['Laukā "Vecums" jānorāda vesels skaitlis.']);
  });

  it('lists applications newest first (see-applications) with booleans as true/false', async () => {
    await apply({ ...VALID, name: 'Jaunākais' });
    const res = await t.app.inject({ url: '/api/applications', headers: bearer(staff) });
    expect(res.statusCode).toBe(200);
    const list = res.json<Record<string, unknown>[]>();
    expect(list[0]).toEqual({
      id: expect.any(Number),
      name: 'Jaunākais',
      age: 21,
      email: 'anna@example.lv',
      phone: '+371 20000000',
      experience: 'Dziedāju skolas korī 6 gadus',
      is_lu_student: true,
      can_come_1: true,
      can_come_2: false,
      find_out: 'No draugiem',
      free: 'Alts',
      created_at: expect.any(String),
    });
    const ids = list.map((a) => a.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('exports an .xlsx only with a short-lived token fetched with the bearer', async () => {
    await apply({ ...VALID, name: '=HYPERLINK("http://evil")' });
    expect((await t.app.inject('/api/export-applications')).statusCode).toBe(401);
    expect((await t.app.inject('/api/export-applications?token=garbage')).statusCode).toBe(401);

    const tokenRes = await t.app.inject({
      method: 'POST',
      url: '/api/export-applications/token',
      headers: bearer(staff),
    });
    expect(tokenRes.statusCode).toBe(200);
    const { token, expires_in } = tokenRes.json();
    expect(expires_in).toBe(60);

    const res = await t.app.inject(`/api/export-applications?token=${encodeURIComponent(token)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="pieteikumi.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Pieteikumi')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    // The header row as the admin reads it, column after column.
    expect(header.join(' | ')).toBe(
      'Iesniegts | Vārds, uzvārds | Vecums | E-pasts | Telefons | Dziedāšanas pieredze | ' +
        'LU students | Var ierasties 9. septembrī | Var ierasties 11. septembrī | ' +
        'Kā uzzināja par kori | Komentāri',
    );
    const first = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(first[0]).toMatch(/^\d\d\.\d\d\.\d{4}$/);
    // Exactly as typed, in a text cell: a string (never a formula) with the Text format.
    expect(first[1]).toBe('=HYPERLINK("http://evil")');
    for (const column of [2, 4, 5]) {
      const cell = sheet.getRow(2).getCell(column);
      expect(cell.type).toBe(ExcelJS.ValueType.String);
      expect(cell.formula).toBeUndefined();
      expect(cell.numFmt).toBe('@');
    }
    expect(sheet.getRow(2).getCell(5).value).toBe(VALID.phone);
    expect(first.slice(6, 9)).toEqual(['Jā', 'Jā', 'Nē']);
    expect(sheet.rowCount).toBe(1 + (await sqlCount(t.app, 'applications')));

    // A token signed for another purpose, or expired, is refused.
    const expired = t.app.jwt.sign({ sub: '1', typ: 'export', iat: 1, exp: 2 });
    expect((await t.app.inject(`/api/export-applications?token=${expired}`)).statusCode).toBe(401);
    const accessToken = (await t.app.inject(`/api/export-applications?token=${staff}`)).statusCode;
    expect(accessToken).toBe(401);
  });

  it('refuses applications with 409 while admission_open is "0"', async () => {
    const setting = (await t.app.repos.settings.byName('admission_open'))!;
    await t.app.repos.settings.update(setting.id, '0');
    const res = await apply(VALID);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Uzņemšana šobrīd ir slēgta.' });
    await t.app.repos.settings.update(setting.id, '1');
  });
});

describe('admission under load and limits', () => {
  it('stores 200 concurrent applications', async () => {
    const t = await build({ RATE_LIMIT_APPLY: '1000' });
    try {
      const before = await sqlCount(t.app, 'applications');
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address() as { port: number };
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) => {
          const form = new FormData();
          for (const [name, value] of Object.entries({ ...VALID, name: `Dziedātājs ${i}` }))
            form.append(name, value);
          return fetch(`http://127.0.0.1:${address.port}/api/apply`, {
            method: 'POST',
            body: form,
          }).then((r) => r.status);
        }),
      );
      expect(results.filter((s) => s === 201)).toHaveLength(200);
      const names = await sqlRows<{ name: string }>(t.app, 'SELECT name FROM applications');
      expect(names.length - before).toBe(200);
      expect(new Set(names.map((n) => n.name)).size).toBe(200);
    } finally {
      await t.destroy();
    }
  });

  it('rate limits applications per address with 429', async () => {
    const t = await build({ RATE_LIMIT_APPLY: '3' });
    try {
      const send = (ip: string) =>
        t.app.inject({ method: 'POST', url: '/api/apply', ...multipart(VALID), remoteAddress: ip });
      for (let i = 0; i < 3; i++) expect((await send('10.1.1.1')).statusCode).toBe(201);
      const limited = await send('10.1.1.1');
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toMatch(
        /^Pārāk daudz pieteikumu\. Lūdzu, mēģiniet vēlreiz pēc \d+ min\.$/,
      );
      expect((await send('10.1.1.2')).statusCode).toBe(201);
    } finally {
      await t.destroy();
    }
  });
});
