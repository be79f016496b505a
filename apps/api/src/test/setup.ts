import { makePeopleWithCheapHashes } from '../db/factories/customers.ts';

// Before each API test file: the people its factories make log in without a full scrypt each.
makePeopleWithCheapHashes();
