import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { createStaffMember } from '../db/factories/index.ts';
import { auditLog } from '../db/schema.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { recordAudit } from './audit.ts';

describe('the audit log', () => {
  let database: Database;
  let staffId: number;
  beforeAll(async () => {
    database = await openTestDatabase();
    staffId = (await createStaffMember(database.db, { role: 'beheerder' })).id;
  });
  afterAll(() => database.close());

  it('records who did what to which record, before and after, from where, without secrets', async () => {
    await recordAudit(
      database.db,
      { staffId, address: '192.0.2.7' },
      {
        action: 'customer.update',
        entity: 'customer',
        entityId: 42,
        before: { name: 'Oud B.V.', passwordHash: 'scrypt$geheim' },
        after: { name: 'Nieuw B.V.', changedAt: new Date('2026-11-23T12:00:00Z'), nested: { token: 'x' } },
      },
    );
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, '42'));
    expect(row).toMatchObject({
      staffId,
      action: 'customer.update',
      entity: 'customer',
      entityId: '42',
      address: '192.0.2.7',
      before: { name: 'Oud B.V.', passwordHash: '[verborgen]' },
      after: { name: 'Nieuw B.V.', changedAt: '2026-11-23T12:00:00.000Z', nested: { token: '[verborgen]' } },
    });
  });

  it('refuses to change or remove a line, whoever asks', async () => {
    await recordAudit(
      database.db,
      { staffId, address: '::1' },
      { action: 'customer.update', entity: 'customer', entityId: null },
    );
    const count = async () => (await database.db.select().from(auditLog)).length;
    const before = await count();
    await expect(database.db.update(auditLog).set({ action: 'verborgen' })).rejects.toThrow();
    await expect(database.db.delete(auditLog)).rejects.toThrow();
    await expect(database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await count()).toBe(before);
    const actions = (await database.db.select().from(auditLog)).map((row) => row.action);
    expect(actions).not.toContain('verborgen');
  });
});
