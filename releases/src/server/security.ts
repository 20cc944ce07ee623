/**
 * Security headers of a remote's static server, set by @fastify/helmet: nosniff, a strict
 * referrer policy, and a policy that forbids any document on the remote's own origin (its
 * index.html is the dev host only). HSTS only behind the HTTPS switch COOKIE_SECURE=1. The
 * shell's own policy lives with the shell's server.
 */
import type { FastifyHelmetOptions } from '@fastify/helmet';
import { commonHelmetOptions, noDocumentPolicy } from '@koris/server-kit';

/** helmet options for a remote's server: assets loaded by the shell's pages on another origin. */
export function remoteHelmetOptions({ https }: { https: boolean }): FastifyHelmetOptions {
  return {
    ...commonHelmetOptions(https),
    contentSecurityPolicy: noDocumentPolicy(),
    // The shell's origin loads these scripts, styles and images.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginOpenerPolicy: false,
  };
}
