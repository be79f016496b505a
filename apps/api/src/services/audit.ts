import type { AuditAction, AuditEntity } from '@maatwerk/contract/constants';
import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** Who did it: the staff member and the address the request came from. */
export interface StaffActor {
  staffId: number;
  address: string;
}

export interface AuditEntry {
  /** What happened, `subject.verb`: 'user_story.reply', 'customer.create', 'staff.deactivate'. */
  action: AuditAction;
  /** Table-ish name of what changed: 'user_story', 'customer', 'staff_member'. */
  entity: AuditEntity;
  entityId: string | number | null;
  /** The record before the change (updates, deletes), where it matters. */
  before?: unknown;
  /** The record after the change (creates, updates). */
  after?: unknown;
}

/** Fields whose values never belong in a log, at any depth. */
const SECRET_KEY = /password|secret|token|hash/i;

/** A JSON copy without secrets; dates become ISO text. */
const redact = (value: unknown): unknown => {
  if (value === undefined) return null;
  return JSON.parse(
    JSON.stringify(value, (key, inner) => (key && SECRET_KEY.test(key) ? '[verborgen]' : inner)),
  );
};

/** One line's columns besides who wrote it: secrets left out of the records before and after. */
const auditValues = (address: string, entry: AuditEntry) => ({
  action: entry.action,
  entity: entry.entity,
  entityId: entry.entityId === null ? null : String(entry.entityId),
  before: entry.before === undefined ? null : redact(entry.before),
  after: entry.after === undefined ? null : redact(entry.after),
  address,
});

/**
 * Writes one line of the audit log. Call it with the transaction of the write itself, so the
 * change and its record are stored together or not at all.
 */
export const recordAudit = async (db: DbOrTx, actor: StaffActor, entry: AuditEntry): Promise<void> => {
  await db.insert(auditLog).values({ staffId: actor.staffId, ...auditValues(actor.address, entry) });
};

/** A customer's person acting in the portal, and the address the request came from. */
export interface CustomerActor {
  userId: number;
  address: string;
}

/**
 * Writes one line of the audit log for what a customer's person did in the portal that staff must
 * be able to trace (a cancellation, a transfer code asked for), in the transaction of the change.
 */
export const recordCustomerAudit = async (
  db: DbOrTx,
  actor: CustomerActor,
  entry: AuditEntry,
): Promise<void> => {
  await db.insert(auditLog).values({ userId: actor.userId, ...auditValues(actor.address, entry) });
};
