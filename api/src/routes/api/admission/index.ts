import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { HttpError, notFound, unauthorized } from '../../../lib/errors';
import { trashAndLog } from '../../resource';
import { formBody } from '../../../lib/form-body';
import {
  bearerSecurity,
  formConsumes,
  errorResponses,
  Form,
  FormBool,
  IdParams,
  FormText,
  FormTitle,
  formBool,
  given,
  Message,
  Phone,
  FormEmail,
  Ref,
  STRICT_NUMBERS,
  TEXT,
} from '../../../schemas/common';
import { Application } from '../../../schemas/entities';
import { Deleted } from '../../../schemas/history';
import { AGE, BOUNDS } from '../../../schemas/bounds';

const B = BOUNDS.applications;
import { schemaErrors, type Messages } from '../../../schemas/errors';
import { applicationsWorkbook } from './export';

/** Applicants read Latvian (docs/product.md#messages: the form's own success text is Latvian). */
const latvian: Messages = {
  required: (f) => `Lūdzu, aizpildiet lauku "${f}".`,
  tooLong: (f, max) => `Lauks "${f}" nedrīkst būt garāks par ${max} rakstzīmēm.`,
  tooShort: (f, min) => `Laukā "${f}" jābūt vismaz ${min} rakstzīmēm.`,
  integer: (f) => `Laukā "${f}" jānorāda vesels skaitlis.`,
  range: (f, min, max) => `Laukā "${f}" jānorāda skaitlis no ${min} līdz ${max}.`,
  boolean: (f) => `Laukā "${f}" jānorāda "jā" vai "nē".`,
  email: (f) => `Laukā "${f}" jānorāda derīga e-pasta adrese.`,
  phone: (f) => `Laukā "${f}" jānorāda derīgs tālruņa numurs.`,
  oneOf: (f) => `Lauka "${f}" vērtība nav derīga.`,
  text: (f) => `Laukā "${f}" jānorāda teksts.`,
  characters: (f) => `Laukā "${f}" ir neatļautas rakstzīmes.`,
  unknown: (f) => `Lauks "${f}" šajā anketā nav paredzēts.`,
  invalid: (f) => `Lauka "${f}" vērtība nav derīga.`,
};

export const AGE_MIN = AGE.min;
export const AGE_MAX = AGE.max;

/** The admission form (docs/product.md#validation); each `title` is the label its Latvian messages name. */
export const ApplicationForm = Form({
  name: FormTitle(B.name, { title: 'Vārds, uzvārds' }),
  age: Type.Integer({ title: 'Vecums', minimum: AGE_MIN, maximum: AGE_MAX }),
  email: FormEmail(B.email, { title: 'E-pasts' }),
  phone: Phone({ title: 'Telefons', maxLength: B.phone.max }),
  experience: Type.Optional(FormText(B.experience, { title: 'Pieredze' })),
  is_lu_student: Type.Optional(FormBool({ title: 'LU students' })),
  can_come_1: Type.Optional(FormBool({ title: '9. septembris' })),
  can_come_2: Type.Optional(FormBool({ title: '11. septembris' })),
  find_out: FormTitle(B.find_out, { title: 'Kā uzzināji par kori' }),
  free: Type.Optional(FormText(B.free, { title: 'Komentāri' })),
});

const admission: FastifyPluginAsync = async (instance) => {
  const fastify = instance.withTypeProvider<TypeBoxTypeProvider>();
  const repo = fastify.repos.applications;
  const { config } = fastify;
  const tags = ['admission'];

  fastify.post(
    '/apply',
    {
      config: {
        rateLimit: {
          max: config.rateLimitApply,
          timeWindow: config.rateLimitApplyWindowMs,
          errorResponseBuilder: (_request, context) =>
            new HttpError(
              429,
              `Pārāk daudz pieteikumu. Lūdzu, mēģiniet vēlreiz pēc ${Math.ceil(context.ttl / 60000)} min.`,
            ),
        },
      },
      // Closed admission is refused before the form is read or checked.
      onRequest: async () => {
        if ((await fastify.repos.settings.byName('admission_open'))?.value !== '1') {
          throw new HttpError(409, 'Uzņemšana šobrīd ir slēgta.');
        }
      },
      bodyLimit: config.bodyLimits.application,
      preValidation: formBody(),
      schemaErrorFormatter: schemaErrors(latvian),
      schema: {
        tags,
        consumes: formConsumes,
        body: ApplicationForm,
        response: {
          201: Ref(Message),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await repo.create({
        name: body.name,
        age: body.age,
        email: body.email.trim(),
        phone: body.phone,
        experience: given(body.experience) ?? null,
        is_lu_student: formBool(body.is_lu_student) ?? false,
        can_come_1: formBool(body.can_come_1) ?? false,
        can_come_2: formBool(body.can_come_2) ?? false,
        find_out: body.find_out,
        free: given(body.free) ?? null,
      });
      return reply.status(201).send({ message: 'Anketa iesniegta!' });
    },
  );

  const canSee = fastify.requireRole('see-applications');

  fastify.get(
    '/applications',
    {
      onRequest: canSee,
      schema: {
        tags,
        security: bearerSecurity,
        response: { 200: Type.Array(Ref(Application)), ...errorResponses },
      },
    },
    async () => {
      return repo.list();
    },
  );

  fastify.delete(
    '/applications/:id',
    {
      onRequest: canSee,
      schema: {
        tags,
        security: bearerSecurity,
        params: IdParams('Application not found'),
        response: { 200: Ref(Deleted), ...errorResponses },
      },
    },
    async (request) => {
      const trashed = await trashAndLog(fastify, request, 'application', request.params.id, {
        // Logged by its id alone: the applicant's name stays out of the activity log, which
        // is kept longer than an application.
        logged: (moved) => ({ ...moved, title: '' }),
      });
      if (!trashed) throw notFound('Application not found');
      return { message: 'Pieteikums dzēsts', trash_id: trashed.id };
    },
  );

  fastify.post(
    '/export-applications/token',
    {
      onRequest: canSee,
      preHandler: fastify.requireRecentConfirmation,
      schema: {
        tags,
        security: bearerSecurity,
        response: {
          200: Type.Object({
            token: Type.String(),
            expires_in: Type.Integer({ description: 'Seconds.' }),
          }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      return {
        token: await fastify.issueExportToken(request.tokenId!),
        expires_in: config.exportTokenTtlSeconds,
      };
    },
  );

  /**
   * A plain navigation cannot send a bearer header, so it carries a one-time code that lives at
   * most a minute and dies with the session that asked for it (or, for API clients, a bearer
   * header with see-applications). Why a code kept in the database: docs/decisions/026. Both
   * ways need a session that signed in or confirmed it is the user within
   * CONFIRM_WINDOW_MINUTES: a code is issued only to such a session.
   */
  // Untyped reply: the answer is a file (a Buffer), not a serialised schema.
  instance.get<{ Querystring: { token?: string } }>(
    '/export-applications',
    {
      schema: {
        tags,
        querystring: Type.Object(
          { token: Type.Optional(Type.String({ ...TEXT, maxLength: 4096 })) },
          STRICT_NUMBERS,
        ),
        response: {
          200: {
            description: 'pieteikumi.xlsx',
            content: {
              'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
                schema: Type.String({ contentMediaType: 'application/octet-stream' }),
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      if (token) {
        if (!(await fastify.consumeExportToken(token)))
          throw unauthorized('Invalid or expired export token');
      } else {
        for (const check of canSee) await check.call(fastify, request, reply);
        await fastify.requireRecentConfirmation.call(fastify, request, reply);
      }
      const file = await applicationsWorkbook(await repo.list());
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', 'attachment; filename="pieteikumi.xlsx"')
        .send(file);
    },
  );
};

export default admission;
