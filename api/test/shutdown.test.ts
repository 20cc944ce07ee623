import { sql } from 'kysely';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { drainAndClose } from '@koris/server-kit';
import { tempDataDir } from './helper';

function get(port: number, path: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
  });
}

describe('graceful shutdown (the SIGTERM handler of server.ts)', () => {
  it('answers the request in flight, refuses new connections, closes the database', async () => {
    const dataDir = tempDataDir();
    const app = await buildApp(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent' }),
    );
    let started!: () => void;
    const slowStarted = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 400));
      return { done: true };
    });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      expect((await get(port, '/api/health')).status).toBe(200);

      const slow = get(port, '/slow');
      await slowStarted;
      const closed = drainAndClose(app)({ signal: 'SIGTERM' });
      expect(app.draining).toBe(true);

      // Once close has stopped the listener (some ticks in, after the hooks before it),
      // a new connection is refused while the slow one is still being answered …
      for (let tick = 0; app.server.listening && tick < 1000; tick++) {
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      expect(app.server.listening).toBe(false);
      await expect(get(port, '/api/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      // … and that one still gets its whole answer.
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body)).toEqual({ done: true });
      await closed;
      // Its database is closed: nothing more can be read through it.
      await expect(app.db.all(sql`SELECT 1 AS one`)).rejects.toThrow();
    } finally {
      await app.close().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('graceful shutdown with SHUTDOWN_DELAY_MS (a balancer not drained first)', () => {
  it('keeps answering new requests while /api/health says 503, then closes', async () => {
    const dataDir = tempDataDir();
    const app = await buildApp(
      loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'silent' }),
    );
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const closed = drainAndClose(app, 600)({ signal: 'SIGTERM' });
      // During the delay: the balancer's check fails, visitors are still answered.
      expect((await get(port, '/api/health')).status).toBe(503);
      expect((await get(port, '/api/videos')).status).toBe(200);
      await closed;
      await expect(get(port, '/api/videos')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    } finally {
      await app.close().catch(() => undefined);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
