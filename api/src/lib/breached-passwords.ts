import { LENGTH, PASSWORD_MIN } from '../schemas/bounds';

export const BREACHED_PASSWORD_MESSAGE = 'This password is too common. Choose another.';

/**
 * The commonly breached passwords that the length policy would otherwise accept. The list is
 * zxcvbn-ts's `passwords-common` (@zxcvbn-ts/language-common, MIT), the most frequent passwords
 * of published breaches ranked by frequency, kept up to date with that package; the shorter ones
 * are refused by the length policy already, so only the rest are held (about 18,000). Compared
 * without case: `Password123` is as easily guessed as `password123`.
 */
let list: ReadonlySet<string> | undefined;

function breached(): ReadonlySet<string> {
  if (!list) {
    // Loaded on the first new password, not at start: most instances never see one, and the
    // package (with its other dictionaries) weighs a few megabytes.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { dictionary } = require('@zxcvbn-ts/language-common') as {
      dictionary: { 'passwords-common': string[] };
    };
    list = new Set(
      dictionary['passwords-common']
        .filter((password) => password.length >= PASSWORD_MIN && password.length <= LENGTH.password)
        .map((password) => password.toLowerCase()),
    );
  }
  return list;
}

/** Whether a new password is among the common breached ones (docs/security.md). */
export function isBreachedPassword(password: string): boolean {
  return breached().has(password.toLowerCase());
}

/** How many passwords the check refuses (for the docs and the tests). */
export function breachedPasswordCount(): number {
  return breached().size;
}
