import type { FastifyInstance } from 'fastify';
import { renderRequestId } from '../content-api';
import { LOGO_SVG, robotsTxt, sitemapXml } from '../seo';

export interface SeoRoutesOptions {
  /** The site's public origin of a request (seo.ts's publicOrigin). */
  originOf: (request: { protocol: string; host: string }) => string;
}

/** `/robots.txt`, `/sitemap.xml` and the logo the structured data names. */
export default async function seoRoutes(app: FastifyInstance, { originOf }: SeoRoutesOptions) {
  app.get('/robots.txt', (request, reply) =>
    reply.type('text/plain').send(robotsTxt(originOf(request))),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const xml = await renderRequestId.run(request.id, () => sitemapXml(originOf(request)));
    if (xml === null) {
      // Without the galleries a sitemap would tell search engines they are gone: ask again.
      return reply
        .code(503)
        .header('Retry-After', '60')
        .send({ message: 'Lapu karte pašlaik nav pieejama.' });
    }
    return reply.header('Cache-Control', 'no-cache').type('application/xml').send(xml);
  });
  app.get('/logo.svg', (_req, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml').send(LOGO_SVG),
  );
}
