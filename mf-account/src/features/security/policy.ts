import type { User } from '@koris/shared/types';

/**
 * True while the user holds a role that needs a second factor and has none yet: the server
 * refuses everything but the Security tab's calls until one is set up.
 */
export function secondFactorRequired(user: User | null | undefined): boolean {
  return user?.second_factor_required === true;
}

export function withPolicy(user: User, required: boolean): User {
  return { ...user, second_factor_required: required };
}
