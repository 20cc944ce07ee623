/**
 * Read your own writes (docs/decisions/042): three API instances on PostgreSQL behind the
 * balancer, each keeping its answers. A staff member's write answers with the content version
 * it produced; the next read that asks for it (as the shared client asks) shows the write
 * whichever instance it lands on, and so does the shell's document for the writer's cookie.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { bearer, staffToken } from '../lib/clients.mjs';
import { ADMIN, startTopology } from '../lib/topology.mjs';

/** Write-then-read rounds through the balancer. */
const ROUNDS = 30;

let site;
let token;

before(
  async () => {
    site = await startTopology({ apis: 3, shells: 1, database: 'postgres' });
    token = await staffToken(site.url, ADMIN.email, ADMIN.password);
  },
  { timeout: 300_000 },
);

after(() => site?.stop());

/** The settings through the balancer, as the page asks (`atLeast`: the version last written). */
async function settings(atLeast) {
  const res = await fetch(`${site.url}/api/system-settings`, {
    headers: atLeast ? { 'min-content-version': atLeast } : {},
  });
  assert.equal(res.status, 200);
  return res.json();
}

/** A staff edit through the balancer: the version and the cookie its answer names. */
async function edit(setting, value) {
  const res = await fetch(`${site.url}/api/system-setting/${setting.id}`, {
    method: 'PUT',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ value }),
  });
  assert.equal(res.status, 200, await res.clone().text());
  await res.arrayBuffer();
  const version = res.headers.get('content-version');
  assert.ok(version, 'the write names the content version it produced');
  const seen = res.headers
    .getSetCookie()
    .map((cookie) => /^koris_seen=[^;]*/.exec(cookie)?.[0])
    .find(Boolean);
  assert.ok(seen, 'the write sets the cookie the shell reads');
  return { version, seen };
}

describe('read your own writes through every instance', () => {
  it('a read right after a write, asking for its version, never shows the old value', async () => {
    const setting = (await settings()).find((s) => s.name === 'footer_description');
    assert.ok(setting, 'the footer_description setting exists');
    const stale = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      // Every instance keeps the current answer first (round robin over three).
      for (let i = 0; i < 3; i += 1) await settings();
      const value = `Dziedam kopā (${round}, ${Date.now()})`;
      const { version } = await edit(setting, value);
      const read = (await settings(version)).find((s) => s.id === setting.id);
      if (read?.value !== value) stale.push({ round, read: read?.value });
    }
    assert.deepEqual(stale, [], 'every read after its write showed it');
  });

  it("the shell's document shows the writer its write at once, whichever instance it asks", async () => {
    const setting = (await settings()).find((s) => s.name === 'history_text_center');
    assert.ok(setting, 'the history_text_center setting exists');
    const history = (cookie) =>
      fetch(`${site.url}/history`, {
        headers: { 'accept-encoding': 'identity', ...(cookie && { cookie }) },
      });
    // Kept before the edit.
    await (await history()).arrayBuffer();
    await (await history()).arrayBuffer();
    for (let round = 0; round < 5; round += 1) {
      const value = `Koris dzied kopš 1925. gada (${round}, ${Date.now()})`;
      const { seen } = await edit(setting, value);
      const page = await history(seen);
      assert.equal(page.status, 200);
      assert.ok((await page.text()).includes(value), `round ${round}: the writer's page shows it`);
    }
  });
});
