/**
 * The addresses the shell's server answers and writes: a remote on a path-style bucket is
 * allowed by its folder, not its host, and a manifest that names code elsewhere is refused;
 * every spelling of a page's address moves to its one address before anything is rendered or
 * kept; and behind a trusted balancer the absolute addresses carry the scheme it was asked by.
 * The API is a small HTTP server answering its content version; the "bucket" serves a remote's
 * manifests under a folder; the server render is a stand-in that counts its calls.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { trustProxySetting } from '@koris/server-kit';
import { createShellServer, type ShellServerOptions } from '../app';
import { canonicalPathOf } from '../routes/documents';
import type { RenderRequest } from '../render';
import { localServers } from './local-servers';
import { answerJson, manifestWith, serverManifestWith, type Manifest } from './remote-fixture';

jest.setTimeout(30_000);

const { listen, builtRoot } = localServers();
let apiOrigin = '';
let bucket = '';
/** What the bucket holds: path → manifest. */
const files = new Map<string, Manifest>();

beforeAll(async () => {
  apiOrigin = await listen((req, res) => {
    if (req.url === '/api/content-version') {
      return res
        .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify({ version: 'v1' }));
    }
    res.writeHead(404).end();
  });
  bucket = await listen((req, res) => {
    if (req.url?.endsWith('.css')) {
      return res.writeHead(200, { 'content-type': 'text/css' }).end('main{color:red}');
    }
    answerJson(res, files.get(req.url ?? ''));
  });
});

beforeEach(() => {
  files.clear();
  files.set('/bucket/prefix/mf-manifest.json', manifestWith('events.aaaaaaaaaa'));
  files.set('/bucket/prefix/server/mf-manifest.json', serverManifestWith('19.3.1'));
});

/** The bucket's server build manifest names its entry `name`. */
function serverEntryAt(name: string) {
  files.set('/bucket/prefix/server/mf-manifest.json', {
    ...serverManifestWith('19.3.1'),
    metaData: { remoteEntry: { name, path: '' } },
  });
}

function fakeRender() {
  const calls: RenderRequest[] = [];
  return {
    calls,
    renderPage: async (request: RenderRequest) => {
      calls.push(request);
      return { html: '<main><h1>NOTIKUMI</h1></main>', data: {} };
    },
  };
}

async function shellWith(
  render: ReturnType<typeof fakeRender>,
  options: Partial<ShellServerOptions> = {},
): Promise<FastifyInstance> {
  const root = builtRoot('koris-addresses-');
  const app = await createShellServer({
    root,
    apiOrigin,
    remotes: { mf_content: `${bucket}/bucket/prefix/mf-manifest.json` },
    https: false,
    render: {
      renderPage: render.renderPage,
      sharedVersions: { react: '19.3.1', zustand: '5.1.0' },
    },
    inlineCss: true,
    documentCacheBytes: 32 * 1024 * 1024,
    contentVersion: { settleMs: 0 },
    ...options,
  });
  await app.ready();
  // The warm-up renders (readiness.ts) done and not counted.
  await app.inject('/health');
  render.calls.length = 0;
  return app;
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { 'accept-encoding': 'identity', ...headers } });

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? [];

describe('script sources as narrow as the deployment', () => {
  test('a remote on a path-style bucket is allowed by its folder, not by the whole host', async () => {
    const app = await shellWith(fakeRender());
    const csp = String((await get(app, '/events')).headers['content-security-policy']);
    const folder = `${bucket}/bucket/prefix/`;
    for (const name of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
      const sources = directive(csp, name);
      assert.ok(sources.includes(folder), `${name}: ${sources.join(' ')}`);
      assert.ok(!sources.includes(bucket), `${name} names the whole host: ${sources.join(' ')}`);
    }
    await app.close();
  });

  test('a manifest naming code outside the folder is refused: no hints, no server render', async () => {
    files.set('/bucket/prefix/mf-manifest.json', {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '/other-bucket/' } },
      exposes: [{ name: 'EventsPage', assets: { js: { sync: ['events.js'] }, css: { sync: [] } } }],
    });
    serverEntryAt('../../other-bucket/server/remoteEntry.js');
    const render = fakeRender();
    const app = await shellWith(render);
    const answer = await get(app, '/events');
    assert.equal(answer.statusCode, 200);
    assert.doesNotMatch(answer.payload, /other-bucket/);
    assert.equal(render.calls.length, 0, 'rendered from code outside the folder');
    await app.close();
  });

  test('a server entry elsewhere is never rendered from, even beside a good browser manifest', async () => {
    serverEntryAt('https://evil.example/server/remoteEntry.js');
    const render = fakeRender();
    const app = await shellWith(render);
    const answer = await get(app, '/events');
    assert.match(answer.payload, /bucket\/prefix\/remoteEntry\.js/);
    assert.equal(render.calls.length, 0);
    await app.close();
  });
});

describe('one canonical address per page', () => {
  test('every other spelling of /events moves there (query kept): nothing rendered or kept', async () => {
    const render = fakeRender();
    const app = await shellWith(render);
    for (const spelling of ['/EVENTS', '/Events', '/events/', '/%65vents', '/%65VENTS/']) {
      const answer = await get(app, `${spelling}?page=2`);
      assert.equal(answer.statusCode, 308, spelling);
      assert.equal(answer.headers['location'], '/events?page=2', spelling);
      const plain = await get(app, spelling);
      assert.equal(plain.headers['location'], '/events', spelling);
    }
    assert.equal(render.calls.length, 0, 'a spelling was rendered');
    // The page itself is rendered once and kept: its second visit renders nothing.
    assert.equal((await get(app, '/events')).statusCode, 200);
    assert.equal((await get(app, '/events')).statusCode, 200);
    assert.equal(render.calls.length, 1);
    await app.close();
  });

  test('a gallery keeps its id; a path that is no page stays a 404; the old redirects stay', async () => {
    const app = await shellWith(fakeRender());
    const gallery = await get(app, '/Photo/Gallery/3/');
    assert.equal(gallery.statusCode, 308);
    assert.equal(gallery.headers['location'], '/photo/gallery/3');
    assert.equal((await get(app, '/EVENTSX')).statusCode, 404);
    assert.equal((await get(app, '/video?x=1')).headers['location'], '/videos?x=1');
    assert.equal((await get(app, '/uz%C5%86em%C5%A1ana')).headers['location'], '/uznemsana');
    await app.close();
  });

  test('the canonical address is stable and never leaves the site', () => {
    assert.equal(canonicalPathOf('/events'), null);
    assert.equal(canonicalPathOf('/'), null);
    assert.equal(canonicalPathOf('/EN/'), '/en');
    assert.equal(canonicalPathOf('//events'), null);
    assert.equal(canonicalPathOf('/%E0%A4%A'), null);
    // A param spelt with escapes moves once to its one spelling, which is then its own.
    const moved = canonicalPathOf('/photo/gallery/a%20b%2525');
    assert.equal(moved, null);
    const once = canonicalPathOf('/photo/gallery/%61');
    assert.equal(once, '/photo/gallery/a');
    assert.equal(canonicalPathOf(once!), null);
  });
});

describe('forwarded headers trusted as the API trusts them (TRUST_PROXY)', () => {
  const behindTls = { host: 'koris.example', 'x-forwarded-proto': 'https' };

  test('behind a trusted balancer every absolute address is https', async () => {
    const app = await shellWith(fakeRender(), { trustProxy: trustProxySetting('127.0.0.1,::1') });
    const page = await get(app, '/events', behindTls);
    assert.match(page.payload, /<link rel="canonical" href="https:\/\/koris\.example\/events">/);
    assert.match(
      page.payload,
      /<meta property="og:url" content="https:\/\/koris\.example\/events">/,
    );
    assert.doesNotMatch(page.payload, /http:\/\/koris\.example/);
    const robots = await get(app, '/robots.txt', behindTls);
    assert.match(robots.payload, /Sitemap: https:\/\/koris\.example\/sitemap\.xml/);
    await app.close();
  });

  test('without TRUST_PROXY, or not from a trusted address, the header is ignored', async () => {
    for (const trustProxy of [undefined, trustProxySetting('false'), '10.0.0.1']) {
      const app = await shellWith(fakeRender(), trustProxy === undefined ? {} : { trustProxy });
      const page = await get(app, '/events', behindTls);
      assert.match(page.payload, /<link rel="canonical" href="http:\/\/koris\.example\/events">/);
      await app.close();
    }
  });

  test('TRUST_PROXY is read as the API reads it', () => {
    assert.equal(trustProxySetting(undefined), '127.0.0.1,::1');
    assert.equal(trustProxySetting('true'), true);
    assert.equal(trustProxySetting('false'), false);
    assert.equal(trustProxySetting('10.0.0.0/8'), '10.0.0.0/8');
  });
});
