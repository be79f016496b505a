import { afterAll, vi } from 'vitest';
import { makePeopleWithCheapHashes } from '../db/factories/customers.ts';
import { stopStartedApis } from '../reliability/api-process.ts';

// Before each API test file: the people its factories make log in without a full scrypt each.
makePeopleWithCheapHashes();

// Files share their worker's modules (vitest.config.ts): a file leaves no clock, spy or API
// process of its own to the next.
afterAll(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await stopStartedApis();
});
