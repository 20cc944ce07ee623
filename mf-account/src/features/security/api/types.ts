import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type { ActivityAction, SecondStep as SecondStepAnswer } from '@koris/shared/types';

export type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
};

/** One passkey of the signed-in user. */
export interface Passkey {
  id: number;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A change to the user's own second factors, newest first (an action of the activity log). */
export interface SecurityEvent {
  action: ActivityAction;
  at: string;
  detail: string | null;
}

/** `GET /api/security`. */
export interface SecurityOverview {
  passkeys: Passkey[];
  totp: { enabled: boolean };
  recovery_codes_left: number;
  second_factor_required: boolean;
  events: SecurityEvent[];
}

/** One signed-in session of the user (`GET /api/security/sessions`). */
export interface AccountSession {
  id: string;
  browser: string;
  system: string;
  /** As the API saw it; null when it could not tell. */
  address: string | null;
  created_at: string;
  last_active_at: string;
  current: boolean;
}

export interface SessionsAnswer {
  sessions: AccountSession[];
  confirmed_until: string | null;
}

/** New recovery codes: shown once, never again. */
export interface RecoveryCodesAnswer {
  recovery_codes?: string[];
}

export interface PasskeyAdded extends RecoveryCodesAnswer {
  passkey: Passkey;
}

export interface TotpSetup {
  secret: string;
  otpauth_url: string;
}

export type SecondFactorMethod = 'totp' | 'passkey' | 'recovery';

/** A password answer for an account with a second factor: the second step still to do. */
export type SecondStep = SecondStepAnswer['second_step'];

/** What proves it is the user again: one of these. */
export type ConfirmProof =
  | { password: string }
  | { code: string }
  | { recovery_code: string }
  | { passkey: AuthenticationResponseJSON };
