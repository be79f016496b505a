import { describe, expect, it } from 'vitest';
import { customerPerBlock, testAppPerBlock } from '../test/app-per-block.ts';
import { callerAuthorization } from '../test/caller-login.ts';
import { countRows, expectDocumentedError, routeForms, urlsCarrying } from './route-support.ts';

/**
 * Whole numbers past PostgreSQL's integer columns (2^31 and far beyond): every path parameter and
 * query field of every route refuses them with a documented error, instead of handing them to the
 * database, which would fail the query.
 */
const tooLarge = ['2147483648', '99999999999999999999999'];

describe('every route refuses numbers past the database integer in its path and query', () => {
  const t = testAppPerBlock();
  const customer = customerPerBlock(t);

  for (const { name, route, method, suffix, label } of routeForms()) {
    const urls = tooLarge.flatMap((value) => urlsCarrying(route, suffix, value));
    if (urls.length === 0) continue;
    it(label, async () => {
      const headers = { authorization: await callerAuthorization(t, customer.customer.id, route.auth) };
      for (const url of urls) {
        const rows = await countRows(t.db);
        const response = await t.app.inject({ method, url, headers });
        expect(response.statusCode, `${url}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expectDocumentedError(route, response, `${name} ${url}`);
          expect(await countRows(t.db)).toEqual(rows);
        }
      }
    });
  }
});
