/** startRedis against a real redis-server through the real client (`ioredis`). */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { Redis } from 'ioredis';
import { startRedis } from '../index.cjs';
import { portClosed } from './support.mjs';

describe('startRedis', () => {
  let server;
  let client;

  before(async () => {
    server = await startRedis();
    client = new Redis(server.url, { maxRetriesPerRequest: 1 });
  });
  after(async () => {
    client?.disconnect();
    await server?.stop();
  });

  it('gives a redis:// URL on 127.0.0.1', () => {
    assert.equal(server.url, `redis://127.0.0.1:${server.port}`);
  });

  it('SETs and GETs', async () => {
    assert.equal(await client.set('choir', 'koris'), 'OK');
    assert.equal(await client.get('choir'), 'koris');
  });

  it('INCRs', async () => {
    assert.equal(await client.incr('visits'), 1);
    assert.equal(await client.incr('visits'), 2);
  });

  it('keeps nothing on disk', async () => {
    assert.deepEqual(await client.config('GET', 'save'), ['save', '']);
    assert.deepEqual(await client.config('GET', 'appendonly'), ['appendonly', 'no']);
  });

  it('stops: the port closes, the folder goes, a second stop is harmless', async () => {
    client.disconnect();
    await server.stop();
    assert.ok(await portClosed(server.port));
    assert.equal(existsSync(server.dir), false);
    await server.stop();
  });
});
