import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import { ACTIONS } from '../db/schema';
import { Nullable, Ref, TEXT } from './common';

/**
 * Second factors (routes/api/security, routes/api/auth/second-step.ts). The WebAuthn shapes are
 * the JSON forms of the W3C WebAuthn Level 3 dictionaries, as @simplewebauthn/browser sends and
 * takes them; request bodies are bounded like every other (maxLength, maxItems).
 */
const b64 = (maxLength: number) =>
  Type.String({ maxLength, pattern: '^[A-Za-z0-9_-]*={0,2}$', description: 'base64url' });
const Transports = Type.Array(Type.String({ maxLength: 32 }), { maxItems: 10 });
const Extensions = Type.Object({}, { additionalProperties: true, maxProperties: 20 });
const Attachment = Type.Optional(
  Type.Unsafe<'platform' | 'cross-platform'>({
    type: 'string',
    enum: ['platform', 'cross-platform'],
  }),
);

/**
 * A PublicKeyCredential as JSON: what a registration and an assertion share, with the
 * `response` of each.
 */
const Credential = <R extends TProperties>($id: string, response: R, description: string) =>
  Type.Object(
    {
      id: b64(1024),
      rawId: b64(1024),
      type: Type.Literal('public-key'),
      authenticatorAttachment: Attachment,
      clientExtensionResults: Extensions,
      response: Type.Object(response, { additionalProperties: false }),
    },
    { $id, additionalProperties: false, description },
  );

export const PasskeyRegistration = Credential(
  'PasskeyRegistration',
  {
    clientDataJSON: b64(4096),
    attestationObject: b64(8192),
    authenticatorData: Type.Optional(b64(4096)),
    transports: Type.Optional(Transports),
    publicKeyAlgorithm: Type.Optional(Type.Integer()),
    publicKey: Type.Optional(b64(2048)),
  },
  'RegistrationResponseJSON: what navigator.credentials.create() gave, as JSON.',
);

export const PasskeyAssertion = Credential(
  'PasskeyAssertion',
  {
    clientDataJSON: b64(4096),
    authenticatorData: b64(4096),
    signature: b64(1024),
    userHandle: Type.Optional(b64(256)),
  },
  'AuthenticationResponseJSON: what navigator.credentials.get() gave, as JSON.',
);

const Descriptor = Type.Object(
  { id: Type.String(), type: Type.String(), transports: Type.Optional(Type.Array(Type.String())) },
  { additionalProperties: false },
);
const Open = (description: string) => Type.Object({}, { additionalProperties: true, description });

export const PasskeyCreationOptions = Type.Object(
  {
    rp: Type.Object({ name: Type.String(), id: Type.Optional(Type.String()) }),
    user: Type.Object({ id: Type.String(), name: Type.String(), displayName: Type.String() }),
    challenge: Type.String(),
    pubKeyCredParams: Type.Array(Type.Object({ alg: Type.Integer(), type: Type.String() })),
    timeout: Type.Optional(Type.Integer()),
    excludeCredentials: Type.Optional(Type.Array(Descriptor)),
    authenticatorSelection: Type.Optional(Open('AuthenticatorSelectionCriteria')),
    hints: Type.Optional(Type.Array(Type.String())),
    attestation: Type.Optional(Type.String()),
    extensions: Type.Optional(Open('AuthenticationExtensionsClientInputs')),
  },
  {
    $id: 'PasskeyCreationOptions',
    description: 'PublicKeyCredentialCreationOptionsJSON for navigator.credentials.create().',
  },
);

export const PasskeyRequestOptions = Type.Object(
  {
    challenge: Type.String(),
    timeout: Type.Optional(Type.Integer()),
    rpId: Type.Optional(Type.String()),
    allowCredentials: Type.Optional(Type.Array(Descriptor)),
    userVerification: Type.Optional(Type.String()),
    hints: Type.Optional(Type.Array(Type.String())),
    extensions: Type.Optional(Open('AuthenticationExtensionsClientInputs')),
  },
  {
    $id: 'PasskeyRequestOptions',
    description: 'PublicKeyCredentialRequestOptionsJSON for navigator.credentials.get().',
  },
);

export const Passkey = Type.Object(
  {
    id: Type.Integer(),
    name: Type.String(),
    created_at: Type.String({ description: 'ISO 8601.' }),
    last_used_at: Nullable('string', { description: 'ISO 8601; null: never used.' }),
  },
  { $id: 'Passkey', additionalProperties: false },
);

export const RecoveryCodes = Type.Array(Type.String(), {
  description: 'Shown once: only their hashes are kept. Each works once.',
  maxItems: 10,
});

export const SecurityOverview = Type.Object(
  {
    passkeys: Type.Array(Ref(Passkey)),
    totp: Type.Object({ enabled: Type.Boolean() }, { additionalProperties: false }),
    recovery_codes_left: Type.Integer(),
    second_factor_required: Type.Boolean(),
    events: Type.Array(
      Type.Object(
        {
          action: Type.Unsafe<(typeof ACTIONS)[number]>({ type: 'string', enum: [...ACTIONS] }),
          at: Type.String({ description: 'ISO 8601.' }),
          detail: Nullable('string', { description: 'E.g. the passkey’s name.' }),
        },
        { additionalProperties: false },
      ),
      { description: 'The factor changes of the user’s own account, newest first (at most 20).' },
    ),
  },
  { $id: 'SecurityOverview', additionalProperties: false },
);

export const SecondStep = Type.Object(
  {
    second_step: Type.Object(
      {
        ticket: Type.String({ description: 'Only for POST /api/login/second-step.' }),
        methods: Type.Array(
          Type.Unsafe<'totp' | 'passkey' | 'recovery'>({
            type: 'string',
            enum: ['totp', 'passkey', 'recovery'],
          }),
        ),
        expires_in: Type.Integer({ description: 'Seconds.' }),
      },
      { additionalProperties: false },
    ),
  },
  {
    $id: 'SecondStep',
    additionalProperties: false,
    description: 'The password was right; the account has a second factor: the second step.',
  },
);

/** A 6-digit app code as typed (spaces allowed). */
export const TotpCode = Type.String({ ...TEXT, maxLength: 16, description: '6 digits.' });
export const RecoveryCodeInput = Type.String({ ...TEXT, maxLength: 64 });
export const Ticket = Type.String({ maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' });

export const securitySchemas: TSchema[] = [
  PasskeyRegistration,
  PasskeyAssertion,
  PasskeyCreationOptions,
  PasskeyRequestOptions,
  Passkey,
  SecurityOverview,
  SecondStep,
];
