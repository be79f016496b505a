import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReturnMessage } from './online-payment.tsx';

const text = (status: Parameters<typeof ReturnMessage>[0]['payment']['status']) =>
  renderToString(<ReturnMessage payment={{ invoice_id: 7, status, amount_cents: 12_100 }} />)
    .replace(/<!-- -->/g, '')
    .replace(/\u00a0/g, ' ');

describe('the message after coming back from the payment page', () => {
  it('asks for patience while the payment is being processed', () => {
    for (const status of ['open', 'pending', 'authorized'] as const) {
      expect(text(status)).toContain('We verwerken je betaling…');
    }
  });

  it('thanks for a paid payment with its amount', () => {
    expect(text('paid')).toContain('Je betaling van € 121,00 is ontvangen. Dank je wel!');
  });

  it('says why a payment did not go through, and that nothing was charged', () => {
    expect(text('canceled')).toContain('Je hebt de betaling afgebroken.');
    expect(text('expired')).toContain('De betaling is verlopen.');
    expect(text('failed')).toContain('De betaling is niet gelukt.');
    expect(text('failed')).toContain('Er is niets afgeschreven.');
  });
});
