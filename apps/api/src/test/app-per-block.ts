import type { StaffRole } from '@maatwerk/contract';
import { afterAll, beforeAll } from 'vitest';
import type { createCustomer } from '../db/factories/index.ts';
import { buildTestApp, type TestApp } from './build-test-app.ts';
import { type LoggedInCustomer, loggedInCustomer } from './logged-in-customer.ts';
import { type LoggedInStaff, loggedInStaff } from './staff-login.ts';

/**
 * The whole API for the tests of the enclosing block (or file): built before them, closed after.
 * The object answered is filled in once it is built, so the tests read it as it is then.
 */
export const testAppPerBlock = (...options: Parameters<typeof buildTestApp>): TestApp => {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(...options));
  });
  afterAll(() => t.close?.());
  return t;
};

/** A logged-in customer of that API, made before the block's tests (after the API is built). */
export const customerPerBlock = (
  t: TestApp,
  overrides: Parameters<typeof createCustomer>[1] = {},
): LoggedInCustomer => {
  const customer = {} as LoggedInCustomer;
  beforeAll(async () => {
    Object.assign(customer, await loggedInCustomer(t.db, overrides));
  });
  return customer;
};

/** A staff member of this role with a confirmed second factor, logged in before the block's tests. */
export const staffPerBlock = (t: TestApp, role: StaffRole): LoggedInStaff => {
  const staff = {} as LoggedInStaff;
  beforeAll(async () => {
    Object.assign(staff, await loggedInStaff(t.db, role));
  });
  return staff;
};
