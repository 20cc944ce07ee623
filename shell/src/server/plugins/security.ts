import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import {
  commonHelmetOptions,
  pageContentSecurityPolicy,
  type PagePolicyOptions,
} from '@koris/server-kit';

declare module 'fastify' {
  interface FastifyReply {
    /** This answer's policy also allows these inline styles (their `'sha256-…'` sources). */
    allowStyles(hashes: readonly string[]): void;
  }
}

/** What the shell's policy is made of: the remotes' origins, HTTPS, where uploads are. */
export type ShellPolicyOptions = Omit<PagePolicyOptions, 'styleHashes' | 'frameOrigins'>;

/**
 * helmet options of the shell's server: the site's page policy (@koris/server-kit) that names
 * exactly the remote origins of REMOTE_*_URL, the API through the same origin, and the embed
 * providers. The styles a rendered page carries in its document are added per answer by their
 * hashes (`reply.allowStyles`); nothing else inline.
 */
export function shellHelmetOptions(policy: ShellPolicyOptions): FastifyHelmetOptions {
  return {
    ...commonHelmetOptions(policy.https),
    contentSecurityPolicy: pageContentSecurityPolicy(policy),
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}

type CspMiddleware = ReturnType<typeof helmet.contentSecurityPolicy>;

/**
 * The shell's security headers on every answer, and `reply.allowStyles`: the answer's policy
 * written again by helmet's own CSP middleware, with the page's style hashes added.
 *
 * `headers` are the ones helmet sets with `shellHelmetOptions(policy)`, computed once
 * (`helmetHeaders`): they do not depend on the request, and @fastify/helmet builds helmet's
 * middleware anew for every answer. They are set on the raw answer, where helmet sets them, so
 * what a route or the proxy sets on the reply still wins.
 */
export default fp(
  async function security(
    app,
    { policy, headers }: { policy: ShellPolicyOptions; headers: Record<string, string> },
  ) {
    const block = Object.entries(headers);
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of block) reply.raw.setHeader(name, value);
      done();
    });
    /** The middleware per set of hashes: pages share a handful, anything beyond is not kept. */
    const policies = new Map<string, CspMiddleware>();
    function policyFor(styleHashes: readonly string[]): CspMiddleware {
      const key = styleHashes.join(' ');
      let middleware = policies.get(key);
      if (!middleware) {
        middleware = helmet.contentSecurityPolicy(
          pageContentSecurityPolicy({ ...policy, styleHashes }),
        );
        if (policies.size < 256) policies.set(key, middleware);
      }
      return middleware;
    }
    app.decorateReply('allowStyles', function allowStyles(this: FastifyReply, hashes) {
      if (hashes.length === 0) return;
      policyFor(hashes)(this.request.raw, this.raw, () => undefined);
    });
  },
  { name: 'security' },
);
