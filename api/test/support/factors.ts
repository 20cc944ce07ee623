/** Second factors set up through the API's own routes, as a user would (the second-factor tests; decision 029). */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { generate } from 'otplib';
import { bearer } from '../helper';
import { SoftPasskey } from './authenticator';

/** A code of `secret` for the time step `steps` away from now (an app's clock may drift one). */
export function totpCode(secret: string, steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

export interface StaffUser {
  id: number;
  email: string;
  password: string;
  token: string;
}

/** A user with `roles`, signed in with a password (before any second factor). */
export async function staffUser(app: FastifyInstance, roles: string[]): Promise<StaffUser> {
  const email = `f-${crypto.randomBytes(4).toString('hex')}@koris.lv`;
  const password = 'password-123';
  const account = await app.repos.users.create({ name: 'Faktors', email, password, roles });
  const res = await passwordLogin(app, email, password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  return { id: account.id, email, password, token: res.json().authorisation.token };
}

export function passwordLogin(app: FastifyInstance, email: string, password: string) {
  return app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
}

export async function post(app: FastifyInstance, url: string, token: string, payload?: object) {
  return app.inject({
    method: 'POST',
    url,
    headers: bearer(token),
    ...(payload && { payload }),
  });
}

/** Sets up and turns on the authenticator app; its secret and the recovery codes. */
export async function enableTotp(app: FastifyInstance, token: string) {
  const setup = await post(app, '/api/security/totp/setup', token);
  if (setup.statusCode !== 200) throw new Error(`setup: ${setup.body}`);
  const { secret } = setup.json<{ secret: string }>();
  const enabled = await post(app, '/api/security/totp/enable', token, {
    code: await totpCode(secret),
  });
  if (enabled.statusCode !== 200) throw new Error(`enable: ${enabled.body}`);
  return { secret, recoveryCodes: enabled.json<{ recovery_codes?: string[] }>().recovery_codes };
}

/** Registers a new software passkey for the user; the passkey and the route's answer. */
export async function addPasskey(app: FastifyInstance, token: string, name = 'Laptop') {
  const passkey = new SoftPasskey();
  const options = await post(app, '/api/security/passkeys/options', token);
  if (options.statusCode !== 200) throw new Error(`options: ${options.body}`);
  const res = await post(app, '/api/security/passkeys', token, {
    name,
    response: passkey.register(options.json()),
  });
  return { passkey, res };
}
