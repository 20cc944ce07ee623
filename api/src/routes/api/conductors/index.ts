import { Type } from '@sinclair/typebox';
import { FormText, given, listedItemFields, resourceForms } from '../../../schemas/common';
import { BOUNDS } from '../../../schemas/bounds';

const B = BOUNDS.conductors;
import type { ConductorInput } from '../../../plugins/app/repositories/conductors';
import { imageStore, listedItemInput, resourcePlugin } from '../../resource';
import { publicationFields } from '../../../schemas/publication';

const fields = {
  position: Type.Optional(FormText(B.position)),
  eng_position: Type.Optional(FormText(B.eng_position)),
  description: Type.Optional(FormText(B.description)),
  eng_text: Type.Optional(FormText(B.eng_text)),
  year_from: Type.Optional(FormText(B.year_from)),
  year_to: Type.Optional(FormText(B.year_to)),
  ...publicationFields,
  ...listedItemFields(B.order),
};

export default resourcePlugin(
  'conductor',
  resourceForms('title', B.title, fields, {
    titleDescription: 'May hold the line-break marker `<br>`.',
  }),
  (repo) => ({
    input: (body): ConductorInput => ({
      title: given(body.title),
      position: given(body.position),
      eng_position: given(body.eng_position),
      description: given(body.description),
      eng_text: given(body.eng_text),
      year_from: given(body.year_from),
      year_to: given(body.year_to),
      ...listedItemInput(body),
    }),
    store: imageStore(repo),
    lists: {
      '/current': { paged: false, list: (_paging, seen) => repo.list(true, seen) },
      '/old': { paged: false, list: (_paging, seen) => repo.list(false, seen) },
    },
    published: true,
    imageField: (name) => name === 'image',
    postWithoutPut: 'Use PUT, or POST with _method=put, to update a conductor.',
  }),
);
