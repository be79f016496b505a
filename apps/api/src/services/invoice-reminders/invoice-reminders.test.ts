import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createInvoice } from '../../db/factories/index.ts';
import { mailsTo } from '../../test/mailbox.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
// Noon in Amsterdam on 30 November 2026.
const now = new Date('2026-11-30T11:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * DAY_MS);

describe('payment reminders with two API instances on one database', () => {
  let two: TwoInstances;

  beforeAll(async () => {
    two = await startTwoInstances({ INVOICE_REMINDER_DAYS: '7,21' });
  });
  afterAll(() => two.close());

  const runBoth = (at: Date) => two.runBoth('invoice-reminders', at);

  it('sends the first and the second reminder once each, at their days, and none for a paid invoice', async () => {
    const { db, dataDir } = two;
    const late = await createCustomer(db, { name: 'Laat B.V.', billingEmail: 'boekhouding@laat.nl' });
    // Due 22 November: 8 days late on the 30th.
    await createInvoice(db, {
      customerId: late.id,
      number: '2026-0101',
      issuedOn: '2026-11-08',
      dueOn: '2026-11-22',
      lines: [{ description: 'Onderhoud', quantity: 100, unitPriceCents: 10_000 }],
    });
    const payer = await createCustomer(db, { name: 'Betaald B.V.', billingEmail: 'boekhouding@betaald.nl' });
    await createInvoice(db, {
      customerId: payer.id,
      issuedOn: '2026-11-01',
      dueOn: '2026-11-15',
      paidOn: '2026-11-20',
    });
    const early = await createCustomer(db, { name: 'Vroeg B.V.', billingEmail: 'boekhouding@vroeg.nl' });
    await createInvoice(db, { customerId: early.id, issuedOn: '2026-11-20', dueOn: '2026-11-26' });

    await runBoth(now);
    await runBoth(later(1));
    let mails = await mailsTo(dataDir, 'boekhouding@laat.nl');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: Herinnering: factuur 2026-0101 staat nog open$/m);
    expect(mails[0]).toContain('Van factuur 2026-0101 van 8 november 2026 staat nog ');
    expect(mails[0]).toContain('121,00 open.');
    expect(mails[0]).toContain('De vervaldatum was 22 november 2026.');
    expect(await mailsTo(dataDir, 'boekhouding@betaald.nl')).toEqual([]);
    expect(await mailsTo(dataDir, 'boekhouding@vroeg.nl')).toEqual([]);

    // 21 days late on 13 December: the second reminder, once.
    await runBoth(later(13));
    await runBoth(later(14));
    mails = await mailsTo(dataDir, 'boekhouding@laat.nl');
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatch(/^Subject: Tweede herinnering: factuur 2026-0101 staat nog open$/m);
    // The early one is 7 days late on 3 December: its first reminder only.
    expect(await mailsTo(dataDir, 'boekhouding@vroeg.nl')).toHaveLength(1);
  });

  it('sends each reminder on its day in Amsterdam, across the change to and from summer time', async () => {
    const { db, dataDir } = two;
    /** An open invoice of a customer of its own, and the reminder subjects it has after each round. */
    const subjectsAfterRounds = async (
      name: string,
      invoice: { number: string; dueOn: string },
      rounds: string[],
    ) => {
      const to = `boekhouding@${name.toLowerCase()}.nl`;
      const customer = await createCustomer(db, { name: `${name} B.V.`, billingEmail: to });
      await createInvoice(db, { customerId: customer.id, issuedOn: '2026-01-05', ...invoice });
      const seen: string[][] = [];
      for (const round of rounds) {
        await runBoth(new Date(round));
        seen.push((await mailsTo(dataDir, to)).map((mail) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? ''));
      }
      return seen;
    };
    const first = (number: string) => `Herinnering: factuur ${number} staat nog open`;
    const second = (number: string) => `Tweede herinnering: factuur ${number} staat nog open`;

    // Midnight in Amsterdam is 23:00 UTC in winter time and 22:00 UTC in summer time. Each pair of
    // rounds is 23:59 on the evening before a reminder's day and 00:05 on that day.
    // Due 15 March 2026: 7 days late on 22 March (winter time), 21 days on 5 April (summer time
    // since 29 March).
    expect(
      await subjectsAfterRounds('Lente', { number: '2026-0201', dueOn: '2026-03-15' }, [
        '2026-03-21T22:59:00Z',
        '2026-03-21T23:05:00Z',
        '2026-04-04T21:59:00Z',
        '2026-04-04T22:05:00Z',
      ]),
    ).toEqual([[], [first('2026-0201')], [first('2026-0201')], [first('2026-0201'), second('2026-0201')]]);
    // Due 11 October 2026: 7 days late on 18 October (summer time), 21 days on 1 November (winter
    // time since 25 October).
    expect(
      await subjectsAfterRounds('Herfst', { number: '2026-0202', dueOn: '2026-10-11' }, [
        '2026-10-17T21:59:00Z',
        '2026-10-17T22:05:00Z',
        '2026-10-31T22:59:00Z',
        '2026-10-31T23:05:00Z',
      ]),
    ).toEqual([[], [first('2026-0202')], [first('2026-0202')], [first('2026-0202'), second('2026-0202')]]);
  });
});
