import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HttpError, notFound, validationError } from '../../../lib/errors';
import { formBody } from '../../../lib/form-body';
import { actorOf } from '../../../lib/actor';
import { titleOf } from '../../../db/snapshots';
import {
  bearerSecurity,
  formConsumes,
  BOOLEAN,
  errorResponses,
  Form,
  formBool,
  IdParams,
  isOverridePut,
  overridePutFields,
  Ref,
  TEXT,
} from '../../../schemas/common';
import { SETTING_NAMES, SystemSetting } from '../../../schemas/entities';
import { BOUNDS } from '../../../schemas/bounds';

export const SettingUpdate = Form({
  value: Type.String({
    ...TEXT,
    maxLength: BOUNDS.system_settings.value.max,
    description: 'May be empty; admission_open: 1 or 0.',
  }),
  ...overridePutFields,
});

const settings: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const repo = fastify.repos.settings;
  const tags = ['system settings'];
  const setting = { 200: Ref(SystemSetting), ...errorResponses };

  fastify.get(
    '/system-settings',
    {
      config: { cache: true },
      schema: { tags, response: { 200: Type.Array(Ref(SystemSetting)), ...errorResponses } },
    },
    async () => repo.list(),
  );
  fastify.get(
    '/system-setting/get-by-name/:name',
    {
      config: { cache: true },
      schema: {
        tags,
        params: Type.Object({
          name: Type.Unsafe<(typeof SETTING_NAMES)[number]>({
            type: 'string',
            enum: [...SETTING_NAMES],
            'x-message': 'Setting not found',
          }),
        }),
        response: setting,
      },
    },
    async (request) => {
      const found = await repo.byName(request.params.name);
      if (!found) throw notFound('Setting not found');
      return found;
    },
  );

  const update = {
    onRequest: fastify.requireRole('update-data'),
    bodyLimit: fastify.config.bodyLimits.content,
    preValidation: formBody(),
    schema: {
      tags,
      security: bearerSecurity,
      consumes: formConsumes,
      params: IdParams('Setting not found'),
      body: SettingUpdate,
      response: setting,
    },
  };
  for (const method of ['PUT', 'POST'] as const) {
    fastify.route({
      ...update,
      method,
      url: '/system-setting/:id',
      handler: async (request) => {
        const current = await repo.get(request.params.id);
        if (!current) throw notFound('Setting not found');
        if (method === 'POST' && !isOverridePut(request.body)) {
          throw new HttpError(405, 'Use PUT to update a setting.');
        }
        let { value } = request.body;
        if (current.name === 'admission_open') {
          if (!new RegExp(BOOLEAN).test(value)) {
            throw validationError({ value: ['admission_open must be "1" or "0".'] });
          }
          value = formBool(value) ? '1' : '0';
        }
        const actor = actorOf(request);
        return fastify.db.transaction(async () => {
          await fastify.repos.versions.keep('setting', current.id, actor);
          // Named by what it says now, as its versions are by what they said.
          await fastify.repos.activity.record(actor, 'updated', {
            kind: 'setting',
            item_id: current.id,
            title: titleOf('setting', { value }),
          });
          return (await repo.update(current.id, value))!;
        });
      },
    });
  }
};

export default settings;
