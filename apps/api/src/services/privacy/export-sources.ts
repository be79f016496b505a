import type { DataExportScope } from '@maatwerk/contract';
import { and, type Column, eq, getTableColumns, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  agreementAcceptances,
  apiKeys,
  attachments,
  cartOrders,
  chatMessages,
  chats,
  customers,
  domainOrders,
  domains,
  emergencyRequests,
  hostingPackages,
  hourBundles,
  hourBundleUsages,
  invoiceLines,
  invoicePayments,
  invoices,
  offerteAcceptances,
  offerteLines,
  offertes,
  offerteVersions,
  orderSatisfaction,
  passkeys,
  proFormaLines,
  reservations,
  securityEvents,
  servers,
  servicePeriods,
  serviceRequests,
  services,
  sessions,
  subscriptions,
  timeEntries,
  userStories,
  userStoryReplies,
  users,
  webhookEndpoints,
} from '../../db/schema.ts';
import { isExported, personalDataMap } from './personal-data-map.ts';

/** Whose data a copy holds: one person's, or (an eigenaar's request) the whole company's. */
export interface ExportOwner {
  scope: DataExportScope;
  customerId: number;
  userId: number;
}

/**
 * One JSON file of the copy: the rows of one table that belong to the owner. `rows` answers the
 * condition for the scope, or undefined when the table has nothing of that scope.
 */
export interface ExportSource {
  file: string;
  table: PgTable;
  rows: (owner: ExportOwner) => SQL | undefined;
}

const companyPeople = (db: DbOrTx, customerId: number) =>
  db.select({ id: users.id }).from(users).where(eq(users.customerId, customerId));
const companyStories = (db: DbOrTx, customerId: number) =>
  db.select({ id: userStories.id }).from(userStories).where(eq(userStories.customerId, customerId));
const companyOffertes = (db: DbOrTx, customerId: number) =>
  db.select({ id: offertes.id }).from(offertes).where(eq(offertes.customerId, customerId));
const companyInvoices = (db: DbOrTx, customerId: number) =>
  db.select({ id: invoices.id }).from(invoices).where(eq(invoices.customerId, customerId));
/** Replies the customer sees: never the provider's internal notes. */
const customerReplies = (db: DbOrTx, customerId: number) =>
  db
    .select({ id: userStoryReplies.id })
    .from(userStoryReplies)
    .where(
      and(
        inArray(userStoryReplies.userStoryId, companyStories(db, customerId)),
        eq(userStoryReplies.kind, 'reply'),
      ),
    );

/** A row the person made or that is about them, within their own company. */
const personal = (owner: ExportOwner, company: SQL | undefined, person: SQL | undefined): SQL | undefined =>
  owner.scope === 'company' ? company : person;

/**
 * The company's rows (`inCompany`); a person's copy only those of them that person made or answered
 * (`person`, the column that names them).
 */
const madeBy =
  (inCompany: (owner: ExportOwner) => SQL | undefined, person: Column) =>
  (owner: ExportOwner): SQL | undefined =>
    and(inCompany(owner), owner.scope === 'person' ? eq(person, owner.userId) : undefined);

/** Every file of the copy but the attachments' and invoices' own files (build-export.ts). */
export const exportSources = (db: DbOrTx): ExportSource[] => {
  const byCustomer = (column: Parameters<typeof eq>[0]) => (owner: ExportOwner) =>
    personal(owner, eq(column, owner.customerId), undefined);
  return [
    { file: 'bedrijf.json', table: customers, rows: byCustomer(customers.id) },
    {
      file: 'personen.json',
      table: users,
      rows: (owner) => personal(owner, eq(users.customerId, owner.customerId), eq(users.id, owner.userId)),
    },
    ...[
      { file: 'beveiligingslogboek.json', table: securityEvents, column: securityEvents.userId },
      { file: 'sessies.json', table: sessions, column: sessions.userId },
      { file: 'passkeys.json', table: passkeys, column: passkeys.userId },
    ].map(({ file, table, column }) => ({
      file,
      table,
      rows: (owner: ExportOwner) =>
        personal(owner, inArray(column, companyPeople(db, owner.customerId)), eq(column, owner.userId)),
    })),
    {
      file: 'api-sleutels.json',
      table: apiKeys,
      rows: madeBy((owner) => eq(apiKeys.customerId, owner.customerId), apiKeys.createdByUserId),
    },
    { file: 'webhooks.json', table: webhookEndpoints, rows: byCustomer(webhookEndpoints.customerId) },
    {
      file: 'opdrachten.json',
      table: userStories,
      rows: madeBy((owner) => eq(userStories.customerId, owner.customerId), userStories.createdByUserId),
    },
    {
      file: 'reacties.json',
      table: userStoryReplies,
      rows: madeBy(
        (owner) => inArray(userStoryReplies.id, customerReplies(db, owner.customerId)),
        userStoryReplies.authorUserId,
      ),
    },
    {
      file: 'bijlagen.json',
      table: attachments,
      rows: madeBy(
        (owner) =>
          and(
            inArray(attachments.userStoryId, companyStories(db, owner.customerId)),
            or(
              isNull(attachments.replyId),
              inArray(attachments.replyId, customerReplies(db, owner.customerId)),
            ),
          ),
        attachments.uploadedByUserId,
      ),
    },
    {
      // The visitor's and staff's lines of the company's chats; internal notes are staff's, not theirs.
      file: 'chatberichten.json',
      table: chatMessages,
      rows: (owner) =>
        and(
          eq(chatMessages.internal, false),
          inArray(
            chatMessages.chatId,
            db
              .select({ id: chats.id })
              .from(chats)
              .where(
                and(
                  eq(chats.customerId, owner.customerId),
                  owner.scope === 'person' ? eq(chats.userId, owner.userId) : undefined,
                ),
              ),
          ),
        ),
    },
    {
      file: 'uren.json',
      table: timeEntries,
      rows: madeBy(
        (owner) => inArray(timeEntries.userStoryId, companyStories(db, owner.customerId)),
        timeEntries.answeredByUserId,
      ),
    },
    ...[
      {
        file: 'reserveringen.json',
        table: reservations,
        customer: reservations.customerId,
        person: reservations.userId,
      },
      {
        file: 'noodoproepen.json',
        table: emergencyRequests,
        customer: emergencyRequests.customerId,
        person: emergencyRequests.userId,
      },
      {
        file: 'bestellingen.json',
        table: cartOrders,
        customer: cartOrders.customerId,
        person: cartOrders.userId,
      },
      { file: 'chats.json', table: chats, customer: chats.customerId, person: chats.userId },
      {
        file: 'tevredenheid.json',
        table: orderSatisfaction,
        customer: orderSatisfaction.customerId,
        person: orderSatisfaction.userId,
      },
    ].map(({ file, table, customer, person }) => ({
      file,
      table,
      rows: madeBy((owner) => eq(customer, owner.customerId), person),
    })),
    {
      // Who accepted which version of the verwerkersovereenkomst and terms (decision 0067).
      file: 'akkoorden.json',
      table: agreementAcceptances,
      rows: madeBy(
        (owner) => eq(agreementAcceptances.customerId, owner.customerId),
        agreementAcceptances.userId,
      ),
    },
    { file: 'facturen.json', table: invoices, rows: byCustomer(invoices.customerId) },
    {
      file: 'factuurregels.json',
      table: invoiceLines,
      rows: (owner) =>
        personal(owner, inArray(invoiceLines.invoiceId, companyInvoices(db, owner.customerId)), undefined),
    },
    {
      file: 'betalingen.json',
      table: invoicePayments,
      rows: (owner) =>
        personal(owner, inArray(invoicePayments.invoiceId, companyInvoices(db, owner.customerId)), undefined),
    },
    { file: 'nog-te-factureren.json', table: proFormaLines, rows: byCustomer(proFormaLines.customerId) },
    { file: 'abonnementen.json', table: subscriptions, rows: byCustomer(subscriptions.customerId) },
    { file: 'diensten.json', table: services, rows: byCustomer(services.customerId) },
    {
      file: 'dienstperiodes.json',
      table: servicePeriods,
      rows: (owner) =>
        personal(
          owner,
          inArray(
            servicePeriods.serviceId,
            db.select({ id: services.id }).from(services).where(eq(services.customerId, owner.customerId)),
          ),
          undefined,
        ),
    },
    {
      // What the company's people asked of its services: all of them for the company, one's own
      // for a person.
      file: 'dienstverzoeken.json',
      table: serviceRequests,
      rows: (owner) =>
        personal(
          owner,
          inArray(
            serviceRequests.serviceId,
            db.select({ id: services.id }).from(services).where(eq(services.customerId, owner.customerId)),
          ),
          eq(serviceRequests.userId, owner.userId),
        ),
    },
    // Offertes (decision 0066): the company's; a person's copy holds the acceptances they signed.
    { file: 'offertes.json', table: offertes, rows: byCustomer(offertes.customerId) },
    {
      file: 'offerteversies.json',
      table: offerteVersions,
      rows: (owner) =>
        personal(owner, inArray(offerteVersions.offerteId, companyOffertes(db, owner.customerId)), undefined),
    },
    {
      file: 'offerteregels.json',
      table: offerteLines,
      rows: (owner) =>
        personal(
          owner,
          inArray(
            offerteLines.versionId,
            db
              .select({ id: offerteVersions.id })
              .from(offerteVersions)
              .where(inArray(offerteVersions.offerteId, companyOffertes(db, owner.customerId))),
          ),
          undefined,
        ),
    },
    {
      file: 'offerte-acceptaties.json',
      table: offerteAcceptances,
      rows: (owner) =>
        personal(
          owner,
          inArray(offerteAcceptances.offerteId, companyOffertes(db, owner.customerId)),
          and(
            inArray(offerteAcceptances.offerteId, companyOffertes(db, owner.customerId)),
            eq(offerteAcceptances.userId, owner.userId),
          ),
        ),
    },
    { file: 'urenbundels.json', table: hourBundles, rows: byCustomer(hourBundles.customerId) },
    {
      file: 'urenbundel-gebruik.json',
      table: hourBundleUsages,
      rows: (owner) =>
        personal(
          owner,
          inArray(
            hourBundleUsages.bundleId,
            db
              .select({ id: hourBundles.id })
              .from(hourBundles)
              .where(eq(hourBundles.customerId, owner.customerId)),
          ),
          undefined,
        ),
    },
    { file: 'domeinnamen.json', table: domains, rows: byCustomer(domains.customerId) },
    { file: 'domeinbestellingen.json', table: domainOrders, rows: byCustomer(domainOrders.customerId) },
    { file: 'hostingpakketten.json', table: hostingPackages, rows: byCustomer(hostingPackages.customerId) },
    { file: 'servers.json', table: servers, rows: byCustomer(servers.customerId) },
  ];
};

/** Tables whose data go into the copy as files of their own rather than as JSON rows. */
export const tablesExportedAsFiles = ['attachment_chunks', 'sent_invoice_pdfs'];

/**
 * The rows of one source as the copy writes them: by the columns' names in the database, only
 * the columns the personal-data map hands over.
 */
export const exportRows = async (db: DbOrTx, source: ExportSource, where: SQL): Promise<object[]> => {
  const { name } = getTableConfig(source.table);
  const treatments = personalDataMap[name] ?? {};
  const kept = Object.entries(getTableColumns(source.table)).filter(([, column]) =>
    isExported(treatments[column.name]),
  );
  const rows = (await db.select().from(source.table).where(where)) as Record<string, unknown>[];
  return rows.map((row) => Object.fromEntries(kept.map(([key, column]) => [column.name, row[key] ?? null])));
};
