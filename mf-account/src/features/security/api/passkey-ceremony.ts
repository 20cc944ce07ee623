import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { texts } from '../../../texts';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from './types';

/**
 * The browser's own passkey prompt. Cancelling it, a timeout or a browser without passkeys
 * all end here: the person sees one plain sentence, never the browser's technical message.
 */
async function ceremony<T>(prompt: () => Promise<T>, refused: string): Promise<T> {
  try {
    return await prompt();
  } catch (_refused) {
    throw new Error(refused);
  }
}

export const createPasskey = (
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> =>
  ceremony(() => startRegistration({ optionsJSON }), texts.security.passkeyNotCreated);

export const answerWithPasskey = (
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> =>
  ceremony(() => startAuthentication({ optionsJSON }), texts.security.passkeyNotUsed);
