import type { InvoiceState, Subscription } from '@maatwerk/contract';

export const invoiceStateLabels: Record<InvoiceState, string> = {
  concept: 'Concept',
  open: 'Openstaand',
  overdue: 'Over de vervaldatum',
  paid: 'Betaald',
};

export const intervalLabels: Record<Subscription['interval'], string> = {
  month: 'per maand',
  quarter: 'per kwartaal',
  year: 'per jaar',
};

/** 1.5 → '1,5'; quantities are hours or pieces. */
export const formatQuantity = (quantity: number) =>
  new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 2 }).format(quantity);

/** How a due date relates to today, for an unpaid invoice: 'nog 3 dagen', 'vandaag', '5 dagen te laat'. */
export const dueText = (days: number) => {
  if (days === 0) return 'vervalt vandaag';
  if (days > 0) return days === 1 ? 'nog 1 dag' : `nog ${days} dagen`;
  return -days === 1 ? '1 dag te laat' : `${-days} dagen te laat`;
};
