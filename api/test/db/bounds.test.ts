import fs from 'node:fs';
import path from 'node:path';
import { SqliteDatabase as Database, MIGRATIONS_DIR } from '../../src/db/database';
import { isBoundsGuard, type Repair } from '../../src/db/bounds';
import { sqliteMigrations } from '../support/migrations';
import { ADMIN, bearer, build, itSqlite, login, sqlCount, sqlRun, tempDataDir } from '../helper';

/**
 * A site broken the way older releases allowed (a row the answers cannot serialise: an order of
 * Infinity, an age of Number.POSITIVE_INFINITY, a text of 300 000 characters or with control characters) works
 * again after the upgrade: the migration repairs each value, says what it changed, and from
 * then on the database itself refuses such a row.
 */

const now = new Date().toISOString();

/** A data folder at the schema of the release before the bounds, poisoned through SQL. */
async function poisonedDataDir(): Promise<string> {
  const dataDir = tempDataDir();
  const db = new Database(path.join(dataDir, 'koris.sqlite'));
  // Only the migrations that release had.
  const before = fs.mkdtempSync(path.join(dataDir, 'migrations-'));
  for (const name of ['001-init.sql', '002-images.sql']) {
    fs.copyFileSync(path.join(MIGRATIONS_DIR, name), path.join(before, name));
  }
  await db.migrate({ dir: before, code: false });
  const insert = (sql: string, ...values: unknown[]) => db.sqlite.prepare(sql).run(...values);
  insert(
    `INSERT INTO events (title, "order", is_current, created_at, updated_at) VALUES (?, ?, 1, ?, ?)`,
    'Bezgalīgs',
    Number.POSITIVE_INFINITY,
    now,
    now,
  );
  insert(
    `INSERT INTO events (title, "order", is_current, created_at, updated_at) VALUES (?, ?, 7, ?, ?)`,
    'Nulle\u0000 un zvans\u0007',
    -1e300,
    now,
    now,
  );
  insert(
    `INSERT INTO galleries (title, "order", created_at, updated_at) VALUES (?, ?, ?, ?)`,
    'G'.repeat(300_000),
    'nav skaitlis',
    now,
    now,
  );
  insert(
    `INSERT INTO achievements (text, "order", created_at, updated_at) VALUES ('A', ?, ?, ?)`,
    Number.NEGATIVE_INFINITY,
    now,
    now,
  );
  insert(
    `INSERT INTO applications (name, age, email, phone, find_out, created_at)
     VALUES ('Anna', ?, 'a@b.lv', '+371 20000000', 'draugi', ?)`,
    Number.POSITIVE_INFINITY,
    now,
  );
  await db.close();
  return dataDir;
}

describe('stored values outside their bounds', () => {
  itSqlite(
    'are repaired and logged by the migration: every list and the export answer again',
    async () => {
      const dataDir = await poisonedDataDir();
      const db = new Database(path.join(dataDir, 'koris.sqlite'));
      const repairs: Repair[] = [];
      expect(await db.migrate({ log: (r) => repairs.push(r) })).toEqual(
        sqliteMigrations().filter((name) => name >= '003'),
      );
      await db.close();

      const summary = repairs.map(({ table, column, to }) => ({
        table,
        column,
        to: typeof to === 'string' ? to.length : to,
      }));
      expect(summary).toEqual([
        { table: 'events', column: 'order', to: 1_000_000 },
        { table: 'events', column: 'title', to: 'Nulle un zvans'.length },
        { table: 'events', column: 'order', to: -1_000_000 },
        { table: 'events', column: 'is_current', to: 1 },
        { table: 'galleries', column: 'title', to: 500 },
        { table: 'galleries', column: 'order', to: 0 },
        { table: 'achievements', column: 'order', to: -1_000_000 },
        { table: 'applications', column: 'age', to: 100 },
      ]);
      // What it was, readable in the log (a long text shortened, with its length).
      expect(repairs[0]!.from).toBe('Infinity');
      expect(repairs[4]!.from).toMatch(/…" \(300000 characters\)$/);
      expect(repairs[5]!.from).toBe('"nav skaitlis"');

      const t = await build({}, dataDir);
      try {
        const token = await login(t.app, ADMIN.email, ADMIN.password);
        for (const url of [
          '/api/events',
          '/api/events/current',
          '/api/events/old',
          '/api/galleries',
          '/api/achievements',
        ]) {
          const res = await t.app.inject(url);
          expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
        }
        const events = (await t.app.inject('/api/events')).json<
          { title: string; order: number }[]
        >();
        expect(events.map((e) => [e.title, e.order])).toEqual([
          ['Nulle un zvans', -1_000_000],
          ['Bezgalīgs', 1_000_000],
        ]);
        const applications = await t.app.inject({
          url: '/api/applications',
          headers: bearer(token),
        });
        expect(applications.statusCode).toBe(200);
        expect(applications.json()[0]).toMatchObject({ name: 'Anna', age: 100 });
        const exported = await t.app.inject({
          url: '/api/export-applications',
          headers: bearer(token),
        });
        expect(exported.statusCode).toBe(200);
      } finally {
        await t.destroy();
      }
    },
  );

  it('are refused by the database itself afterwards: nothing of the write is stored', async () => {
    const t = await build();
    try {
      const insert = (order: number) =>
        sqlRun(
          t.app,
          `INSERT INTO events (title, "order", created_at, updated_at) VALUES ('X', ?, ?, ?)`,
          order,
          now,
          now,
        );
      const refusal = (write: Promise<unknown>) =>
        write.then(
          () => 'stored',
          (error: unknown) => (isBoundsGuard(error) ? 'refused by the bounds' : String(error)),
        );
      expect(await refusal(insert(1_000_001))).toBe('refused by the bounds');
      expect(await refusal(insert(-1_000_001))).toBe('refused by the bounds');
      await expect(
        t.app.db.transaction(async () => {
          await insert(1);
          await insert(2_000_000);
        }),
      ).rejects.toBeDefined();
      expect(await sqlCount(t.app, 'events')).toBe(0);
      await insert(1_000_000);
      // No rows: nothing to refuse.
      await sqlRun(t.app, 'UPDATE applications SET age = ?', 1_000);
      expect(await refusal(sqlRun(t.app, 'UPDATE events SET title = ?', 'x'.repeat(501)))).toBe(
        'refused by the bounds',
      );
    } finally {
      await t.destroy();
    }
  });

  itSqlite('leave a data folder without such rows unchanged', async () => {
    const dataDir = tempDataDir();
    const db = new Database(path.join(dataDir, 'koris.sqlite'));
    const repairs: Repair[] = [];
    await db.migrate({ log: (r) => repairs.push(r) });
    await db.close();
    expect(repairs).toEqual([]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
