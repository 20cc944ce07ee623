import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { imageOf } from '../../../lib/form-body';
import {
  FormBool,
  FormImage,
  FormInt,
  FormText,
  formBool,
  given,
  resourceForms,
} from '../../../schemas/common';
import { Event } from '../../../schemas/entities';
import { BOUNDS } from '../../../schemas/bounds';

const B = BOUNDS.events;
import type { EventInput } from '../../../plugins/app/repositories/events';
import { resourceRoutes } from '../../resource';

const fields = {
  description: Type.Optional(FormText(B.description)),
  footer: Type.Optional(FormText(B.footer)),
  order: Type.Optional(FormInt(B.order)),
  is_current: Type.Optional(FormBool({ description: 'Left out on create: false.' })),
  image: Type.Optional(FormImage),
};

export const { create: EventCreate, update: EventUpdate } = resourceForms('title', B.title, fields);

const events: FastifyPluginAsync = async (fastify) => {
  const repo = fastify.repos.events;
  await resourceRoutes(fastify, {
    path: '/events',
    name: 'Event',
    kind: 'event',
    tag: 'events',
    entity: Event,
    create: EventCreate,
    update: EventUpdate,
    input: (body): EventInput => ({
      title: given(body.title),
      description: given(body.description),
      footer: given(body.footer),
      order: given(body.order),
      is_current: formBool(body.is_current),
    }),
    store: {
      get: repo.get,
      exists: repo.exists,
      create: (input, uploads) => repo.create({ ...input, title: input.title! }, imageOf(uploads)),
      async update(id, input, uploads) {
        const result = await repo.update(id, input, imageOf(uploads));
        return result && { entity: result.event, removed: [result.replacedKey] };
      },
    },
    lists: {
      '': { paged: true, list: (paging) => repo.list(paging) },
      '/current': { paged: true, list: (paging) => repo.list({ current: true, ...paging }) },
      '/old': { paged: true, list: (paging) => repo.list({ current: false, ...paging }) },
    },
    imageField: (name) => name === 'image',
    postWithoutPut: 'Use PUT, or POST with _method=put, to update an event.',
  });
};

export default events;
