import type { UserStory } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { defaultView, viewFromSearch, viewOrders, viewToSearch } from './order-filters.ts';

const order = (id: number, overrides: Partial<UserStory>): UserStory => ({
  id,
  title: `Opdracht ${id}`,
  status: 'nieuw',
  priority: 3,
  invoice_reference: null,
  time_spent_minutes: 0,
  estimate_minutes: null,
  reply_count: 0,
  created_at: `2025-01-0${id}T10:00:00Z`,
  updated_at: `2025-01-0${id}T10:00:00Z`,
  closed_at: null,
  ...overrides,
});

const orders = [
  order(1, { title: 'Koppeling Exact', priority: 2, status: 'in_behandeling' }),
  order(2, { title: 'Exportknop', priority: 4, status: 'afgerond' }),
  order(3, { title: 'App foto’s', priority: 1, status: 'wacht_op_klant', invoice_reference: 'PO-77' }),
  order(4, { title: 'Oude wens', priority: 5, status: 'gesloten' }),
];

const ids = (list: UserStory[]) => list.map((item) => item.id);

describe('the order list view', () => {
  it('shows open orders, newest first, by default', () => {
    expect(ids(viewOrders(orders, defaultView))).toEqual([3, 1]);
  });

  it('filters by status, or shows all', () => {
    expect(ids(viewOrders(orders, { ...defaultView, status: 'afgerond' }))).toEqual([2]);
    expect(ids(viewOrders(orders, { ...defaultView, status: 'alle' }))).toEqual([4, 3, 2, 1]);
  });

  it('finds words in the title, the number and the invoice reference', () => {
    const all = { ...defaultView, status: 'alle' as const };
    expect(ids(viewOrders(orders, { ...all, query: 'exact' }))).toEqual([1]);
    expect(ids(viewOrders(orders, { ...all, query: '#2' }))).toEqual([2]);
    expect(ids(viewOrders(orders, { ...all, query: 'po-77' }))).toEqual([3]);
  });

  it('sorts by priority, status and title in both directions', () => {
    const all = { ...defaultView, status: 'alle' as const };
    expect(ids(viewOrders(orders, { ...all, sort: 'priority', direction: 'asc' }))).toEqual([3, 1, 2, 4]);
    expect(ids(viewOrders(orders, { ...all, sort: 'priority', direction: 'desc' }))).toEqual([4, 2, 1, 3]);
    expect(ids(viewOrders(orders, { ...all, sort: 'status', direction: 'asc' }))).toEqual([1, 3, 2, 4]);
    expect(ids(viewOrders(orders, { ...all, sort: 'title', direction: 'asc' }))).toEqual([3, 2, 1, 4]);
  });

  it('keeps the view in the address and reads it back, ignoring nonsense', () => {
    const view = {
      query: 'app',
      status: 'alle' as const,
      sort: 'priority' as const,
      direction: 'desc' as const,
    };
    expect(viewFromSearch(viewToSearch(view))).toEqual(view);
    expect(viewToSearch(defaultView).toString()).toBe('');
    expect(viewFromSearch(new URLSearchParams('status=kapot&sort=x&dir=y'))).toEqual(defaultView);
  });
});
