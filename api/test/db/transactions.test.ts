import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { TransactionScope } from '../../src/db/transaction-scope';
import { build, tempDataDir, type TestApp } from '../helper';

/**
 * A transaction takes every call made inside it, however deep through async calls, and no call
 * made outside it; and while none runs, the process pays nothing for knowing which one a call
 * belongs to. On SQLite, or on PostgreSQL when the suite runs there.
 */

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('database transactions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build();
  });
  afterAll(() => t.destroy());

  const addEvent = async (title: string) => {
    await pause();
    const now = new Date().toISOString();
    return t.app.db.insert(
      t.app.db.kysely
        .insertInto('events')
        .values({ title, order: 0, is_current: 1, created_at: now, updated_at: now }),
    );
  };
  const titles = async (prefix: string) =>
    (
      await t.app.db.all(
        t.app.db.kysely
          .selectFrom('events')
          .select('title')
          .where('title', 'like', `${prefix}%`)
          .orderBy('title'),
      )
    ).map((row) => row.title);

  it('undoes every call made inside a failed transaction, however deep', async () => {
    const failed = t.app.db.transaction(async () => {
      await addEvent('deep-1');
      await Promise.all([addEvent('deep-2'), (async () => addEvent('deep-3'))()]);
      throw new Error('refused');
    });
    await expect(failed).rejects.toThrow('refused');
    expect(await titles('deep-')).toEqual([]);
  });

  it('still joins the calls of a transaction begun after every earlier one has ended', async () => {
    await expect(
      t.app.db.transaction(async () => {
        await addEvent('first-1');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await pause();
    await expect(
      t.app.db.transaction(async () => {
        await addEvent('later-1');
        await t.app.db.transaction(() => addEvent('later-2'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await t.app.db.transaction(async () => {
      await addEvent('kept-1');
      await addEvent('kept-2');
    });
    expect(await titles('first-')).toEqual([]);
    expect(await titles('later-')).toEqual([]);
    expect(await titles('kept-')).toEqual(['kept-1', 'kept-2']);
  });

  it('keeps two transactions at once apart: one fails, the other keeps its rows', async () => {
    const [failed, kept] = await Promise.allSettled([
      t.app.db.transaction(async () => {
        await addEvent('apart-failed-1');
        await pause();
        throw new Error('refused');
      }),
      t.app.db.transaction(async () => {
        await addEvent('apart-kept-1');
        await addEvent('apart-kept-2');
      }),
    ]);
    expect(failed.status).toBe('rejected');
    expect(kept.status).toBe('fulfilled');
    expect(await titles('apart-')).toEqual(['apart-kept-1', 'apart-kept-2']);
  });

  it('leaves a read made outside an open transaction out of it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = t.app.db.transaction(async () => {
      await addEvent('outside-1');
      await held;
      throw new Error('refused');
    });
    await pause();
    await pause();
    const read = titles('outside-');
    release();
    await expect(open).rejects.toThrow('refused');
    expect(await read).toEqual([]);
    expect(await t.app.db.first(sql<{ one: number }>`SELECT 1 AS one`)).toEqual({ one: 1 });
  });

  it('turns async hooks off once no transaction runs, in a process of its own', () => {
    // Jest keeps async hooks on for its own reasons: the claim is checked where nothing else runs.
    const script = `
      const { executionAsyncId } = require('node:async_hooks');
      const path = require('node:path');
      const { SqliteDatabase } = require(${JSON.stringify(path.resolve(__dirname, '../../src/db/database'))});
      const { sql } = require('kysely');
      const on = () => Promise.resolve().then(() => executionAsyncId() !== 0);
      (async () => {
        const db = new SqliteDatabase(path.join(${JSON.stringify(tempDataDir())}, 'koris.sqlite'));
        const seen = { before: await on() };
        await db.transaction(async () => {
          await db.first(sql\`SELECT 1 AS one\`);
          seen.during = await on();
        });
        seen.after = await on();
        await db.first(sql\`SELECT 1 AS one\`);
        seen.afterRead = await on();
        await db.close();
        process.stdout.write(JSON.stringify(seen));
      })();
    `;
    const out = execFileSync(process.execPath, ['--require', 'tsx/cjs', '-e', script], {
      encoding: 'utf8',
    });
    expect(JSON.parse(out)).toEqual({
      before: false,
      during: true,
      after: false,
      afterRead: false,
    });
  });
});

describe('TransactionScope', () => {
  it('names the transaction a call is part of, and none outside or after it', async () => {
    const scope = new TransactionScope<string>();
    let leftBehind: Promise<string | undefined> | undefined;
    const seen = await scope.run('a', async () => {
      await pause();
      leftBehind = pause()
        .then(pause)
        .then(() => scope.current());
      return scope.current();
    });
    expect(seen).toBe('a');
    expect(scope.current()).toBeUndefined();
    // A callback the transaction left running is not part of it once it has ended.
    expect(await leftBehind).toBeUndefined();
  });

  it('stays on while any transaction runs, and comes back on for the next', async () => {
    const scope = new TransactionScope<string>();
    let endFirst!: () => void;
    const first = scope.run('a', () => new Promise<void>((resolve) => (endFirst = resolve)));
    const second = await scope.run('b', async () => {
      await pause();
      return scope.current();
    });
    expect(second).toBe('b');
    expect(scope.active).toBe(true);
    expect(scope.current()).toBeUndefined();
    endFirst();
    await first;
    expect(scope.active).toBe(false);
    expect(await scope.run('c', async () => scope.current())).toBe('c');
  });
});
