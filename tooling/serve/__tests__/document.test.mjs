/**
 * The shell's per-path document (document.mjs): head tags from the route table, preload hints
 * read from a live manifest, re-read after a redeploy, and no hints when the remote is down.
 */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { createDocument } from '../document.mjs';

const INDEX =
  '<!doctype html><html lang=lv><head><meta charset=utf-8>' +
  '<meta name=description content="Site-wide text."><title>LU jauktais koris</title>' +
  '<script defer src=/main.1234567890.js></script></head><body><div id=root></div></body></html>';

let manifest;
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

before(async () => {
  manifest = manifestWith('events.aaaaaaaaaa');
  server = http.createServer((req, res) => {
    if (req.url !== '/mf-manifest.json') return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(manifest));
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
