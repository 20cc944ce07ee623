import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../../lib/errors';
import { isOverridePut, readForm } from '../../../lib/form';
import { parseId, Validator } from '../../../lib/validate';
import type { AchievementInput } from '../../../plugins/app/repositories/achievements';

function achievementInput(v: Validator, creating: boolean): AchievementInput {
  return {
    text: v.string('text', { required: creating || v.has('text'), max: 5000 }),
    eng_text: v.string('eng_text', { max: 5000 }),
    order: v.int('order', { min: -1_000_000, max: 1_000_000 }),
  };
}

const achievements: FastifyPluginAsync = async (fastify) => {
  const repo = fastify.repos.achievements;
  const canEdit = fastify.requireRole('update-data');

  fastify.get('/achievements', (request, reply) =>
    fastify.sendCached(request, reply, () => repo.list()),
  );

  fastify.post('/achievements', { preHandler: canEdit }, async (request, reply) => {
    const { fields } = await readForm(request);
    const v = new Validator(fields);
    const input = achievementInput(v, true);
    v.assert();
    return reply.status(201).send(repo.create(input));
  });

  async function update(request: FastifyRequest<{ Params: { id: string } }>) {
    const id = parseId(request.params.id);
    if (!id || !repo.get(id)) throw notFound('Achievement not found');
    const { fields } = await readForm(request);
    if (request.method === 'POST' && !isOverridePut(fields)) {
      throw new HttpError(405, 'Use PUT to update an achievement.');
    }
    const v = new Validator(fields);
    const input = achievementInput(v, false);
    v.assert();
    const updated = repo.update(id, input);
    if (!updated) throw notFound('Achievement not found');
    return updated;
  }
  fastify.put<{ Params: { id: string } }>('/achievements/:id', { preHandler: canEdit }, update);
  fastify.post<{ Params: { id: string } }>('/achievements/:id', { preHandler: canEdit }, update);

  fastify.delete<{ Params: { id: string } }>(
    '/achievements/:id',
    { preHandler: canEdit },
    async (request) => {
      const id = parseId(request.params.id);
      if (!id || !repo.delete(id)) throw notFound('Achievement not found');
      return { message: 'Achievement deleted' };
    },
  );
};

export default achievements;
