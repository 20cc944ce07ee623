/**
 * The shell's per-path document (document.mjs): head tags from the route table, preload hints
 * read from a live manifest, re-read after a redeploy, and no hints when the remote is down.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDocument, inlineStyleSources } from '../document.mjs';

const INDEX =
  '<!doctype html><html lang=lv><head><meta charset=utf-8>' +
  '<meta name=description content="Site-wide text."><title>LU jauktais koris</title>' +
  '<script defer src=/main.1234567890.js></script></head><body><div id=root></div></body></html>';

let manifest;
let serverManifest;
let server;
let origin;

function manifestWith(chunk) {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
    exposes: [
      {
        name: 'EventsPage',
        assets: {
          js: { sync: [`${chunk}.js`], async: ['lazy.js'] },
          css: { sync: [`${chunk}.css`], async: [] },
        },
      },
    ],
  };
}

/** A remote's server build manifest (create-config.cjs: `server/` beside the browser build). */
function serverManifestWith(reactVersion) {
  return {
    metaData: { remoteEntry: { name: 'server/remoteEntry.js', path: '' } },
    shared: [
      { name: 'react', version: reactVersion },
      { name: 'zustand', version: '5.1.0' },
    ],
  };
}

before(async () => {
  manifest = manifestWith('events.aaaaaaaaaa');
  serverManifest = serverManifestWith('19.3.1');
  server = http.createServer((req, res) => {
    if (/^\/events\.[a-f]{10}\.css$/.test(req.url)) {
      return res
        .writeHead(200, { 'content-type': 'text/css' })
        .end(
          '.hero{background:url(assets/hero.1234abcd.webp)}.x{mask:url("data:image/svg+xml,a")}',
        );
    }
    const body =
      req.url === '/mf-manifest.json'
        ? manifest
        : req.url === '/server/mf-manifest.json'
          ? serverManifest
          : null;
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});

after(() => new Promise((resolve) => server.close(resolve)));

const routeHead = (pathname) =>
  pathname === '/events'
    ? {
        title: 'LU jauktais koris | Notikumi',
        lang: 'lv',
        description: 'Gaidāmie koncerti & "notikumi" <b>',
        module: 'mf_content/EventsPage',
        params: {},
      }
    : pathname === '/en/about-us'
      ? {
          title: 'LU jauktais koris | About us',
          lang: 'en',
          description: 'About the choir.',
          module: 'mf_down/EnglishAboutPage',
          params: {},
        }
      : null;

test('a page gets its own title, description, language and Open Graph tags, escaped', async () => {
  const doc = createDocument({
    indexHtml: INDEX,
    remotes: { mf_content: `${origin}/mf-manifest.json` },
    routeHead,
  });
  const html = await doc.render('/events?x=1');
  assert.match(html, /<title>LU jauktais koris \| Notikumi<\/title>/);
  assert.match(html, /<html lang="lv"/);
  assert.equal(html.match(/name="?description/g)?.length, 1, 'one description, the page one');
  assert.match(
    html,
    /<meta name="description" content="Gaidāmie koncerti &amp; &quot;notikumi&quot; &lt;b&gt;">/,
  );
  assert.match(html, /<meta property="og:title" content="LU jauktais koris \| Notikumi">/);
  assert.match(html, /<meta property="og:locale" content="lv_LV">/);
});

test("a page preloads its remote's manifest, entry and the exposed module's files", async () => {
  const doc = createDocument({
    indexHtml: INDEX,
    remotes: { mf_content: `${origin}/mf-manifest.json` },
    routeHead,
  });
  const html = await doc.render('/events');
  assert.ok(
    html.includes(
      `<link rel="preload" href="${origin}/mf-manifest.json" as="fetch" crossorigin="anonymous">`,
    ),
  );
  assert.ok(
    html.includes(
      `<link rel="preload" href="${origin}/remoteEntry.js" as="script" fetchpriority="low">`,
    ),
  );
  assert.ok(
    html.includes(
      `<link rel="preload" href="${origin}/events.aaaaaaaaaa.js" as="script" fetchpriority="low">`,
    ),
  );
  assert.ok(
    html.includes(`<link rel="preload" href="${origin}/events.aaaaaaaaaa.css" as="style">`),
  );
  assert.ok(!html.includes('lazy.js'), 'async chunks are not preloaded');
});

test('a redeployed remote is hinted once the manifest is re-read', async () => {
  const doc = createDocument({
    indexHtml: INDEX,
    remotes: { mf_content: `${origin}/mf-manifest.json` },
    routeHead,
    manifestTtlMs: 0,
  });
  assert.ok((await doc.render('/events')).includes('events.aaaaaaaaaa.js'));
  manifest = manifestWith('events.bbbbbbbbbb');
  const html = await doc.render('/events');
  assert.ok(html.includes('events.bbbbbbbbbb.js'));
  assert.ok(!html.includes('events.aaaaaaaaaa.js'));
});

test('an unreachable remote gets no code hints; unknown and malformed paths get the plain document', async () => {
  const doc = createDocument({
    indexHtml: INDEX,
    remotes: { mf_down: 'http://127.0.0.1:9/mf-manifest.json' },
    routeHead,
  });
  const html = await doc.render('/en/about-us');
  assert.match(html, /<html lang="en"/);
  assert.ok(!html.includes('as="script"'));
  assert.equal(await doc.render('/no-such-page'), INDEX);
  assert.equal(await doc.render('/events/%ff'), INDEX);
});

/** The shell's server render as document.mjs sees it (the real one runs in the e2e tests). */
function fakeServer(answer = () => ({ html: '<main><h1>NOTIKUMI</h1></main>', data: {} })) {
  const calls = [];
  return {
    calls,
    sharedMajors: { react: '19', zustand: '5' },
    renderPage: async (request) => {
      calls.push(request);
      return answer(request);
    },
  };
}

const INDEX_WITH_HINTS = INDEX.replace(
  '</head>',
  '<link rel=preload href=/114.aaaaaaaaaa.css as=style><link rel=preload href=/262.bbbbbbbbbb.js as=script></head>',
);

test('a rendered page carries its markup, its data for the browser and its styles, not its script preloads', async () => {
  const server = fakeServer(() => ({
    html: '<main><h1>NOTIKUMI</h1></main>',
    data: {
      'content:events:current:0:2': [{ id: 1, title: '</script><script>alert(1)</script>' }],
    },
  }));
  const doc = createDocument({
    indexHtml: INDEX_WITH_HINTS,
    remotes: { mf_content: `${origin}/mf-manifest.json` },
    routeHead,
    server,
  });
  const html = await doc.render('/events?from=news');

  assert.ok(html.includes('<div id="root"><main><h1>NOTIKUMI</h1></main></div>'));
  const block = /<script type="application\/json" id="koris-initial-data">(.*?)<\/script>/.exec(
    html,
  );
  assert.ok(block, 'the data block is written');
  assert.ok(!block[1].includes('<'), 'nothing in the block can close the element');
  assert.deepEqual(JSON.parse(block[1]), {
    path: '/events',
    data: {
      'content:events:current:0:2': [{ id: 1, title: '</script><script>alert(1)</script>' }],
    },
  });
  // Styles apply from the start; scripts are fetched by the app after the first paint.
  assert.ok(html.includes('<link rel="stylesheet" href="/114.aaaaaaaaaa.css">'));
  assert.match(html, new RegExp(`<link rel="stylesheet" href="${origin}/events\\.\\w+\\.css">`));
  assert.ok(!html.includes('as=script') && !html.includes('as="script"'));
  assert.ok(html.includes('<script defer src=/main.1234567890.js>'), 'the app still starts');

  const [call] = server.calls;
  assert.equal(call.url, '/events?from=news');
  assert.equal(call.module, 'mf_content/EventsPage');
  assert.match(
    call.entries.mf_content,
    new RegExp(`^${origin}/server/remoteEntry\\.js\\?v=[0-9a-f]{12}$`),
  );
});

test('a redeployed remote is rendered from its new server entry once its manifest is re-read', async () => {
  const server = fakeServer();
  const doc = createDocument({
    indexHtml: INDEX,
    remotes: { mf_content: `${origin}/mf-manifest.json` },
    routeHead,
    server,
    manifestTtlMs: 0,
  });
  await doc.render('/events');
  serverManifest = { ...serverManifestWith('19.3.1'), exposes: [{ name: 'EventsPage', v: 2 }] };
  await doc.render('/events');
  serverManifest = serverManifestWith('19.3.1');
  const [first, second] = server.calls.map((call) => call.entries.mf_content);
  assert.notEqual(first, second);
});

test('no server render for a remote built against another major, one that fails, or one without a server build', async () => {
  const warnings = [];
  const onRenderError = (error, url) => warnings.push(`${url}: ${error.message}`);
  const plain = (html) =>
    html.includes('<div id=root></div>') && !html.includes('koris-initial-data');

  serverManifest = serverManifestWith('20.0.0');
  const guarded = fakeServer();
  const other = createDocument({
    indexHtml: INDEX,
    remotes: { mf_content: `${origin}/mf-manifest.json` },
    routeHead,
    server: guarded,
    manifestTtlMs: 0,
  });
  const refused = await other.render('/events');
  serverManifest = serverManifestWith('19.3.1');
  assert.ok(plain(refused), 'served for the browser to render');
  assert.ok(refused.includes('as="script"'), 'with the usual preloads');
  assert.equal(guarded.calls.length, 0);

  const failing = createDocument({
    indexHtml: INDEX,
    remotes: { mf_content: `${origin}/mf-manifest.json` },
    routeHead,
    server: fakeServer(() => {
      throw new Error('API answered 502');
    }),
    onRenderError,
  });
  assert.ok(plain(await failing.render('/events')));
  assert.deepEqual(warnings, ['/events: API answered 502']);

  const noBuild = fakeServer();
  const old = createDocument({
    indexHtml: INDEX,
    remotes: { mf_down: 'http://127.0.0.1:9/mf-manifest.json' },
    routeHead,
    server: noBuild,
  });
  assert.ok(plain(await old.render('/en/about-us')));
  assert.equal(noBuild.calls.length, 0);
});

test('the resources React hoists before the markup go into the head', async () => {
  const preload = '<link rel="preload" as="image" imageSrcSet="/uploads/a-320.webp 320w"/>';
  const doc = createDocument({
    indexHtml: INDEX,
    remotes: { mf_content: `${origin}/mf-manifest.json` },
    routeHead,
    server: fakeServer(() => ({ html: `${preload}<main><h1>NOTIKUMI</h1></main>`, data: {} })),
  });
  const html = await doc.render('/events');
  const head = html.slice(0, html.indexOf('</head>'));
  assert.ok(head.includes(preload));
  assert.ok(html.includes('<div id="root"><main><h1>NOTIKUMI</h1></main></div>'));
});

test("a rendered page's stylesheets are written into its document, each allowed by its hash", async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'koris-doc-css-'));
  writeFileSync(path.join(root, '114.aaaaaaaaaa.css'), 'body{margin:0}');
  try {
    const doc = createDocument({
      indexHtml: INDEX_WITH_HINTS.replace(
        '</head>',
        '<link rel="stylesheet" href="/missing.cccccccccc.css"></head>',
      ),
      remotes: { mf_content: `${origin}/mf-manifest.json` },
      routeHead,
      server: fakeServer(),
      inlineStylesFrom: root,
    });
    const html = await doc.render('/events');
    const css = /href="([^"]+events\.[a-f]{10}\.css)"/.exec(
      await createDocument({
        indexHtml: INDEX,
        remotes: { mf_content: `${origin}/mf-manifest.json` },
        routeHead,
        server: fakeServer(),
      }).render('/events'),
    )[1];
    assert.ok(html.includes('<style data-href="/114.aaaaaaaaaa.css">body{margin:0}</style>'));
    // A remote's file: its url(...) still points at the remote's own server.
    const remoteCss =
      `.hero{background:url(${origin}/assets/hero.1234abcd.webp)}` +
      '.x{mask:url("data:image/svg+xml,a")}';
    // …and a print-only link of it: the app's federation runtime then does not add it again.
    assert.ok(
      html.includes(
        `<style data-href="${css}">${remoteCss}</style><link rel="stylesheet" href="${css}" media="print">`,
      ),
    );
    // One that cannot be read stays a link.
    assert.ok(html.includes('<link rel="stylesheet" href="/missing.cccccccccc.css">'));
    assert.ok(!html.includes('<link rel="stylesheet" href="/114.aaaaaaaaaa.css">'));

    const sha = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    assert.deepEqual(inlineStyleSources(html), [sha('body{margin:0}'), sha(remoteCss)]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('a page the browser renders links its styles: nothing is written into it', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'koris-doc-css-'));
  writeFileSync(path.join(root, '114.aaaaaaaaaa.css'), 'body{margin:0}');
  try {
    const doc = createDocument({
      indexHtml: INDEX_WITH_HINTS,
      remotes: { mf_content: `${origin}/mf-manifest.json` },
      routeHead,
      inlineStylesFrom: root,
    });
    const html = await doc.render('/events');
    assert.ok(!html.includes('<style'));
    assert.deepEqual(inlineStyleSources(html), []);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
