import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { HttpError } from '../../lib/errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Sent by navigator.sendBeacon, which cannot add a header. Safe without the check: the route
 * reads no cookie and no credential, and a forged report can only add to anonymous counts.
 */
const BEACON_PATHS = new Set(['/api/rum']);
export const XSRF_COOKIE = 'XSRF-TOKEN';

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * Double-submit cookie on top of @fastify/cookie (the spec's client reads XSRF-TOKEN and
 * echoes it in X-XSRF-TOKEN). Browsers always send the cookie, so a cross-site form post
 * carrying it but lacking the header is refused. Requests without the cookie (curl,
 * server-to-server) carry no ambient browser credentials (auth is a bearer header), so they
 * pass. Not a session-bound CSRF token (@fastify/csrf-protection): there is no cookie session.
 */
export default fp(
  async (fastify) => {
    await fastify.register(cookie);
    const options = {
      path: '/',
      sameSite: 'lax',
      secure: fastify.config.cookieSecure,
      httpOnly: false, // the page reads it
    } as const;
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!request.url.startsWith('/api/')) return done(); // not on immutable /uploads responses
      // Neither checked nor handed a cookie: an anonymous beacon's answer sets nothing.
      if (BEACON_PATHS.has(request.url.split('?')[0]!)) return done();
      const token = request.cookies[XSRF_COOKIE];
      if (!token) {
        // randomUUID draws from a buffered entropy pool: one syscall per many requests.
        reply.setCookie(XSRF_COOKIE, crypto.randomUUID().replaceAll('-', ''), options);
        return done();
      }
      if (SAFE.has(request.method)) return done();
      const header = request.headers['x-xsrf-token'];
      if (typeof header !== 'string' || !same(header, token)) {
        return done(new HttpError(403, 'CSRF token mismatch.'));
      }
      done();
    });
  },
  { name: 'xsrf', dependencies: ['config'] },
);
