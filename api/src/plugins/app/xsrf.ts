import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
export const XSRF_COOKIE = 'XSRF-TOKEN';

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * Double-submit cookie (the spec's client reads XSRF-TOKEN and echoes it in X-XSRF-TOKEN).
 * Browsers always send the cookie, so a cross-site form post carrying it but lacking the
 * header is refused. Requests without the cookie (curl, server-to-server) carry no ambient
 * browser credentials: the API's auth is a bearer header, so they pass.
 */
export default fp(
  async (fastify) => {
    const secure = fastify.config.cookieSecure;
    fastify.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return; // not on immutable /uploads responses
      const cookie = request.cookies[XSRF_COOKIE];
      if (!cookie) {
        reply.setCookie(XSRF_COOKIE, crypto.randomBytes(20).toString('hex'), {
          path: '/',
          sameSite: 'lax',
          httpOnly: false,
          secure,
        });
        return;
      }
      if (SAFE.has(request.method)) return;
      const header = request.headers['x-xsrf-token'];
      if (typeof header !== 'string' || !same(header, cookie)) {
        throw new HttpError(403, 'CSRF token mismatch.');
      }
    });
  },
  { name: 'xsrf', dependencies: ['cookie'] },
);
