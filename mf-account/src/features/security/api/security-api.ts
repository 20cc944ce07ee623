import { api, login } from '@koris/shared/api';
import { useAuthStore } from '@koris/shared/auth';
import type { AuthResponse } from '@koris/shared/types';
import type {
  AuthenticationResponseJSON,
  ConfirmProof,
  PasskeyAdded,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RecoveryCodesAnswer,
  RegistrationResponseJSON,
  SecondStep,
  SecurityOverview,
  SessionsAnswer,
  TotpSetup,
} from './types';

/** Keeps the user and token of a finished sign-in, as the password login does. */
function signedIn(answer: AuthResponse): AuthResponse {
  useAuthStore.getState().setSession(answer);
  return answer;
}

/**
 * The password step. An account with a second factor gets the second step to do and nothing
 * else: no session is kept until that step succeeds.
 */
export async function signInWithPassword(
  email: string,
  password: string,
): Promise<{ done: true } | { done: false; secondStep: SecondStep }> {
  const answer = await login(email, password);
  if ('second_step' in answer) return { done: false, secondStep: answer.second_step };
  return { done: true };
}

export type SecondStepProof =
  { code: string } | { recovery_code: string } | { passkey: AuthenticationResponseJSON };

export async function finishSecondStep(ticket: string, proof: SecondStepProof) {
  return signedIn(
    await api.post('login/second-step', { json: { ticket, ...proof } }).json<AuthResponse>(),
  );
}

export const secondStepPasskeyOptions = (ticket: string) =>
  api
    .post('login/second-step/passkey-options', { json: { ticket } })
    .json<PublicKeyCredentialRequestOptionsJSON>();

/** Passkey-first sign-in (discoverable credentials: no e-mail asked). */
export const passkeySignInOptions = () =>
  api
    .post('login/passkey-options', { json: {} })
    .json<{ challenge_id: string; options: PublicKeyCredentialRequestOptionsJSON }>();

export async function signInWithPasskey(
  challenge_id: string,
  response: AuthenticationResponseJSON,
) {
  return signedIn(
    await api.post('login/passkey', { json: { challenge_id, response } }).json<AuthResponse>(),
  );
}

export const getSecurity = () => api.get('security').json<SecurityOverview>();

export const passkeyRegistrationOptions = () =>
  api
    .post('security/passkeys/options', { json: {} })
    .json<PublicKeyCredentialCreationOptionsJSON>();

export const addPasskey = (name: string, response: RegistrationResponseJSON) =>
  api.post('security/passkeys', { json: { name, response } }).json<PasskeyAdded>();

export const removePasskey = async (id: number) => {
  await api.delete(`security/passkeys/${id}`);
};

export const setUpTotp = () => api.post('security/totp/setup', { json: {} }).json<TotpSetup>();

export const enableTotp = (code: string) =>
  api.post('security/totp/enable', { json: { code } }).json<RecoveryCodesAnswer>();

export const disableTotp = async (code: string) => {
  await api.post('security/totp/disable', { json: { code } });
};

export const createRecoveryCodes = () =>
  api.post('security/recovery-codes', { json: {} }).json<Required<RecoveryCodesAnswer>>();

export const getSessions = () => api.get('security/sessions').json<SessionsAnswer>();

export const endSession = async (id: string) => {
  await api.delete(`security/sessions/${encodeURIComponent(id)}`);
};

export const endOtherSessions = () =>
  api.post('security/sessions/end-others', { json: {} }).json<{ ended: number }>();

export const confirm = (proof: ConfirmProof) =>
  api.post('security/confirm', { json: proof }).json<{ confirmed_until: string }>();

export const confirmPasskeyOptions = () =>
  api
    .post('security/confirm/passkey-options', { json: {} })
    .json<PublicKeyCredentialRequestOptionsJSON>();
