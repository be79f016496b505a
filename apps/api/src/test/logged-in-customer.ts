import type { Db } from '../db/client.ts';
import { type Customer, createCustomer, createUser, type User } from '../db/factories/index.ts';
import { createSession } from '../services/sessions.ts';

export interface LoggedInCustomer {
  customer: Customer;
  user: User;
  token: string;
  /** The Authorization header of this customer's login. */
  headers: { authorization: string };
}

/** A new customer with one user who is logged in: the bearer token of a full login. */
export const loggedInCustomer = async (
  db: Db,
  overrides: Parameters<typeof createCustomer>[1] = {},
): Promise<LoggedInCustomer> => {
  const customer = await createCustomer(db, overrides);
  const user = await createUser(db, { customerId: customer.id });
  const { token } = await createSession(db, user.id, 'login');
  return { customer, user, token, headers: { authorization: `Bearer ${token}` } };
};

/** Voorbeeld B.V. as invoices name it: address, KvK number, VAT id and the address invoices go to. */
export const voorbeeldBv = {
  name: 'Voorbeeld B.V.',
  street: 'Oudegracht 231',
  postalCode: '3511 NK',
  city: 'Utrecht',
  kvkNumber: '68750110',
  vatId: 'NL857412369B01',
  billingEmail: 'administratie@voorbeeld.nl',
};

/** A Belgian business customer: a VAT id and no KvK number, so invoices to it are reverse-charged. */
export const brusselsBureau = {
  name: 'Brussels Bureau BV',
  street: 'Wetstraat 16',
  postalCode: '1000',
  city: 'Brussel',
  country: 'BE',
  kvkNumber: null,
  vatId: 'BE0123456749',
  billingEmail: 'factuur@brusselsbureau.be',
};
