import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../../lib/errors';
import { isOverridePut, readForm } from '../../../lib/form';
import { parsePaging } from '../../../lib/paging';
import { commitWithUploads, removeFiles, singleImage } from '../../../lib/uploads';
import { parseId, Validator } from '../../../lib/validate';
import type { EventInput } from '../../../plugins/app/repositories/events';

function eventInput(v: Validator, creating: boolean): EventInput {
  return {
    title: v.string('title', { required: creating || v.has('title'), max: 500 }),
    description: v.string('description', { max: 20000 }),
    footer: v.string('footer', { max: 5000 }),
    order: v.int('order', { min: -1_000_000, max: 1_000_000 }),
    is_current: v.bool('is_current'),
  };
}

const events: FastifyPluginAsync = async (fastify) => {
  const repo = fastify.repos.events;
  const canEdit = fastify.requireRole('update-data');
  const imageOptions = { images: fastify.images, imageField: (name: string) => name === 'image' };

  fastify.get('/events', (request, reply) =>
    fastify.sendCached(request, reply, () => repo.list(parsePaging(request.query))),
  );
  fastify.get('/events/current', (request, reply) =>
    fastify.sendCached(request, reply, () =>
      repo.list({ current: true, ...parsePaging(request.query) }),
    ),
  );
  fastify.get('/events/old', (request, reply) =>
    fastify.sendCached(request, reply, () =>
      repo.list({ current: false, ...parsePaging(request.query) }),
    ),
  );
  fastify.get<{ Params: { id: string } }>('/events/:id', async (request) => {
    const id = parseId(request.params.id);
    const event = id && repo.get(id);
    if (!event) throw notFound('Event not found');
    return event;
  });

  fastify.post('/events', { preHandler: canEdit }, async (request, reply) => {
    const form = await readForm(request, imageOptions);
    const event = await commitWithUploads(fastify, form, () => {
      const v = new Validator(form.fields);
      const input = eventInput(v, true);
      v.assert();
      return repo.create({ ...input, title: input.title! }, singleImage(form));
    });
    return reply.status(201).send(event);
  });

  async function update(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    const id = parseId(request.params.id);
    if (!id || !repo.exists(id)) throw notFound('Event not found');
    const form = await readForm(request, imageOptions);
    const result = await commitWithUploads(fastify, form, () => {
      if (request.method === 'POST' && !isOverridePut(form.fields)) {
        throw new HttpError(405, 'Use PUT, or POST with _method=put, to update an event.');
      }
      const v = new Validator(form.fields);
      const input = eventInput(v, false);
      v.assert();
      const updated = repo.update(id, input, singleImage(form));
      if (!updated) throw notFound('Event not found');
      return updated;
    });
    await removeFiles(fastify, [result.replacedKey]);
    return reply.send(result.event);
  }
  fastify.post<{ Params: { id: string } }>('/events/:id', { preHandler: canEdit }, update);
  fastify.put<{ Params: { id: string } }>('/events/:id', { preHandler: canEdit }, update);

  fastify.delete<{ Params: { id: string } }>(
    '/events/:id',
    { preHandler: canEdit },
    async (request) => {
      const id = parseId(request.params.id);
      const deleted = id && repo.delete(id);
      if (!deleted) throw notFound('Event not found');
      await removeFiles(fastify, [deleted.imageKey]);
      return { message: 'Event deleted' };
    },
  );
};

export default events;
