import { describe, expect, it } from 'vitest';
import { createUser } from '../db/factories/index.ts';
import { createSession } from '../services/sessions.ts';
import { customerPerBlock, testAppPerBlock } from '../test/app-per-block.ts';
import { loggedInStaff } from '../test/staff-login.ts';
import {
  allRoutes,
  countRows,
  expectDocumentedError,
  fillPath,
  methodForms,
  pathParamNames,
  withQuery,
} from './route-support.ts';
import { schemaKeys } from './schema-keys.ts';

/**
 * Whole numbers past PostgreSQL's integer columns (2^31 and far beyond): every path parameter and
 * query field of every route refuses them with a documented error, instead of handing them to the
 * database, which would fail the query.
 */
const tooLarge = ['2147483648', '99999999999999999999999'];

describe('every route refuses numbers past the database integer in its path and query', () => {
  const t = testAppPerBlock();
  const customer = customerPerBlock(t);

  const loginHeader = async (auth: string): Promise<Record<string, string>> => {
    if (auth === 'staff')
      return { authorization: `Bearer ${(await loggedInStaff(t.db, 'beheerder')).token}` };
    if (auth === 'search-key') return { authorization: `Bearer ${t.env.SEARCH_PUBLIC_KEY}` };
    const user = await createUser(t.db, { customerId: customer.customer.id });
    return { authorization: `Bearer ${(await createSession(t.db, user.id, 'login')).token}` };
  };

  for (const { name, route } of allRoutes) {
    const params = pathParamNames(route.path);
    const queryKeys = schemaKeys(route.query);
    if (params.length === 0 && queryKeys.length === 0) continue;
    for (const form of methodForms(route)) {
      it(`${form.method} ${route.path}${form.suffix} (${name})`, async () => {
        const headers = await loginHeader(route.auth);
        const urls = tooLarge.flatMap((value) => [
          ...params.map(
            (param) =>
              fillPath(
                route.path,
                Object.fromEntries(params.map((one) => [one, one === param ? value : '1'])),
              ) + form.suffix,
          ),
          ...queryKeys.map((key) => withQuery(fillPath(route.path, {}) + form.suffix, { [key]: value })),
        ]);
        for (const url of urls) {
          const rows = await countRows(t.db);
          const response = await t.app.inject({ method: form.method, url, headers });
          expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expectDocumentedError(route, response, `${name} ${url}`);
            expect(await countRows(t.db)).toEqual(rows);
          }
        }
      });
    }
  }
});
