import type { StaffInvoice } from '@maatwerk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createCustomer, createStaffMember } from '../../db/factories/index.ts';
import { invoiceNumberCounters } from '../../db/schema.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import type { StaffWriter } from '../staff-writer.ts';
import { createConcept, createCreditNote, sendInvoice } from './index.ts';

// New Year in Amsterdam (winter time, UTC+1) comes at 23:00 UTC on 31 December.
const lateOnNewYearsEve = new Date('2026-12-31T22:30:00Z');
const justAfterMidnight = new Date('2026-12-31T23:30:00Z');

describe('invoice numbers at New Year in Amsterdam', () => {
  let database: Database;
  let writer: StaffWriter;
  let customerId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    const member = await createStaffMember(database.db, { role: 'financieel' });
    writer = { staffId: member.id, address: '127.0.0.1', role: 'financieel' };
    customerId = (await createCustomer(database.db, { billingEmail: 'facturen@oudennieuw.nl' })).id;
  });
  afterAll(() => database.close());

  const sendAt = async (now: Date) => {
    const concept = await createConcept(database.db, writer, {
      customer_id: customerId,
      description: 'Werkzaamheden december 2026',
      period_start: '2026-12-01',
      period_end: '2026-12-31',
      lines: [
        { description: 'Onderhoud', quantity: 3, unit_price_cents: 9_500, vat_rate: 21 },
        { description: 'Licentie', quantity: 1, unit_price_cents: 2_000, vat_rate: 21 },
      ],
    });
    return (await sendInvoice(database.db, writer, concept.id, now)).invoice;
  };
  /** A credit note for one line of a sent invoice. */
  const creditAt = async (invoice: StaffInvoice, line: number, now: Date) =>
    (await createCreditNote(database.db, writer, invoice.id, { line_ids: [invoice.lines[line]!.id] }, now))
      .invoice;

  it('numbers, dates and credits by the Amsterdam calendar year, the series of each year starting at 1', async () => {
    // 23:30 on 31 December in Amsterdam: still the old year, though 22:30 UTC.
    const old = await sendAt(lateOnNewYearsEve);
    expect(old).toMatchObject({ number: '2026-0001', issued_on: '2026-12-31', due_on: '2027-01-14' });
    expect(await creditAt(old, 0, new Date('2026-12-31T22:50:00Z'))).toMatchObject({
      number: 'C2026-0001',
      issued_on: '2026-12-31',
    });

    // 00:30 on 1 January in Amsterdam: the new year's series, though still 31 December in UTC.
    const fresh = await sendAt(justAfterMidnight);
    expect(fresh).toMatchObject({ number: '2027-0001', issued_on: '2027-01-01', due_on: '2027-01-15' });
    // A credit note of last year's invoice: this year's credit series.
    expect(await creditAt(old, 1, justAfterMidnight)).toMatchObject({
      number: 'C2027-0001',
      issued_on: '2027-01-01',
    });
    expect((await sendAt(new Date('2027-01-01T10:00:00Z'))).number).toBe('2027-0002');

    const counters = await database.db.select().from(invoiceNumberCounters);
    expect(counters.sort((a, b) => a.kind.localeCompare(b.kind) || a.year - b.year)).toEqual([
      { kind: 'creditfactuur', year: 2026, lastNumber: 1 },
      { kind: 'creditfactuur', year: 2027, lastNumber: 1 },
      { kind: 'factuur', year: 2026, lastNumber: 1 },
      { kind: 'factuur', year: 2027, lastNumber: 2 },
    ]);
  });
});
