import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Action } from '../../../db/schema';

/**
 * After a second factor was added or removed: every other session of the user ends (the
 * current one stays), and the change is in the activity log (update-users) and the user's own
 * Security tab. A first factor comes with ten recovery codes, returned to be shown once.
 */
export async function factorChanged(
  fastify: FastifyInstance,
  request: FastifyRequest,
  action: Action,
  detail: string | null,
  { hadFactor }: { hadFactor: boolean },
): Promise<{ recovery_codes?: string[] }> {
  const account = request.account!;
  const { factors } = fastify.repos;
  let recoveryCodes: string[] | undefined;
  const hasFactor = await factors.hasSecondFactor(account.id);
  if (!hadFactor && hasFactor) {
    recoveryCodes = await fastify.secondFactors.newRecoveryCodes(account.id);
  } else if (hadFactor && !hasFactor) {
    // Codes stand in for a factor: without one they would be a way in of their own.
    await factors.dropRecoveryCodes(account.id);
  }
  await fastify.repos.users.endOtherSessions(account.id, request.tokenId!);
  await fastify.repos.activity.record(
    account,
    action,
    detail === null ? undefined : { kind: 'second-factor', item_id: null, title: detail },
  );
  if (recoveryCodes) {
    await fastify.repos.activity.record(account, 'recovery-codes-created');
    return { recovery_codes: recoveryCodes };
  }
  return {};
}
