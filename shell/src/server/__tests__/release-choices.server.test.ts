/**
 * Previews and canaries in the shell's server: a signed link gives one browser another release
 * of a remote (its render, its files, `/remotes.json`, a bar with "End preview"), nobody else
 * gets anything different, a forged or expired link changes nothing and says why; a canary
 * draws each browser once and keeps its documents apart per release. The remote serves two
 * releases and a rollout; the server render is a stand-in that shows which entry it rendered.
 */
import assert from 'node:assert/strict';
import type { FastifyInstance } from 'fastify';
import { signPreview } from '@koris/server-kit/release-preview';
import { createShellServer } from '../app';
import type { RenderRequest } from '../render';
import { localServers } from './local-servers';
import { answerJson, manifestWith, serverManifestWith } from './remote-fixture';

jest.setTimeout(30_000);

const SECRET = 'the-shell-tests-preview-secret-0123456789';
const NEXT = '0123456789abcdef';
const { listen, builtRoot } = localServers();
let apiOrigin = '';
let remoteOrigin = '';
let rollout: unknown = { canary: null, lastEnded: null };

beforeAll(async () => {
  apiOrigin = await listen((req, res) => {
    if (req.url === '/api/content-version') {
      return res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ version: 'v1' }));
    }
    if (req.url === '/api/health') return answerJson(res, { status: 'ok' });
    res.writeHead(404).end();
  });
  remoteOrigin = await listen((req, res) => {
    const url = req.url ?? '';
    if (url.endsWith('.css')) return res.writeHead(200, { 'content-type': 'text/css' }).end('a{}');
    if (url === '/rollout.json') return answerJson(res, rollout);
    const release = url.startsWith(`/releases/${NEXT}/`);
    const rel = release ? url.slice(`/releases/${NEXT}`.length) : url;
    if (rel === '/mf-manifest.json') {
      return answerJson(res, manifestWith(release ? 'events.bbbbbbbbbb' : 'events.aaaaaaaaaa'));
    }
    if (rel === '/server/mf-manifest.json') return answerJson(res, serverManifestWith('19.3.1'));
    res.writeHead(404).end();
  });
});

const renders: RenderRequest[] = [];

async function shell(): Promise<FastifyInstance> {
  const app = await createShellServer({
    root: builtRoot('koris-releases-'),
    apiOrigin,
    remotes: { mf_content: `${remoteOrigin}/mf-manifest.json` },
    https: false,
    render: {
      renderPage: async (request) => {
        renders.push(request);
        return { html: `<main>rendered from ${request.entries.mf_content}</main>`, data: {} };
      },
      sharedVersions: { react: '19.3.1', zustand: '5.1.0' },
    },
    inlineCss: true,
    contentVersion: { settleMs: 0 },
    previewSecret: SECRET,
  });
  await app.ready();
  // Ready once the remote's manifests were read and its page rendered (readiness.ts).
  for (let i = 0; i < 50 && (await app.inject('/health')).statusCode !== 200; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return app;
}

const page = (app: FastifyInstance, cookie?: string) =>
  app.inject({
    url: '/events',
    headers: { 'accept-encoding': 'identity', ...(cookie && { cookie }) },
  });

const linkTo = (release: string, expires = Date.now() + 3_600_000) =>
  `/preview?token=${signPreview(SECRET, { remote: 'mf_content', release, expires })}`;

/** The cookie a response sets, as a browser sends it back. */
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers['set-cookie']).split(';')[0]!;

describe('a preview link', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    rollout = { canary: null, lastEnded: null };
    app = await shell();
  });
  afterAll(() => app.close());

  it('shows the release to the browser that opened it, and to nobody else', async () => {
    // Kept once its content version is known and its parts were fetched in time (a loaded
    // machine may miss the remote's short timeouts once).
    let before = await page(app);
    for (let i = 0; i < 50 && !before.headers.etag; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      before = await page(app);
    }
    assert.equal(before.statusCode, 200);
    assert.ok(before.headers.etag);
    const list = await app.inject('/remotes.json');

    const opened = await app.inject(linkTo(NEXT));
    assert.equal(opened.statusCode, 303);
    assert.equal(opened.headers.location, '/');
    assert.match(
      String(opened.headers['set-cookie']),
      /^koris_preview_mf_content=.+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    const cookie = cookieOf(opened);

    const previewed = await page(app, cookie);
    assert.equal(previewed.statusCode, 200);
    assert.match(
      previewed.body,
      new RegExp(`rendered from ${remoteOrigin}/releases/${NEXT}/server/remoteEntry\\.js`),
    );
    // The app, once it starts, is told the release's own manifest.
    assert.match(
      previewed.body,
      new RegExp(`"href":"${remoteOrigin}/releases/${NEXT}/mf-manifest\\.json"`),
    );
    assert.match(
      previewed.body,
      /Jūs skatāt priekšskatījumu: mf-content <code>0123456789abcdef<\/code>/,
    );
    assert.match(previewed.body, /<button type="submit">Beigt priekšskatījumu<\/button>/);
    assert.equal(previewed.headers['cache-control'], 'private, no-store');
    assert.equal(previewed.headers.etag, undefined);
    const previewList = await app.inject({ url: '/remotes.json', headers: { cookie } });
    assert.equal(
      JSON.parse(previewList.body).mf_content,
      `${remoteOrigin}/releases/${NEXT}/mf-manifest.json`,
    );
    assert.equal(previewList.headers['cache-control'], 'private, no-cache');

    // Everyone else: the same bytes and validators as before, the previewed page kept for nobody.
    const after = await page(app);
    assert.equal(after.body, before.body);
    assert.equal(after.headers.etag, before.headers.etag);
    assert.equal(after.headers['cache-control'], before.headers['cache-control']);
    assert.equal(after.headers['set-cookie'], undefined);
    assert.doesNotMatch(after.body, /releases\/0123456789abcdef|Beigt priekšskatījumu/);
    const listAfter = await app.inject('/remotes.json');
    assert.equal(listAfter.body, list.body);
    assert.deepEqual(listAfter.headers['cache-control'], list.headers['cache-control']);

    const ended = await app.inject({
      method: 'POST',
      url: '/preview/end',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    assert.equal(ended.statusCode, 303);
    assert.match(String(ended.headers['set-cookie']), /^koris_preview_mf_content=; Max-Age=0/);
  });

  it('changes nothing when forged, altered or expired, and says why', async () => {
    const valid = linkTo(NEXT);
    const cases: [string, string][] = [
      [valid.replace(NEXT, 'fedcba9876543210'), 'forged'],
      [`${valid.slice(0, -2)}xx`, 'forged'],
      [linkTo(NEXT, Date.now() - 1000), 'expired'],
      ['/preview?token=nonsense', 'malformed'],
      ['/preview', 'malformed'],
    ];
    for (const [url, reason] of cases) {
      const res = await app.inject(url);
      assert.equal(res.statusCode, 303, url);
      assert.equal(res.headers.location, `/?preview=${reason}`, url);
      assert.equal(res.headers['set-cookie'], undefined, url);
    }
    // The page the visitor lands on is everyone's.
    const landed = await app.inject({
      url: '/events?preview=forged',
      headers: { 'accept-encoding': 'identity' },
    });
    assert.equal(landed.body, (await page(app)).body);
    // A cookie holding a forged token is ignored.
    const forgedCookie = `koris_preview_mf_content=${signPreview('another-secret-of-enough-length-0123456', { remote: 'mf_content', release: NEXT, expires: Date.now() + 60_000 })}`;
    assert.doesNotMatch((await page(app, forgedCookie)).body, /releases\/0123456789abcdef/);
  });
});

describe('a canary', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    rollout = {
      canary: { release: NEXT, percent: 50, since: new Date().toISOString() },
      lastEnded: null,
    };
    app = await shell();
  });
  afterAll(() => app.close());

  it('draws each browser once, keeps it on its release, and keeps documents per release', async () => {
    let inCanary = 0;
    for (let i = 0; i < 60; i += 1) {
      const res = await page(app);
      const cookie = cookieOf(res);
      assert.match(cookie, new RegExp(`^koris_canary_mf_content=${NEXT}\\.[01]$`));
      const canary = cookie.endsWith('.1');
      if (canary) inCanary += 1;
      assert.equal(res.body.includes(`/releases/${NEXT}/`), canary);
    }
    assert.ok(inCanary > 10 && inCanary < 50, `${inCanary} of 60 in the canary`);

    const canaryCookie = `koris_canary_mf_content=${NEXT}.1`;
    const first = await page(app, canaryCookie);
    const again = await page(app, canaryCookie);
    assert.equal(again.headers['set-cookie'], undefined);
    assert.equal(again.body, first.body);
    assert.match(again.body, new RegExp(`rendered from ${remoteOrigin}/releases/${NEXT}/`));
    assert.equal(again.headers['cache-control'], 'private, max-age=0');
    assert.ok(again.headers.etag);
    assert.equal(again.headers.vary, 'Accept-Encoding, Cookie');
    const control = await page(app, `koris_canary_mf_content=${NEXT}.0`);
    assert.doesNotMatch(control.body, /releases\/0123456789abcdef/);
    assert.notEqual(control.headers.etag, again.headers.etag);
    // Each release's document is rendered once and then kept.
    renders.length = 0;
    await page(app, canaryCookie);
    await page(app, `koris_canary_mf_content=${NEXT}.0`);
    assert.equal(renders.length, 0);
  });
});
