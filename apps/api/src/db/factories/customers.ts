import { hashPassword } from '../../services/passwords.ts';
import type { DbOrTx } from '../client.ts';
import { customers, mfaFactors, users } from '../schema.ts';

export type Customer = typeof customers.$inferSelect;
export type User = typeof users.$inferSelect;
export type MfaFactor = typeof mfaFactors.$inferSelect;

export const DEFAULT_PASSWORD = 'Welkom123!';

let sequence = 0;

/**
 * scrypt with OWASP parameters takes a noticeable fraction of a second; tests create many users
 * with the same password, so each distinct password is hashed once per process.
 */
const hashes = new Map<string, Promise<string>>();
export const hashOnce = (password: string): Promise<string> => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
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
