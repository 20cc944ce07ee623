import crypto from 'node:crypto';
import { signerFactory } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '../../../plugins/app/repositories/activity';
import { sha256 } from '../../../plugins/app/repositories/users';

/** What a sign-in attempt is counted against: its key in the limit counter. */
export type Admission = { allowed: true; counted: string } | { allowed: false; ttl: number };

const COOKIE_PREFIX = 'koris_device_';
const THROTTLED = 'login-throttled';

/**
 * Guessing limited per account without locking the owner out (OWASP's "device cookies"):
 *
 *  - every failed password on an account counts against one allowance for the account, from
 *    all addresses together (RATE_LIMIT_LOGIN_ACCOUNT per RATE_LIMIT_LOGIN_ACCOUNT_WINDOW_MS),
 *    shared by every instance through the limit counter;
 *  - a browser that has signed in to the account carries a device cookie for it (signed with a
 *    key derived from the API's secret, HttpOnly, SameSite=Strict, only sent to /api/login).
 *    Its failures count against its own allowance (RATE_LIMIT_LOGIN per
 *    RATE_LIMIT_LOGIN_WINDOW_MS) instead, so an attack on the account leaves the owner's usual
 *    browser able to sign in. A device past its own allowance counts as a stranger again;
 *  - the attempt is counted before the password is checked (concurrent guesses cannot slip
 *    under the limit together) and taken back when the password was right: only failures
 *    count. The key is the e-mail as typed, so an address without an account is limited
 *    exactly alike (no account oracle);
 *  - every refused attempt is counted in the activity log: one row per account per window and
 *    instance, whose title is the number so far (attempts on e-mails without an account, and
 *    those refused before the e-mail was read, in one row without a name).
 */
export function loginGuard(fastify: FastifyInstance) {
  const { config } = fastify;
  const counter = fastify.limitCounter;
  // A key of its own (not the JWT key itself): a device cookie never verifies as anything else.
  const signer = signerFactory(
    crypto.createHmac('sha256', fastify.jwtSecret).update('koris login device cookie').digest(),
  );
  const deviceMs = config.loginDeviceDays * 86_400_000;

  /** The e-mail as a key (lower case, a hash: no address in a cookie or a Redis key). */
  const accountKey = (email: string) => sha256(email.trim().toLowerCase()).slice(0, 32);
  const cookieName = (key: string) => `${COOKIE_PREFIX}${key.slice(0, 16)}`;

  /** The device this browser is for the account, if its cookie is ours, for it and current. */
  function deviceOf(request: FastifyRequest, key: string): string | undefined {
    const raw = request.cookies[cookieName(key)];
    if (!raw) return undefined;
    const { valid, value } = signer.unsign(raw);
    if (!valid || !value) return undefined;
    const [forKey, device, until] = value.split('.');
    if (forKey !== key || !device || !(Number(until) > Date.now())) return undefined;
    return device;
  }

  // The activity log's counting rows, one per actor (an account, or none), per instance.
  interface Tally {
    actor: Actor;
    pending: number;
    row?: { id: number; until: number };
    writing?: Promise<void>;
  }
  const tallies = new Map<number | null, Tally>();

  /** Writes what is pending, one write at a time per row: a flood costs few writes. */
  async function write(tally: Tally): Promise<void> {
    const activity = fastify.repos.activity;
    try {
      while (tally.pending > 0) {
        const n = tally.pending;
        tally.pending = 0;
        const { row } = tally;
        if (row && row.until > Date.now() && (await activity.addToCount(row.id, n))) continue;
        const id = await activity.openCount(tally.actor, THROTTLED, n);
        tally.row = { id, until: Date.now() + config.rateLimitLoginAccountWindowMs };
      }
    } finally {
      tally.writing = undefined;
    }
  }

  async function countThrottled(email: string | undefined): Promise<void> {
    const found = email ? await fastify.repos.users.actorByEmail(email) : undefined;
    const actor: Actor = found ?? { id: null, name: '' };
    let tally = tallies.get(actor.id);
    if (!tally) {
      tally = { actor, pending: 0 };
      tallies.set(actor.id, tally);
    }
    tally.actor = actor; // the name it has now
    tally.pending += 1;
    tally.writing ??= write(tally);
    return tally.writing;
  }

  return {
    /** Counts the attempt on the device's allowance, or else on the account's. */
    async admit(request: FastifyRequest, email: string): Promise<Admission> {
      const key = accountKey(email);
      const device = deviceOf(request, key);
      if (device) {
        const counted = `login-device|${device}`;
        const taken = await counter.take(counted, config.rateLimitLoginWindowMs);
        if (taken.current <= config.rateLimitLogin) return { allowed: true, counted };
      }
      const counted = `login-account|${key}`;
      const taken = await counter.take(counted, config.rateLimitLoginAccountWindowMs);
      if (taken.current <= config.rateLimitLoginAccount) return { allowed: true, counted };
      return { allowed: false, ttl: taken.ttl };
    },

    /** The password was right: the attempt does not count, the browser is a known device. */
    async succeeded(reply: FastifyReply, email: string, admission: Admission): Promise<void> {
      if (admission.allowed) await counter.refund(admission.counted);
      const key = accountKey(email);
      const until = Date.now() + deviceMs;
      const device = crypto.randomBytes(16).toString('base64url');
      reply.setCookie(cookieName(key), signer.sign(`${key}.${device}.${until}`), {
        path: '/api/login',
        httpOnly: true,
        sameSite: 'strict',
        secure: config.cookieSecure,
        maxAge: Math.floor(deviceMs / 1000),
      });
    },

    /**
     * Counts a refused attempt in the activity log (`email` undefined: refused before the form
     * was read). Never fails the answer: a failed write is logged.
     */
    async throttled(email: string | undefined): Promise<void> {
      await countThrottled(email).catch((error: unknown) =>
        fastify.log.error({ err: error }, 'counting a throttled sign-in failed'),
      );
    },
  };
}

export type LoginGuard = ReturnType<typeof loginGuard>;
