import { type HashCost, hashPassword, PASSWORD_HASH_COST } from '../../services/passwords.ts';
import type { DbOrTx } from '../client.ts';
import { customers, mfaFactors, users } from '../schema.ts';

export type Customer = typeof customers.$inferSelect;
export type User = typeof users.$inferSelect;
export type MfaFactor = typeof mfaFactors.$inferSelect;

export const DEFAULT_PASSWORD = 'Welkom123!';

let sequence = 0;

/** Tests create many people with the same password: each distinct one is hashed once per process. */
const hashes = new Map<string, Promise<string>>();

/**
 * The cost at which the factories hash: the product's, which the demo data keeps. A password is
 * checked at the cost it was stored with, so every login of a person made here costs what it was
 * made at; the API tests make theirs at a low cost (test/setup.ts), and the tests of hashing
 * itself store their own hash at the product's cost.
 */
let factoryCost: HashCost = PASSWORD_HASH_COST;
export const makePeopleWithCheapHashes = () => {
  factoryCost = { n: 2 ** 10, r: 8, p: 1 };
  hashes.clear();
};

export const hashOnce = (password: string): Promise<string> => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password, factoryCost);
    hashes.set(password, hash);
  }
  return hash;
};

export const createCustomer = async (
  db: DbOrTx,
  overrides: Partial<typeof customers.$inferInsert> = {},
): Promise<Customer> => {
  const n = ++sequence;
  const [row] = await db
    .insert(customers)
    .values({
      name: `Testbedrijf ${n} B.V.`,
      kvkNumber: String(80_000_000 + n),
      vatId: `NL${String(850_000_000 + n)}B01`,
      street: `Keizersgracht ${100 + n}`,
      postalCode: '1015 CJ',
      city: 'Amsterdam',
      country: 'NL',
      billingEmail: `facturen${n}@testbedrijf.nl`,
      ...overrides,
    })
    .returning();
  return row!;
};

export interface UserOverrides
  extends Partial<Omit<typeof users.$inferInsert, 'customerId' | 'passwordHash'>> {
  customerId: number;
  /** Hashed unless `passwordHash` is given. */
  password?: string;
  passwordHash?: string;
}

export const createUser = async (db: DbOrTx, overrides: UserOverrides): Promise<User> => {
  const n = ++sequence;
  const { password = DEFAULT_PASSWORD, passwordHash, ...values } = overrides;
  const [row] = await db
    .insert(users)
    .values({
      email: `gebruiker${n}@testbedrijf.nl`,
      firstName: 'Kees',
      lastName: `Testgebruiker ${n}`,
      phone: `+31 6 ${String(12_000_000 + n).padStart(8, '0')}`,
      ...values,
      passwordHash: passwordHash ?? (await hashOnce(password)),
    })
    .returning();
  return row!;
};

/** Turns on the TOTP second factor of a user, as if the setup had been confirmed just now. */
export const enableTotp = async (db: DbOrTx, userId: number, secret: string): Promise<MfaFactor> => {
  const [row] = await db.insert(mfaFactors).values({ userId, secret, enabledAt: new Date() }).returning();
  return row!;
};
