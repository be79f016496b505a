import { apiRoutes, DomainOrder, PlacedOrder, StaffDomainOrder } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { upsertDomainProducts } from '../../db/factories/index.ts';
import { auditLog, domainOrders } from '../../db/schema.ts';
import { countRows, expectDocumentedError } from '../../security/route-support.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import type { LoggedInStaff } from '../../test/staff-login.ts';

const t = testAppPerBlock();
const developer = staffPerBlock(t, 'ontwikkelaar');
const finance = staffPerBlock(t, 'financieel');
const jan = customerPerBlock(t, { name: 'Voorbeeld B.V.' });

beforeAll(async () => {
  await upsertDomainProducts(t.db);
});

/** Jan orders the names; the ids of the ordered names come back. */
const order = async (...names: string[]): Promise<number[]> => {
  const items = names.map((name) => ({ sld: name.split('.')[0], tld: name.split('.')[1] }));
  const placed = await t.app.inject({
    method: 'POST',
    url: '/order',
    headers: jan.headers,
    payload: { cart: { items, value_pack: null } },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const { order_id } = PlacedOrder.parse(placed.json());
  const rows = await t.db.select().from(domainOrders).where(eq(domainOrders.cartOrderId, order_id));
  return names.map((name) => rows.find((row) => row.name === name)!.id);
};

const move = (who: LoggedInStaff, id: number | string, status: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/staff/domain-orders/${id}/status`,
    headers: who.headers,
    payload: { status },
  });

const customerSees = async () =>
  z
    .array(DomainOrder)
    .parse((await t.app.inject({ method: 'GET', url: '/domain-orders', headers: jan.headers })).json());

describe('/staff/domain-orders', () => {
  it('lists the names still to handle, oldest first, with their customer', async () => {
    const [first] = await order('eerste.nl');
    const [second] = await order('tweede.nl');
    const response = await t.app.inject({
      method: 'GET',
      url: '/staff/domain-orders',
      headers: finance.headers,
    });
    expect(response.statusCode).toBe(200);
    const open = z.array(StaffDomainOrder).parse(response.json());
    const ids = open.map((row) => row.id);
    expect(ids.indexOf(first!)).toBeLessThan(ids.indexOf(second!));
    expect(open.find((row) => row.id === first)).toMatchObject({
      name: 'eerste.nl',
      status: 'aangevraagd',
      customer: { id: jan.customer.id, name: 'Voorbeeld B.V.' },
    });
  });

  it('moves a name on to registered, audited, and the customer sees each state', async () => {
    const [id] = await order('verder.nl');
    for (const status of ['in_behandeling', 'geregistreerd'] as const) {
      const response = await move(developer, id!, status);
      expect(response.statusCode, response.body).toBe(200);
      expect(StaffDomainOrder.parse(response.json()).status).toBe(status);
      expect((await customerSees()).find((row) => row.id === id)?.status).toBe(status);
    }
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audit.filter((row) => row.entity === 'domain_order')).toMatchObject([
      { action: 'domain_order.status', staffId: developer.staffId, before: { status: 'aangevraagd' } },
      { action: 'domain_order.status', staffId: developer.staffId, after: { status: 'geregistreerd' } },
    ]);
    const list = z
      .array(StaffDomainOrder)
      .parse(
        (
          await t.app.inject({ method: 'GET', url: '/staff/domain-orders', headers: developer.headers })
        ).json(),
      );
    expect(list.map((row) => row.id)).not.toContain(id);
  });

  it('refuses a move the transitions do not allow, a bad status and an unknown id, writing nothing', async () => {
    const [id] = await order('vast.nl');
    expect((await move(developer, id!, 'geweigerd')).statusCode).toBe(200);
    const rows = await countRows(t.db);
    const back = await move(developer, id!, 'in_behandeling');
    expect(back.statusCode).toBe(422);
    expect(back.json().fields).toEqual({
      status: 'Een domeinnaam die geweigerd is, kan niet naar in behandeling.',
    });
    expectDocumentedError(apiRoutes.staffSetDomainOrderStatus, back, 'back');
    const bad = await move(developer, id!, 'verwijderd');
    expect(bad.statusCode).toBe(422);
    expectDocumentedError(apiRoutes.staffSetDomainOrderStatus, bad, 'bad');
    const unknown = await move(developer, 999_999, 'in_behandeling');
    expect(unknown.statusCode).toBe(404);
    expectDocumentedError(apiRoutes.staffSetDomainOrderStatus, unknown, 'unknown');
    expect(await countRows(t.db)).toEqual(rows);
  });

  it('lets finance read but not move, and a customer neither', async () => {
    const [id] = await order('rollen.nl');
    expect((await move(finance, id!, 'in_behandeling')).statusCode).toBe(403);
    const asCustomer = await t.app.inject({
      method: 'POST',
      url: `/staff/domain-orders/${id}/status`,
      headers: jan.headers,
      payload: { status: 'in_behandeling' },
    });
    expect([401, 403]).toContain(asCustomer.statusCode);
    const anonymous = await t.app.inject({ method: 'GET', url: '/staff/domain-orders' });
    expect(anonymous.statusCode).toBe(401);
    expect((await customerSees()).find((row) => row.id === id)?.status).toBe('aangevraagd');
  });
});
