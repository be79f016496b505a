import {
  OFFERTE_DRAFTERS,
  OFFERTE_LIMITS,
  OFFERTE_MESSAGES,
  OFFERTE_SENDERS,
  type OfferteBody,
  type StaffOfferte,
  type StaffOfferteSummary,
  todayInAmsterdam,
} from '@maatwerk/contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { customers, offerteLines, offertes, offerteVersions, products, users } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import { cleanRichText } from '../rich-text.ts';
import { nextSequence } from '../staff-invoices/sending.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';
import { type LoadedOfferte, loadOfferte, toCustomerOfferte } from './read.ts';
import { startedWorkOf } from './started-work.ts';

type Body = z.output<typeof OfferteBody>;

const invalid = (field: string, message: string) =>
  new HttpError('validation_failed', message, { fields: { [field]: message } });

/** The number of an offerte of a year's series: 'O2026-0007'. */
const offerteNumber = (year: number, sequence: number): string =>
  `O${year}-${String(sequence).padStart(4, '0')}`;

const requireLoaded = async (db: DbOrTx, id: number, forUpdate = false): Promise<LoadedOfferte> => {
  const loaded = await loadOfferte(db, id, { forUpdate });
  if (!loaded) throw notFound(OFFERTE_MESSAGES.staffNotFound);
  return loaded;
};

/**
 * Writes the lines of a version from the form, each with its price as it stands now: a fixed price
 * as typed, hours at the customer's hourly rate, a service at its product's price and VAT rate.
 */
const writeLines = async (tx: DbOrTx, versionId: number, customerId: number, body: Body): Promise<void> => {
  const [customer] = await tx
    .select({ hourlyRateCents: customers.hourlyRateCents })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!customer) throw invalid('customer_id', OFFERTE_MESSAGES.customerUnknown);
  const productIds = body.lines.flatMap((line) =>
    line.kind === 'dienst' && line.product_id ? [line.product_id] : [],
  );
  const found =
    productIds.length === 0
      ? []
      : await tx
          .select()
          .from(products)
          .where(and(inArray(products.id, productIds), eq(products.active, true)));
  const byId = new Map(found.map((product) => [product.id, product]));
  const rows = body.lines.map((line, position) => {
    const base = {
      versionId,
      position,
      kind: line.kind,
      description: line.description,
      optional: line.optional,
    };
    if (line.kind === 'vast')
      return { ...base, unitCents: line.amount_cents ?? 0, quantity: 1, vatRate: line.vat_rate };
    if (line.kind === 'uren')
      return {
        ...base,
        unitCents: customer.hourlyRateCents,
        quantity: line.hours ?? 1,
        vatRate: line.vat_rate,
      };
    const product = byId.get(line.product_id ?? 0);
    if (!product) throw invalid(`lines.${position}.product_id`, OFFERTE_MESSAGES.productUnknown);
    return {
      ...base,
      unitCents: product.priceCents,
      quantity: 1,
      vatRate: product.vatRate,
      productId: product.id,
    };
  });
  // Every sum an acceptance writes (a deposit line, an invoice's total) stays an integer the database holds.
  const tooLarge = rows.findIndex((row) => row.unitCents * row.quantity > OFFERTE_LIMITS.amountCents.max);
  if (tooLarge >= 0) throw invalid(`lines.${tooLarge}`, OFFERTE_MESSAGES.lineTooLarge);
  const total = rows.reduce((sum, row) => sum + row.unitCents * row.quantity, 0);
  if (total > OFFERTE_LIMITS.totalCents.max) throw invalid('lines', OFFERTE_MESSAGES.totalTooLarge);
  await tx.insert(offerteLines).values(rows);
};

const versionValues = async (body: Body) => ({
  title: body.title,
  validUntil: body.valid_until,
  introductionHtml: await cleanRichText(body.introduction_html),
  termsHtml: await cleanRichText(body.terms_html),
  depositPercent: body.deposit_percent,
});

/** The whole staff view of an offerte: the customer's view, its versions, the evidence and the work. */
const staffView = async (db: DbOrTx, loaded: LoadedOfferte): Promise<StaffOfferte> => {
  const versions = await db
    .select({ version: offerteVersions.version, createdAt: offerteVersions.createdAt })
    .from(offerteVersions)
    .where(eq(offerteVersions.offerteId, loaded.offerte.id))
    .orderBy(asc(offerteVersions.version));
  const acceptance = loaded.acceptance;
  const [person] = acceptance?.userId
    ? await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, acceptance.userId))
    : [];
  const customerView = toCustomerOfferte(loaded);
  return {
    ...customerView,
    number: loaded.offerte.number,
    customer: { id: loaded.customer.id, name: loaded.customer.name },
    created_at: loaded.offerte.createdAt.toISOString(),
    versions: versions.map((row) => ({ version: row.version, created_at: row.createdAt.toISOString() })),
    evidence:
      acceptance && customerView.accepted
        ? {
            ...customerView.accepted,
            statement: acceptance.statement,
            address: acceptance.address,
            user_agent: acceptance.userAgent,
            person: person ? `${person.firstName} ${person.lastName}` : null,
          }
        : null,
    work: loaded.offerte.status === 'geaccepteerd' ? await startedWorkOf(db, loaded) : null,
  };
};

/** Every offerte, newest first. */
export const listStaffOffertes = async (db: DbOrTx): Promise<StaffOfferteSummary[]> => {
  const rows = await db
    .select({
      offerte: offertes,
      version: offerteVersions,
      customer: { id: customers.id, name: customers.name },
    })
    .from(offertes)
    .innerJoin(
      offerteVersions,
      and(eq(offerteVersions.offerteId, offertes.id), eq(offerteVersions.version, offertes.currentVersion)),
    )
    .innerJoin(customers, eq(customers.id, offertes.customerId))
    .orderBy(desc(offertes.createdAt), desc(offertes.id));
  return rows.map(({ offerte, version, customer }) => ({
    id: offerte.id,
    number: offerte.number,
    title: version.title,
    status: offerte.status,
    version: version.version,
    valid_until: version.validUntil,
    customer,
    created_at: offerte.createdAt.toISOString(),
  }));
};

/** One offerte as staff see it; the view lands in the audit log (it shows the customer's evidence). */
export const getStaffOfferte = async (db: Db, writer: StaffWriter, id: number): Promise<StaffOfferte> =>
  db.transaction(async (tx) => {
    const loaded = await requireLoaded(tx, id);
    await recordAudit(tx, writer, { action: 'offerte.view', entity: 'offerte', entityId: id });
    return staffView(tx, loaded);
  });

/** A new concept, version 1, without number. Audited. */
export const createOfferte = async (db: Db, writer: StaffWriter, body: Body): Promise<StaffOfferte> => {
  requireStaffRole(writer, OFFERTE_DRAFTERS);
  const values = await versionValues(body);
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, body.customer_id));
    if (!customer) throw invalid('customer_id', OFFERTE_MESSAGES.customerUnknown);
    const [offerte] = await tx
      .insert(offertes)
      .values({ customerId: customer.id, createdByStaffId: writer.staffId })
      .returning();
    const [version] = await tx
      .insert(offerteVersions)
      .values({ offerteId: offerte!.id, version: 1, createdByStaffId: writer.staffId, ...values })
      .returning();
    await writeLines(tx, version!.id, customer.id, body);
    await recordAudit(tx, writer, {
      action: 'offerte.create',
      entity: 'offerte',
      entityId: offerte!.id,
      after: body,
    });
    return staffView(tx, await requireLoaded(tx, offerte!.id));
  });
};

/**
 * Changes an offerte. A concept's version is rewritten. A sent one (beheerder, financieel) gets a
 * new version, which is what the customer sees and must accept from then on; its customer stays.
 * An accepted or declined offerte never changes (409). Audited.
 */
export const updateOfferte = async (
  db: Db,
  writer: StaffWriter,
  id: number,
  body: Body,
): Promise<StaffOfferte> => {
  requireStaffRole(writer, OFFERTE_DRAFTERS);
  const values = await versionValues(body);
  return db.transaction(async (tx) => {
    const before = await requireLoaded(tx, id, true);
    const { offerte } = before;
    if (offerte.status === 'geaccepteerd' || offerte.status === 'afgewezen')
      throw new HttpError('conflict', OFFERTE_MESSAGES.final);
    if (offerte.status === 'concept') {
      const [customer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, body.customer_id));
      if (!customer) throw invalid('customer_id', OFFERTE_MESSAGES.customerUnknown);
      await tx
        .update(offertes)
        .set({ customerId: customer.id, updatedAt: new Date() })
        .where(eq(offertes.id, id));
      await tx.update(offerteVersions).set(values).where(eq(offerteVersions.id, before.version.id));
      await tx.delete(offerteLines).where(eq(offerteLines.versionId, before.version.id));
      await writeLines(tx, before.version.id, customer.id, body);
      await recordAudit(tx, writer, {
        action: 'offerte.update',
        entity: 'offerte',
        entityId: id,
        before: toCustomerOfferte(before),
        after: body,
      });
    } else {
      if (!OFFERTE_SENDERS.includes(writer.role))
        throw new HttpError('forbidden', OFFERTE_MESSAGES.changeAfterSendingFinance);
      if (body.customer_id !== offerte.customerId)
        throw invalid('customer_id', 'De klant van een verzonden offerte verandert niet.');
      if (body.valid_until < todayInAmsterdam())
        throw invalid('valid_until', OFFERTE_MESSAGES.validUntilPast);
      const next = offerte.currentVersion + 1;
      const [version] = await tx
        .insert(offerteVersions)
        .values({ offerteId: id, version: next, createdByStaffId: writer.staffId, ...values })
        .returning();
      await writeLines(tx, version!.id, offerte.customerId, body);
      await tx
        .update(offertes)
        .set({ currentVersion: next, updatedAt: new Date() })
        .where(eq(offertes.id, id));
      await recordAudit(tx, writer, {
        action: 'offerte.new_version',
        entity: 'offerte',
        entityId: id,
        before: toCustomerOfferte(before),
        after: { version: next, ...body },
      });
    }
    return staffView(tx, await requireLoaded(tx, id));
  });
};

/**
 * Sends a concept: the next number of its year's series (gap-free, as invoices), and the customer
 * sees it from now on. Its validity date must not be past. Audited.
 */
export const sendOfferte = async (
  db: Db,
  writer: StaffWriter,
  id: number,
  now = new Date(),
): Promise<StaffOfferte> => {
  requireStaffRole(writer, OFFERTE_SENDERS);
  return db.transaction(async (tx) => {
    const { offerte, version } = await requireLoaded(tx, id, true);
    if (offerte.status !== 'concept') throw new HttpError('conflict', OFFERTE_MESSAGES.alreadySent);
    const today = todayInAmsterdam(now);
    if (version.validUntil < today) throw invalid('valid_until', OFFERTE_MESSAGES.validUntilPast);
    const year = Number(today.slice(0, 4));
    const number = offerteNumber(year, await nextSequence(tx, 'offerte', year));
    await tx
      .update(offertes)
      .set({ number, status: 'verzonden', sentAt: now, updatedAt: now })
      .where(eq(offertes.id, id));
    await recordAudit(tx, writer, {
      action: 'offerte.send',
      entity: 'offerte',
      entityId: id,
      after: { number, version: version.version },
    });
    return staffView(tx, await requireLoaded(tx, id));
  });
};
