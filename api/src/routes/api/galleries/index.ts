import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { notFound, validationError } from '../../../lib/errors';
import type { UploadedImage } from '../../../lib/form';
import { imageOf } from '../../../lib/form-body';
import {
  bearerSecurity,
  errorResponses,
  FormImage,
  FormInt,
  FormText,
  given,
  IdParams,
  Ref,
  STRICT_NUMBERS,
  resourceForms,
} from '../../../schemas/common';
import { BOUNDS } from '../../../schemas/bounds';

const B = BOUNDS.galleries;
import type { GalleryInput } from '../../../plugins/app/repositories/galleries';
import { resourceRoutes, trashAndLog } from '../../resource';
import { publicationFields } from '../../../schemas/publication';
import { Deleted } from '../../../schemas/history';

/** `images[0]`, `images[1]` … (docs/product.md#calls), also `images[]` and `images`. */
const isGalleryImage = (name: string) => /^images(\[\d{0,4}\])?$/.test(name);

const fields = {
  description: Type.Optional(FormText(B.description)),
  order: Type.Optional(FormInt(B.order)),
  event_id: Type.Optional(
    FormInt({ ...B.event_id, min: 0 }, { description: 'An event id; empty or 0 unlinks.' }),
  ),
  image: Type.Optional(FormImage),
  ...publicationFields,
  'images[n]': Type.Optional(
    Type.Array(FormImage, { description: 'Files `images[0]`, `images[1]` … are added.' }),
  ),
};

const forms = resourceForms('title', B.title, fields, {
  updateDescription:
    'With override put (or PUT) the fields and cover are updated; `images[n]` are added either way.',
});

const galleries: FastifyPluginAsync = async (fastify) => {
  const repo = fastify.repos.galleries;
  const added = (uploads: UploadedImage[]) => uploads.filter((u) => isGalleryImage(u.field));

  await resourceRoutes(fastify, {
    kind: 'gallery',
    forms,
    async input(body): Promise<GalleryInput> {
      const eventId = given(body.event_id);
      // Sent empty or 0: unlinked. Left out: unchanged.
      if (body.event_id !== undefined && eventId && !(await fastify.repos.events.exists(eventId))) {
        throw validationError({ event_id: ['The selected event does not exist.'] });
      }
      return {
        title: given(body.title),
        description: given(body.description),
        order: given(body.order),
        ...(body.event_id !== undefined && { event_id: eventId || null }),
      };
    },
    store: {
      get: repo.get,
      exists: repo.exists,
      async create(input, uploads) {
        const id = await fastify.db.transaction(async () => {
          const galleryId = await repo.create({ ...input, title: input.title! }, imageOf(uploads));
          if (added(uploads).length > 0) await repo.addImages(galleryId, added(uploads));
          return galleryId;
        });
        return (await repo.get(id))!;
      },
      async update(id, input, uploads) {
        const replaced = await fastify.db.transaction(async () => {
          const result = await repo.update(id, input, imageOf(uploads));
          if (result && added(uploads).length > 0) await repo.addImages(id, added(uploads));
          return result;
        });
        return replaced && { entity: (await repo.get(id))!, removed: [replaced.replacedKey] };
      },
    },
    lists: { '': { paged: true, list: (paging, visibility) => repo.list(paging, visibility) } },
    published: true,
    imageField: (name) => name === 'image' || isGalleryImage(name),
    maxImages: fastify.config.maxImagesPerRequest,
    /** A POST without override put adds `images[n]`; a cover sent with it is not used. */
    async postWithoutPut(id, uploads) {
      if (added(uploads).length === 0) {
        throw validationError({ images: ['No images given.'] }, 'No images given.');
      }
      await repo.addImages(id, added(uploads));
      await fastify.images.removeAll([imageOf(uploads)?.key]);
      return (await repo.get(id))!;
    },
  });

  fastify.delete<{ Params: { id: number; imageId: number } }>(
    '/galleries/:id/images/:imageId',
    {
      onRequest: fastify.requireRole('update-data'),
      schema: {
        tags: ['galleries'],
        security: bearerSecurity,
        params: Type.Object(
          {
            ...IdParams('Image not found').properties,
            imageId: IdParams('Image not found').properties.id,
          },
          STRICT_NUMBERS,
        ),
        response: { 200: Ref(Deleted), ...errorResponses },
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      const trashed = await trashAndLog(fastify, request, 'gallery_image', imageId, {
        exists: () => repo.hasImage(id, imageId),
      });
      if (!trashed) throw notFound('Image not found');
      return { message: 'Image removed', trash_id: trashed.id };
    },
  );
};

export default galleries;
