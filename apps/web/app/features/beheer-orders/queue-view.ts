import {
  type StaffOrderListQuery,
  type StaffOrderSort,
  staffOrderSorts,
  type UserStoryStatus,
  userStoryStatuses,
} from '@maatwerk/contract';

/** The queue's filters as they stand in the address, so that a view can be shared and kept. */
export interface QueueView {
  status: UserStoryStatus | '';
  priority: string;
  customer: string;
  assignee: string;
  sort: StaffOrderSort;
  page: number;
}

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T | ''): T | '' =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;

const wholeNumber = (value: string | null) => (value && /^\d+$/.test(value) ? value : '');

export const viewFromSearch = (search: URLSearchParams): QueueView => ({
  status: pick(search.get('status'), userStoryStatuses, ''),
  priority: wholeNumber(search.get('prioriteit')),
  customer: wholeNumber(search.get('klant')),
  assignee: search.get('behandelaar') === 'niemand' ? 'none' : wholeNumber(search.get('behandelaar')),
  sort: (pick(search.get('sorteren'), staffOrderSorts, 'newest') || 'newest') as StaffOrderSort,
  page: Math.max(1, Number(wholeNumber(search.get('pagina')) || 1)),
});

export const viewToSearch = (view: QueueView): URLSearchParams => {
  const search = new URLSearchParams();
  if (view.status) search.set('status', view.status);
  if (view.priority) search.set('prioriteit', view.priority);
  if (view.customer) search.set('klant', view.customer);
  if (view.assignee) search.set('behandelaar', view.assignee === 'none' ? 'niemand' : view.assignee);
  if (view.sort !== 'newest') search.set('sorteren', view.sort);
  if (view.page > 1) search.set('pagina', String(view.page));
  return search;
};

export const viewToQuery = (view: QueueView): StaffOrderListQuery => ({
  ...(view.status && { status: view.status }),
  ...(view.priority && { priority: Number(view.priority) }),
  ...(view.customer && { customer_id: Number(view.customer) }),
  ...(view.assignee && { assignee: view.assignee === 'none' ? 'none' : Number(view.assignee) }),
  sort: view.sort,
  page: view.page,
});
