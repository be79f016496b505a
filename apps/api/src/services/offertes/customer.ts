import {
  type AcceptOfferteBody,
  type CustomerOfferte,
  type CustomerOfferteSummary,
  OFFERTE_ACCEPT_STATEMENT,
  OFFERTE_MESSAGES,
  ORDERS_TEAM,
  offerteAcceptable,
  todayInAmsterdam,
} from '@maatwerk/contract';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { offerteAcceptances, offertes } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { recordCustomerAudit } from '../audit.ts';
import { customerFor, type TeamCaller } from '../team-access.ts';
import { createUserStory } from '../user-stories/write.ts';
import { queueAcceptanceMails } from './acceptance-mail.ts';
import { startWork } from './acceptance-work.ts';
import { renderOffertePdf, sha256Hex } from './pdf.ts';
import { hasRecurringLines, type LoadedOfferte, loadOfferte, toCustomerOfferte } from './read.ts';

/** A customer's person calling from the portal, with where from and which browser (the evidence). */
export interface OfferteCaller extends TeamCaller {
  address: string;
  userAgent: string | undefined;
}

/**
 * The caller's own sent offerte. Another customer's, a concept, or (for `opdrachten`) one with a
 * recurring service is 404, alike, so that nothing tells them apart.
 */
const findOwn = async (
  db: DbOrTx,
  caller: TeamCaller,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<LoadedOfferte> => {
  const customerId = customerFor(caller, ORDERS_TEAM);
  const loaded = await loadOfferte(db, id, options);
  if (
    !loaded ||
    loaded.offerte.customerId !== customerId ||
    loaded.offerte.status === 'concept' ||
    (caller.teamRole !== 'eigenaar' && hasRecurringLines(loaded))
  )
    throw notFound(OFFERTE_MESSAGES.notFound);
  return loaded;
};

/** The customer's sent offertes, newest first. */
export const listOwnOffertes = async (
  db: DbOrTx,
  caller: TeamCaller,
  now = new Date(),
): Promise<CustomerOfferteSummary[]> => {
  const customerId = customerFor(caller, ORDERS_TEAM);
  const rows = await db
    .select({ id: offertes.id })
    .from(offertes)
    .where(and(eq(offertes.customerId, customerId), ne(offertes.status, 'concept')))
    .orderBy(desc(offertes.sentAt), desc(offertes.id));
  const list: CustomerOfferteSummary[] = [];
  for (const { id } of rows) {
    const loaded = await loadOfferte(db, id);
    if (!loaded || (caller.teamRole !== 'eigenaar' && hasRecurringLines(loaded))) continue;
    const view = toCustomerOfferte(loaded, now);
    list.push({
      id: view.id,
      number: view.number,
      title: view.title,
      status: view.status,
      version: view.version,
      valid_until: view.valid_until,
      acceptable: view.acceptable,
      sent_at: view.sent_at,
    });
  }
  return list;
};

export const getOwnOfferte = async (db: DbOrTx, caller: TeamCaller, id: number): Promise<CustomerOfferte> =>
  toCustomerOfferte(await findOwn(db, caller, id));

/** The PDF of the current version; an accepted offerte's with its evidence page. */
export const ownOffertePdf = async (
  db: DbOrTx,
  caller: TeamCaller,
  id: number,
): Promise<{ pdf: Buffer; filename: string }> => {
  const loaded = await findOwn(db, caller, id);
  return {
    pdf: await renderOffertePdf(loaded, { evidence: true }),
    filename: `offerte-${loaded.offerte.number}-v${loaded.version.version}.pdf`,
  };
};

/**
 * Accepts the version the customer saw with the options ticked: records the evidence (version,
 * SHA-256 of that version's PDF, time, address, browser, person, name and function, the statement)
 * and starts the work, in one transaction under the offerte's row lock. A second call, also at the
 * same moment, waits for the first and answers the same acceptance. Past its date, declined, or
 * changed since (another version): refused.
 */
export const acceptOfferte = async (
  db: Db,
  caller: OfferteCaller,
  id: number,
  body: z.output<typeof AcceptOfferteBody>,
  now = new Date(),
): Promise<CustomerOfferte> => {
  const loaded = await db.transaction(async (tx) => {
    const before = await findOwn(tx, caller, id, { forUpdate: true });
    if (before.offerte.status === 'geaccepteerd') return before;
    if (before.offerte.status === 'afgewezen') throw new HttpError('conflict', OFFERTE_MESSAGES.final);
    if (body.version !== before.version.version)
      throw new HttpError('conflict', OFFERTE_MESSAGES.otherVersion);
    if (!offerteAcceptable(before.offerte.status, before.version.validUntil, todayInAmsterdam(now)))
      throw new HttpError('conflict', OFFERTE_MESSAGES.expired);
    const optional = new Set(before.lines.filter((line) => line.optional).map((line) => line.id));
    const optionIds = [...new Set(body.option_ids)];
    if (optionIds.some((lineId) => !optional.has(lineId)))
      throw new HttpError('validation_failed', OFFERTE_MESSAGES.unknownOption, {
        fields: { option_ids: OFFERTE_MESSAGES.unknownOption },
      });

    const shown = await renderOffertePdf(before);
    await tx.insert(offerteAcceptances).values({
      offerteId: id,
      versionId: before.version.id,
      version: before.version.version,
      userId: caller.userId,
      signerName: body.name,
      signerFunction: body.function,
      statement: OFFERTE_ACCEPT_STATEMENT,
      optionLineIds: optionIds,
      pdfSha256: sha256Hex(shown),
      address: caller.address,
      userAgent: caller.userAgent ?? '',
      acceptedAt: now,
    });
    await tx.update(offertes).set({ status: 'geaccepteerd', updatedAt: now }).where(eq(offertes.id, id));
    const accepted = await findOwn(tx, caller, id);
    await startWork(tx, accepted, caller.userId, now);
    await recordCustomerAudit(tx, caller, {
      action: 'offerte.accept',
      entity: 'offerte',
      entityId: id,
      after: {
        version: before.version.version,
        option_ids: optionIds,
        name: body.name,
        function: body.function,
      },
    });
    await queueAcceptanceMails(tx, id, caller.userId);
    return findOwn(tx, caller, id);
  });
  return toCustomerOfferte(loaded, now);
};

/** Declines a sent offerte with the customer's reason; it never changes after. */
export const declineOfferte = async (
  db: Db,
  caller: OfferteCaller,
  id: number,
  reason: string,
  now = new Date(),
): Promise<CustomerOfferte> => {
  const loaded = await db.transaction(async (tx) => {
    const before = await findOwn(tx, caller, id, { forUpdate: true });
    if (before.offerte.status !== 'verzonden') throw new HttpError('conflict', OFFERTE_MESSAGES.final);
    await tx
      .update(offertes)
      .set({ status: 'afgewezen', declinedAt: now, declineReason: reason, updatedAt: now })
      .where(eq(offertes.id, id));
    await recordCustomerAudit(tx, caller, {
      action: 'offerte.decline',
      entity: 'offerte',
      entityId: id,
      after: { version: before.version.version, reason },
    });
    return findOwn(tx, caller, id);
  });
  return toCustomerOfferte(loaded, now);
};

/** A question about an offerte becomes an order, so that staff answer it in the order's thread. */
export const askOfferteQuestion = async (
  db: Db,
  caller: TeamCaller,
  id: number,
  bodyHtml: string,
): Promise<{ order_id: number }> => {
  const { offerte, version } = await findOwn(db, caller, id);
  const order = await createUserStory(db, caller, {
    title: `Vraag over offerte ${offerte.number} (versie ${version.version})`,
    description_html: bodyHtml,
    priority: 3,
  });
  return { order_id: order.id };
};
