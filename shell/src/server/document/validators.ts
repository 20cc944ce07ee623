import { createHash } from 'node:crypto';
import type { Encoding } from './encoder';

/** A strong validator of these bytes: the same document gets the same one on every shell. */
export function etagOf(html: string, encoding: Encoding): string {
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  return `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"`;
}

/** Whether an If-None-Match header names this ETag (or any, `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag === `W/${etag}`);
}
