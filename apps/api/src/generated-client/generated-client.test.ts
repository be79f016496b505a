import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_TYPES_FILE, openapiClientTypes } from '../commands/openapi-client-types.ts';
import { createUserStory } from '../db/factories/index.ts';
import { addDays, today } from '../lib/dates.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { type LoggedInCustomer, loggedInCustomer } from '../test/logged-in-customer.ts';
import type { paths } from './api.generated.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Document {
  info: { license?: { name?: string } };
  servers?: { url: string }[];
  paths: Record<string, Partial<Record<(typeof METHODS)[number], { operationId?: string }>>>;
}

/**
 * A customer's developer generates a typed client from GET /openapi.json with openapi-typescript
 * and calls the API with openapi-fetch and an API key. The types are generated here again and
 * must equal the committed ones, which the client code below is typechecked against (npm run
 * check): a contract that drifts fails this test, a client that no longer fits fails the check.
 */
describe('a client generated from /openapi.json', () => {
  let t: TestApp;
  let owner: LoggedInCustomer;
  let baseUrl: string;
  let document: Document;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await loggedInCustomer(t.db, { name: 'Bakkerij de Vries' });
    await createUserStory(t.db, { customerId: owner.customer.id, title: 'Nieuwe webshop' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    document = (await (await fetch(`${baseUrl}/openapi.json`)).json()) as Document;
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('names every operation, and has servers and a licence', () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        path,
        method,
        id: item[method]?.operationId,
      })),
    );
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((operation) => !operation.id)).toEqual([]);
    expect(new Set(operations.map((operation) => operation.id)).size).toBe(operations.length);
    expect(document.servers?.length).toBeGreaterThan(0);
    expect(document.info.license?.name).toBeTruthy();
  });

  it('generates the same types as the client was written against', async () => {
    const generated = await openapiClientTypes(document);
    const committed = await readFile(CLIENT_TYPES_FILE, 'utf8');
    expect(generated === committed, 'the API changed: run `npm run openapi:client` and fix the client').toBe(
      true,
    );
  });

  it('reads the orders with an opdrachten key, and is refused with a financieel key', async () => {
    const api = createClient<paths>({ baseUrl });
    const keyFor = async (role: 'opdrachten' | 'financieel') => {
      const { data, error, response } = await api.POST('/api-keys', {
        headers: owner.headers,
        body: { name: `Koppeling ${role}`, team_role: role, expires_on: addDays(today(), 30) },
      });
      expect(response.status, JSON.stringify(error)).toBe(201);
      return data!.key;
    };

    const orders = createClient<paths>({
      baseUrl,
      headers: { authorization: `Bearer ${await keyFor('opdrachten')}` },
    });
    const { data, response } = await orders.GET('/user-stories');
    expect(response.status).toBe(200);
    expect(data?.map((story) => story.title)).toEqual(['Nieuwe webshop']);

    const finance = createClient<paths>({
      baseUrl,
      headers: { authorization: `Bearer ${await keyFor('financieel')}` },
    });
    const refused = await finance.GET('/user-stories');
    expect(refused.response.status).toBe(403);
    expect(refused.data).toBeUndefined();
    expect(refused.error?.error).toBe('forbidden');
  });
});
