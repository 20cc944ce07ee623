import {
  ADMIN,
  bearer,
  build,
  login,
  multipart,
  sqlCount,
  sqlRows,
  sqlRun,
  tempDataDir,
  userWithRoles,
  type TestApp,
} from '../../helper';

const APPLICATION = {
  name: 'Anna Bērziņa',
  age: '22',
  email: 'anna@example.com',
  phone: '+37120000000',
  find_out: 'Draugi',
};

const ACCOUNT_ACTIONS = ['logged-in', 'registered', 'issued-token', 'changed-password'];

interface Entry {
  action: string;
  kind: string | null;
  title: string | null;
}

describe('least privilege in the activity log', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await build();
    admin = await login(t.app, ADMIN.email, ADMIN.password);
    // Account lines: a sign-in (above), an issued token; then a content line.
    for (const [url, payload] of [
      ['/api/issue-registration-token', { update_data: 'true' }],
      ['/api/achievements', { text: 'Grand Prix' }],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });
      expect([url, res.statusCode]).toEqual([url, 201]);
    }
  });
  afterAll(() => t.destroy());

  const activity = async (token: string) => {
    const res = await t.app.inject({ url: '/api/activity', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return res.json<Entry[]>();
  };

  it('an editor (update-data alone) reads content actions, never sign-ins or issued tokens', async () => {
    const lines = await activity(await userWithRoles(t.app, ['update-data']));
    expect(lines.some((l) => l.action === 'created')).toBe(true);
    expect(lines.filter((l) => ACCOUNT_ACTIONS.includes(l.action))).toEqual([]);
  });

  it('update-users alone reads the account actions and not the content', async () => {
    const lines = await activity(await userWithRoles(t.app, ['update-users']));
    const actions = new Set(lines.map((l) => l.action));
    expect(actions.has('logged-in')).toBe(true);
    expect(actions.has('issued-token')).toBe(true);
    expect(actions.has('created')).toBe(false);
  });

  it('both roles read both', async () => {
    const actions = new Set((await activity(admin)).map((l) => l.action));
    expect(actions.has('logged-in')).toBe(true);
    expect(actions.has('created')).toBe(true);
  });
});

describe('least data: applications', () => {
  let t: TestApp;
  let reader: string;
  let editor: string;
  beforeAll(async () => {
    t = await build();
    reader = await userWithRoles(t.app, ['see-applications']);
    editor = await userWithRoles(t.app, ['update-data', 'update-users']);
  });
  afterAll(() => t.destroy());

  const apply = async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/apply',
      ...multipart(APPLICATION),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await sqlRows<{ id: number }>(t.app, 'SELECT max(id) AS id FROM applications');
    return Number(row!.id);
  };

  it('a see-applications user deletes one application into the trash and restores it', async () => {
    const id = await apply();
    const byEditor = await t.app.inject({
      method: 'DELETE',
      url: `/api/applications/${id}`,
      headers: bearer(editor),
    });
    expect(byEditor.statusCode).toBe(403);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/applications/${id}`,
      headers: bearer(reader),
    });
    expect(res.statusCode).toBe(200);
    const { trash_id } = res.json<{ trash_id: number }>();
    expect(await sqlCount(t.app, 'applications WHERE id = ?', id)).toBe(0);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/applications/${id}`,
          headers: bearer(reader),
        })
      ).statusCode,
    ).toBe(404);

    // The reader's trash holds it by the applicant's name; an editor's does not show it.
    const mine = (await t.app.inject({ url: '/api/trash', headers: bearer(reader) })).json<
      { id: number; kind: string; title: string }[]
    >();
    expect(mine).toEqual([expect.objectContaining({ id: trash_id, kind: 'application' })]);
    expect(mine[0]!.title).toBe(APPLICATION.name);
    const theirs = (await t.app.inject({ url: '/api/trash', headers: bearer(editor) })).json<
      { kind: string }[]
    >();
    expect(theirs.filter((item) => item.kind === 'application')).toEqual([]);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/trash/${trash_id}/restore`,
          headers: bearer(editor),
        })
      ).statusCode,
    ).toBe(403);

    // The activity log never names the applicant.
    const log = (await t.app.inject({ url: '/api/activity', headers: bearer(editor) })).json<
      Entry[]
    >();
    expect(JSON.stringify(log)).not.toContain(APPLICATION.name);

    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/trash/${trash_id}/restore`,
      headers: bearer(reader),
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ kind: 'application', item_id: id });
    const list = (await t.app.inject({ url: '/api/applications', headers: bearer(reader) })).json<
      { id: number; name: string }[]
    >();
    expect(list.find((a) => a.id === id)?.name).toBe(APPLICATION.name);
  });

  it('the privacy notice is a system setting, seeded and editable', async () => {
    const res = await t.app.inject('/api/system-setting/get-by-name/admission_privacy');
    expect(res.statusCode).toBe(200);
    const setting = res.json<{ id: number; value: string }>();
    expect(setting.value).toContain('koris');
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/system-setting/${setting.id}`,
      headers: bearer(editor),
      payload: { value: 'Dati glabājas 13 mēnešus.' },
    });
    expect(updated.statusCode).toBe(200);
  });
});

describe('least data: the daily purge', () => {
  it('deletes applications older than APPLICATIONS_KEEP_DAYS for good, in the trash too', async () => {
    const dataDir = tempDataDir();
    let t = await build({ APPLICATIONS_KEEP_DAYS: '30' }, dataDir);
    const reader = await userWithRoles(t.app, ['see-applications']);
    for (const name of ['Vecais', 'Vecais trashed', 'Jaunais']) {
      await t.app.inject({
        method: 'POST',
        url: '/api/apply',
        ...multipart({ ...APPLICATION, name }),
      });
    }
    const old = new Date(Date.now() - 31 * 24 * 3600_000).toISOString();
    await sqlRun(t.app, 'UPDATE applications SET created_at = ? WHERE name <> ?', old, 'Jaunais');
    const [trashed] = await sqlRows<{ id: number }>(
      t.app,
      'SELECT id FROM applications WHERE name = ?',
      'Vecais trashed',
    );
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/applications/${trashed!.id}`,
      headers: bearer(reader),
    });
    expect(deleted.statusCode).toBe(200);
    await t.close();

    // The purge runs at start and then daily.
    t = await build({ APPLICATIONS_KEEP_DAYS: '30' }, dataDir);
    try {
      const names = await sqlRows<{ name: string }>(t.app, 'SELECT name FROM applications');
      expect(names.map((r) => r.name)).toEqual(['Jaunais']);
      expect(await sqlCount(t.app, "trash WHERE kind = 'application'")).toBe(0);
    } finally {
      await t.destroy();
    }
  });
});

describe('no reusable credentials in addresses: the export code', () => {
  let t: TestApp;
  let lines: string[] = [];
  beforeAll(async () => {
    t = await build({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
    // The one stream every request logger writes through (pino keeps it under a symbol).
    const log = t.app.log as unknown as Record<symbol, { write: (line: string) => boolean }>;
    const streamKey = Object.getOwnPropertySymbols(Object.getPrototypeOf(log))
      .concat(Object.getOwnPropertySymbols(log))
      .find((key) => key.description === 'pino.stream')!;
    log[streamKey]!.write = (line: string) => {
      lines.push(line);
      return true;
    };
  });
  afterAll(() => t.destroy());

  const codeFor = async (token: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/export-applications/token',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string }>().token;
  };
  const download = (code: string) =>
    t.app.inject(`/api/export-applications?token=${encodeURIComponent(code)}`);

  it('works once', async () => {
    const code = await codeFor(await userWithRoles(t.app, ['see-applications']));
    expect((await download(code)).statusCode).toBe(200);
    expect((await download(code)).statusCode).toBe(401);
  });

  it('works once under concurrent use', async () => {
    const code = await codeFor(await userWithRoles(t.app, ['see-applications']));
    const answers = await Promise.all([download(code), download(code), download(code)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('dies with the session that asked for it', async () => {
    const session = await userWithRoles(t.app, ['see-applications']);
    const code = await codeFor(session);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(session),
    });
    expect(out.statusCode).toBe(200);
    expect((await download(code)).statusCode).toBe(401);
  });

  it('lives at most its time to live', async () => {
    const code = await codeFor(await userWithRoles(t.app, ['see-applications']));
    await sqlRun(t.app, 'UPDATE export_codes SET expires_at = ?', Math.floor(Date.now() / 1000));
    expect((await download(code)).statusCode).toBe(401);
  });

  it('is never written into a request log line', async () => {
    const code = await codeFor(await userWithRoles(t.app, ['see-applications']));
    lines = [];
    expect((await download(code)).statusCode).toBe(200);
    const logged = lines.join('');
    expect(logged).toContain('/api/export-applications?token=[redacted]');
    expect(logged).not.toContain(code);
  });
});
