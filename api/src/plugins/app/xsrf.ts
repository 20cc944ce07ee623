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

/** The one cookie this API reads; a full cookie parser is not needed for it. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch (_malformed) {
      return raw;
    }
  }
  return undefined;
}

/**
 * Double-submit cookie (the spec's client reads XSRF-TOKEN and echoes it in X-XSRF-TOKEN).
 * Browsers always send the cookie, so a cross-site form post carrying it but lacking the
 * header is refused. Requests without the cookie (curl, server-to-server) carry no ambient
 * browser credentials (auth is a bearer header), so they pass.
 */
export default fp(
  async (fastify) => {
    const attributes = `; Path=/; SameSite=Lax${fastify.config.cookieSecure ? '; Secure' : ''}`;
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!request.url.startsWith('/api/')) return done(); // not on immutable /uploads responses
      const cookie = readCookie(request.headers.cookie, XSRF_COOKIE);
      if (!cookie) {
        // randomUUID draws from a buffered entropy pool: one syscall per many requests.
        const token = crypto.randomUUID().replaceAll('-', '');
        reply.header('set-cookie', `${XSRF_COOKIE}=${token}${attributes}`);
        return done();
      }
      if (SAFE.has(request.method)) return done();
      const header = request.headers['x-xsrf-token'];
      if (typeof header !== 'string' || !same(header, cookie)) {
        return done(new HttpError(403, 'CSRF token mismatch.'));
      }
      done();
    });
  },
  { name: 'xsrf', dependencies: ['config'] },
);
