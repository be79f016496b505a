import type { Invoice, Reservation, UserStory } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { counted, openOrders, unpaidInvoices, upcomingReservations } from './summaries.ts';

const order = (id: number, status: UserStory['status'], priority: number, updated: string): UserStory => ({
  id,
  title: `Opdracht ${id}`,
  status,
  priority,
  invoice_reference: null,
  time_spent_minutes: 0,
  estimate_minutes: null,
  reply_count: 0,
  created_at: '2025-01-01T10:00:00Z',
  updated_at: updated,
  closed_at: null,
});

const invoice = (id: number, state: Invoice['state'], due: string, total: number): Invoice => ({
  id,
  number: `F-${id}`,
  description: 'Werk',
  state,
  issued_on: '2025-01-01',
  due_on: due,
  paid_at: null,
  subtotal_cents: total,
  reverse_charge: false,
  vat_cents: 0,
  total_cents: total,
  lines: [],
  status:
    state === 'paid'
      ? 'betaald'
      : state === 'overdue'
        ? 'vervallen'
        : state === 'concept'
          ? 'concept'
          : 'verzonden',
  period_start: null,
  period_end: null,
  paid_cents: state === 'paid' ? total : 0,
  balance_cents: state === 'paid' ? 0 : total,
  credit_notes: [],
});

describe('dashboard summaries', () => {
  it('counts open orders, most urgent first and then the latest change', () => {
    const orders = [
      order(1, 'afgerond', 1, '2025-01-05T00:00:00Z'),
      order(2, 'nieuw', 3, '2025-01-06T00:00:00Z'),
      order(3, 'wacht_op_klant', 2, '2025-01-02T00:00:00Z'),
      order(4, 'in_behandeling', 2, '2025-01-04T00:00:00Z'),
      order(5, 'gesloten', 1, '2025-01-07T00:00:00Z'),
    ];
    expect(openOrders(orders).map((item) => item.id)).toEqual([4, 3, 2]);
  });

  it('adds up the sent invoices that are not paid, soonest due first', () => {
    const summary = unpaidInvoices({
      saved: [invoice(9, 'concept', '2025-01-01', 5000)],
      sent: [
        invoice(1, 'paid', '2025-01-10', 1000),
        invoice(2, 'open', '2025-03-01', 2500),
        invoice(3, 'overdue', '2025-01-15', 12_100),
      ],
      subscriptions: [],
    });
    expect(summary.unpaid.map((item) => item.id)).toEqual([3, 2]);
    expect(summary.overdue).toBe(1);
    expect(summary.totalCents).toBe(14_600);
  });

  it('keeps reservations that have not ended, soonest first', () => {
    const reservation = (id: number, starts: string, ends: string): Reservation => ({
      id,
      starts_at: starts,
      ends_at: ends,
      subject: 'Overleg',
      meeting_id: `m${id}`,
    });
    const now = new Date('2025-05-01T12:00:00Z');
    const list = [
      reservation(1, '2025-05-03T09:00:00+02:00', '2025-05-03T10:00:00+02:00'),
      reservation(2, '2025-04-30T09:00:00Z', '2025-04-30T10:00:00Z'),
      reservation(3, '2025-05-01T11:30:00Z', '2025-05-01T12:30:00Z'),
    ];
    expect(upcomingReservations(list, now).map((item) => item.id)).toEqual([3, 1]);
  });

  it('words a count in the singular or plural', () => {
    expect(counted(1, 'domeinnaam', 'domeinnamen')).toBe('1 domeinnaam');
    expect(counted(3, 'domeinnaam', 'domeinnamen')).toBe('3 domeinnamen');
  });
});
