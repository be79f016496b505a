import type { UserStory, UserStoryStatus } from '@maatwerk/contract';
import { isFinishedUserStoryStatus, userStoryStatuses } from '@maatwerk/contract/constants';

export const sortKeys = ['created', 'updated', 'priority', 'status', 'title'] as const;
export type SortKey = (typeof sortKeys)[number];
export type SortDirection = 'asc' | 'desc';

/** 'open' is every status that is not finished (finishedUserStoryStatuses). */
export type StatusFilter = 'alle' | 'open' | UserStoryStatus;

export interface OrderView {
  query: string;
  status: StatusFilter;
  sort: SortKey;
  direction: SortDirection;
}

export const defaultView: OrderView = { query: '', status: 'open', sort: 'created', direction: 'desc' };

/** The natural first direction of each column: newest, most urgent, workflow order, A to Z. */
export const firstDirection: Record<SortKey, SortDirection> = {
  created: 'desc',
  updated: 'desc',
  priority: 'asc',
  status: 'asc',
  title: 'asc',
};

const statusRank = Object.fromEntries(userStoryStatuses.map((status, index) => [status, index])) as Record<
  UserStoryStatus,
  number
>;

const compare: Record<SortKey, (a: UserStory, b: UserStory) => number> = {
  created: (a, b) => Date.parse(a.created_at) - Date.parse(b.created_at),
  updated: (a, b) => Date.parse(a.updated_at) - Date.parse(b.updated_at),
  priority: (a, b) => a.priority - b.priority,
  status: (a, b) => statusRank[a.status] - statusRank[b.status],
  title: (a, b) => a.title.localeCompare(b.title, 'nl', { sensitivity: 'base', numeric: true }),
};

const matchesStatus = (order: UserStory, status: StatusFilter) =>
  status === 'alle' ||
  (status === 'open' ? !isFinishedUserStoryStatus(order.status) : order.status === status);

/** Filters by status and by words of the title or number, then sorts (ties: newest first). */
export const viewOrders = (orders: readonly UserStory[], view: OrderView): UserStory[] => {
  const words = view.query.toLocaleLowerCase('nl').split(/\s+/).filter(Boolean);
  const sign = view.direction === 'asc' ? 1 : -1;
  return orders
    .filter((order) => matchesStatus(order, view.status))
    .filter((order) => {
      const haystack = `${order.title} #${order.id} ${order.invoice_reference ?? ''}`.toLocaleLowerCase('nl');
      return words.every((word) => haystack.includes(word));
    })
    .sort((a, b) => sign * compare[view.sort](a, b) || b.id - a.id);
};

const isSortKey = (value: string | null): value is SortKey => sortKeys.includes(value as SortKey);
const isStatusFilter = (value: string | null): value is StatusFilter =>
  value === 'alle' || value === 'open' || userStoryStatuses.includes(value as UserStoryStatus);

/** The view kept in the address (?q=&status=&sort=&dir=), so that back and reload keep it. */
export const viewFromSearch = (search: URLSearchParams): OrderView => {
  const sort = search.get('sort');
  const status = search.get('status');
  const direction = search.get('dir');
  const key = isSortKey(sort) ? sort : defaultView.sort;
  return {
    query: search.get('q') ?? '',
    status: isStatusFilter(status) ? status : defaultView.status,
    sort: key,
    direction: direction === 'asc' || direction === 'desc' ? direction : firstDirection[key],
  };
};

export const viewToSearch = (view: OrderView): URLSearchParams => {
  const search = new URLSearchParams();
  if (view.query) search.set('q', view.query);
  if (view.status !== defaultView.status) search.set('status', view.status);
  if (view.sort !== defaultView.sort) search.set('sort', view.sort);
  if (view.direction !== firstDirection[view.sort]) search.set('dir', view.direction);
  return search;
};
