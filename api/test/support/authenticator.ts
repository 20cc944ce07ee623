/**
 * A software WebAuthn authenticator for the API's tests: an ES256 key pair per passkey (from
 * node:crypto) and the answers a browser would send, built byte by byte as the WebAuthn Level 3
 * specification lays them out (authenticator data, a 'none' attestation, an assertion signed over
 * authenticator data and the client data's hash), so @simplewebauthn/server verifies them for
 * real: nothing in the server is stubbed.
 */
import crypto from 'node:crypto';
import type * as CborX from 'cbor-x' with { 'resolution-mode': 'import' };

// cbor-x's types are declared for ES modules only; Node (and jest) load its CommonJS build.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Encoder } = require('cbor-x') as typeof CborX;

/** Byte strings as CBOR byte strings (no tag 64), maps with integer keys as CBOR maps. */
const cbor = new Encoder({ useRecords: false, tagUint8Array: false, mapsAsObjects: false });

const b64url = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest();

/** The origin and RP id the API accepts by default (`pnpm start`'s shell). */
export const DEFAULT_ORIGIN = 'http://localhost:8080';
export const DEFAULT_RP_ID = 'localhost';

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface CreationOptions {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
}

export interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export class SoftPasskey {
  readonly credentialId = crypto.randomBytes(16);
  private readonly keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private counter = 0;
  /** The user handle given at registration (base64url), returned with every assertion. */
  userHandle: string | undefined;

  constructor(
    readonly origin = DEFAULT_ORIGIN,
    readonly rpId = DEFAULT_RP_ID,
  ) {}

  get id(): string {
    return b64url(this.credentialId);
  }

  /** The COSE_Key of the public key (EC2, ES256, P-256). */
  private coseKey(): Buffer {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return Buffer.from(
      cbor.encode(
        new Map<number, number | Buffer>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, Buffer.from(jwk.x!, 'base64url')],
          [-3, Buffer.from(jwk.y!, 'base64url')],
        ]),
      ),
    );
  }

  private authData(flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([
      sha256(this.rpId),
      Buffer.from([flags]),
      count,
      attested ?? Buffer.alloc(0),
    ]);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(
      JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }),
    );
  }

  /** What navigator.credentials.create() would give, as RegistrationResponseJSON. */
  register(options: CreationOptions) {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      this.coseKey(),
    ]);
    const authData = this.authData(UP | UV | AT, attested);
    const attestationObject = Buffer.from(
      cbor.encode(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      ),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** What navigator.credentials.get() would give, as AuthenticationResponseJSON. */
  assert(options: RequestOptions, { userVerified = true }: { userVerified?: boolean } = {}) {
    this.counter += 1;
    const authData = this.authData(userVerified ? UP | UV : UP);
    const clientData = this.clientData('webauthn.get', options.challenge);
    const signature = crypto.sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      this.keys.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle && { userHandle: this.userHandle }),
      },
    };
  }
}
