import { apiRoutes } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { expectDocumentedError } from '../../security/route-support.ts';
import { staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';

describe('GET /staff/audit filters', () => {
  const t = testAppPerBlock();
  const admin = staffPerBlock(t, 'beheerder');

  const get = (query: string) =>
    t.app.inject({ method: 'GET', url: `/staff/audit?${query}`, headers: admin.headers });

  it('refuses a filter holding a NUL character with a documented 422 instead of failing in the database', async () => {
    for (const field of ['entity', 'entity_id', 'action']) {
      const response = await get(`${field}=%00`);
      expect(response.statusCode, field).toBe(422);
      expect(response.json().fields).toEqual({ [field]: 'Het filter bevat een ongeldig teken.' });
      expectDocumentedError(apiRoutes.staffListAudit, response, field);
    }
    expect((await get('entity=domain_order')).statusCode).toBe(200);
  });
});
