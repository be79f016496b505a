import { BILLING_TEAM, type TeamRole } from './team-roles.ts';

/** Submitted hours the customer has not answered within these days count as approved. */
export const HOURS_APPROVAL_DAYS = 14;

/**
 * Where a time entry stands on its way to an invoice: logged (nieuw), sent to the customer for
 * approval (ingediend), approved by the customer or automatically (goedgekeurd, then billed), or
 * disputed with a comment (betwist, staff correct it and submit it again).
 */
export const hourApprovalStates = ['nieuw', 'ingediend', 'goedgekeurd', 'betwist'] as const;
export type HourApprovalState = (typeof hourApprovalStates)[number];

export const hourApprovalStateLabels: Record<HourApprovalState, string> = {
  nieuw: 'Nog niet ingediend',
  ingediend: 'Ter goedkeuring',
  goedgekeurd: 'Goedgekeurd',
  betwist: 'Betwist',
};

/** The moves an entry may make: submitting, answering, and a correction of a disputed entry. */
export const hourApprovalTransitions: Record<HourApprovalState, readonly HourApprovalState[]> = {
  nieuw: ['ingediend'],
  ingediend: ['goedgekeurd', 'betwist'],
  goedgekeurd: [],
  betwist: ['nieuw'],
};

export const mayMoveHours = (from: HourApprovalState, to: HourApprovalState): boolean =>
  hourApprovalTransitions[from].includes(to);

/** States in which staff may still change or take back an entry: before submitting, or after a dispute. */
export const hourStatesStaffMayChange: readonly HourApprovalState[] = ['nieuw', 'betwist'];

/** States that are the customer's answer: who answered, and when, holds while the entry is in one. */
export const hourStatesAnswered: readonly HourApprovalState[] = ['goedgekeurd', 'betwist'];

/** Who of the customer's team sees, approves and disputes submitted hours: the billing people. */
export const HOURS_TEAM: readonly TeamRole[] = BILLING_TEAM;

/** The sentence of the submission mail and the portal about the deadline. */
export const hoursDeadlineSentence = (days = HOURS_APPROVAL_DAYS) =>
  `Uren die je niet binnen ${days} dagen goedkeurt of betwist, gelden als goedgekeurd.`;

/** The same rule as staff read it: about the customer, not to them. */
export const staffHoursDeadlineSentence = (days = HOURS_APPROVAL_DAYS) =>
  `Uren die de klant niet binnen ${days} dagen goedkeurt of betwist, gelden als goedgekeurd.`;

export const HOURS_ALREADY_ANSWERED_MESSAGE =
  'Deze uren zijn al beantwoord; je kunt ze niet nog eens goedkeuren of betwisten.';
export const HOURS_NOT_FOUND_MESSAGE = 'Deze uren bestaan niet, of zijn niet van jou.';
export const TIME_ENTRY_LOCKED_MESSAGE =
  'Deze tijdregel is ter goedkeuring ingediend of goedgekeurd en verandert niet meer. Alleen betwiste uren kun je corrigeren.';
export const NOTHING_TO_SUBMIT_MESSAGE = 'Deze opdracht heeft geen uren die nog ingediend moeten worden.';
export const NO_OPEN_PRO_FORMA_MESSAGE = 'Deze klant heeft geen open pro-formaregels.';
