import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** The audit log as tests read it: who did what to which record, oldest first. */
export const auditEntries = (db: Db) => db.select().from(auditLog).orderBy(asc(auditLog.id));
