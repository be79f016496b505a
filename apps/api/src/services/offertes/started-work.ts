import { type OfferteWork, offerteLineChosen, offerteTotals } from '@maatwerk/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  invoiceLines,
  invoices,
  proFormaLines,
  servicePeriods,
  services,
  timeEntries,
  userStories,
} from '../../db/schema.ts';
import type { LoadedOfferte } from './read.ts';

/**
 * What an accepted offerte started, as staff follow it in one view: per line the order (with its
 * estimate and the hours the customer approved) or the service; the invoices that billed the
 * deposit, the approved hours of those orders and the periods of those services; and the amount
 * accepted against the amount billed on sent invoices (excluding VAT).
 */
export const startedWorkOf = async (db: DbOrTx, loaded: LoadedOfferte): Promise<OfferteWork> => {
  const chosenIds = loaded.acceptance?.optionLineIds ?? [];
  const lines = loaded.lines.filter((line) => offerteLineChosen(line, chosenIds));
  const storyIds = lines.flatMap((line) => (line.userStoryId ? [line.userStoryId] : []));
  const serviceIds = lines.flatMap((line) => (line.serviceId ? [line.serviceId] : []));

  const stories = storyIds.length
    ? await db
        .select({
          id: userStories.id,
          title: userStories.title,
          status: userStories.status,
          estimateMinutes: userStories.estimateMinutes,
          approvedMinutes: sql<number>`coalesce((select sum(${timeEntries.minutes}) from ${timeEntries} where ${timeEntries.userStoryId} = ${userStories.id} and ${timeEntries.approvalState} = 'goedgekeurd'), 0)`,
        })
        .from(userStories)
        .where(inArray(userStories.id, storyIds))
    : [];
  const storyById = new Map(stories.map((story) => [story.id, story]));
  const serviceRows = serviceIds.length
    ? await db
        .select({ id: services.id, description: services.description, status: services.status })
        .from(services)
        .where(inArray(services.id, serviceIds))
    : [];
  const serviceById = new Map(serviceRows.map((row) => [row.id, row]));

  // The hours of these orders that went on an invoice, and the periods of these services.
  const hourLines = storyIds.length
    ? await db
        .select({
          invoiceId: proFormaLines.invoiceId,
          cents: sql<number>`(${proFormaLines.quantity} * ${proFormaLines.unitPriceCents}) / 100`,
        })
        .from(proFormaLines)
        .innerJoin(timeEntries, eq(timeEntries.id, proFormaLines.timeEntryId))
        .where(and(inArray(timeEntries.userStoryId, storyIds), sql`${proFormaLines.invoiceId} is not null`))
    : [];
  const periodInvoices = serviceIds.length
    ? await db
        .select({ invoiceId: servicePeriods.invoiceId })
        .from(servicePeriods)
        .where(
          and(inArray(servicePeriods.serviceId, serviceIds), sql`${servicePeriods.invoiceId} is not null`),
        )
    : [];
  const depositId = loaded.offerte.depositInvoiceId;
  const invoiceIds = [
    ...new Set([
      ...(depositId ? [depositId] : []),
      ...hourLines.map((line) => line.invoiceId!),
      ...periodInvoices.map((row) => row.invoiceId!),
    ]),
  ];
  const invoiceRows = invoiceIds.length
    ? await db
        .select({
          id: invoices.id,
          number: invoices.number,
          status: invoices.status,
          description: invoices.description,
        })
        .from(invoices)
        .where(inArray(invoices.id, invoiceIds))
        .orderBy(invoices.id)
    : [];
  const sent = new Set(invoiceRows.filter((row) => row.status === 'sent').map((row) => row.id));

  let billedCents = hourLines
    .filter((line) => sent.has(line.invoiceId!))
    .reduce((sum, line) => sum + Math.round(Number(line.cents)), 0);
  if (depositId && sent.has(depositId)) {
    const [deposit] = await db
      .select({
        cents: sql<number>`coalesce(sum(${invoiceLines.quantity} * ${invoiceLines.unitPriceCents} / 100), 0)`,
      })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, depositId));
    billedCents += Math.round(Number(deposit?.cents ?? 0));
  }

  const totals = offerteTotals(lines, chosenIds, loaded.version.depositPercent);
  return {
    lines: lines.map((line) => {
      const story = line.userStoryId ? storyById.get(line.userStoryId) : undefined;
      const service = line.serviceId ? serviceById.get(line.serviceId) : undefined;
      return {
        line_id: line.id,
        description: line.description,
        order: story
          ? {
              id: story.id,
              title: story.title,
              status: story.status,
              estimate_minutes: story.estimateMinutes,
              approved_minutes: Number(story.approvedMinutes),
            }
          : null,
        service: service ?? null,
      };
    }),
    invoices: invoiceRows,
    accepted_cents: totals.oneOffCents + totals.recurringCents,
    billed_cents: billedCents,
  };
};
