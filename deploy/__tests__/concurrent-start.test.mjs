/**
 * Several API instances deployed at the same moment on an empty PostgreSQL database (a fresh
 * deploy, or a database restored empty): the start-up work (migrations, seed, first admin) must
 * happen once, whichever instance gets there first.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { it } from 'node:test';
import { createRequire } from 'node:module';
import { freePort } from '@koris/tooling/net';
import services from '@koris/tooling/services';
import { staffToken } from '../lib/clients.mjs';
import {
  ADMIN,
  apiEnv,
  apiInstance,
  apiSupportsPostgres,
  checkBuilt,
  ROOT,
  startBucket,
} from '../lib/topology.mjs';

const require = createRequire(import.meta.url);

const skip = apiSupportsPostgres()
  ? false
  : 'needs the API’s PostgreSQL support (DATABASE_URL, start-up under an advisory lock): ' +
    'one SQLite file has no lock that lets several first starts race safely';

it(
  'three API instances started at the same moment on an empty database: one schema, one seed, one admin',
  { skip, timeout: 300_000 },
  async (t) => {
    checkBuilt({ shells: false });
    const [redis, bucket, postgres] = await Promise.all([
      services.startRedis(),
      startBucket(),
      services.startPostgres(),
    ]);
    const dirs = [];
    const apis = [];
    t.after(async () => {
      await Promise.all(apis.map((api) => api.stop()));
      await Promise.all([redis.stop(), bucket.stop(), postgres.stop()]);
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    });
    for (let i = 1; i <= 3; i += 1) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `koris-start-api${i}-`));
      dirs.push(dataDir);
      const env = apiEnv({
        redis,
        bucket,
        databaseUrl: postgres.url,
        dataDir,
        // The demo content: the seed with the most to do twice.
        extra: { SEED: 'demo' },
      });
      apis.push(apiInstance(`api${i}`, await freePort(), env));
    }
    // All three processes at once, then each must become healthy.
    await Promise.all(apis.map((api) => api.start({ wait: false })));
    await Promise.all(apis.map((api) => api.waitHealthy(240_000)));

    // One admin: the same account logs in through each instance, and exists once.
    for (const api of apis) await staffToken(api.url, ADMIN.email, ADMIN.password);
    const { Client } = require('pg');
    const db = new Client({ connectionString: postgres.url });
    await db.connect();
    try {
      const admins = await db.query(
        'SELECT count(*)::int AS n FROM users WHERE lower(email) = $1',
        [ADMIN.email],
      );
      assert.equal(admins.rows[0].n, 1, 'one admin account');
      // One schema: every migration recorded once.
      const migrations = await db.query(
        'SELECT name, count(*)::int AS n FROM _migrations GROUP BY name ORDER BY name',
      );
      assert.ok(migrations.rows.length > 0, 'the migrations ran');
      assert.deepEqual(
        migrations.rows.filter((row) => row.n !== 1),
        [],
        'no migration applied twice',
      );
    } finally {
      await db.end();
    }

    // One seed: every instance lists the same demo content, as much as one seed writes.
    const seed = require(path.join(ROOT, 'api', 'dist', 'seed', 'content.js'));
    const expected = [
      [['events'], seed.EVENTS],
      [['conductors/current', 'conductors/old'], seed.CONDUCTORS],
      [['achievements'], seed.ACHIEVEMENTS],
      [['history-events'], seed.HISTORY],
      [['videos'], seed.VIDEOS],
    ];
    for (const [lists, items] of expected) {
      const answers = await Promise.all(
        apis.map(async (api) => {
          const ids = [];
          for (const list of lists) {
            const res = await fetch(`${api.url}/api/${list}`);
            assert.equal(res.status, 200, `GET /api/${list}`);
            ids.push(...(await res.json()).map((item) => item.id));
          }
          return ids;
        }),
      );
      assert.equal(answers[0].length, items.length, `the demo ${lists[0]}, each once`);
      for (const other of answers.slice(1)) assert.deepEqual(other, answers[0]);
    }
    // Nothing an instance needs lives in its own folder: no uploads on disk.
    for (const dir of dirs) {
      const uploads = path.join(dir, 'uploads');
      const files = fs.existsSync(uploads) ? fs.readdirSync(uploads, { recursive: true }) : [];
      assert.deepEqual(files, [], `${dir} holds no uploads`);
    }
  },
);
