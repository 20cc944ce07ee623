import { validationError } from './errors';
import type { Paging } from '../plugins/app/repositories/common';

const MAX_TAKE = 1000;

/** `skip`/`take` page a list; without them the whole list comes back. */
export function parsePaging(query: unknown): Paging {
  const q = (query ?? {}) as Record<string, unknown>;
  const paging: Paging = {};
  const errors: Record<string, string[]> = {};
  for (const name of ['skip', 'take'] as const) {
    const raw = q[name];
    if (raw === undefined || raw === '') continue;
    if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) {
      errors[name] = [`The ${name} parameter must be a whole number >= 0.`];
      continue;
    }
    paging[name] = name === 'take' ? Math.min(Number(raw), MAX_TAKE) : Number(raw);
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return paging;
}
