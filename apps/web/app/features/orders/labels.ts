import { userStoryStatusLabels } from '@maatwerk/contract';

export const orderStatusLabels = userStoryStatusLabels;

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
