import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A passkey authenticator in software, for API tests that run the real WebAuthn ceremony: an ES256
 * key pair per credential, attestation 'none', user presence and verification always given.
 */

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

const head = (major: number, length: number): Buffer => {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) {
    const out = Buffer.alloc(3);
    out[0] = (major << 5) | 25;
    out.writeUInt16BE(length, 1);
    return out;
  }
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
};

/** The few CBOR types WebAuthn needs: integers, text, bytes, arrays and maps. */
const encodeCbor = (value: Cbor): Buffer => {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(encodeCbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([k, v]) => [encodeCbor(k), encodeCbor(v)]),
  ]);
};

const b64url = (bytes: Uint8Array | string): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

interface SoftwareCredential {
  id: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
  userHandle: string;
  counter: number;
}

/** The PublicKeyCredential that navigator.credentials answers, as JSON, around the ceremony's response. */
const publicKeyCredential = <Response>(credential: SoftwareCredential, response: Response) => ({
  id: b64url(credential.id),
  rawId: b64url(credential.id),
  type: 'public-key' as const,
  clientExtensionResults: {},
  authenticatorAttachment: 'platform' as const,
  response,
});

interface CreationOptions {
  challenge: string;
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
}

export class SoftwareAuthenticator {
  readonly credentials: SoftwareCredential[] = [];

  constructor(
    private readonly rpId = 'localhost',
    private readonly origin = 'http://localhost:3000',
  ) {}

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  private authData(flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** navigator.credentials.create(): a new credential, answered as the browser's JSON. */
  create(options: CreationOptions) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const credential: SoftwareCredential = {
      id: randomBytes(32),
      privateKey,
      publicKey,
      userHandle: options.user.id,
      counter: 1,
    };
    this.credentials.push(credential);
    const coseKey = new Map<Cbor, Cbor>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credential.id, encodeCbor(coseKey)]);
    // User present (0x01), user verified (0x04), attested credential data (0x40).
    const authData = this.authData(0x45, credential.counter, attested);
    const attestationObject = encodeCbor({ fmt: 'none', attStmt: {}, authData });
    return publicKeyCredential(credential, {
      clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
      attestationObject: b64url(attestationObject),
      transports: ['internal'],
    });
  }

  /**
   * navigator.credentials.get() with a credential of this authenticator (the last one made unless
   * told), its counter moved on by one unless `counter` says otherwise.
   */
  get(
    options: RequestOptions,
    {
      credential = this.credentials.at(-1),
      counter,
    }: { credential?: SoftwareCredential; counter?: number } = {},
  ) {
    if (!credential) throw new Error('the software authenticator has no credential');
    credential.counter = counter ?? credential.counter + 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const authData = this.authData(0x05, credential.counter);
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return publicKeyCredential(credential, {
      clientDataJSON: b64url(clientDataJSON),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: credential.userHandle,
    });
  }
}
