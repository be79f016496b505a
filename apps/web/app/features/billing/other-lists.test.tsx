import type { Invoice, ProFormaLine } from '@maatwerk/contract';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InvoiceLines } from './invoice-lines.tsx';
import { ProFormaLines } from './other-lists.tsx';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const line = (id: number, total: number, rate: number): ProFormaLine => ({
  id,
  worked_on: '2026-03-02',
  description: `Support ${id}`,
  quantity: 1,
  unit_price_cents: total,
  vat_rate: rate,
  total_cents: total,
});

describe('VAT in the portal, as the invoice will carry it', () => {
  it('estimates the VAT of work not yet invoiced per rate over its lines, as the invoice computes it', () => {
    // Two lines of € 12,50 at 21%: € 5,25 per rate (per line it would be 2 × € 2,63).
    const shown = text(renderToString(<ProFormaLines lines={[line(1, 1_250, 21), line(2, 1_250, 21)]} />));
    expect(shown).toContain('Totaal excl. btw € 25,00');
    expect(shown).toContain('Btw (ongeveer) € 5,25');
  });

  it('says "btw verlegd" on an invoice under reverse charge, as its PDF does', () => {
    const invoice: Invoice = {
      id: 3,
      number: '2026-0003',
      description: 'Werkzaamheden maart',
      state: 'open',
      issued_on: '2026-04-01',
      due_on: '2026-04-15',
      paid_at: null,
      subtotal_cents: 16_250,
      reverse_charge: true,
      vat_cents: 0,
      total_cents: 16_250,
      lines: [
        {
          description: 'Ontwikkeling',
          quantity: 1.5,
          unit_price_cents: 9_500,
          vat_rate: 0,
          total_cents: 14_250,
        },
        { description: 'Handboek', quantity: 1, unit_price_cents: 2_000, vat_rate: 0, total_cents: 2_000 },
      ],
      status: 'verzonden',
      period_start: '2026-03-01',
      period_end: '2026-03-31',
      paid_cents: 0,
      balance_cents: 16_250,
      credit_notes: [],
    };
    const shown = text(renderToString(<InvoiceLines invoice={invoice} id="regels" />));
    expect(shown).toContain('Btw verlegd over € 162,50 € 0,00');
    expect(shown).not.toContain('0%');
  });
});
