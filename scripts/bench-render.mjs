#!/usr/bin/env node
/**
 * `pnpm bench:render`: rendered documents per second against a static file of the same server.
 * Starts the production site on free ports (seeded), plus a second shell server beside it with
 * DOCUMENT_CACHE_MB=0 (every document rendered anew: cold) on the same API and remotes. For
 * `/about-us`, `/events` and `/photo/gallery/{first gallery}` it measures, in alternating
 * rounds, a built JS or CSS file of the shell (the one whose brotli copy is nearest in size to
 * the documents), the document from the shell without reuse (cold)
 * and from the shell with it (warm, after one request and the content version settled), and
 * prints documents/s, p99 latency, and each document's rate over the static file's rate of the
 * same round (median of the rounds). Target: every warm ratio ≥ 0.5.
 * A last column measures the views right after an edit, against the warm shell: the seeded
 * admin changes a text of the site (a setting shown on About) through the shell's `/api`, as
 * staff do, and at once CONNECTIONS visitors ask for the page together; their documents over
 * the time from the first request to the last answer (summed over BENCH_EDITS edits) give its
 * documents/s, each request's time its p99, and its ratio is over the static file's rate of the
 * same round. Between edits the page is kept again (the version settled, the page served with
 * its ETag), as it is on a site between edits. DOCUMENT_STALE_SECONDS is the warm shell's own
 * (from this environment, default 5; 0 makes every first view after an edit wait for a
 * render, as before decision 043); the cold column still renders every request.
 * Requests ask for brotli, as browsers do (the file is served precompressed, the document as
 * kept or compressed per request). autocannon, the site and its servers share the machine.
 * `--no-build` skips the stale-build check; BENCH_DURATION (s per measurement, default 5),
 * BENCH_ROUNDS (default 3) and BENCH_EDITS (edits per page and round, default 10) set its length.
 */
import { readdirSync, statSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT, buildProduction, startChild } from './lib/common.mjs';
import { freePort, launchBenchSite, siteProcesses, waitForHttp } from './lib/site.mjs';

const argv = process.argv.slice(2);
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const EDITS = Number(process.env.BENCH_EDITS ?? 10);
const CONNECTIONS = 10;
const ADMIN = { email: 'admin@koris.lv', password: 'admin12345' };
/** The text edited: shown on About, so its document changes; every page's version moves. */
const EDITED_SETTING = 'about_us_right';
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
// autocannon is the API bench's dependency, not the root's.
const autocannon = createRequire(path.join(ROOT, 'api', 'package.json'))('autocannon');

if (
  !Number.isFinite(DURATION) ||
  DURATION <= 0 ||
  !Number.isInteger(ROUNDS) ||
  ROUNDS < 1 ||
  !Number.isInteger(EDITS) ||
  EDITS < 1
) {
  console.error(
    'BENCH_DURATION must be a positive number of seconds, BENCH_ROUNDS and BENCH_EDITS whole numbers ≥ 1',
  );
  process.exit(1);
}
if (!argv.includes('--no-build') && !(await buildProduction({ log: () => undefined }))) {
  process.exit(1);
}

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers: HEADERS },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function measure(url) {
  const result = await run(url);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The views after an edit: CONNECTIONS kept-alive connections, as autocannon has. */
const visitors = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

/** One document as a visitor asks for it: its status, its ETag, and the time to its last byte. */
function view(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    http
      .get(url, { agent: visitors, headers: HEADERS }, (res) => {
        res.on('data', () => undefined);
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            etag: res.headers['etag'],
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
};

// The seeded admin edits with a password alone, as in bench:memory.
const {
  site,
  base: warmBase,
  stop,
} = await launchBenchSite('bench-render', {
  REQUIRE_SECOND_FACTOR_ROLES: '',
});
let cold;
try {
  // The cold shell: the same server, the same API and remotes, nothing kept.
  const port = await freePort();
  const shell = siteProcesses(site.plan, { ...process.env }).find((p) => p.label === 'shell');
  cold = startChild('shell-cold', process.execPath, shell.args, {
    cwd: shell.cwd,
    env: { ...shell.env, PORT: String(port), DOCUMENT_CACHE_MB: '0' },
    silent: true,
  });
  const coldBase = `http://localhost:${port}`;
  if (!(await waitForHttp(`${coldBase}/remotes.json`, { timeoutMs: 60_000 }))) {
    throw new Error('the cold shell did not start');
  }
  // Both shells ready to render (their remotes' server code loaded): /health says so.
  for (const base of [warmBase, coldBase]) {
    const started = Date.now();
    while ((await fetch(`${base}/health`)).status !== 200) {
      if (Date.now() - started > 60_000) throw new Error(`${base}: not ready`);
      await sleep(250);
    }
  }

  const api = `http://127.0.0.1:${site.plan.apiPort}`;
  const galleries = await (await fetch(`${api}/api/galleries?skip=0&take=1`)).json();
  const galleryId = Array.isArray(galleries) ? galleries[0]?.id : galleries?.items?.[0]?.id;
  if (galleryId === undefined) throw new Error('no gallery in the seeded site');
  const pages = ['/about-us', '/events', `/photo/gallery/${galleryId}`];

  // The staff edit: the seeded admin's token, and the text it changes.
  const login = await fetch(`${api}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const token = (await login.json()).authorisation.token;
  const setting = await (
    await fetch(`${api}/api/system-setting/get-by-name/${EDITED_SETTING}`)
  ).json();
  if (setting?.id === undefined) throw new Error(`no setting ${EDITED_SETTING} in the seeded site`);
  let edits = 0;
  /** One staff edit, through the warm shell's proxy as the site's own pages send it. */
  async function edit() {
    edits += 1;
    const res = await fetch(`${warmBase}/api/system-setting/${setting.id}`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ value: `${setting.value} (${edits})` }),
    });
    if (!res.ok) throw new Error(`edit ${edits}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }
  /** The page kept again under the content of the last edit: settled, then served with its ETag. */
  async function keptAgain(page) {
    await sleep(600);
    for (let i = 0; i < 200; i += 1) {
      if ((await view(`${warmBase}${page}`)).etag) return;
      await sleep(20);
    }
    throw new Error(`${page}: not kept again after edit ${edits}`);
  }
  /**
   * The first views of `page` after each of EDITS edits: CONNECTIONS visitors at once, timed from
   * the first request to the last byte of the last answer.
   */
  async function afterEdits(page) {
    const times = [];
    let elapsed = 0;
    for (let i = 0; i < EDITS; i += 1) {
      await keptAgain(page);
      await edit();
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: CONNECTIONS }, () => view(`${warmBase}${page}`)),
      );
      elapsed += performance.now() - started;
      for (const answer of answers) {
        if (answer.status !== 200) throw new Error(`${page} after an edit: ${answer.status}`);
        times.push(answer.ms);
      }
    }
    return { rps: times.length / (elapsed / 1000), p99: Math.round(percentile(times, 0.99)) };
  }
  // The static file: the shell's built JS or CSS file whose brotli copy is nearest in size to
  // the pages' documents (as the browser gets them), so both sides move about as many bytes.
  const docBytes = [];
  for (const page of pages) {
    const res = await fetch(`${warmBase}${page}`, { headers: HEADERS });
    docBytes.push(
      Number(res.headers.get('content-length')) || (await res.arrayBuffer()).byteLength,
    );
  }
  const target = median(docBytes);
  const dist = path.join(ROOT, 'shell', 'dist');
  const [file] = readdirSync(dist)
    .filter((f) => /\.(js|css)\.br$/.test(f))
    .map((f) => ({ name: f.slice(0, -3), bytes: statSync(path.join(dist, f)).size }))
    .sort((a, b) => Math.abs(a.bytes - target) - Math.abs(b.bytes - target));
  if (!file) throw new Error('no built JS or CSS file in shell/dist');
  const staticUrl = `${warmBase}/${file.name}`;

  console.log(
    `bench:render: ${CONNECTIONS} connections, ${ROUNDS} round(s) of ${DURATION} s per measurement, ` +
      `static file /${file.name} (${file.bytes} B brotli; documents ${docBytes.join(', ')} B)\n`,
  );
  const rows = [];
  for (const page of pages) {
    // Kept once, and the content version settled, before the warm rounds.
    const first = await fetch(`${warmBase}${page}`, { headers: HEADERS });
    await first.arrayBuffer();
    await sleep(600);
    const kept = await fetch(`${warmBase}${page}`, { headers: HEADERS });
    await kept.arrayBuffer();
    const rendered = (await (await fetch(`${coldBase}${page}`)).text()).includes(
      'koris-initial-data',
    );
    const m = {
      static: [],
      cold: [],
      warm: [],
      edit: [],
      coldRatio: [],
      warmRatio: [],
      editRatio: [],
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      const s1 = await measure(staticUrl);
      const c = await measure(`${coldBase}${page}`);
      const s2 = await measure(staticUrl);
      const w = await measure(`${warmBase}${page}`);
      const e = await afterEdits(page);
      m.static.push(s1, s2);
      m.cold.push(c);
      m.warm.push(w);
      m.edit.push(e);
      m.coldRatio.push(c.rps / s1.rps);
      m.warmRatio.push(w.rps / s2.rps);
      m.editRatio.push(e.rps / s2.rps);
    }
    rows.push({
      page,
      note: `${rendered ? 'server-rendered' : 'NOT server-rendered'}, ${kept.headers.get('etag') ? 'kept (ETag)' : 'NOT kept'}`,
      static: median(m.static.map((x) => x.rps)),
      staticP99: median(m.static.map((x) => x.p99)),
      cold: median(m.cold.map((x) => x.rps)),
      coldP99: median(m.cold.map((x) => x.p99)),
      warm: median(m.warm.map((x) => x.rps)),
      warmP99: median(m.warm.map((x) => x.p99)),
      edit: median(m.edit.map((x) => x.rps)),
      editP99: median(m.edit.map((x) => x.p99)),
      coldRatio: median(m.coldRatio),
      warmRatio: median(m.warmRatio),
      editRatio: median(m.editRatio),
    });
  }

  const n = (x) => Math.round(x).toLocaleString('en');
  const table = [
    [
      'page',
      'static/s',
      'p99',
      'cold docs/s',
      'p99',
      'ratio',
      'warm docs/s',
      'p99',
      'ratio',
      'after-edit docs/s',
      'p99',
      'ratio',
      '',
    ],
    ...rows.map((r) => [
      r.page,
      n(r.static),
      `${r.staticP99} ms`,
      n(r.cold),
      `${r.coldP99} ms`,
      r.coldRatio.toFixed(2),
      n(r.warm),
      `${r.warmP99} ms`,
      r.warmRatio.toFixed(2),
      n(r.edit),
      `${r.editP99} ms`,
      r.editRatio.toFixed(2),
      r.note,
    ]),
  ];
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
  for (const row of table) {
    console.log(
      row
        .map((cell, i) => String(cell).padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    );
  }
  console.log(
    `\nafter an edit: ${EDITS} edit(s) per page and round, ${CONNECTIONS} visitors at once after each, ` +
      `the warm shell's DOCUMENT_STALE_SECONDS=${process.env.DOCUMENT_STALE_SECONDS ?? '(default, 5)'}`,
  );
  const ok = rows.every((r) => r.warmRatio >= 0.5);
  console.log(`warm ratio ≥ 0.5 on every page: ${ok ? 'yes' : 'NO'}`);
  process.exitCode = ok ? 0 : 1;
} finally {
  visitors.destroy();
  if (cold && cold.exitCode === null) {
    cold.kill('SIGTERM');
    await cold.done;
  }
  await stop();
}
