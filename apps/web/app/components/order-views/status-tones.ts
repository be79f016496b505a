import type { UserStoryStatus } from '@maatwerk/contract';
import type { BadgeTone } from '~/components/badge.ts';

/** An order's status as a badge colour, the same in the portal and the back office. */
export const orderStatusTones: Record<UserStoryStatus, BadgeTone> = {
  nieuw: 'info',
  in_behandeling: 'success',
  wacht_op_klant: 'warning',
  afgerond: 'done',
  gesloten: 'neutral',
};
