import { API_KEY_INVALID_MESSAGE, type CreatedApiKey } from '@maatwerk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserStory } from '../../db/factories/index.ts';
import { addDays, today } from '../../lib/dates.ts';
import { type LoggedInCustomer, loggedInCustomer } from '../../test/logged-in-customer.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';

/**
 * Two API instances on one database, as behind a load balancer (PGlite in the unit run, PostgreSQL
 * in its own): a key revoked through one is refused by the other at its very next request.
 */
describe('revoking an API key with two instances', () => {
  let two: TwoInstances;
  let owner: LoggedInCustomer;

  beforeAll(async () => {
    two = await startTwoInstances();
    owner = await loggedInCustomer(two.db, { name: 'Bakkerij de Vries' });
    await createUserStory(two.db, { customerId: owner.customer.id, title: 'Nieuwe webshop' });
  }, 60_000);
  afterAll(async () => {
    await two?.close();
  });

  it('refuses the key on B with 401 right after A revoked it', async () => {
    const made = await two.a.inject({
      method: 'POST',
      url: '/api-keys',
      headers: owner.headers,
      payload: { name: 'Boekhouding', team_role: 'opdrachten', expires_on: addDays(today(), 30) },
    });
    expect(made.statusCode, made.body).toBe(201);
    const key = made.json() as CreatedApiKey;
    const orders = (instance: TwoInstances['a']) =>
      instance.inject({
        method: 'GET',
        url: '/user-stories',
        headers: { authorization: `Bearer ${key.key}` },
      });

    // B has used (and so looked up) the key before the revocation.
    for (let i = 0; i < 3; i++) {
      const before = await orders(two.b);
      expect(before.statusCode, before.body).toBe(200);
      expect(JSON.stringify(before.json())).toContain('Nieuwe webshop');
    }

    const revoked = await two.a.inject({
      method: 'POST',
      url: `/api-keys/${key.id}/revoke`,
      headers: owner.headers,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);

    const after = await orders(two.b);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({
      statusCode: 401,
      error: 'unauthorized',
      message: API_KEY_INVALID_MESSAGE,
    });
    expect((await orders(two.a)).statusCode).toBe(401);
  });
});
