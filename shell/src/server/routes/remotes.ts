import type { FastifyInstance } from 'fastify';

/** `/remotes.json`: where each remote's manifest is, as configured (REMOTE_*_URL). */
export default async function remotesRoute(
  app: FastifyInstance,
  { remotes }: { remotes: Record<string, string> },
) {
  const body = JSON.stringify(remotes);
  app.get('/remotes.json', (_req, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/json').send(body),
  );
}
