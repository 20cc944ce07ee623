import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError, notFound, validationError } from '../../../lib/errors';
import { isOverridePut, readForm } from '../../../lib/form';
import { parseBool, parseId, Validator } from '../../../lib/validate';

const settings: FastifyPluginAsync = async (fastify) => {
  const repo = fastify.repos.settings;
  const canEdit = fastify.requireRole('update-data');

  fastify.get('/system-settings', (request, reply) =>
    fastify.sendCached(request, reply, () => repo.list()),
  );
  fastify.get<{ Params: { name: string } }>('/system-setting/get-by-name/:name', (request, reply) =>
    fastify.sendCached(request, reply, () => {
      const setting = repo.byName(request.params.name);
      if (!setting) throw notFound('Setting not found');
      return setting;
    }),
  );

  async function update(request: FastifyRequest<{ Params: { id: string } }>) {
    const id = parseId(request.params.id);
    const current = id && repo.get(id);
    if (!id || !current) throw notFound('Setting not found');
    const { fields } = await readForm(request);
    if (request.method === 'POST' && !isOverridePut(fields)) {
      throw new HttpError(405, 'Use PUT to update a setting.');
    }
    const v = new Validator(fields);
    // An empty value is allowed: staff may blank a text block.
    if (!v.has('value')) v.add('value', 'The value field is required.');
    let value = v.string('value', { max: 20000 });
    v.assert();
    if (current.name === 'admission_open') {
      const open = parseBool(value!);
      if (open === undefined) {
        throw validationError({ value: ['admission_open must be "1" or "0".'] });
      }
      value = open ? '1' : '0';
    }
    return repo.update(id, value!);
  }
  fastify.put<{ Params: { id: string } }>('/system-setting/:id', { preHandler: canEdit }, update);
  fastify.post<{ Params: { id: string } }>('/system-setting/:id', { preHandler: canEdit }, update);
};

export default settings;
