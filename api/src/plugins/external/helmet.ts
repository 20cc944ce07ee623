import fp from 'fastify-plugin';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { helmetHeaders, noDocumentPolicy } from '@koris/server-kit';

/** A JSON API and image host: no HTML is served, so the CSP can forbid everything. */
function helmetOptions(https: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: noDocumentPolicy(),
    // The shell serves images same-origin through its proxy; dev hosts on other ports embed them.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Only when the site is served over HTTPS (COOKIE_SECURE=1, the documented switch).
    hsts: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    // Headers that only matter for HTML documents, old IE or Flash: not for JSON and images.
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  };
}

/**
 * helmet's headers do not depend on the request here, but helmet recomputes them on every
 * response (about a tenth of a list call's CPU). They are computed once, by helmet itself on a
 * throwaway instance, and then set as a constant block.
 */
export function securityHeaders(https: boolean): Promise<Record<string, string>> {
  return helmetHeaders(helmetOptions(https));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The constant security headers (also set on answers that skip the hooks). */
    securityHeaders: Record<string, string>;
  }
}

export default fp(
  async (fastify) => {
    const headers = await securityHeaders(fastify.config.cookieSecure);
    fastify.decorate('securityHeaders', headers);
    fastify.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet', dependencies: ['config'] },
);
