import Fastify from 'fastify';
import helmet from '@fastify/helmet';
import {
  FRAME_ORIGINS,
  commonHelmetOptions,
  helmetHeaders,
  isHttps,
  noDocumentPolicy,
  isInsideFolder,
  pageContentSecurityPolicy,
  remoteOrigins,
  remoteSources,
} from '../src/security';

const REMOTES = {
  mf_content: 'http://localhost:8081/mf-manifest.json',
  mf_media: 'http://localhost:8082/mf-manifest.json',
  mf_other: 'http://localhost:8081/other/mf-manifest.json',
};

describe('isHttps', () => {
  it('is the COOKIE_SECURE switch', () => {
    expect(isHttps({ COOKIE_SECURE: '1' })).toBe(true);
    expect(isHttps({ COOKIE_SECURE: 'true' })).toBe(true);
    expect(isHttps({ COOKIE_SECURE: '0' })).toBe(false);
    expect(isHttps({})).toBe(false);
  });
});

describe('helmetHeaders', () => {
  it('reads the headers helmet sets, HSTS only over HTTPS', async () => {
    const plain = await helmetHeaders(commonHelmetOptions(false));
    expect(plain['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(plain['x-frame-options']).toBe('DENY');
    expect(plain['x-content-type-options']).toBe('nosniff');
    expect(plain['strict-transport-security']).toBeUndefined();
    expect(plain['cross-origin-embedder-policy']).toBeUndefined();
    expect(plain['content-type']).toBeUndefined();
    const secure = await helmetHeaders(commonHelmetOptions(true));
    expect(secure['strict-transport-security']).toBe('max-age=31536000');
  });

  it('writes the no-document policy', async () => {
    const headers = await helmetHeaders({ contentSecurityPolicy: noDocumentPolicy() });
    expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
  });
});

describe('remoteOrigins', () => {
  it('is each remote origin once', () => {
    expect(remoteOrigins(REMOTES)).toEqual(['http://localhost:8081', 'http://localhost:8082']);
  });
});

describe('remoteSources', () => {
  it('is each remote folder once, paths and all, never the whole host of a bucket', () => {
    expect(remoteSources(REMOTES)).toEqual(['http://localhost:8081/', 'http://localhost:8082/']);
    expect(
      remoteSources({
        mf_content: 'https://s3.example/bucket/prefix/mf-manifest.json',
        mf_media: 'https://s3.example/bucket/media/mf-manifest.json?v=1',
      }),
    ).toEqual(['https://s3.example/bucket/prefix/', 'https://s3.example/bucket/media/']);
  });

  it('cannot end a directive or the policy', () => {
    expect(remoteSources({ a: 'https://s3.example/b;script-src,x/mf-manifest.json' })).toEqual([
      'https://s3.example/b%3Bscript-src%2Cx/',
    ]);
  });
});

describe('isInsideFolder', () => {
  const folder = 'https://s3.example/bucket/prefix/';
  it('takes files at or below the folder only', () => {
    expect(isInsideFolder('https://s3.example/bucket/prefix/remoteEntry.js', folder)).toBe(true);
    expect(isInsideFolder('https://s3.example/bucket/prefix/server/x.js', folder)).toBe(true);
    expect(isInsideFolder('https://s3.example/bucket/prefix-2/x.js', folder)).toBe(false);
    expect(isInsideFolder('https://s3.example/bucket/prefix/../other/x.js', folder)).toBe(false);
    expect(isInsideFolder('https://s3.example/bucket/prefix/%2e%2e/x.js', folder)).toBe(false);
    expect(isInsideFolder('https://s3.example/bucket/prefix/a%2Fb.js', folder)).toBe(false);
    expect(isInsideFolder('https://evil.example/bucket/prefix/x.js', folder)).toBe(false);
    expect(isInsideFolder('not a url', folder)).toBe(false);
  });
});

describe('pageContentSecurityPolicy', () => {
  it('names the remotes, the uploads host and the embeds; no inline script', () => {
    const { useDefaults, directives } = pageContentSecurityPolicy({
      remotes: REMOTES,
      https: false,
      uploadsPublicUrl: 'https://cdn.example.lv/uploads',
    });
    expect(useDefaults).toBe(false);
    expect(directives['scriptSrc']).toEqual([
      "'self'",
      'http://localhost:8081/',
      'http://localhost:8082/',
    ]);
    expect(directives['scriptSrcAttr']).toEqual(["'none'"]);
    expect(directives['imgSrc']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://localhost:8081/',
      'http://localhost:8082/',
      'https://cdn.example.lv',
    ]);
    expect(directives['frameSrc']).toEqual([...FRAME_ORIGINS]);
    expect(directives['frameAncestors']).toEqual(["'none'"]);
    expect(directives['upgradeInsecureRequests']).toBeUndefined();
  });

  it('allows a page’s inline styles by their hashes, and upgrades requests over HTTPS', () => {
    const { directives } = pageContentSecurityPolicy({
      remotes: {},
      https: true,
      styleHashes: ["'sha256-abc'"],
    });
    expect(directives['styleSrc']).toEqual(["'self'", "'sha256-abc'"]);
    expect(directives['imgSrc']).toEqual(["'self'", 'data:', 'blob:']);
    expect(directives['upgradeInsecureRequests']).toEqual([]);
  });

  it('is taken by helmet as it is, and per answer through reply.helmet', async () => {
    const app = Fastify({ logger: false });
    await app.register(helmet, {
      contentSecurityPolicy: pageContentSecurityPolicy({ remotes: REMOTES, https: false }),
    });
    app.get('/', async () => 'page');
    app.get('/styled', async (_request, reply) => {
      await reply.helmet({
        contentSecurityPolicy: pageContentSecurityPolicy({
          remotes: REMOTES,
          https: false,
          styleHashes: ["'sha256-xyz'"],
        }),
      });
      return 'styled page';
    });
    const page = await app.inject('/');
    expect(page.headers['content-security-policy']).toContain(
      "script-src 'self' http://localhost:8081/ http://localhost:8082/;",
    );
    const styled = await app.inject('/styled');
    expect(styled.headers['content-security-policy']).toContain(
      "style-src 'self' http://localhost:8081/ http://localhost:8082/ 'sha256-xyz';",
    );
    await app.close();
  });
});
