/**
 * TRUST_PROXY, read alike by every server that stands behind another (the API behind the
 * shell's proxy and the balancer, the shell's server behind the balancer): which peers'
 * `X-Forwarded-For`, `-Proto` and `-Host` are believed (Fastify's `trustProxy`). Unset: the
 * loopback addresses, where the shell's proxy and a balancer on the same machine connect from;
 * `true`: every peer (only where nothing else can reach the server); `false`: none; anything
 * else: addresses, CIDR ranges or proxy-addr's names (`loopback`, `uniquelocal`), comma-separated.
 */
export type TrustProxy = boolean | string;

/** Who is believed when TRUST_PROXY is not set. */
export const DEFAULT_TRUST_PROXY = '127.0.0.1,::1';

export function trustProxySetting(value: string | undefined): TrustProxy {
  if (value === undefined) return DEFAULT_TRUST_PROXY;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}
