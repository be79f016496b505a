import { ADMIN_ONLY, AUDIT_PAGE_SIZE, type AuditPage, type StaffRole } from '@maatwerk/contract';
import { and, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { auditLog, customers, staffMembers, users } from '../db/schema.ts';
import { assertStaffRole } from './staff-auth/staff-roles.ts';

export interface AuditFilters {
  staff_id?: number;
  entity?: string;
  entity_id?: string;
  action?: string;
  /** YYYY-MM-DD, a day in Europe/Amsterdam. */
  from?: string;
  to?: string;
  page: number;
}

/** The start of a calendar day in Amsterdam, as the database computes it. */
const amsterdamDay = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Amsterdam')`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Who acted, as staff read it: a staff member's name, or a customer's person with their company. */
const actorName = (row: {
  staffName: string | null;
  userId: number | null;
  personName: string | null;
  customerName: string | null;
}) => {
  if (row.staffName !== null) return row.staffName;
  if (row.personName === null) return row.userId === null ? 'Onbekend' : `Klant (persoon #${row.userId})`;
  return `${row.personName} (klant ${row.customerName ?? 'onbekend'})`;
};

/** The audit log, newest first, a page at a time; for beheerders only. */
export const listAuditLog = async (
  db: DbOrTx,
  role: StaffRole,
  filters: AuditFilters,
): Promise<AuditPage> => {
  assertStaffRole(role, ADMIN_ONLY);
  const conditions: SQL[] = [];
  if (filters.staff_id) conditions.push(eq(auditLog.staffId, filters.staff_id));
  if (filters.entity) conditions.push(eq(auditLog.entity, filters.entity));
  if (filters.entity_id) conditions.push(eq(auditLog.entityId, filters.entity_id));
  if (filters.action) conditions.push(like(auditLog.action, `${escapeLike(filters.action)}%`));
  if (filters.from) conditions.push(gte(auditLog.createdAt, amsterdamDay(filters.from)));
  if (filters.to)
    conditions.push(lt(auditLog.createdAt, sql`${amsterdamDay(filters.to)} + interval '1 day'`));
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where);
  const rows = await db
    .select({
      id: auditLog.id,
      staffId: auditLog.staffId,
      userId: auditLog.userId,
      staffName: staffMembers.name,
      personName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      customerName: customers.name,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      address: auditLog.address,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(staffMembers, eq(staffMembers.id, auditLog.staffId))
    .leftJoin(users, eq(users.id, auditLog.userId))
    .leftJoin(customers, eq(customers.id, users.customerId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((filters.page - 1) * AUDIT_PAGE_SIZE);

  return {
    items: rows.map((row) => ({
      id: row.id,
      staff_id: row.staffId,
      user_id: row.userId,
      staff_name: actorName(row),
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      before: row.before,
      after: row.after,
      address: row.address,
      created_at: row.createdAt.toISOString(),
    })),
    page: filters.page,
    per_page: AUDIT_PAGE_SIZE,
    total: Number(counted?.n ?? 0),
  };
};
