/**
 * Signed preview links of a remote's release (`pnpm deploy:remote <name> --preview`): the
 * command signs which release of which remote may be previewed until when, and every shell's
 * server checks the signature with the same PREVIEW_SECRET. Nothing is stored for a link: an
 * altered remote, release or time breaks the signature, and an old link simply expires.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A preview link is valid for at most this long, whatever the command is asked. */
export const PREVIEW_MAX_HOURS = 24;

/** What a valid preview token grants. */
export interface PreviewGrant {
  /** The remote's federation name (`mf_content`). */
  remote: string;
  release: string;
  /** Until when, in milliseconds since the epoch. */
  expires: number;
}

/** Why a token grants nothing: each has its own message for the visitor. */
export type PreviewRefusal = 'disabled' | 'malformed' | 'forged' | 'expired';

export type PreviewCheck =
  { ok: true; grant: PreviewGrant } | { ok: false; reason: PreviewRefusal };

const TOKEN = /^(mf_[a-z]+)\.([0-9a-f]{16})\.([0-9]{10,13})\.([A-Za-z0-9_-]{43})$/;

/** The shortest secret accepted: a guessable key would let anyone sign a preview. */
export const PREVIEW_SECRET_MIN_LENGTH = 32;

function signature(secret: string, remote: string, release: string, expires: number): string {
  return createHmac('sha256', secret)
    .update(`koris release preview\n${remote}\n${release}\n${expires}`)
    .digest('base64url');
}

/** PREVIEW_SECRET as read: null when unset or too short to sign with. */
export function previewSecretOf(value: string | undefined): string | null {
  return value && value.length >= PREVIEW_SECRET_MIN_LENGTH ? value : null;
}

/** The token of a grant: `remote.release.expires.signature`, safe in an address and a cookie. */
export function signPreview(secret: string, grant: PreviewGrant): string {
  const { remote, release, expires } = grant;
  return `${remote}.${release}.${expires}.${signature(secret, remote, release, expires)}`;
}

/** Checks a token: its form, its signature (in constant time), then its time. */
export function checkPreview(
  secret: string | null,
  token: string | undefined,
  now = Date.now(),
): PreviewCheck {
  if (!secret) return { ok: false, reason: 'disabled' };
  const match = TOKEN.exec(token ?? '');
  if (!match) return { ok: false, reason: 'malformed' };
  const [, remote = '', release = '', time = '', given = ''] = match;
  const expires = Number(time);
  const expected = Buffer.from(signature(secret, remote, release, expires));
  if (!timingSafeEqual(expected, Buffer.from(given))) return { ok: false, reason: 'forged' };
  // A validly signed time further out than the longest validity was not made by the command.
  if (expires <= now || expires > now + PREVIEW_MAX_HOURS * 3_600_000 + 60_000) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, grant: { remote, release, expires } };
}
