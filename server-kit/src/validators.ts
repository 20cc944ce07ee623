import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A strong validator of these bytes: the same body gets the same one on every instance.
 * `variant` tells apart the encodings of one body (`"…-br"`); `identity` (or none) adds nothing.
 */
export function etagOf(body: string | Buffer, variant?: string): string {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return `"${hash}${variant && variant !== 'identity' ? `-${variant}` : ''}"`;
}

/**
 * Whether an If-None-Match header names this ETag: one of its list, weakly compared as
 * RFC 9110 asks for If-None-Match (`W/"x"` matches `"x"`), or any (`*`).
 */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim())
    .some((tag) => tag === '*' || tag === etag || tag === `W/${etag}`);
}

/**
 * Answers 304 (no body) when the request's If-None-Match names `etag`; returns the sent reply,
 * or null when the full answer is due.
 */
export function replyNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
): FastifyReply | null {
  const header = request.headers['if-none-match'];
  return matchesEtag(header, etag) ? reply.code(304).send() : null;
}
