import { ADMIN_ONLY, type StaffDataExport } from '@maatwerk/contract';
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customers, dataExports, jobs, users } from '../../db/schema.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';
import { dataExportOnWire } from './exports.ts';

/** How many exports the back office lists: the newest. */
const LISTED = 200;

/** The copies people asked for: who, of what, and what became of them (beheerders), newest first. */
export const listStaffDataExports = async (
  db: DbOrTx,
  actor: StaffWriter,
  now = new Date(),
): Promise<StaffDataExport[]> => {
  requireStaffRole(actor, ADMIN_ONLY);
  const rows = await db
    .select({
      row: dataExports,
      jobStatus: jobs.status,
      jobError: jobs.error,
      customerName: customers.name,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(dataExports)
    .leftJoin(jobs, eq(jobs.id, dataExports.jobId))
    .innerJoin(users, eq(users.id, dataExports.userId))
    .innerJoin(customers, eq(customers.id, dataExports.customerId))
    .orderBy(desc(dataExports.createdAt))
    .limit(LISTED);
  return rows.map((one) => {
    const wire = dataExportOnWire(one, now);
    return {
      id: wire.id,
      customer_id: one.row.customerId,
      customer_name: one.customerName,
      person_name: `${one.firstName} ${one.lastName}`.trim(),
      scope: wire.scope,
      state: wire.state,
      created_at: wire.created_at,
      ready_at: wire.ready_at,
      downloaded_at: wire.downloaded_at,
    };
  });
};
