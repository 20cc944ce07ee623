import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase } from '@koris/tooling/services';
import {
  ADMIN,
  POSTGRES_URL,
  bearer,
  build,
  imagePart,
  listFiles,
  login,
  multipart,
  pngImage,
  tempDataDir,
  type TestApp,
} from '../helper';
import { startBucket, type TestBucket } from '../support/s3';
import { PUBLIC_LISTS, runCli } from './support';
import { addPasskey, enableTotp, staffUser } from '../support/factors';

/** Needs both databases: runs in the suite's PostgreSQL pass (scripts/test-postgres.mjs). */
const describeMove = POSTGRES_URL ? describe : describe.skip;
// The whole seeded site (its drawn images included) is moved and read back: minutes on a busy
// machine, not a hang.
jest.setTimeout(300_000);

/** Every public list and staff list, as a visitor and the admin read them. */
const LISTS = [...PUBLIC_LISTS, '/api/applications', '/api/trash', '/api/activity'];

/** With a token issued before the backup (a login would itself add to the activity log). */
async function readAll(t: TestApp, token: string) {
  const lists: Record<string, unknown> = {};
  for (const url of LISTS) {
    const res = await t.app.inject({ url, headers: bearer(token) });
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    lists[url] = res.json();
  }
  const galleries = lists['/api/galleries'] as { id: number }[];
  for (const { id } of galleries) {
    lists[`/api/galleries/${id}`] = (await t.app.inject(`/api/galleries/${id}`)).json();
  }
  return lists;
}

describeMove('moving a seeded SQLite site to PostgreSQL and a bucket', () => {
  let bucket: TestBucket;
  let source: TestApp;
  let token: string;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'koris-move-test-'));
  const archive = path.join(work, 'site.tar.gz');

  beforeAll(async () => {
    bucket = await startBucket('koris-moved');
    // The embedded default: SQLite in its data folder, uploads on its disk.
    source = await build({ SEED: 'demo', DATABASE_URL: '' });
    token = await login(source.app, ADMIN.email, ADMIN.password);
    const created = await source.app.inject({
      method: 'POST',
      url: '/api/events',
      ...multipart(
        [{ name: 'title', value: 'Pirms pārcelšanās' }, imagePart(await pngImage(640, 480))],
        bearer(token),
      ),
    });
    expect(created.statusCode).toBe(201);
    await source.app.inject({
      method: 'DELETE',
      url: `/api/events/${created.json<{ id: number }>().id}`,
      headers: bearer(token),
    });
    // A staff member with every kind of second factor: they move with the account.
    const staff = await staffUser(source.app, ['update-data']);
    await enableTotp(source.app, staff.token);
    await addPasskey(source.app, staff.token);
    const backup = await runCli(['backup', '--out', archive, '--data-dir', source.dataDir]);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
  });

  afterAll(async () => {
    await source.destroy();
    await bucket.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('fills an empty database and bucket: every list equal, every file the same bytes', async () => {
    const url = await createDatabase(POSTGRES_URL!, `koris_moved_${Date.now()}`);
    const dataDir = tempDataDir();
    const env = { DATABASE_URL: url, DATA_DIR: dataDir, ...bucket.env };
    const moved = await runCli(['restore', archive], env);
    // (The AWS SDK may warn on stderr about Node versions it will drop.)
    expect(moved.stderr).not.toMatch(/refused|failed/);
    expect(moved.code).toBe(0);
    expect(moved.stdout).toMatch(/^Moved .* into postgres:\/\//);
    expect(moved.stdout).toMatch(/events\s+\d+ rows, read back equal/);
    expect(moved.stdout).toMatch(/passkeys\s+1 rows, read back equal/);
    expect(moved.stdout).toMatch(/totp_secrets\s+1 rows, read back equal/);
    expect(moved.stdout).toMatch(/recovery_codes\s+10 rows, read back equal/);
    expect(moved.stdout).toMatch(/uploads\s+\d+ files, .* in bucket koris-moved/);

    // Again into the same, no longer empty, database: refused, nothing written.
    const again = await runCli(['restore', archive], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/restore refused: .* is not empty \(users has \d+ rows\)/);

    const target = await build({ ...env, SEED: 'demo' }, dataDir);
    try {
      // The sessions moved too, and the key that signs them: a token of the old site works.
      const me = await target.app.inject({ url: '/api/me', headers: bearer(token) });
      expect(me.statusCode).toBe(200);
      expect(await readAll(target, token)).toEqual(await readAll(source, token));

      const names = listFiles(path.join(source.dataDir, 'uploads'));
      expect(names.length).toBeGreaterThan(100);
      for (const name of names) {
        const res = await target.app.inject(`/uploads/${name}`);
        expect({ name, status: res.statusCode }).toEqual({ name, status: 200 });
        const original = fs.readFileSync(path.join(source.dataDir, 'uploads', name));
        expect(res.rawPayload.equals(original)).toBe(true);
      }
      // Nothing on the new instance's own disk.
      expect(listFiles(path.join(dataDir, 'uploads'))).toEqual([]);
    } finally {
      await target.destroy();
    }
  });
});
