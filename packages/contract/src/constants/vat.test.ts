import { describe, expect, it } from 'vitest';
import { isReverseCharge, lineAmountCents, vatLabel, vatTotals } from './vat.ts';

describe('VAT, as every invoice, cart and estimate computes it', () => {
  it('is computed per rate over the sum of its lines, not per line (EN 16931 BR-CO-17)', () => {
    // Two lines of € 12,50 at 21%: € 2,625 each. Per line that would be 2 × € 2,63; per rate € 5,25.
    const totals = vatTotals([
      { amountCents: 1_250, vatRate: 21 },
      { amountCents: 1_250, vatRate: 21 },
      { amountCents: 2_000, vatRate: 9 },
    ]);
    expect(totals).toEqual({
      reverseCharge: false,
      groups: [
        { rate: 21, baseCents: 2_500, vatCents: 525 },
        { rate: 9, baseCents: 2_000, vatCents: 180 },
      ],
      subtotalCents: 4_500,
      vatCents: 705,
      totalCents: 5_205,
    });
  });

  it('rounds halves away from zero, so a credit note is its invoice negated', () => {
    // 50 cents at 21% is 10,5 cents.
    expect(vatTotals([{ amountCents: 50, vatRate: 21 }]).vatCents).toBe(11);
    expect(vatTotals([{ amountCents: -50, vatRate: 21 }]).vatCents).toBe(-11);
    // 0,5 hour of € 0,25 is 12,5 cents.
    expect(lineAmountCents(50, 25)).toBe(13);
    expect(lineAmountCents(-50, 25)).toBe(-13);
  });

  it('charges none under reverse charge: every line at 0%', () => {
    const totals = vatTotals(
      [
        { amountCents: 14_250, vatRate: 21 },
        { amountCents: 2_000, vatRate: 9 },
      ],
      true,
    );
    expect(totals).toEqual({
      reverseCharge: true,
      groups: [{ rate: 0, baseCents: 16_250, vatCents: 0 }],
      subtotalCents: 16_250,
      vatCents: 0,
      totalCents: 16_250,
    });
    expect(vatLabel(0, true)).toBe('Btw verlegd');
    expect(vatLabel(21, false)).toBe('Btw 21%');
  });

  it('applies reverse charge to a business customer with a VAT id in another EU member state only', () => {
    expect(isReverseCharge({ country: 'BE', vatId: 'BE0123456749' })).toBe(true);
    expect(isReverseCharge({ country: 'BE', vatId: null })).toBe(false);
    expect(isReverseCharge({ country: 'NL', vatId: 'NL857412369B01' })).toBe(false);
    expect(isReverseCharge({ country: 'CH', vatId: 'CHE123456789' })).toBe(false);
  });
});
