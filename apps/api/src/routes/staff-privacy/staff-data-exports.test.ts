import { describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories/index.ts';
import { dataExports } from '../../db/schema.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';

describe('the back office’s view of copies of data (AVG exports)', () => {
  const t = testAppPerBlock();
  const company = customerPerBlock(t, { name: 'Kopie B.V.' });
  const beheerder = staffPerBlock(t, 'beheerder');

  it('lists who asked for which copy and what became of it, newest first', async () => {
    const colleague = await createUser(t.db, {
      customerId: company.customer.id,
      teamRole: 'technisch',
      firstName: 'Tara',
      lastName: 'Techniek',
    });
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    await t.db.insert(dataExports).values([
      {
        customerId: company.customer.id,
        userId: company.user.id,
        scope: 'company',
        status: 'ready',
        createdAt: hourAgo,
        readyAt: hourAgo,
        expiresAt: new Date(Date.now() + 60 * 60 * 1000),
        downloadedAt: new Date(),
      },
      { customerId: company.customer.id, userId: colleague.id, scope: 'person', status: 'queued' },
    ]);

    const response = await t.app.inject({
      method: 'GET',
      url: '/staff/data-exports',
      headers: beheerder.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response
        .json()
        .map((one: Record<string, string>) => [one.customer_name, one.person_name, one.scope, one.state]),
    ).toEqual([
      ['Kopie B.V.', 'Tara Techniek', 'person', 'queued'],
      ['Kopie B.V.', `${company.user.firstName} ${company.user.lastName}`, 'company', 'downloaded'],
    ]);
  });
});
