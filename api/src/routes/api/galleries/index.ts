import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../../lib/errors';
import { isOverridePut, readForm, type Form } from '../../../lib/form';
import { parsePaging } from '../../../lib/paging';
import { commitWithUploads, removeFiles, singleImage } from '../../../lib/uploads';
import { parseId, Validator } from '../../../lib/validate';
import type { GalleryInput } from '../../../plugins/app/repositories/galleries';

/** `images[0]`, `images[1]` … (SPEC §7), also `images[]` and `images`. */
const isGalleryImage = (name: string) => /^images(\[\d{0,4}\])?$/.test(name);

const galleries: FastifyPluginAsync = async (fastify) => {
  const repo = fastify.repos.galleries;
  const canEdit = fastify.requireRole('update-data');

  function galleryInput(v: Validator, creating: boolean): GalleryInput {
    const input: GalleryInput = {
      title: v.string('title', { required: creating || v.has('title'), max: 500 }),
      description: v.string('description', { max: 20000 }),
      order: v.int('order', { min: -1_000_000, max: 1_000_000 }),
    };
    if (v.has('event_id')) {
      const raw = v.fields['event_id']!.trim().toLowerCase();
      if (raw === '' || raw === 'null' || raw === '0') input.event_id = null;
      else {
        const eventId = v.int('event_id', { min: 1 });
        if (eventId !== undefined && !fastify.repos.events.exists(eventId)) {
          v.add('event_id', 'The selected event does not exist.');
        } else if (eventId !== undefined) input.event_id = eventId;
      }
    }
    return input;
  }

  const readGalleryForm = (request: FastifyRequest) =>
    readForm(request, {
      images: fastify.images,
      imageField: (name) => name === 'image' || isGalleryImage(name),
      maxImages: fastify.config.maxImagesPerRequest,
    });

  fastify.get('/galleries', (request, reply) =>
    fastify.sendCached(request, reply, () => repo.list(parsePaging(request.query))),
  );
  fastify.get<{ Params: { id: string } }>('/galleries/:id', (request, reply) =>
    fastify.sendCached(request, reply, () => {
      const id = parseId(request.params.id);
      const gallery = id && repo.get(id);
      if (!gallery) throw notFound('Gallery not found');
      return gallery;
    }),
  );

  fastify.post('/galleries', { preHandler: canEdit }, async (request, reply) => {
    const form = await readGalleryForm(request);
    const id = await commitWithUploads(fastify, form, () => {
      const v = new Validator(form.fields);
      const input = galleryInput(v, true);
      v.assert();
      return fastify.db.transaction(() => {
        const galleryId = repo.create({ ...input, title: input.title! }, singleImage(form));
        const added = form.images.filter((image) => isGalleryImage(image.field));
        if (added.length > 0) repo.addImages(galleryId, added);
        return galleryId;
      });
    });
    return reply.status(201).send(repo.get(id));
  });

  /** Override put updates fields; `images[n]` files are added (both may come together). */
  async function update(request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) {
    const id = parseId(request.params.id);
    if (!id || !repo.exists(id)) throw notFound('Gallery not found');
    const form: Form = await readGalleryForm(request);
    const put = request.method === 'PUT' || isOverridePut(form.fields);
    const added = form.images.filter((image) => isGalleryImage(image.field));
    const replaced = await commitWithUploads(fastify, form, () => {
      if (!put && added.length === 0) {
        throw new HttpError(422, 'No images given.', { images: ['No images given.'] });
      }
      let replacedKey: string | null = null;
      fastify.db.transaction(() => {
        if (put) {
          const v = new Validator(form.fields);
          const input = galleryInput(v, false);
          v.assert();
          replacedKey = repo.update(id, input, singleImage(form))?.replacedKey ?? null;
        }
        if (added.length > 0) repo.addImages(id, added);
      });
      // A cover sent without override put is not used: remove its files.
      const ignoredCover = put ? null : singleImage(form);
      return [replacedKey, ignoredCover?.key];
    });
    await removeFiles(fastify, replaced);
    return reply.send(repo.get(id));
  }
  fastify.post<{ Params: { id: string } }>('/galleries/:id', { preHandler: canEdit }, update);
  fastify.put<{ Params: { id: string } }>('/galleries/:id', { preHandler: canEdit }, update);

  fastify.delete<{ Params: { id: string } }>(
    '/galleries/:id',
    { preHandler: canEdit },
    async (request) => {
      const id = parseId(request.params.id);
      const keys = id && repo.delete(id);
      if (!keys) throw notFound('Gallery not found');
      await removeFiles(fastify, keys);
      return { message: 'Gallery deleted' };
    },
  );

  fastify.delete<{ Params: { id: string; imageId: string } }>(
    '/galleries/:id/images/:imageId',
    { preHandler: canEdit },
    async (request) => {
      const id = parseId(request.params.id);
      const imageId = parseId(request.params.imageId);
      const key = id && imageId && repo.deleteImage(id, imageId);
      if (!key) throw notFound('Image not found');
      await removeFiles(fastify, [key]);
      return { message: 'Image removed' };
    },
  );
};

export default galleries;
