import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  FormText,
  formBool,
  given,
  listedItemFields,
  resourceForms,
} from '../../../schemas/common';
import { Event } from '../../../schemas/entities';
import { BOUNDS } from '../../../schemas/bounds';

const B = BOUNDS.events;
import type { EventInput } from '../../../plugins/app/repositories/events';
import { imageStore, resourceRoutes } from '../../resource';

const fields = {
  description: Type.Optional(FormText(B.description)),
  footer: Type.Optional(FormText(B.footer)),
  ...listedItemFields(B.order),
};

export const { create: EventCreate, update: EventUpdate } = resourceForms('title', B.title, fields);

const events: FastifyPluginAsync = async (fastify) => {
  const repo = fastify.repos.events;
  await resourceRoutes(fastify, {
    kind: 'event',
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
    store: imageStore(repo),
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
