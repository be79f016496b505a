import type { TimeEntryApproval } from '@maatwerk/contract';
import type { timeEntries } from '../../db/schema.ts';

type EntryRow = typeof timeEntries.$inferSelect;

/** The approval of a time entry on the wire; `answeredBy` is the name of the customer's person. */
export const toApproval = (row: EntryRow, answeredBy: string | null): TimeEntryApproval => ({
  state: row.approvalState,
  submitted_at: row.submittedAt?.toISOString() ?? null,
  answered_at: row.answeredAt?.toISOString() ?? null,
  answered_by: answeredBy,
  dispute_comment: row.disputeComment,
  approved_automatically: row.approvedAutomatically,
});
