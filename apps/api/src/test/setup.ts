import { afterAll, vi } from 'vitest';
import { makePeopleWithCheapHashes } from '../db/factories/customers.ts';

// Before each API test file: the people its factories make log in without a full scrypt each.
makePeopleWithCheapHashes();

// Files share their worker's modules (vitest.config.ts): a file leaves no clock or spy to the next.
afterAll(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
