import { HostingPackage, Server } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { createHostingPackage, createServer } from '../../db/factories/index.ts';
import { customerPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { exactly } from '../../test/exactly.ts';

describe('servers and hosting packages', () => {
  const t = testAppPerBlock();
  const jan = customerPerBlock(t);
  const other = customerPerBlock(t);

  it("lists only the customer's own servers", async () => {
    const mine = await createServer(t.db, { customerId: jan.customer.id, hostname: 'srv-a.kodewerk.nl' });
    await createServer(t.db, { customerId: other.customer.id, hostname: 'srv-b.kodewerk.nl' });
    const response = await t.app.inject({ method: 'GET', url: '/servers', headers: jan.headers });
    expect(exactly(Server.array(), response.json())).toEqual([
      expect.objectContaining({
        id: mine.id,
        hostname: 'srv-a.kodewerk.nl',
        monthly_cents: mine.monthlyCents,
      }),
    ]);
  });

  it("lists only the customer's own hosting packages, running ones first", async () => {
    await createHostingPackage(t.db, { customerId: jan.customer.id, name: 'A oud', status: 'opgezegd' });
    await createHostingPackage(t.db, { customerId: jan.customer.id, name: 'B nieuw', status: 'actief' });
    await createHostingPackage(t.db, { customerId: other.customer.id, name: 'Van een ander' });
    const response = await t.app.inject({ method: 'GET', url: '/hosting-packages', headers: jan.headers });
    expect(
      HostingPackage.array()
        .parse(response.json())
        .map((p) => p.name),
    ).toEqual(['B nieuw', 'A oud']);
  });

  it('needs a login', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/servers' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/hosting-packages' })).statusCode).toBe(401);
  });
});
