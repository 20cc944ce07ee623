/**
 * The shell's document per path: head tags, hints from the remote's live manifest, the server
 * render with its data and styles, and every way a render is given up (the page is then drawn
 * by the browser). The remote is a small HTTP server serving manifests and a stylesheet; the
 * server render is a stand-in (the real one runs in the browser tests).
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { PageModuleId } from '@koris/shared/federation';
import { documentWriter, type RouteMatch } from '../document/writer';
import { remoteDescriptors } from '../remote-descriptors';
import type { RenderRequest, RenderResult } from '../render';
import type { RouteHead } from '../route-head';
import { START_LOADER, type StartTag } from '../start';
import { readTemplates } from '../template';
import { answerManifests, manifestWith, serverManifestWith, type Manifest } from './remote-fixture';

const INDEX =
  '<!doctype html><html lang=lv><head><meta charset=utf-8>' +
  '<meta name=description content="Site-wide text."><title>LU jauktais koris</title>' +
  '<script defer src=/main.1234567890.js></script></head><body><div id=root></div></body></html>';

const INDEX_WITH_HINTS = INDEX.replace(
  '</head>',
  '<link rel=preload href=/114.aaaaaaaaaa.css as=style><link rel=preload href=/262.bbbbbbbbbb.js as=script></head>',
);

/** What a rendered page's start-up loader adds to the head after the first paint. */
function startTagsOf(html: string): StartTag[] {
  const block = /<script type="application\/json" id="koris-start">(.*?)<\/script>/.exec(html);
  assert.ok(block, 'the start-up list is written');
  return JSON.parse(block[1]!) as StartTag[];
}

let manifest: Manifest;
let serverManifest: Manifest;
let server: http.Server;
let origin: string;
const folders: string[] = [];

beforeAll(async () => {
  manifest = manifestWith('events.aaaaaaaaaa');
  serverManifest = serverManifestWith('19.3.1');
  server = http.createServer((req, res) => {
    if (/^\/events\.[a-f]{10}\.css$/.test(req.url ?? '')) {
      return res
        .writeHead(200, { 'content-type': 'text/css' })
        .end(
          '.hero{background:url(assets/hero.1234abcd.webp)}.x{mask:url("data:image/svg+xml,a")}',
        );
    }
    answerManifests(req, res, manifest, serverManifest);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const heads: Record<string, RouteHead> = {
  '/events': {
    title: 'LU jauktais koris | Notikumi',
    lang: 'lv',
    path: '/events',
    route: '/events',
    description: 'Gaidāmie koncerti & "notikumi" <b>',
    module: 'mf_content/EventsPage',
    params: {},
  },
  '/en/about-us': {
    title: 'LU jauktais koris | About us',
    lang: 'en',
    path: '/en/about-us',
    route: '/en/about-us',
    description: 'About the choir.',
    // A remote the site does not reach.
    module: 'mf_down/EnglishAboutPage' as PageModuleId,
    params: {},
  },
};

function matchOf(url: string): RouteMatch | null {
  const pathname = new URL(url, 'http://x').pathname;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const head = heads[decoded];
  return head ? { pathname, head, origin: 'https://koris.example' } : null;
}

/** The shell's server render as the document writer sees it. */
function fakeRender(
  answer: (request: RenderRequest) => RenderResult = () => ({
    html: '<main><h1>NOTIKUMI</h1></main>',
    data: {},
  }),
) {
  const calls: RenderRequest[] = [];
  return {
    calls,
    shared: { react: '19.3.1', zustand: '5.1.0' },
    renderPage: async (request: RenderRequest) => {
      calls.push(request);
      return answer(request);
    },
  };
}

interface Setup {
  index?: string;
  remotes?: Record<string, string>;
  render?: ReturnType<typeof fakeRender>;
  ttlMs?: number;
  files?: Record<string, string>;
  inlineCss?: boolean;
  onRenderError?: (error: unknown, url: string) => void;
}

/** A shell build folder holding `index` (and `files`), and the writer over it. */
function documentFor({
  index = INDEX,
  remotes = { mf_content: `${origin}/mf-manifest.json` },
  render,
  ttlMs,
  files = {},
  inlineCss = true,
  onRenderError,
}: Setup = {}) {
  const root = mkdtempSync(path.join(os.tmpdir(), 'koris-doc-'));
  folders.push(root);
  writeFileSync(path.join(root, 'index.html'), index);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
  const writer = documentWriter({
    templates: readTemplates(root, [], inlineCss),
    descriptors: remoteDescriptors({
      remotes,
      serverShared: render?.shared ?? null,
      ...(ttlMs !== undefined && { ttlMs }),
    }),
    renderPage: render?.renderPage ?? null,
    inlineCss,
    ...(onRenderError && { onRenderError }),
  });
  const write = (url: string) => writer.write(url, matchOf(url));
  return { write, render: async (url: string) => (await write(url)).html };
}

test('a page gets its own title, description, language and Open Graph tags, escaped', async () => {
  const html = await documentFor().render('/events?x=1');
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
  const html = await documentFor().render('/events');
  for (const link of [
    `<link rel="preload" href="${origin}/mf-manifest.json" as="fetch" crossorigin="anonymous">`,
    `<link rel="preload" href="${origin}/remoteEntry.js" as="script" fetchpriority="low">`,
    `<link rel="preload" href="${origin}/events.aaaaaaaaaa.js" as="script" fetchpriority="low">`,
    `<link rel="preload" href="${origin}/events.aaaaaaaaaa.css" as="style">`,
  ]) {
    assert.ok(html.includes(link), link);
  }
  assert.ok(!html.includes('lazy.js'), 'async chunks are not preloaded');
});

test('a redeployed remote is hinted once the manifest is re-read', async () => {
  const doc = documentFor({ ttlMs: 1 });
  assert.ok((await doc.render('/events')).includes('events.aaaaaaaaaa.js'));
  manifest = manifestWith('events.bbbbbbbbbb');
  await new Promise((resolve) => setTimeout(resolve, 5));
  const html = await doc.render('/events');
  manifest = manifestWith('events.aaaaaaaaaa');
  assert.ok(html.includes('events.bbbbbbbbbb.js'));
  assert.ok(!html.includes('events.aaaaaaaaaa.js'));
});

test('an unreachable remote gets no code hints; unknown and malformed paths get the 404 document', async () => {
  const doc = documentFor({ remotes: { mf_down: 'http://127.0.0.1:9/mf-manifest.json' } });
  const html = await doc.render('/en/about-us');
  assert.match(html, /<html lang="en"/);
  assert.ok(!html.includes('as="script"'));
  for (const url of ['/no-such-page', '/events/%ff']) {
    const missing = await doc.write(url);
    assert.equal(missing.status, 404);
    assert.match(missing.html, /<title>LU jauktais koris \| Lapa nav atrasta<\/title>/);
    assert.ok(missing.html.includes('<meta name="robots" content="noindex">'));
    // Without a server render of it, the browser draws the 404 page.
    assert.ok(missing.html.includes('<div id="root"></div>'));
  }
});

test('a rendered page carries its markup, its data for the browser and its styles, not its script preloads', async () => {
  const render = fakeRender(() => ({
    html: '<main><h1>NOTIKUMI</h1></main>',
    data: {
      'content:events:current:0:2': [{ id: 1, title: '</script><script>alert(1)</script>' }],
    },
  }));
  const html = await documentFor({ index: INDEX_WITH_HINTS, render, inlineCss: false }).render(
    '/events?from=news',
  );

  assert.ok(html.includes('<div id="root"><main><h1>NOTIKUMI</h1></main></div>'));
  const block = /<script type="application\/json" id="koris-initial-data">(.*?)<\/script>/.exec(
    html,
  );
  assert.ok(block, 'the data block is written');
  assert.ok(!block[1]!.includes('<'), 'nothing in the block can close the element');
  assert.deepEqual(JSON.parse(block[1]!), {
    path: '/events',
    data: {
      'content:events:current:0:2': [{ id: 1, title: '</script><script>alert(1)</script>' }],
    },
  });
  // Styles apply from the start; nothing else is fetched before the first paint: the app's
  // script and its remote's manifest are added by the start-up loader once the page is painted.
  const head = html.slice(0, html.indexOf('</head>'));
  assert.ok(head.includes('<link rel="stylesheet" href="/114.aaaaaaaaaa.css">'));
  assert.match(head, new RegExp(`<link rel="stylesheet" href="${origin}/events\\.\\w+\\.css">`));
  assert.doesNotMatch(head, /<script|rel="?preload/);
  assert.ok(!html.includes('as=script') && !html.includes('as="script"'));
  assert.deepEqual(startTagsOf(html), [
    ['script', { src: '/main.1234567890.js' }],
    [
      'link',
      { rel: 'preload', href: `${origin}/mf-manifest.json`, as: 'fetch', crossorigin: 'anonymous' },
    ],
  ]);
  assert.ok(
    html.endsWith(`<script>${START_LOADER}</script></body></html>`),
    'the app still starts',
  );

  const [call] = render.calls;
  assert.equal(call!.url, '/events?from=news');
  assert.equal(call!.module, 'mf_content/EventsPage');
  assert.match(
    call!.entries.mf_content!,
    new RegExp(`^${origin}/server/remoteEntry\\.js\\?v=[0-9a-f]{12}$`),
  );
});

test('a redeployed remote is rendered from its new server entry once its manifest is re-read', async () => {
  const render = fakeRender();
  const doc = documentFor({ render, ttlMs: 1 });
  await doc.render('/events');
  serverManifest = { ...serverManifestWith('19.3.1'), exposes: [{ name: 'EventsPage', v: 2 }] };
  await new Promise((resolve) => setTimeout(resolve, 5));
  await doc.render('/events');
  serverManifest = serverManifestWith('19.3.1');
  const [first, second] = render.calls.map((call) => call.entries.mf_content);
  assert.ok(first && second);
  assert.notEqual(first, second);
});

test('no server render for a remote built against another major, one that fails, or one without a server build', async () => {
  const warnings: string[] = [];
  const onRenderError = (error: unknown, url: string) =>
    warnings.push(`${url}: ${(error as Error).message}`);
  const plain = (html: string) =>
    html.includes('<div id="root"></div>') && !html.includes('koris-initial-data');

  serverManifest = serverManifestWith('20.0.0');
  const guarded = fakeRender();
  const refused = await documentFor({ render: guarded }).render('/events');
  serverManifest = serverManifestWith('19.3.1');
  assert.ok(plain(refused), 'served for the browser to render');
  assert.ok(refused.includes('as="script"'), 'with the usual preloads');
  assert.equal(guarded.calls.length, 0);

  const failing = documentFor({
    render: fakeRender(() => {
      throw new Error('API answered 502');
    }),
    onRenderError,
  });
  assert.ok(plain(await failing.render('/events')));
  assert.deepEqual(warnings, ['/events: API answered 502']);

  const noBuild = fakeRender();
  const old = documentFor({
    remotes: { mf_down: 'http://127.0.0.1:9/mf-manifest.json' },
    render: noBuild,
  });
  assert.ok(plain(await old.render('/en/about-us')));
  assert.equal(noBuild.calls.length, 0);
});

test('the resources React hoists before the markup go into the head', async () => {
  const preload = '<link rel="preload" as="image" imageSrcSet="/uploads/a-320.webp 320w"/>';
  const html = await documentFor({
    render: fakeRender(() => ({ html: `${preload}<main><h1>NOTIKUMI</h1></main>`, data: {} })),
  }).render('/events');
  const head = html.slice(0, html.indexOf('</head>'));
  assert.ok(head.includes(preload));
  assert.ok(html.includes('<div id="root"><main><h1>NOTIKUMI</h1></main></div>'));
});

test("a rendered page's stylesheets are written into its document, each allowed by its hash", async () => {
  const doc = documentFor({
    index: INDEX_WITH_HINTS.replace(
      '</head>',
      '<link rel=preload href=/missing.cccccccccc.css as=style></head>',
    ),
    render: fakeRender(),
    files: { '114.aaaaaaaaaa.css': 'body{margin:0}' },
  });
  const { html, styleHashes } = await doc.write('/events');
  const css = `${origin}/events.aaaaaaaaaa.css`;
  assert.ok(html.includes('<style data-href="/114.aaaaaaaaaa.css">body{margin:0}</style>'));
  // A remote's file: its url(...) still points at the remote's own server.
  const remoteCss =
    `.hero{background:url(${origin}/assets/hero.1234abcd.webp)}` +
    '.x{mask:url("data:image/svg+xml,a")}';
  // …and a print-only link of it, added before the app's code runs: its federation runtime
  // then does not add it again.
  assert.ok(html.includes(`<style data-href="${css}">${remoteCss}</style>`));
  assert.deepEqual(
    startTagsOf(html).filter(([, attrs]) => attrs.rel === 'stylesheet'),
    [['link', { rel: 'stylesheet', href: css, media: 'print' }]],
  );
  // One that cannot be read stays a link.
  assert.ok(html.includes('<link rel="stylesheet" href="/missing.cccccccccc.css">'));
  assert.ok(!html.includes('<link rel="stylesheet" href="/114.aaaaaaaaaa.css">'));

  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  assert.deepEqual(styleHashes, [sha('body{margin:0}'), sha(remoteCss)]);
});

test('a page the browser renders links its styles: nothing is written into it', async () => {
  const { html, styleHashes } = await documentFor({
    index: INDEX_WITH_HINTS,
    files: { '114.aaaaaaaaaa.css': 'body{margin:0}' },
  }).write('/events');
  assert.ok(!html.includes('<style'));
  assert.deepEqual(styleHashes, []);
});

test('a remote that is down is asked once per interval, not once per page', async () => {
  let asked = 0;
  const down = http.createServer((_req, res) => {
    asked += 1;
    res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => down.listen(0, '127.0.0.1', resolve));
  try {
    const port = (down.address() as AddressInfo).port;
    const doc = documentFor({
      remotes: { mf_content: `http://127.0.0.1:${port}/mf-manifest.json` },
    });
    for (let i = 0; i < 5; i++) await doc.render('/events');
    assert.equal(asked, 1);
  } finally {
    await new Promise((resolve) => down.close(resolve));
  }
});
