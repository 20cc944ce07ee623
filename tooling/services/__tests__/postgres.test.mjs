/**
 * startPostgres and createDatabase against a real PostgreSQL through the real client (`pg`):
 * the application's path (TCP, password) works, a wrong password does not, each test file can
 * have its own database, and stop() leaves nothing listening or on disk.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { createDatabase, startPostgres } from '../index.cjs';
import { portClosed } from './support.mjs';

async function withClient(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

describe('startPostgres', () => {
  let server;

  before(async () => {
    server = await startPostgres();
  });
  after(() => server?.stop());

  it('gives a postgres:// URL on 127.0.0.1 with a user and a password', () => {
    const url = new URL(server.url);
    assert.equal(url.protocol, 'postgres:');
    assert.equal(url.hostname, '127.0.0.1');
    assert.equal(Number(url.port), server.port);
    assert.equal(url.pathname, '/koris');
    assert.ok(url.username && url.password);
  });

  it('answers SELECT 1', async () => {
    const { rows } = await withClient(server.url, (c) => c.query('SELECT 1 AS one'));
    assert.deepEqual(rows, [{ one: 1 }]);
  });

  it('creates a table and reads back what was written', async () => {
    const rows = await withClient(server.url, async (c) => {
      await c.query('CREATE TABLE singers (id serial PRIMARY KEY, name text NOT NULL)');
      await c.query('INSERT INTO singers (name) VALUES ($1), ($2)', ['Anna', 'Jānis']);
      return (await c.query('SELECT name FROM singers ORDER BY id')).rows;
    });
    assert.deepEqual(rows, [{ name: 'Anna' }, { name: 'Jānis' }]);
  });

  it('refuses a wrong password', async () => {
    const url = new URL(server.url);
    url.password = 'wrong';
    await assert.rejects(
      withClient(url.toString(), (c) => c.query('SELECT 1')),
      /password/,
    );
  });

  it('creates a separate database on the same server', async () => {
    const other = await createDatabase(server.url, 'other_suite');
    assert.equal(new URL(other).pathname, '/other_suite');
    const tables = await withClient(other, async (c) => {
      await c.query('CREATE TABLE only_here (x int)');
      return (await c.query("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")).rows;
    });
    assert.deepEqual(tables, [{ tablename: 'only_here' }]);
    await assert.rejects(createDatabase(server.url, 'bad name; DROP'), /Not a plain database name/);
  });

  it('stops: the port closes, the folder goes, a second stop is harmless', async () => {
    await server.stop();
    assert.ok(await portClosed(server.port));
    assert.equal(existsSync(server.dir), false);
    await server.stop();
  });
});
