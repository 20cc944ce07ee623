import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { bearer, sqlRows, sqlRun } from '../../../helper';

export const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
export const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A user of the test's own; its password is not a common one. */
export async function newUser(app: FastifyInstance, roles: string[] = []) {
  const email = `s-${crypto.randomBytes(4).toString('hex')}@koris.lv`;
  const password = 'Dziesma-Vakarā-42';
  const account = await app.repos.users.create({ name: 'Sesija', email, password, roles });
  return { id: account.id, email, password };
}

/** Signs in from a browser (user agent) and an address; the bearer token. */
export async function signIn(
  app: FastifyInstance,
  user: { email: string; password: string },
  userAgent = FIREFOX_WINDOWS,
  remoteAddress = '203.0.113.5',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: user.email, password: user.password },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return res.json<{ authorisation: { token: string } }>().authorisation.token;
}

/** The session id (jti) inside a token, which no answer shows. */
export function jtiOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
  return payload.jti as string;
}

export const minutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000).toISOString();

/** Moves a session's last confirmation (its sign-in, at first) back in time. */
export async function confirmedAgo(app: FastifyInstance, token: string, minutes: number) {
  await sqlRun(
    app,
    'UPDATE sessions SET confirmed_at = ? WHERE jti = ?',
    minutesAgo(minutes),
    jtiOf(token),
  );
}

export async function sessionRow(app: FastifyInstance, token: string) {
  const [row] = await sqlRows<{
    last_active_at: string;
    confirmed_at: string;
    revoked_at: string | null;
  }>(
    app,
    'SELECT last_active_at, confirmed_at, revoked_at FROM sessions WHERE jti = ?',
    jtiOf(token),
  );
  return row!;
}

export const me = (app: FastifyInstance, token: string) =>
  app.inject({ url: '/api/me', headers: bearer(token) });

/** The activity log as a reader with these roles sees it. */
export async function activityOf(app: FastifyInstance, token: string) {
  const res = await app.inject({ url: '/api/activity', headers: bearer(token) });
  return res.json<{ action: string; title: string | null; user_name: string }[]>();
}
