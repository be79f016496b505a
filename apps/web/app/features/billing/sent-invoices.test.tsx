import type { Invoice } from '@maatwerk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SentInvoices } from './sent-invoices.tsx';

const invoice = (patch: Partial<Invoice>): Invoice => ({
  id: 17,
  number: '2026-0017',
  description: 'Hosting november',
  state: 'paid',
  issued_on: '2026-11-01',
  due_on: '2026-11-15',
  paid_at: null,
  subtotal_cents: 1250,
  reverse_charge: false,
  vat_cents: 263,
  total_cents: 1513,
  lines: [],
  status: 'verzonden',
  period_start: null,
  period_end: null,
  paid_cents: 0,
  balance_cents: 0,
  credit_notes: [],
  ...patch,
});

const statusCell = (row: Invoice) =>
  renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <SentInvoices invoices={[row]} />
    </QueryClientProvider>,
  ).match(/<td data-label="Status">(.*?)<\/td>/)?.[1];

describe('the state of a sent invoice', () => {
  it('is "Gecrediteerd", not "Betaald", when a credit note took back the whole amount', () => {
    const cell = statusCell(invoice({ status: 'gecrediteerd' }));
    expect(cell).toContain('Gecrediteerd');
    expect(cell).not.toContain('Betaald');
  });

  it('is "Betaald" when it was paid', () => {
    expect(
      statusCell(invoice({ status: 'betaald', paid_cents: 1513, paid_at: '2026-11-10T10:00:00.000Z' })),
    ).toContain('Betaald');
  });
});
