import { Type } from '@sinclair/typebox';
import { FormInt, FormText, given, resourceForms } from '../../../schemas/common';
import { BOUNDS } from '../../../schemas/bounds';

const B = BOUNDS.achievements;
import type { AchievementInput } from '../../../plugins/app/repositories/achievements';
import { resourcePlugin } from '../../resource';

const fields = {
  eng_text: Type.Optional(FormText(B.eng_text)),
  order: Type.Optional(FormInt(B.order)),
};

export default resourcePlugin('achievement', resourceForms('text', B.text, fields), (repo) => ({
  input: (body): AchievementInput => ({
    text: given(body.text),
    eng_text: given(body.eng_text),
    order: given(body.order),
  }),
  store: {
    get: repo.get,
    exists: async (id) => (await repo.get(id)) !== undefined,
    create: (input) => repo.create(input),
    async update(id, input) {
      const entity = await repo.update(id, input);
      return entity && { entity, removed: [] };
    },
  },
  lists: { '': { paged: false, list: () => repo.list() } },
  postWithoutPut: 'Use PUT to update an achievement.',
}));
