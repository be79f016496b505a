import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { inHashTurn } from './hash-gate.ts';

/** What a hash costs: scrypt's N (work and memory), r (block size) and p (parallel runs). */
export interface HashCost {
  n: number;
  r: number;
  p: number;
}

/**
 * The cost of every password the product stores, one of OWASP's equivalent scrypt settings:
 * N=2^14, r=8, p=5. It costs as much to attack as N=2^17, r=8, p=1, but needs 16 MiB per hash
 * instead of 128 MiB and, here, less than half the time, so that two logins at once do not add
 * 256 MiB to the API (docs/decisions/0002).
 */
export const PASSWORD_HASH_COST: HashCost = { n: 2 ** 14, r: 8, p: 5 };
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

const derive = (password: string, salt: Buffer, n: number, r: number, p: number) =>
  inHashTurn(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(
          password.normalize('NFKC'),
          salt,
          KEY_LENGTH,
          { N: n, r, p, maxmem: MAX_MEMORY },
          (error, key) => (error ? reject(error) : resolve(key)),
        ),
      ),
  );

/** A new password's hash, at the product's cost unless another is asked for. */
export const hashPassword = async (
  password: string,
  { n, r, p }: HashCost = PASSWORD_HASH_COST,
): Promise<string> => {
  const salt = randomBytes(16);
  const key = await derive(password, salt, n, r, p);
  return ['scrypt', n, r, p, salt.toString('base64'), key.toString('base64')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
};

/**
 * A hash to compare against when the account does not exist, so that an unknown address takes as
 * long as a wrong password.
 */
let dummyHash: Promise<string> | undefined;
export const dummyPasswordHash = (): Promise<string> => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
};
