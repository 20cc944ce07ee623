import { Type } from '@sinclair/typebox';
import { FormText, given, listedItemFields, resourceForms } from '../../../schemas/common';
import { BOUNDS } from '../../../schemas/bounds';

const B = BOUNDS.events;
import type { EventInput } from '../../../plugins/app/repositories/events';
import { imageStore, listedItemInput, resourcePlugin } from '../../resource';

const fields = {
  description: Type.Optional(FormText(B.description)),
  footer: Type.Optional(FormText(B.footer)),
  ...listedItemFields(B.order),
};

export default resourcePlugin('event', resourceForms('title', B.title, fields), (repo) => ({
  input: (body): EventInput => ({
    title: given(body.title),
    description: given(body.description),
    footer: given(body.footer),
    ...listedItemInput(body),
  }),
  store: imageStore(repo),
  lists: {
    '': { paged: true, list: (paging) => repo.list(paging) },
    '/current': { paged: true, list: (paging) => repo.list({ current: true, ...paging }) },
    '/old': { paged: true, list: (paging) => repo.list({ current: false, ...paging }) },
  },
  imageField: (name) => name === 'image',
  postWithoutPut: 'Use PUT, or POST with _method=put, to update an event.',
}));
