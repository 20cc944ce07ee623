import type { User } from '@koris/shared/types';

/** The user as the API sends it, with the sign-in policy's flag. */
type UserWithPolicy = User & { second_factor_required?: boolean };

/**
 * True while the user holds a role that needs a second factor and has none yet: the server
 * refuses everything but the Security tab's calls until one is set up.
 */
export function secondFactorRequired(user: User | null | undefined): boolean {
  return (user as UserWithPolicy | null | undefined)?.second_factor_required === true;
}

export function withPolicy(user: User, required: boolean): User {
  const next: UserWithPolicy = { ...user, second_factor_required: required };
  return next;
}
