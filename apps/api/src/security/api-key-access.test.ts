import { API_KEY_FORBIDDEN_MESSAGE, type CreatedApiKey } from '@maatwerk/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, today } from '../lib/dates.ts';
import { customerPerBlock, testAppPerBlock } from '../test/app-per-block.ts';
import { expectedRefusedToApiKeys } from './expected-access.ts';
import { fillPath, methodForms, portalRoutes, routeKey, UNKNOWN_ID } from './route-support.ts';

/**
 * Every bearer route of the contract with an eigenaar's API key, against the list of
 * expected-access.ts (written out there, not read from the contract): a listed route answers 403
 * with the key's message (GET /refresh, which reads its token itself, 401), any other never 401 or 403.
 */
describe('an API key reaches every portal route but the listed ones', () => {
  const t = testAppPerBlock({ API_KEY_REQUESTS_PER_MINUTE: '10000' });
  const owner = customerPerBlock(t);
  let key: string;

  beforeAll(async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api-keys',
      headers: owner.headers,
      payload: { name: 'Alle routes', team_role: 'eigenaar', expires_on: addDays(today(), 7) },
    });
    key = (response.json() as CreatedApiKey).key;
  });

  it('lists exactly the routes the contract marks as refused to keys', () => {
    const marked = portalRoutes
      .filter(({ route }) => route.apiKeys === 'refused')
      .map(({ route }) => routeKey(route));
    expect(marked.sort()).toEqual([...expectedRefusedToApiKeys].sort());
  });

  for (const { name, route } of portalRoutes) {
    const refused = expectedRefusedToApiKeys.has(routeKey(route));
    for (const form of methodForms(route)) {
      it(`${form.method} ${route.path}${form.suffix} (${name}): ${refused ? 'refused' : 'reached'}`, async () => {
        const response = await t.app.inject({
          method: form.method,
          url: fillPath(route.path, { id: UNKNOWN_ID, reference: `x:${UNKNOWN_ID}` }) + form.suffix,
          headers: { authorization: `Bearer ${key}` },
          ...(form.method !== 'GET' && { payload: {} }),
        });
        if (!refused) {
          expect(response.statusCode, response.body).not.toBe(401);
          expect(response.statusCode, response.body).not.toBe(403);
        } else if (route.path === '/refresh') {
          expect(response.statusCode, response.body).toBe(401);
        } else {
          expect(response.statusCode, response.body).toBe(403);
          expect(response.json().message).toBe(API_KEY_FORBIDDEN_MESSAGE);
        }
      });
    }
  }
});
