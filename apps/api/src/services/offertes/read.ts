import {
  type CustomerOfferte,
  type OfferteLine,
  offerteAcceptable,
  offerteLineCents,
  todayInAmsterdam,
} from '@maatwerk/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  customers,
  offerteAcceptances,
  offerteLines,
  offertes,
  offerteVersions,
  products,
} from '../../db/schema.ts';

type OfferteRow = typeof offertes.$inferSelect;
type VersionRow = typeof offerteVersions.$inferSelect;
type LineRow = typeof offerteLines.$inferSelect & { period: OfferteLine['period'] };
type AcceptanceRow = typeof offerteAcceptances.$inferSelect;

/** An offerte as the services work with it: its row, its current version with lines, its customer. */
export interface LoadedOfferte {
  offerte: OfferteRow;
  version: VersionRow;
  lines: LineRow[];
  customer: typeof customers.$inferSelect;
  acceptance: AcceptanceRow | null;
}

/** The lines of a version in their order, a service line with its product's period. */
const linesOf = async (db: DbOrTx, versionId: number): Promise<LineRow[]> => {
  const rows = await db
    .select({ line: offerteLines, period: products.period })
    .from(offerteLines)
    .leftJoin(products, eq(products.id, offerteLines.productId))
    .where(eq(offerteLines.versionId, versionId))
    .orderBy(asc(offerteLines.position), asc(offerteLines.id));
  return rows.map(({ line, period }) => ({ ...line, period: line.kind === 'dienst' ? period : null }));
};

/** The offerte with this id and its current version; undefined when there is none. */
export const loadOfferte = async (
  db: DbOrTx,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<LoadedOfferte | undefined> => {
  const query = db.select().from(offertes).where(eq(offertes.id, id));
  const [offerte] = options.forUpdate ? await query.for('update') : await query;
  if (!offerte) return undefined;
  const [version] = await db
    .select()
    .from(offerteVersions)
    .where(and(eq(offerteVersions.offerteId, id), eq(offerteVersions.version, offerte.currentVersion)));
  const [customer] = await db.select().from(customers).where(eq(customers.id, offerte.customerId));
  const [acceptance] = await db.select().from(offerteAcceptances).where(eq(offerteAcceptances.offerteId, id));
  return {
    offerte,
    version: version!,
    lines: await linesOf(db, version!.id),
    customer: customer!,
    acceptance: acceptance ?? null,
  };
};

/** Whether the offerte holds a recurring service: `opdrachten` does not see those. */
export const hasRecurringLines = (loaded: Pick<LoadedOfferte, 'lines'>): boolean =>
  loaded.lines.some((line) => line.kind === 'dienst');

const toWireLine = (line: LineRow): OfferteLine => ({
  id: line.id,
  kind: line.kind,
  description: line.description,
  optional: line.optional,
  unit_cents: line.unitCents,
  quantity: line.quantity,
  vat_rate: line.vatRate,
  period: line.period,
  product_id: line.productId,
  total_cents: offerteLineCents(line),
});

/** What the customer sees of an offerte (the staff view adds to it). */
export const toCustomerOfferte = (loaded: LoadedOfferte, now = new Date()): CustomerOfferte => {
  const { offerte, version, acceptance } = loaded;
  return {
    id: offerte.id,
    number: offerte.number ?? '',
    title: version.title,
    status: offerte.status,
    version: version.version,
    valid_until: version.validUntil,
    introduction_html: version.introductionHtml,
    terms_html: version.termsHtml,
    deposit_percent: version.depositPercent,
    lines: loaded.lines.map(toWireLine),
    acceptable: offerteAcceptable(offerte.status, version.validUntil, todayInAmsterdam(now)),
    sent_at: offerte.sentAt?.toISOString() ?? null,
    accepted: acceptance
      ? {
          version: acceptance.version,
          name: acceptance.signerName,
          function: acceptance.signerFunction,
          accepted_at: acceptance.acceptedAt.toISOString(),
          option_ids: acceptance.optionLineIds,
          pdf_sha256: acceptance.pdfSha256,
        }
      : null,
    declined:
      offerte.declinedAt && offerte.declineReason !== null
        ? { reason: offerte.declineReason, declined_at: offerte.declinedAt.toISOString() }
        : null,
  };
};
