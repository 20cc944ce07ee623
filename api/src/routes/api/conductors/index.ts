import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../../lib/errors';
import { isOverridePut, readForm } from '../../../lib/form';
import { commitWithUploads, removeFiles, singleImage } from '../../../lib/uploads';
import { parseId, Validator } from '../../../lib/validate';
import type { ConductorInput } from '../../../plugins/app/repositories/conductors';

function conductorInput(v: Validator, creating: boolean): ConductorInput {
  return {
    title: v.string('title', { required: creating || v.has('title'), max: 500 }),
    position: v.string('position', { max: 500 }),
    eng_position: v.string('eng_position', { max: 500 }),
    description: v.string('description', { max: 20000 }),
    eng_text: v.string('eng_text', { max: 20000 }),
    year_from: v.string('year_from', { max: 50 }),
    year_to: v.string('year_to', { max: 50 }),
    order: v.int('order', { min: -1_000_000, max: 1_000_000 }),
    is_current: v.bool('is_current'),
  };
}

const conductors: FastifyPluginAsync = async (fastify) => {
  const repo = fastify.repos.conductors;
  const canEdit = fastify.requireRole('update-data');
  const imageOptions = { images: fastify.images, imageField: (name: string) => name === 'image' };

  fastify.get('/conductors/current', (request, reply) =>
    fastify.sendCached(request, reply, () => repo.list(true)),
  );
  fastify.get('/conductors/old', (request, reply) =>
    fastify.sendCached(request, reply, () => repo.list(false)),
  );
  fastify.get<{ Params: { id: string } }>('/conductors/:id', async (request) => {
    const id = parseId(request.params.id);
    const conductor = id && repo.get(id);
    if (!conductor) throw notFound('Conductor not found');
    return conductor;
  });

  fastify.post('/conductors', { preHandler: canEdit }, async (request, reply) => {
    const form = await readForm(request, imageOptions);
    const conductor = await commitWithUploads(fastify, form, () => {
      const v = new Validator(form.fields);
      const input = conductorInput(v, true);
      v.assert();
      return repo.create({ ...input, title: input.title! }, singleImage(form));
    });
    return reply.status(201).send(conductor);
  });

  async function update(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    const id = parseId(request.params.id);
    if (!id || !repo.get(id)) throw notFound('Conductor not found');
    const form = await readForm(request, imageOptions);
    const result = await commitWithUploads(fastify, form, () => {
      if (request.method === 'POST' && !isOverridePut(form.fields)) {
        throw new HttpError(405, 'Use PUT, or POST with _method=put, to update a conductor.');
      }
      const v = new Validator(form.fields);
      const input = conductorInput(v, false);
      v.assert();
      const updated = repo.update(id, input, singleImage(form));
      if (!updated) throw notFound('Conductor not found');
      return updated;
    });
    await removeFiles(fastify, [result.replacedKey]);
    return reply.send(result.conductor);
  }
  fastify.post<{ Params: { id: string } }>('/conductors/:id', { preHandler: canEdit }, update);
  fastify.put<{ Params: { id: string } }>('/conductors/:id', { preHandler: canEdit }, update);

  fastify.delete<{ Params: { id: string } }>(
    '/conductors/:id',
    { preHandler: canEdit },
    async (request) => {
      const id = parseId(request.params.id);
      const deleted = id && repo.delete(id);
      if (!deleted) throw notFound('Conductor not found');
      await removeFiles(fastify, [deleted.imageKey]);
      return { message: 'Conductor deleted' };
    },
  );
};

export default conductors;
