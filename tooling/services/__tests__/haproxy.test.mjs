/**
 * startHaproxy in front of two small node:http servers: round robin alternates between them,
 * a stopped one is taken out by the health check, and configuration text works too.
 */
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { startHaproxy } from '../index.cjs';
import { eventually, portClosed } from './support.mjs';

/** A server that answers every request with its name. */
async function backend(name) {
  const server = http.createServer((req, res) => res.end(name));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

async function names(url, count) {
  const seen = [];
  for (let i = 0; i < count; i += 1) {
    const res = await fetch(url);
    seen.push(res.status === 200 ? await res.text() : String(res.status));
  }
  return seen;
}

describe('startHaproxy', () => {
  let a;
  let b;
  let proxy;

  before(async () => {
    [a, b] = await Promise.all([backend('a'), backend('b')]);
    proxy = await startHaproxy({ backends: [a.url, b.url], checkIntervalMs: 100 });
  });
  after(async () => {
    await proxy?.stop();
    await Promise.all([a?.close(), b?.close()]);
  });

  it('alternates requests between the two backends', async () => {
    const seen = await names(proxy.url, 6);
    assert.deepEqual(seen.toSorted(), ['a', 'a', 'a', 'b', 'b', 'b']);
    for (let i = 1; i < seen.length; i += 1) assert.notEqual(seen[i], seen[i - 1]);
  });

  it('takes a stopped backend out after its health check fails', async () => {
    await b.close();
    // No retries or redispatch are configured: only the health check keeps requests off b.
    const allA = await eventually(async () => (await names(proxy.url, 4)).every((n) => n === 'a'));
    assert.ok(allA, 'requests still reach the stopped backend');
    assert.deepEqual(await names(proxy.url, 6), ['a', 'a', 'a', 'a', 'a', 'a']);
  });

  it('stops: the port closes, the folder goes, a second stop is harmless', async () => {
    await proxy.stop();
    assert.ok(await portClosed(proxy.port));
    assert.equal(existsSync(proxy.dir), false);
    await proxy.stop();
  });
});

describe('startHaproxy with configuration text', () => {
  it('serves on the address of its first bind line', async () => {
    const one = await backend('one');
    const { haproxyConfig } = await import('../index.cjs');
    const { freePort } = await import('../net.cjs');
    const port = await freePort();
    const text = haproxyConfig({ port, backends: [one.url] });
    const proxy = await startHaproxy(text);
    try {
      assert.equal(proxy.url, `http://127.0.0.1:${port}`);
      assert.deepEqual(await names(proxy.url, 2), ['one', 'one']);
    } finally {
      await proxy.stop();
      await one.close();
    }
  });

  it('reports a configuration error plainly', async () => {
    await assert.rejects(
      startHaproxy('frontend web\n  bind 127.0.0.1:1\n  no-such-keyword\n'),
      /haproxy .*failed/,
    );
  });
});
