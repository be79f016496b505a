import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { seedDemoDataIfEmpty } from '../../db/demo/seed.ts';
import { invoices, jobs, staffMembers } from '../../db/schema.ts';
import type { MailMessage } from '../../lib/mail-message.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { loadInvoices } from '../invoices.ts';
import { createCreditNote } from '../staff-invoices/index.ts';
import { mailSentInvoice } from '../staff-invoices/mail-job.ts';
import { INVOICE_MAIL_QUEUE } from '../staff-invoices/mail-queue.ts';
import { renderInvoiceUbl } from './index.ts';
import { brokenRules, readUbl } from './ubl-rules-test-support.ts';

/** The invoices someone trying the product downloads, read back against every rule. */
describe('the e-invoices of the demo data', () => {
  let database: Database;
  const mails: MailMessage[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    expect(await seedDemoDataIfEmpty(database.db)).toBe(true);
  });
  afterAll(() => database.close());

  it('meets every rule for each sent demo invoice', async () => {
    const sent = await loadInvoices(database.db, eq(invoices.status, 'sent'));
    expect(sent.length).toBeGreaterThan(3);
    for (const loaded of sent) {
      const xml = await renderInvoiceUbl(loaded);
      expect(brokenRules(xml), loaded.invoice.number ?? '').toEqual({});
    }
  });

  it('meets every rule for a credit note of a demo invoice, mailed with its UBL file', async () => {
    const [original] = await loadInvoices(
      database.db,
      and(eq(invoices.status, 'sent'), eq(invoices.kind, 'factuur')),
    );
    const [staff] = await database.db.select().from(staffMembers).where(eq(staffMembers.role, 'financieel'));
    const { invoice: note, mail_queued } = await createCreditNote(
      database.db,
      { staffId: staff!.id, role: 'financieel', address: '127.0.0.1' },
      original!.invoice.id,
      { line_ids: [original!.lines[0]!.id] },
    );
    expect(mail_queued).toBe(true);
    const queued = (await database.db.select().from(jobs).where(eq(jobs.queue, INVOICE_MAIL_QUEUE))).find(
      (job) => (job.payload as { invoiceId?: number }).invoiceId === note.id,
    );
    const mailer = {
      send: async (message: MailMessage) => {
        mails.push(message);
        return { messageId: String(mails.length) };
      },
      destination: 'test',
      sender: 'noreply@kodewerk.nl',
      replyAddress: () => {
        throw new Error('an invoice mail has no reply address');
      },
    };
    await mailSentInvoice(
      { db: database.db, mailer, siteUrl: 'http://localhost', linkSecret: 'a'.repeat(32) },
      queued!.payload as Record<string, unknown>,
    );
    const [loaded] = await loadInvoices(database.db, eq(invoices.id, note.id));
    const xml = await renderInvoiceUbl(loaded!);
    expect(brokenRules(xml)).toEqual({});
    expect(readUbl(xml)).toMatchObject({ creditNote: true, typeCode: '381' });
    const attachment = mails[0]?.attachments?.find((file) => file.filename === `${note.number}.xml`);
    expect(attachment?.contentType).toBe('application/xml');
    expect(attachment?.content.toString('utf8')).toBe(xml);
  });
});
