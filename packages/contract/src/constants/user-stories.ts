/** Order (user story) statuses and what a customer may do with them. */
export const userStoryStatuses = [
  'nieuw',
  'in_behandeling',
  'wacht_op_klant',
  'afgerond',
  'gesloten',
] as const;
type UserStoryStatus = (typeof userStoryStatuses)[number];

/** Statuses in which an order is finished: no more replies until it is reopened. */
export const closedUserStoryStatuses = ['gesloten'] as const satisfies readonly UserStoryStatus[];

/**
 * What a customer may set: close an order (from any status), or reopen a finished or closed one as
 * 'nieuw'. The other statuses are the provider's to set.
 */
export const customerStatusTransitions: Record<UserStoryStatus, readonly UserStoryStatus[]> = {
  nieuw: ['gesloten'],
  in_behandeling: ['gesloten'],
  wacht_op_klant: ['gesloten'],
  afgerond: ['gesloten', 'nieuw'],
  gesloten: ['nieuw'],
};

/** The most characters of rich text a description or reply may hold (as HTML). */
export const RICH_TEXT_MAX = 50_000;

/** Statuses in which no more work is planned: the list's 'open' filter and the dashboard leave them out. */
export const finishedUserStoryStatuses = [
  'afgerond',
  'gesloten',
] as const satisfies readonly UserStoryStatus[];

const includes = (list: readonly UserStoryStatus[], status: UserStoryStatus) => list.includes(status);

/** A closed order takes no replies until it is reopened. */
export const isClosedUserStoryStatus = (status: UserStoryStatus) => includes(closedUserStoryStatuses, status);

export const isFinishedUserStoryStatus = (status: UserStoryStatus) =>
  includes(finishedUserStoryStatuses, status);

/**
 * An order's closed_at after it moves to `status`, by the customer or by staff: finishing
 * ('afgerond') or closing ('gesloten') sets it, keeping the moment it was first finished; a move
 * back into work clears it.
 */
export const closedAtAfterMove = (status: UserStoryStatus, closedAt: Date | null, now: Date): Date | null =>
  isFinishedUserStoryStatus(status) ? (closedAt ?? now) : null;

/** Whether a customer may move an order from one status to another (customerStatusTransitions). */
export const customerMayMoveStatus = (from: UserStoryStatus, to: UserStoryStatus) =>
  includes(customerStatusTransitions[from], to);
