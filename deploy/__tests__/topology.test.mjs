/**
 * The site as several instances behind deploy/haproxy.cfg, real servers only: two API
 * instances, a shell with the remotes, Redis, an S3-compatible bucket and the shared database
 * (lib/topology.mjs). Each test asserts what a visitor, a staff member or an operator sees:
 * status codes, list contents, bytes.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import {
  applicationForm,
  applications,
  bearer,
  flood,
  login,
  requestOnce,
  staffToken,
  visitor,
} from '../lib/clients.mjs';
import { ADMIN, listFiles, startTopology } from '../lib/topology.mjs';

/** Applications per flood and how many are in flight at once. */
const FLOOD = 400;
const CONCURRENCY = 50;
/** A staff edit must show through every instance within this (docs/architecture.md#run-time: one second). */
const FRESH_MS = 1000;
/** haproxy.cfg's unique-id-format: addresses, ports, time, counter and pid in hex. */
const BALANCER_ID = /^[0-9A-F]+:[0-9A-F]+_[0-9A-F]+:[0-9A-F]+_[0-9A-F]+_[0-9A-F]+:[0-9A-F]+$/;

let site;
let api1;
let api2;
let token;

before(
  async () => {
    site = await startTopology({ apis: 2, shells: 1 });
    [api1, api2] = site.apis;
    token = await staffToken(site.url, ADMIN.email, ADMIN.password);
  },
  { timeout: 300_000 },
);

after(() => site?.stop());

/** FLOOD applications tagged `tag`; `atQuarter` runs once, when a quarter of them are answered. */
function floodOnce(tag, atQuarter) {
  return flood({
    base: site.url,
    total: FLOOD,
    concurrency: CONCURRENCY,
    tag,
    onProgress: (done) => {
      if (done === FLOOD / 4) atQuarter();
    },
  });
}

/**
 * The results of a flood checked against the applications list: every 201 is listed, nothing
 * is listed twice, and whatever was not a 201 was an honest failure (an error status or no
 * answer), never another 2xx.
 */
async function checkFlood(results, tag) {
  const listed = (await applications(site.url, token)).filter((a) => a.email.startsWith(tag));
  const count = new Map();
  for (const a of listed) count.set(a.email, (count.get(a.email) ?? 0) + 1);
  const twice = [...count].filter(([, n]) => n > 1).map(([email]) => email);
  assert.deepEqual(twice, [], 'no application is stored twice');
  const accepted = results.filter((r) => r.status === 201);
  const lost = accepted.filter((r) => !count.has(r.email)).map((r) => r.email);
  assert.deepEqual(lost, [], 'every application answered 201 is in the list');
  const dishonest = results.filter((r) => r.status !== 201 && r.status >= 200 && r.status < 300);
  assert.deepEqual(dishonest, [], 'no other 2xx answer');
  const failed = results.filter((r) => r.status !== 201);
  for (const r of failed) assert.ok(r.error || r.status >= 400, `an honest failure: ${r.status}`);
  return { accepted: accepted.length, failed, listed: listed.length };
}

/** Polls `check` until it holds; fails the test after `timeoutMs`. */
async function waitFor(check, what, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const summary = (failed) =>
  [...new Set(failed.map((r) => r.error ?? r.status))].map(String).join(', ') || 'none';

describe('behind the balancer', () => {
  it('one address serves the pages from the shell and /api/ from the API instances', async () => {
    const page = await fetch(`${site.url}/`);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type'), /^text\/html/);
    assert.match(await page.text(), /<div id="root">\s*<(?!\/div)/, 'the page is server-rendered');
    const health = await fetch(`${site.url}/api/health`);
    assert.equal(health.status, 200);
    assert.deepEqual(await health.json(), { status: 'ok' });
    // The balancer makes the id (a visitor's own is replaced), the server logs it and sends
    // it back, in the form the servers accept.
    for (const path of ['/', '/api/health']) {
      const res = await fetch(`${site.url}${path}`, { headers: { 'x-request-id': 'mans-id' } });
      await res.arrayBuffer();
      const id = res.headers.get('x-request-id') ?? '';
      assert.notEqual(id, 'mans-id');
      assert.match(id, BALANCER_ID, `${path}: the balancer's request id`);
    }
  });

  it('an image uploaded through one instance is read with the same bytes through the other, and no DATA_DIR holds it', async () => {
    const jpeg = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: '#804020' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('title', `Topoloģijas koncerts ${Date.now()}`);
    form.set('image', new Blob([jpeg], { type: 'image/jpeg' }), 'koncerts.jpg');
    const created = await fetch(`${api1.url}/api/events`, {
      method: 'POST',
      headers: bearer(token),
      body: form,
    });
    assert.equal(created.status, 201, await created.clone().text());
    const event = await created.json();
    const names = [...new Set(JSON.stringify(event).match(/\/uploads\/[A-Za-z0-9._-]+/g) ?? [])];
    assert.ok(names.length > 0, 'the event names its image variants');
    for (const name of names) {
      const [one, two] = await Promise.all(
        [api1, api2].map(async (api) => {
          const res = await fetch(`${api.url}${name}`);
          assert.equal(res.status, 200, `${name} through ${api.name}`);
          return Buffer.from(await res.arrayBuffer());
        }),
      );
      assert.ok(one.length > 0);
      assert.ok(one.equals(two), `${name}: the same bytes through both instances`);
    }
    // The files are in the bucket and nowhere on an instance's own disk.
    const inBucket = site.bucket.files().map((f) => path.basename(f));
    for (const name of names) {
      const file = path.basename(name);
      assert.ok(
        inBucket.some((f) => f.startsWith(file)),
        `${file} is in the bucket`,
      );
    }
    for (const dir of new Set(site.apis.map((api) => api.dataDir))) {
      const uploads = listFiles(dir).filter((f) => names.some((n) => f.includes(path.basename(n))));
      assert.deepEqual(uploads, [], `${dir} holds none of the image's files`);
      assert.deepEqual(listFiles(path.join(dir, 'uploads')), [], `${dir}/uploads is empty`);
    }
  });

  /** A staff edit of the setting `name` through the first API instance, stored when it returns. */
  async function editSetting(settings, name, value) {
    const setting = settings.find((s) => s.name === name);
    assert.ok(setting, `the ${name} setting exists`);
    const put = await fetch(`${api1.url}/api/system-setting/${setting.id}`, {
      method: 'PUT',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      body: JSON.stringify({ value }),
    });
    assert.equal(put.status, 200, await put.clone().text());
    return setting;
  }

  /** Milliseconds until `shows` holds (polled), or null if not within five times FRESH_MS. */
  async function msUntil(shows) {
    const saved = Date.now();
    while (Date.now() - saved < 5 * FRESH_MS) {
      if (await shows()) return Date.now() - saved;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return null;
  }

  it('a staff edit through one instance shows in the other instance’s cached list within a second', async () => {
    const headers = await visitor(api2.url);
    const settings = async () => {
      const res = await fetch(`${api2.url}/api/system-settings`, { headers });
      assert.equal(res.status, 200);
      return res.json();
    };
    // Read twice: the second answer comes from the instance's cache.
    await settings();
    const value = `Dziedam kopā (${Date.now()})`;
    const setting = await editSetting(await settings(), 'footer_description', value);
    const seenAfter = await msUntil(
      async () => (await settings()).find((s) => s.id === setting.id)?.value === value,
    );
    assert.ok(seenAfter !== null, 'the edit shows through the other instance');
    assert.ok(seenAfter <= FRESH_MS, `the edit showed after ${seenAfter} ms, not within a second`);
  });

  it('a staff edit through one API instance shows in the next document the shell serves, within a second', async () => {
    const history = (validator) =>
      fetch(`${site.url}/history`, {
        headers: {
          'accept-encoding': 'identity',
          ...(validator && { 'if-none-match': validator }),
        },
      });
    // Kept once rendered: the same validator again, and a 304 for a browser that holds it.
    let kept = null;
    await waitFor(async () => {
      const res = await history();
      await res.arrayBuffer();
      kept = res.headers.get('etag');
      return kept !== null;
    }, 'the history page is kept');
    const again = await history(kept);
    assert.equal(again.status, 304);
    assert.match(again.headers.get('cache-control'), /s-maxage=1/);

    const settings = await (await fetch(`${api1.url}/api/system-settings`)).json();
    const value = `Koris dzied kopš 1925. gada (${Date.now()})`;
    await editSetting(settings, 'history_text_center', value);
    const seenAfter = await msUntil(async () => {
      // A browser holding the old document asks with its validator: never a 304 for it now.
      const res = await history(kept);
      if (res.status !== 200 || !(await res.text()).includes(value)) return false;
      assert.notEqual(res.headers.get('etag'), kept);
      return true;
    });
    assert.ok(seenAfter !== null, 'the edit shows in the server-rendered document');
    assert.ok(seenAfter <= FRESH_MS, `the edit showed after ${seenAfter} ms, not within a second`);
  });

  it('a logout through one instance refuses the token through the other', async () => {
    const session = await staffToken(api1.url, ADMIN.email, ADMIN.password);
    const me = (api) => fetch(`${api.url}/api/me`, { headers: bearer(session) });
    assert.equal((await me(api2)).status, 200, 'the token works on the other instance');
    const out = await fetch(`${api1.url}/api/logout`, { method: 'POST', headers: bearer(session) });
    assert.equal(out.status, 200);
    assert.equal((await me(api2)).status, 401, 'the other instance refuses it');
    assert.equal((await me(api1)).status, 401);
  });

  it('the login limit counts the attempts made through both instances together', async () => {
    // RATE_LIMIT_LOGIN=5 per address and e-mail (lib/topology.mjs); a fresh e-mail per run.
    const email = `minetajs-${Date.now()}@example.lv`;
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const api = i % 2 === 0 ? api1 : api2;
      statuses.push((await login(api.url, email, 'nepareiza-parole')).status);
    }
    // Each instance alone has seen three: only a shared count refuses the sixth.
    assert.deepEqual(statuses, [422, 422, 422, 422, 422, 429]);
  });

  it('a visitor’s own X-Forwarded-For does not get around the login limit', async () => {
    // Through the balancer, each attempt claiming another address: the balancer drops the
    // claim and names the real one, so the sixth attempt is refused all the same.
    const email = `viltnieks-${Date.now()}@example.lv`;
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      const claimed = { 'x-forwarded-for': `198.51.100.${i + 1}` };
      statuses.push((await login(site.url, email, 'nepareiza-parole', claimed)).status);
    }
    assert.deepEqual(statuses, [422, 422, 422, 422, 422, 429]);
  });

  it('a flood of applications while an instance is drained and stopped with SIGTERM: no errors', async () => {
    const tag = `drain-${Date.now()}`;
    let drained = null;
    const drainAndStop = async () => {
      // What an operator does (docs/deploy.md): drain in the balancer, wait until nothing is
      // in flight on the instance, then stop it.
      await site.balancer.setState('api', 'api1', 'drain');
      await site.balancer.waitStatus('api', 'api1', 'DRAIN');
      await waitFor(
        async () => (await site.balancer.server('api', 'api1')).current === 0,
        'nothing in flight on the drained instance',
      );
      api1.signal('SIGTERM');
      return api1.exited();
    };
    const results = await floodOnce(tag, () => {
      drained = drainAndStop();
    });
    const exit = await drained;
    assert.deepEqual(exit, { code: 0, signal: null }, 'the instance closed cleanly');
    const { failed, accepted } = await checkFlood(results, tag);
    assert.equal(failed.length, 0, `no errors (got: ${summary(failed)})`);
    assert.equal(accepted, FLOOD);

    // Back into rotation, as after a deploy: start it, then tell the balancer it is ready.
    await api1.start();
    await site.balancer.setState('api', 'api1', 'ready');
    await site.balancer.waitStatus('api', 'api1', 'UP');
  });

  it('an instance that dies holding a request: the balancer sends a GET again elsewhere, never a POST', async () => {
    // Everything to api2, which is frozen (SIGSTOP): the kernel still accepts the balancer's
    // connections and requests, nothing answers. Then api1 comes back and api2 is killed
    // holding both requests, exactly as a crash mid-request looks to the balancer.
    await site.balancer.setState('api', 'api1', 'maint');
    api2.signal('SIGSTOP');
    const headers = await visitor(api1.url);
    const email = `kesta-${Date.now()}@example.lv`;
    const read = requestOnce(`${site.url}/api/events`, { headers });
    const write = requestOnce(`${site.url}/api/apply`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: applicationForm(email).toString(),
    });
    try {
      await waitFor(
        async () => (await site.balancer.requestsOn('site', 'api2')) === 2,
        'both requests held by the frozen instance',
      );
      await site.balancer.setState('api', 'api1', 'ready');
      await site.balancer.waitStatus('api', 'api1', 'UP');
    } finally {
      api2.signal('SIGKILL');
    }
    const [got, posted] = await Promise.all([read, write]);
    assert.equal(got.status, 200, 'the GET was answered by the other instance');
    assert.ok(
      posted.error || posted.status === 502,
      `the POST got an honest error, not ${posted.status}`,
    );
    const listed = (await applications(site.url, token)).filter((a) => a.email === email);
    assert.equal(listed.length, 0, 'the POST was not sent to the other instance');

    await api2.exited();
    await api2.start();
    await site.balancer.waitStatus('api', 'api2', 'UP');
  });

  it('a flood of applications while an instance is killed (kill -9): every 201 is stored once, the rest failed honestly', async (t) => {
    const tag = `kill-${Date.now()}`;
    let killed = null;
    const results = await floodOnce(tag, () => {
      api2.signal('SIGKILL');
      killed = api2.exited();
    });
    assert.deepEqual(await killed, { code: null, signal: 'SIGKILL' });
    const { accepted, failed } = await checkFlood(results, tag);
    t.diagnostic(`${accepted} accepted, ${failed.length} failed (${summary(failed)})`);

    // The balancer has taken the dead instance out: the site takes applications again.
    await site.balancer.waitStatus('api', 'api2', 'DOWN');
    const afterwards = await flood({
      base: site.url,
      total: 50,
      concurrency: 10,
      tag: `${tag}-after`,
    });
    const { failed: failedAfter } = await checkFlood(afterwards, `${tag}-after`);
    assert.equal(failedAfter.length, 0, `no errors once it is out (got: ${summary(failedAfter)})`);
    // And the pages, rendered with data from the instance left, as before.
    const page = await fetch(`${site.url}/uznemsana`);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<div id="root">\s*<(?!\/div)/, 'still server-rendered');
  });
});
