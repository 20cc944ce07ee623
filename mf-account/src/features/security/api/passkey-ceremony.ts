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
export async function createPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  try {
    return await startRegistration({ optionsJSON });
  } catch (_refused) {
    throw new Error(texts.security.passkeyNotCreated);
  }
}

export async function answerWithPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  try {
    return await startAuthentication({ optionsJSON });
  } catch (_refused) {
    throw new Error(texts.security.passkeyNotUsed);
  }
}
