import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createProduct } from '../../db/factories/index.ts';
import { services } from '../../db/schema.ts';
import { mailsTo } from '../../test/mailbox.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';

describe('warnings before a service ends without renewal, with two API instances', () => {
  let two: TwoInstances;

  beforeAll(async () => {
    two = await startTwoInstances();
  });
  afterAll(() => two.close());

  const at = (date: string) => two.runBoth('service-expiry-warnings', new Date(`${date}T10:00:00Z`));

  it('mails 60, 30 and 7 days before the end, each once, and nothing for a service that renews', async () => {
    const customer = await createCustomer(two.db, {
      name: 'Afloop B.V.',
      billingEmail: 'facturen@afloop.nl',
    });
    const renewing = await createCustomer(two.db, {
      name: 'Verlengt B.V.',
      billingEmail: 'facturen@verlengt.nl',
    });
    const product = await createProduct(two.db, { name: 'Webhosting Basis', period: 'jaar' });
    const service = {
      productId: product.id,
      status: 'actief' as const,
      startedOn: '2026-06-01',
      paidUntil: '2027-06-01',
      nextBillOn: null,
    };
    await two.db.insert(services).values([
      { ...service, customerId: customer.id, description: 'afloop.nl', autoRenew: false },
      { ...service, customerId: renewing.id, description: 'verlengt.nl', nextBillOn: '2027-06-01' },
    ]);

    // It ends after 31 May 2027: 61 days before is too early; 60, 30 and 7 days before, one each.
    await at('2027-03-31');
    expect(await mailsTo(two.dataDir, 'facturen@afloop.nl')).toHaveLength(0);
    for (const day of [
      '2027-04-01',
      '2027-04-01',
      '2027-04-15',
      '2027-05-01',
      '2027-05-02',
      '2027-05-24',
      '2027-05-30',
    ])
      await at(day);
    const mails = await mailsTo(two.dataDir, 'facturen@afloop.nl');
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail).toMatch(/^Subject: afloop\.nl loopt af op 31 mei 2027/m);
      expect(mail).toContain('afloop.nl (Webhosting Basis) wordt niet verlengd');
    }
    expect(await mailsTo(two.dataDir, 'facturen@verlengt.nl')).toHaveLength(0);
  });
});
