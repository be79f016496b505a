import type { RouteDefinition } from '@maatwerk/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { customerPerBlock, testAppPerBlock } from '../test/app-per-block.ts';
import { callerAuthorization } from '../test/caller-login.ts';
import { jobsEnded } from '../test/jobs-ended.ts';
import { nearlyValid } from './nearly-valid.ts';
import {
  countRows,
  expectDocumentedError,
  fillPath,
  pathParamNames,
  routeForms,
  withQuery,
} from './route-support.ts';
import { schemaKeys } from './schema-keys.ts';

/** Runs per route and form: enough to hit each kind of junk several times, small enough for CI. */
const RUNS = 20;

const prototypeKeys = ['__proto__', 'constructor', 'prototype'];

const junkText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1.5',
    '1e309',
    '2147483648',
    '99999999999999999999999',
    'NaN',
    'null',
    'true',
    '__proto__',
    '%00',
    '\u0000',
    '\u202e\u200b',
    '𝕂𝕠𝕕𝕖𝕨𝕖𝕣𝕜 👩‍💻',
    '../../etc/passwd',
    "'; drop table users; --",
    '<script>alert(1)</script>',
    'a'.repeat(20_000),
  ),
);

/** Any JSON a caller could send in place of a field's value. */
const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  junkText,
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 2 ** 31, 1e300),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')),
);

/** An object with some of the schema's own keys (and some it does not know), each holding junk. */
const junkObject = (keys: string[]): fc.Arbitrary<Record<string, unknown>> =>
  fc
    .array(
      fc.tuple(fc.oneof(fc.constantFrom(...keys, ...prototypeKeys), fc.string({ maxLength: 12 })), junkValue),
      { maxLength: Math.max(4, keys.length + 2) },
    )
    // Object.fromEntries defines own properties, so "__proto__" arrives as a key, as JSON.parse makes it.
    .map((entries) => Object.fromEntries(entries));

const junkBody = (keys: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: junkObject(keys).map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: junkValue.map((value) => JSON.stringify(value) ?? 'null') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('{', '{"a":', '[1,', 'undefined', "{'a':1}", '{"__proto__":', '\u0000'),
    },
  );

const junkQuery = (keys: string[]): fc.Arbitrary<Record<string, string>> =>
  fc
    .array(
      fc.tuple(fc.oneof(fc.constantFrom(...keys, ...prototypeKeys), fc.string({ maxLength: 12 })), junkText),
      {
        maxLength: 4,
      },
    )
    .map((entries) => Object.fromEntries(entries.filter(([key]) => key !== '_method')));

interface GeneratedRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: string | undefined;
  contentType: string;
}

const generatedRequest = (route: RouteDefinition, method: string): fc.Arbitrary<GeneratedRequest> => {
  const paramNames = pathParamNames(route.path);
  return fc.record({
    params: fc
      .tuple(...paramNames.map(() => junkText))
      .map((values) => Object.fromEntries(paramNames.map((name, i) => [name, String(values[i])]))),
    query: junkQuery(schemaKeys(route.query)),
    body:
      method === 'GET'
        ? fc.constant(undefined)
        : fc.oneof(
            junkBody(schemaKeys(route.body)),
            nearlyValid(route.body).map((value) => JSON.stringify(value ?? {})),
          ),
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'),
      },
    ),
  });
};

/** Words of zod's English default messages ('Too small: expected string to have >=1 characters'). */
const ZOD_ENGLISH = /Too (small|big)|Invalid|Unrecognized|[Ee]xpected|Required/;

/**
 * Routes that take no input at all and need a provider the test API has not (Mollie and a SEPA
 * creditor id): whatever is sent, they can only say it is not available (503).
 */
const unconfiguredWithoutInput = new Set(['startMandate']);

describe('every route answers generated bad input with a documented error and writes nothing', () => {
  const t = testAppPerBlock();
  const customer = customerPerBlock(t);

  /**
   * A login of its own for each route, and for each request of a route that takes no input at all:
   * those (logout, refresh) end or replace the login they are called with, junk or not.
   * Routes that send mail or start jobs need no special case: they only do so for valid input
   * that names the caller's own data, and this customer owns no domains, orders or carts. A copy of
   * one's data is made for any valid request: its job ends before the rows are counted again.
   */
  const loginFor = (route: RouteDefinition) => callerAuthorization(t, customer.customer.id, route.auth);
  const takesInput = (route: RouteDefinition) => Boolean(route.params ?? route.query ?? route.body);

  for (const { name, route, method, suffix, label } of routeForms()) {
    it(label, async () => {
      const shared = await loginFor(route);
      // Rows change only when a request is accepted: count again only then.
      let rows = await countRows(t.db);
      await fc.assert(
        fc.asyncProperty(generatedRequest(route, method), async (generated) => {
          const fresh = (route.auth === 'bearer' || route.auth === 'staff') && !takesInput(route);
          const headers: Record<string, string> = { authorization: fresh ? await loginFor(route) : shared };
          if (generated.body !== undefined) headers['content-type'] = generated.contentType;
          if (fresh) rows = await countRows(t.db);
          const response = await t.app.inject({
            method,
            url: withQuery(fillPath(route.path, generated.params) + suffix, generated.query),
            headers,
            ...(generated.body !== undefined && { payload: generated.body }),
          });
          if (unconfiguredWithoutInput.has(name) && response.statusCode === 503) {
            // Nothing to get wrong, and nothing it needs is configured here: the honest answer.
            expect(response.json()).toMatchObject({ statusCode: 503, error: 'service_unavailable' });
            expect(await countRows(t.db)).toEqual(rows);
            return;
          }
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expectDocumentedError(route, response, `${name} ${response.statusCode}`);
            // Every message is Dutch: none of zod's English defaults reaches a caller.
            expect(response.body).not.toMatch(ZOD_ENGLISH);
            expect(await countRows(t.db)).toEqual(rows);
          } else {
            // What an accepted request started in the background (an export's job) ends first.
            await jobsEnded(t.db);
            rows = await countRows(t.db);
          }
        }),
        { numRuns: RUNS },
      );
      expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
    });
  }
});
