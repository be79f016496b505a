import type { UserStoryStatus } from '@maatwerk/contract';

export const orderStatusLabels: Record<UserStoryStatus, string> = {
  nieuw: 'Nieuw',
  in_behandeling: 'In behandeling',
  wacht_op_klant: 'Wacht op jouw reactie',
  afgerond: 'Afgerond',
  gesloten: 'Gesloten',
};

/** Priority 1 is the highest. */
export const priorityLabels: Record<number, string> = {
  1: 'Hoogste',
  2: 'Hoog',
  3: 'Normaal',
  4: 'Laag',
  5: 'Laagste',
};

export const priorityLabel = (priority: number) => `${priority} – ${priorityLabels[priority] ?? ''}`.trim();

export const priorityOptions = [1, 2, 3, 4, 5].map((priority) => ({
  value: String(priority),
  label: priorityLabel(priority),
}));
