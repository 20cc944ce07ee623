import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { ADMIN, bearer, build, login, type TestApp, describeSqlite } from '../helper';
import { PUBLIC_LISTS, digestTree, readEntries, runCli } from './support';

/** Applications in flight at any moment while the backup runs. */
const CONCURRENCY = 40;
/** At least this many are sent, however quickly the backup finishes. */
const MIN_APPLICATIONS = 300;

interface Sent {
  email: string;
  status: number;
  /** performance.now() when the answer arrived. */
  answeredAt: number;
  /** Wall clock, comparable with the manifest's `taken_at` (same machine). */
  answeredAtMs: number;
}

describeSqlite('a backup taken from a live API under write load', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'koris-backup-load-'));
  const liveDir = path.join(work, 'live');
  const restoredDir = path.join(work, 'restored');
  const archive = path.join(work, 'backup.tar.gz');
  let live: TestApp;
  let restored: TestApp | undefined;

  beforeAll(async () => {
    live = await build({ SEED: 'demo', RATE_LIMIT_APPLY: '1000000' }, liveDir);
    await live.app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await restored?.close();
    await live.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('restores every application answered before it began, every list and every upload', async () => {
    const { port } = live.app.server.address() as AddressInfo;
    const sent: Sent[] = [];
    let next = 0;
    let backupDone = false;
    const apply = async () => {
      const i = next++;
      const email = `applicant-${i}@example.lv`;
      const res = await fetch(`http://127.0.0.1:${port}/api/apply`, {
        method: 'POST',
        body: new URLSearchParams({
          name: `Pieteicējs ${i}`,
          age: String(18 + (i % 50)),
          email,
          phone: `+371 2${String(i).padStart(7, '0')}`,
          find_out: 'No draugiem',
        }),
      });
      await res.arrayBuffer();
      sent.push({
        email,
        status: res.status,
        answeredAt: performance.now(),
        answeredAtMs: Date.now(),
      });
    };
    // Each worker keeps one application in flight until the backup is done and enough were sent.
    const worker = async () => {
      while (!backupDone || next < MIN_APPLICATIONS) await apply();
    };
    const load = Array.from({ length: CONCURRENCY }, worker);

    while (sent.length < 50) await new Promise((resolve) => setTimeout(resolve, 5));
    const backupBegan = performance.now();
    const backup = await runCli(['backup', '--out', archive], { DATA_DIR: liveDir });
    const backupEnded = performance.now();
    backupDone = true;
    await Promise.all(load);

    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backup written: ${archive}`);
    expect(sent.filter((s) => s.status !== 201)).toEqual([]);
    expect(sent.length).toBeGreaterThanOrEqual(MIN_APPLICATIONS);
    const before = sent.filter((s) => s.answeredAt < backupBegan).map((s) => s.email);
    const during = sent.filter((s) => s.answeredAt >= backupBegan && s.answeredAt <= backupEnded);
    // The backup really ran while applications were being written.
    expect(before.length).toBeGreaterThanOrEqual(50);
    expect(during.length).toBeGreaterThan(0);

    const restore = await runCli(['restore', archive, '--data-dir', restoredDir]);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toContain(`Restored ${restoredDir}`);
    expect(restore.stdout).toContain('jwt secret  restored');

    restored = await build({ SEED: 'demo' }, restoredDir);
    const token = await login(restored.app, ADMIN.email, ADMIN.password);
    const res = await restored.app.inject({ url: '/api/applications', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const emails = new Set(res.json<{ email: string }[]>().map((a) => a.email));
    expect(before.filter((email) => !emails.has(email))).toEqual([]);
    // Stronger: everything answered before the database copy began is in it.
    const manifestEntry = (await readEntries(archive)).find((e) => e.path === 'manifest.json')!;
    const manifest = JSON.parse(manifestEntry.data.toString()) as { taken_at: string };
    const takenAt = Date.parse(manifest.taken_at);
    const beforeCopy = sent.filter((s) => s.answeredAtMs < takenAt);
    expect(beforeCopy.length).toBeGreaterThanOrEqual(before.length);
    expect(beforeCopy.filter((s) => !emails.has(s.email))).toEqual([]);
    // One moment's copy: what was answered after it began is (at least partly) not in it.
    expect(emails.size).toBeLessThan(sent.length);
    // Nothing that was not answered 201 (a half-written row) came back.
    const answered = new Set(sent.map((s) => s.email));
    expect([...emails].filter((email) => !answered.has(email))).toEqual([]);

    const galleries = (await live.app.inject('/api/galleries')).json<{ id: number }[]>();
    expect(galleries.length).toBeGreaterThan(0);
    for (const url of [...PUBLIC_LISTS, ...galleries.map((g) => `/api/galleries/${g.id}`)]) {
      const original = await live.app.inject(url);
      const copy = await restored.app.inject(url);
      expect({ url, status: original.statusCode }).toEqual({ url, status: 200 });
      expect({ url, body: copy.json<unknown>() }).toEqual({ url, body: original.json<unknown>() });
    }

    const uploadsBefore = await digestTree(path.join(liveDir, 'uploads'));
    const uploadsAfter = await digestTree(path.join(restoredDir, 'uploads'));
    expect(uploadsBefore.size).toBeGreaterThan(100);
    expect(uploadsAfter).toEqual(uploadsBefore);
  });
});
