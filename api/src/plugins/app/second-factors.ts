import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { generateSecret, generateURI, verify as verifyCode } from 'otplib';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { ChallengePurpose } from '../../db/schema';
import { sha256, type Account } from './repositories/users';
import { runPeriodically } from './periodic';

/** Ten codes, shown once. */
export const RECOVERY_CODES = 10;
/** Unambiguous lowercase letters and digits (no l, o, 0, 1): 32 symbols, 5 bits each. */
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** 16 symbols: 80 random bits, beyond an offline search of their SHA-256. */
const RECOVERY_LENGTH = 16;
/** An authenticator app's clock may be a step (30 s) behind or ahead. */
const TOTP_TOLERANCE_SECONDS = 30;

/** `abcd-efgh-…`, `ABCD EFGH…` → `abcdefgh…`: how a code is hashed and compared. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[^a-z0-9]/g, '');
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_LENGTH; i++) {
    code += RECOVERY_ALPHABET[crypto.randomInt(RECOVERY_ALPHABET.length)];
  }
  return code.match(/.{4}/g)!.join('-');
}

/** What a confirmation or a second step may carry besides a ticket or a password. */
export interface FactorProof {
  code?: string | undefined;
  recovery_code?: string | undefined;
  passkey?: AuthenticationResponseJSON | undefined;
}

/** The field a proof was given in (its errors are named after it). */
export function proofField(proof: FactorProof): 'code' | 'recovery_code' | 'passkey' | undefined {
  const given = (['code', 'recovery_code', 'passkey'] as const).filter(
    (field) => proof[field] !== undefined,
  );
  return given.length === 1 ? given[0] : undefined;
}

export interface SecondFactors {
  /** A pending authenticator-app secret and its otpauth:// address. */
  newTotpSecret(account: Account): { secret: string; otpauth_url: string };
  /**
   * A current code of `secret`, accepted once: takes the code's time step for the user, so the
   * same code (and any earlier one) is refused from then on, on every instance.
   */
  acceptTotpCode(userId: number, secret: string, code: string): Promise<boolean>;
  /** A code of the user's turned-on authenticator app (see acceptTotpCode). */
  checkTotp(userId: number, code: string): Promise<boolean>;
  /** Ten new codes replace the old ones; only their hashes are kept. */
  newRecoveryCodes(userId: number): Promise<string[]>;
  useRecoveryCode(userId: number, code: string): Promise<boolean>;
  registrationOptions(account: Account): Promise<PublicKeyCredentialCreationOptionsJSON>;
  /** A verified new passkey of the user (its challenge used up), or undefined. */
  verifyRegistration(
    userId: number,
    response: RegistrationResponseJSON,
  ): Promise<
    { credentialId: string; publicKey: string; counter: number; transports: string[] } | undefined
  >;
  /**
   * Request options for a passkey: of the user's own passkeys (a second step, a confirmation),
   * or of any discoverable one (`login`, userId null).
   */
  requestOptions(
    purpose: Exclude<ChallengePurpose, 'register'>,
    userId: number | null,
  ): Promise<PublicKeyCredentialRequestOptionsJSON>;
  /** The user whose passkey signed a challenge handed out for `purpose` (and user), or undefined. */
  verifyAssertion(
    purpose: Exclude<ChallengePurpose, 'register'>,
    userId: number | null,
    response: AuthenticationResponseJSON,
    challenge?: string,
  ): Promise<number | undefined>;
  /**
   * A confirmation's factor (routes/api/security/confirm.ts): a current app code, an unused
   * recovery code (used up) or a passkey answering a `confirm` challenge. False: wrong.
   */
  verifySecondFactorForConfirm(userId: number, proof: FactorProof): Promise<boolean>;
}

/** What a factor check of a confirmation answered: accepted, or refused on a field. */
export type ConfirmCheck =
  | { ok: true }
  | { ok: false; field: 'password' | 'code' | 'recovery_code' | 'passkey'; message: string };

/**
 * The second-factor paths of a confirmation (routes/api/security/confirm.ts plugs this into its
 * verifySecondFactorForConfirm): the factor must be the account's, and right. A right app code
 * or recovery code is used up; a passkey must answer a `confirm` challenge of this user
 * (passkeyOptionsForConfirm).
 */
export async function checkFactorForConfirm(
  fastify: FastifyInstance,
  userId: number,
  body: { code?: string | undefined; recovery_code?: string | undefined; passkey?: unknown },
): Promise<ConfirmCheck> {
  const proof = body as FactorProof;
  const field = proofField(proof);
  if (!field) return { ok: false, field: 'password', message: 'Enter your password.' };
  const { factors } = fastify.repos;
  if (field === 'code' && !(await factors.totp(userId))?.enabled_at) {
    return { ok: false, field, message: 'This account has no authenticator app.' };
  }
  if (field === 'recovery_code' && (await factors.recoveryCodesLeft(userId)) === 0) {
    return { ok: false, field, message: 'This account has no recovery codes left.' };
  }
  if (field === 'passkey' && (await factors.credentialIds(userId)).length === 0) {
    return { ok: false, field, message: 'This account has no passkey.' };
  }
  if (await fastify.secondFactors.verifySecondFactorForConfirm(userId, proof)) return { ok: true };
  const message = field === 'passkey' ? 'This passkey is not recognised.' : 'Invalid code.';
  return { ok: false, field, message };
}

/** A confirmation's passkey challenge, or undefined when the account has no passkey. */
export async function passkeyOptionsForConfirm(
  fastify: FastifyInstance,
  userId: number,
): Promise<PublicKeyCredentialRequestOptionsJSON | undefined> {
  if ((await fastify.repos.factors.credentialIds(userId)).length === 0) return undefined;
  return fastify.secondFactors.requestOptions('confirm', userId);
}

declare module 'fastify' {
  interface FastifyInstance {
    secondFactors: SecondFactors;
  }
}

/**
 * Second factors over the factors repository: TOTP (otplib, RFC 6238: 6 digits, 30 s, SHA-1 as
 * every authenticator app expects), recovery codes, and WebAuthn (@simplewebauthn/server) for
 * passkeys, whose challenges live in the database until answered or expired.
 */
export default fp(
  async (fastify) => {
    const { config } = fastify;
    const factors = fastify.repos.factors;
    const { rpId, origins, rpName } = config.webauthn;
    const now = () => Math.floor(Date.now() / 1000);
    const challengeTtl = config.secondStepTtlSeconds;
    const consume =
      (purpose: ChallengePurpose, userId: number | null, expected?: string) =>
      async (challenge: string) =>
        (expected === undefined || challenge === expected) &&
        factors.consumeChallenge(challenge, purpose, userId, now());

    const acceptTotpCode = async (userId: number, secret: string, code: string) => {
      const token = code.replace(/\s/g, '');
      if (!/^\d{6}$/.test(token)) return false;
      const result = await verifyCode({
        secret,
        token,
        epochTolerance: TOTP_TOLERANCE_SECONDS,
      });
      if (!result.valid || !('timeStep' in result)) return false;
      return factors.takeTotpStep(userId, result.timeStep);
    };

    const service: SecondFactors = {
      newTotpSecret(account) {
        const secret = generateSecret();
        return {
          secret,
          otpauth_url: generateURI({ issuer: rpName, label: account.email, secret }),
        };
      },

      acceptTotpCode,

      async checkTotp(userId, code) {
        const totp = await factors.totp(userId);
        if (!totp?.enabled_at) return false;
        return acceptTotpCode(userId, totp.secret, code);
      },

      async newRecoveryCodes(userId) {
        const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
        await factors.replaceRecoveryCodes(
          userId,
          codes.map((code) => sha256(normaliseRecoveryCode(code))),
        );
        return codes;
      },

      async useRecoveryCode(userId, code) {
        const normalised = normaliseRecoveryCode(code);
        if (normalised.length !== RECOVERY_LENGTH) return false;
        return factors.useRecoveryCode(userId, sha256(normalised));
      },

      async registrationOptions(account) {
        const options = await generateRegistrationOptions({
          rpName,
          rpID: rpId,
          userName: account.email,
          userDisplayName: account.name,
          // The user handle a passkey returns: the account's id, nothing personal.
          userID: new TextEncoder().encode(String(account.id)),
          attestationType: 'none',
          excludeCredentials: await factors.credentialIds(account.id),
          // Discoverable, so that it can sign in without an e-mail address.
          authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
          timeout: challengeTtl * 1000,
        });
        await factors.addChallenge(
          options.challenge,
          'register',
          account.id,
          now() + challengeTtl,
          now(),
        );
        return options;
      },

      async verifyRegistration(userId, response) {
        try {
          const result = await verifyRegistrationResponse({
            response,
            expectedChallenge: consume('register', userId),
            expectedOrigin: origins,
            expectedRPID: rpId,
            requireUserVerification: false,
          });
          if (!result.verified) return undefined;
          const { credential } = result.registrationInfo;
          return {
            credentialId: credential.id,
            publicKey: Buffer.from(credential.publicKey).toString('base64url'),
            counter: credential.counter,
            transports: (credential.transports ?? response.response.transports ?? []).slice(0, 10),
          };
        } catch (error) {
          // A malformed or forged answer is a refusal, never a 500.
          fastify.log.info({ err: error }, 'passkey registration refused');
          return undefined;
        }
      },

      async requestOptions(purpose, userId) {
        const options = await generateAuthenticationOptions({
          rpID: rpId,
          allowCredentials: userId === null ? [] : await factors.credentialIds(userId),
          // A passkey alone signs in: it must verify its user (PIN, biometrics).
          userVerification: purpose === 'login' ? 'required' : 'preferred',
          timeout: challengeTtl * 1000,
        });
        await factors.addChallenge(options.challenge, purpose, userId, now() + challengeTtl, now());
        return options;
      },

      async verifyAssertion(purpose, userId, response, challenge) {
        const passkey = await factors.passkeyByCredential(String(response.id));
        if (!passkey || (userId !== null && passkey.user_id !== userId)) return undefined;
        const handle = response.response.userHandle;
        if (handle && Buffer.from(handle, 'base64url').toString() !== String(passkey.user_id)) {
          return undefined;
        }
        try {
          const result = await verifyAuthenticationResponse({
            response,
            expectedChallenge: consume(purpose, userId, challenge),
            expectedOrigin: origins,
            expectedRPID: rpId,
            credential: {
              id: passkey.credential_id,
              publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
              counter: passkey.counter,
              transports: passkey.transports.split(',').filter(Boolean),
            },
            requireUserVerification: purpose === 'login',
          });
          if (!result.verified) return undefined;
          await factors.passkeyUsed(passkey.id, result.authenticationInfo.newCounter);
          return passkey.user_id;
        } catch (error) {
          fastify.log.info({ err: error }, 'passkey assertion refused');
          return undefined;
        }
      },

      async verifySecondFactorForConfirm(userId, proof) {
        if (proof.code !== undefined) return service.checkTotp(userId, proof.code);
        if (proof.recovery_code !== undefined) {
          return service.useRecoveryCode(userId, proof.recovery_code);
        }
        if (proof.passkey !== undefined) {
          return (await service.verifyAssertion('confirm', userId, proof.passkey)) === userId;
        }
        return false;
      },
    };
    fastify.decorate('secondFactors', service);

    // Expired tickets and challenges are only clutter: pruned at start and then hourly.
    runPeriodically(
      fastify,
      { name: 'prune-second-factors', everyMs: 3600_000, failure: 'ticket pruning failed' },
      () => factors.pruneExpired(now()),
    );
  },
  { name: 'second-factors', dependencies: ['config', 'repositories'] },
);
