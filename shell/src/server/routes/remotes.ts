import type { FastifyInstance } from 'fastify';
import { NO_CHOICES, type ReleaseChoices } from '../releases';

/**
 * `/remotes.json`: where each remote's manifest is, as configured (REMOTE_*_URL). A browser
 * previewing a release, or given a canary, gets that release's address instead, privately.
 */
export default async function remotesRoute(
  app: FastifyInstance,
  { remotes, releases }: { remotes: Record<string, string>; releases: ReleaseChoices },
) {
  const body = JSON.stringify(remotes);
  app.get('/remotes.json', async (request, reply) => {
    const choices = await releases.choose(request, reply);
    if (choices === NO_CHOICES) {
      return reply.header('Cache-Control', 'no-cache').type('application/json').send(body);
    }
    return reply
      .header('Cache-Control', 'private, no-cache')
      .header('Vary', 'Cookie')
      .type('application/json')
      .send(JSON.stringify(releases.remotesFor(choices)));
  });
}
