import type { FastifyInstance } from 'fastify';
import type { RemoteName } from '@koris/shared/federation';
import { PREVIEW_REFUSED_PARAMETER } from '../../config/release-preview';
import type { ReleaseChoices } from '../releases';

/**
 * `GET /preview?token=…`: the signed link of `pnpm deploy:remote --preview`. A valid one sets
 * this browser's preview cookie for the remote (HttpOnly, SameSite=Lax, until the link
 * expires); any other changes nothing and lands on the home page with its reason, which the
 * page's alert says. `POST /preview/end` ("End preview" on the bar) drops every preview cookie.
 */
export default async function previewRoutes(
  app: FastifyInstance,
  { releases, remotes }: { releases: ReleaseChoices; remotes: Readonly<Record<string, string>> },
) {
  app.get<{ Querystring: { token?: string } }>('/preview', (request, reply) => {
    reply.header('cache-control', 'no-store');
    const token = typeof request.query.token === 'string' ? request.query.token : undefined;
    const check = releases.check(token);
    if (!check.ok || !token) {
      const reason = check.ok ? 'malformed' : check.reason;
      return reply.redirect(`/?${PREVIEW_REFUSED_PARAMETER}=${reason}`, 303);
    }
    const remote = check.grant.remote as RemoteName;
    if (!Object.hasOwn(remotes, remote)) {
      return reply.redirect(`/?${PREVIEW_REFUSED_PARAMETER}=malformed`, 303);
    }
    const cookie = releases.previewCookie(remote, token, check.grant.expires);
    reply.setCookie(cookie.name, cookie.value, cookie.options);
    return reply.redirect('/', 303);
  });

  await app.register(async (scope) => {
    // The bar's form posts nothing but itself.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    scope.post('/preview/end', (request, reply) => {
      releases.endPreviews(request, reply);
      return reply.header('cache-control', 'no-store').redirect('/', 303);
    });
  });
}
