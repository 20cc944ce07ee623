/**
 * Scheduled publishing on two API instances sharing PostgreSQL behind the balancer: an event
 * saved to go out a few seconds ahead is in no answer before its time, and every instance
 * answers it (its kept answers dropped, its content version moved) within 5 s of that time.
 */
import assert from 'node:assert/strict';
import { it } from 'node:test';
import { bearer, staffToken } from '../lib/clients.mjs';
import { ADMIN, apiSupportsPostgres, startTopology } from '../lib/topology.mjs';

const skip = apiSupportsPostgres() ? false : 'needs the API’s PostgreSQL support';

/** Riga's wall clock at `ms` (what a staff member types), to the second. */
function rigaLocal(ms) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Riga',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(ms))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}

const titlesAt = async (base) =>
  (await (await fetch(`${base}/api/events`)).json()).map((event) => event.title);
const versionAt = async (base) =>
  (await (await fetch(`${base}/api/content-version`)).json()).version;

it(
  'a scheduled event appears on both API instances within 5 s of its time',
  { skip, timeout: 300_000 },
  async (t) => {
    const site = await startTopology({ apis: 2, shells: 0, database: 'postgres' });
    t.after(() => site.stop());
    const token = await staffToken(site.url, ADMIN.email, ADMIN.password);
    // Whole seconds: the time as typed has no fraction.
    const due = Math.ceil((Date.now() + 8_000) / 1000) * 1000;
    const form = new FormData();
    form.set('title', 'Ieplānotais koncerts');
    form.set('publish_at', rigaLocal(due));
    const created = await fetch(`${site.url}/api/events`, {
      method: 'POST',
      headers: bearer(token),
      body: form,
    });
    assert.equal(created.status, 201, await created.clone().text());

    const before = [];
    for (const api of site.apis) {
      // Asked twice: the second answer is the instance's kept one.
      assert.ok(!(await titlesAt(api.url)).includes('Ieplānotais koncerts'), `${api.name} early`);
      assert.ok(!(await titlesAt(api.url)).includes('Ieplānotais koncerts'), `${api.name} kept`);
      before.push(await versionAt(api.url));
    }
    assert.ok(Date.now() < due, 'checked before its time');

    await Promise.all(
      site.apis.map(async (api, i) => {
        for (;;) {
          if ((await titlesAt(api.url)).includes('Ieplānotais koncerts')) break;
          assert.ok(Date.now() < due + 5_000, `${api.name} shows it within 5 s of its time`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        assert.ok(Date.now() >= due - 1_000, `${api.name} did not show it early`);
        assert.notEqual(await versionAt(api.url), before[i], `${api.name}'s content version`);
      }),
    );
  },
);
