/**
 * The Security calls as the API answers them: a test hands over the factors and sessions and
 * the handlers change them in place, as the server would. A sensitive call answers 403
 * "confirm" until the test's `confirmed` flag is set (by the confirm route here).
 */
import { api, failure, HttpResponse, withBody } from '@koris/shared/testing';
import type { AccountSession, Passkey, SecurityEvent } from '../api/types';

export interface FakeSecurity {
  passkeys: Passkey[];
  totp: boolean;
  recoveryLeft: number;
  required: boolean;
  events: SecurityEvent[];
  sessions: AccountSession[];
  /** Whether the session confirmed recently; a sensitive call is refused until then. */
  confirmed: boolean;
  /** What the confirm route accepts. */
  password: string;
  /** The code the app would show now. */
  code: string;
}

export const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `abcd-efg${i}`);

export function aPasskey(fields: Partial<Passkey> = {}): Passkey {
  return {
    id: 1,
    name: 'Laptop',
    created_at: '2026-03-05T10:15:00.000Z',
    last_used_at: null,
    ...fields,
  };
}

export function aSession(fields: Partial<AccountSession> = {}): AccountSession {
  return {
    id: 'sess-1',
    browser: 'Firefox 140',
    system: 'Linux',
    address: '203.0.113.5',
    created_at: '2026-03-05T08:00:00.000Z',
    last_active_at: '2026-03-05T09:30:00.000Z',
    current: false,
    ...fields,
  };
}

export function fakeSecurity(fields: Partial<FakeSecurity> = {}): FakeSecurity {
  return {
    passkeys: [],
    totp: false,
    recoveryLeft: 0,
    required: false,
    events: [],
    sessions: [aSession({ id: 'mine', browser: 'Chrome 142', current: true })],
    confirmed: false,
    password: 'admin12345',
    code: '123456',
    ...fields,
  };
}

const confirmFirst = () =>
  HttpResponse.json(
    { message: 'Confirm it is you to continue.', reason: 'confirm' },
    { status: 403 },
  );

const invalidCode = () =>
  HttpResponse.json(
    { message: 'Invalid code.', errors: { code: ['Invalid code.'] } },
    { status: 422 },
  );

export function securityHandlers(s: FakeSecurity) {
  const hasFactor = () => s.passkeys.length > 0 || s.totp;
  const firstFactor = () => {
    if (hasFactor()) return {};
    s.recoveryLeft = RECOVERY_CODES.length;
    s.required = false;
    return { recovery_codes: RECOVERY_CODES };
  };
  return [
    api.get('/security', () =>
      HttpResponse.json({
        passkeys: s.passkeys,
        totp: { enabled: s.totp },
        recovery_codes_left: s.recoveryLeft,
        second_factor_required: s.required,
        events: s.events,
      }),
    ),
    api.post('/security/passkeys/options', () =>
      HttpResponse.json({ challenge: 'reg-challenge', rp: { name: 'Koris' } }),
    ),
    api.post(
      '/security/passkeys',
      withBody(({ json }) => {
        const { name } = json as { name: string };
        const codes = firstFactor();
        const passkey = aPasskey({ id: s.passkeys.length + 10, name });
        s.passkeys.push(passkey);
        return HttpResponse.json({ passkey, ...codes }, { status: 201 });
      }),
    ),
    api.delete('/security/passkeys/:id', ({ params }) => {
      if (!s.confirmed) return confirmFirst();
      s.passkeys = s.passkeys.filter((p) => String(p.id) !== params['id']);
      return new HttpResponse(null, { status: 204 });
    }),
    api.post('/security/totp/setup', () =>
      HttpResponse.json({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/Koris:anna%40koris.lv?secret=JBSWY3DPEHPK3PXP&issuer=Koris',
      }),
    ),
    api.post(
      '/security/totp/enable',
      withBody(({ json }) => {
        if ((json as { code: string }).code !== s.code) return invalidCode();
        const codes = firstFactor();
        s.totp = true;
        return HttpResponse.json(codes);
      }),
    ),
    api.post(
      '/security/totp/disable',
      withBody(({ json }) => {
        if (!s.confirmed) return confirmFirst();
        if ((json as { code: string }).code !== s.code) return invalidCode();
        s.totp = false;
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    api.post('/security/recovery-codes', () => {
      if (!s.confirmed) return confirmFirst();
      s.recoveryLeft = RECOVERY_CODES.length;
      return HttpResponse.json({ recovery_codes: RECOVERY_CODES.map((c) => `new-${c}`) });
    }),
    api.get('/security/sessions', () =>
      HttpResponse.json({ sessions: s.sessions, confirmed_until: null }),
    ),
    api.delete('/security/sessions/:id', ({ params }) => {
      if (!s.sessions.some((x) => x.id === params['id'])) return failure(404);
      s.sessions = s.sessions.filter((x) => x.id !== params['id']);
      return new HttpResponse(null, { status: 204 });
    }),
    api.post('/security/sessions/end-others', () => {
      const ended = s.sessions.filter((x) => !x.current).length;
      s.sessions = s.sessions.filter((x) => x.current);
      return HttpResponse.json({ ended });
    }),
    api.post(
      '/security/confirm',
      withBody(({ json }) => {
        const proof = json as { password?: string; code?: string };
        if (proof.password !== undefined && proof.password !== s.password) {
          return HttpResponse.json(
            {
              message: 'The password is incorrect.',
              errors: { password: ['The password is incorrect.'] },
            },
            { status: 422 },
          );
        }
        if (proof.code !== undefined && proof.code !== s.code) return invalidCode();
        s.confirmed = true;
        return HttpResponse.json({ confirmed_until: '2026-03-05T10:25:00.000Z' });
      }),
    ),
  ];
}
