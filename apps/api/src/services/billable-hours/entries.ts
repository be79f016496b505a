import { hourStatesStaffMayChange, TIME_ENTRY_LOCKED_MESSAGE } from '@maatwerk/contract';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { timeEntries } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';

type EntryRow = typeof timeEntries.$inferSelect;

/**
 * Locks a time entry of the order that staff may still change or take back: not yet submitted, or
 * disputed. A submitted or approved entry answers 409; it is the customer's to answer, or billed.
 */
export const requireChangeableEntry = async (
  tx: DbOrTx,
  storyId: number,
  entryId: number,
): Promise<EntryRow> => {
  const [entry] = await tx
    .select()
    .from(timeEntries)
    .where(and(eq(timeEntries.id, entryId), eq(timeEntries.userStoryId, storyId)))
    .for('update');
  if (!entry) throw new HttpError('not_found', 'Deze tijdregel bestaat niet.');
  if (!hourStatesStaffMayChange.includes(entry.approvalState))
    throw new HttpError('conflict', TIME_ENTRY_LOCKED_MESSAGE);
  return entry;
};
