import type { FastifyPluginAsync } from 'fastify';
import { HttpError, unauthorized } from '../../../lib/errors';
import { readForm } from '../../../lib/form';
import { Validator, type Messages } from '../../../lib/validate';
import { applicationsWorkbook } from './export';

/** Applicants read Latvian (SPEC §8: the form's own success text is Latvian). */
const latvian: Messages = {
  required: (f) => `Lūdzu, aizpildiet lauku "${f}".`,
  tooLong: (f, max) => `Lauks "${f}" nedrīkst būt garāks par ${max} rakstzīmēm.`,
  integer: (f) => `Laukā "${f}" jānorāda vesels skaitlis.`,
  range: (f, min, max) => `Laukā "${f}" jānorāda skaitlis no ${min} līdz ${max}.`,
  boolean: (f) => `Laukā "${f}" jānorāda "jā" vai "nē".`,
  email: (f) => `Laukā "${f}" jānorāda derīga e-pasta adrese.`,
  oneOf: (f) => `Lauka "${f}" vērtība nav derīga.`,
};

const LABELS = {
  name: 'Vārds, uzvārds',
  age: 'Vecums',
  email: 'E-pasts',
  phone: 'Telefons',
  experience: 'Pieredze',
  is_lu_student: 'LU students',
  can_come_1: '9. septembris',
  can_come_2: '11. septembris',
  find_out: 'Kā uzzināji par kori',
  free: 'Komentāri',
};

export const AGE_MIN = 14;
export const AGE_MAX = 100;

const admission: FastifyPluginAsync = async (fastify) => {
  const repo = fastify.repos.applications;
  const { config } = fastify;

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
    },
    async (request, reply) => {
      if (fastify.repos.settings.byName('admission_open')?.value !== '1') {
        throw new HttpError(409, 'Uzņemšana šobrīd ir slēgta.');
      }
      const { fields } = await readForm(request);
      const v = new Validator(fields, latvian);
      const name = v.string('name', { required: true, max: 200, label: LABELS.name });
      const age = v.int('age', { required: true, min: AGE_MIN, max: AGE_MAX, label: LABELS.age });
      const email = v.email('email', { required: true, label: LABELS.email });
      const phone = v.string('phone', { required: true, max: 40, label: LABELS.phone });
      if (phone !== undefined && !/^\+?[\d\s()./-]*$/.test(phone.trim())) {
        v.add('phone', `Laukā "${LABELS.phone}" jānorāda derīgs tālruņa numurs.`);
      } else if (phone !== undefined && (phone.match(/\d/g) ?? []).length < 6) {
        v.add('phone', `Laukā "${LABELS.phone}" jānorāda derīgs tālruņa numurs.`);
      }
      const experience = v.string('experience', { max: 5000, label: LABELS.experience });
      const isLuStudent = v.bool('is_lu_student', LABELS.is_lu_student);
      const canCome1 = v.bool('can_come_1', LABELS.can_come_1);
      const canCome2 = v.bool('can_come_2', LABELS.can_come_2);
      const findOut = v.string('find_out', { required: true, max: 2000, label: LABELS.find_out });
      const free = v.string('free', { max: 5000, label: LABELS.free });
      v.assert();
      repo.create({
        name: name!,
        age: age!,
        email: email!,
        phone: phone!,
        experience: experience ?? null,
        is_lu_student: isLuStudent ?? false,
        can_come_1: canCome1 ?? false,
        can_come_2: canCome2 ?? false,
        find_out: findOut!,
        free: free ?? null,
      });
      return reply.status(201).send({ message: 'Anketa iesniegta!' });
    },
  );

  const canSee = fastify.requireRole('see-applications');

  fastify.get('/applications', { preHandler: canSee }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return repo.list();
  });

  fastify.post('/export-applications/token', { preHandler: canSee }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return {
      token: fastify.issueExportToken(request.account!),
      expires_in: config.exportTokenTtlSeconds,
    };
  });

  /**
   * A plain navigation cannot send a bearer header, so it carries a signed token valid about a
   * minute (or, for API clients, a bearer header with see-applications).
   */
  fastify.get<{ Querystring: { token?: unknown } }>(
    '/export-applications',
    async (request, reply) => {
      const token = request.query.token;
      if (typeof token === 'string' && token) {
        if (!fastify.verifyExportToken(token))
          throw unauthorized('Invalid or expired export token');
      } else {
        for (const check of canSee) await check.call(fastify, request, reply);
      }
      const file = await applicationsWorkbook(repo.list());
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('Content-Disposition', 'attachment; filename="pieteikumi.xlsx"')
        .send(file);
    },
  );
};

export default admission;
