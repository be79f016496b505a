import {
  type AgreementAcceptance,
  agreementMessages,
  type CustomerAgreement,
  OWNER_ONLY,
} from '@maatwerk/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { agreementAcceptances, agreementDocuments, customers, users } from '../../db/schema.ts';
import type { Client } from '../../lib/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordCustomerAudit } from '../audit.ts';
import { customerFor, type TeamCaller } from '../team-access.ts';
import { type AgreementDocument, currentDocuments, findDocument, isCurrent } from './documents.ts';
import { evidenceOf } from './evidence.ts';

type AcceptanceRow = typeof agreementAcceptances.$inferSelect;

const toCustomerWire = (doc: AgreementDocument, accepted: AcceptanceRow | undefined): CustomerAgreement => ({
  id: doc.id,
  kind: doc.kind,
  version: doc.version,
  title: doc.title,
  effective_on: doc.effectiveOn,
  content_html: doc.contentHtml,
  sha256: doc.sha256,
  accepted: accepted
    ? { person_name: accepted.personName, accepted_at: accepted.acceptedAt.toISOString() }
    : null,
});

const acceptancesOf = async (db: DbOrTx, customerId: number, documentIds: string[]) =>
  documentIds.length === 0
    ? []
    : db
        .select()
        .from(agreementAcceptances)
        .where(
          and(
            eq(agreementAcceptances.customerId, customerId),
            inArray(agreementAcceptances.documentId, documentIds),
          ),
        );

/** The current version of each document, and whether the caller's company accepted it: every role reads. */
export const listCustomerAgreements = async (
  db: DbOrTx,
  caller: TeamCaller,
  now = new Date(),
): Promise<CustomerAgreement[]> => {
  const current = await currentDocuments(db, now);
  const accepted = await acceptancesOf(
    db,
    caller.customerId,
    current.map((doc) => doc.id),
  );
  return current.map((doc) =>
    toCustomerWire(
      doc,
      accepted.find((row) => row.documentId === doc.id),
    ),
  );
};

/**
 * The eigenaar accepts the current version of a document for the company. The hash the browser
 * sends must be that of the text it was given, so what is recorded is what was shown. Idempotent:
 * the unique (document, company) keeps one acceptance, and a second answers the first unchanged.
 */
export const acceptAgreement = async (
  db: Db,
  caller: TeamCaller,
  input: { document: string; sha256: string },
  client: Client,
  now = new Date(),
): Promise<CustomerAgreement> => {
  const customerId = customerFor(caller, OWNER_ONLY);
  const doc = await findDocument(db, input.document);
  const [existing] = await acceptancesOf(db, customerId, [doc.id]);
  if (existing) return toCustomerWire(doc, existing);
  if (!isCurrent(await currentDocuments(db, now), doc.id))
    throw new HttpError('conflict', agreementMessages.notCurrent);
  if (input.sha256 !== doc.sha256) throw new HttpError('conflict', agreementMessages.textChanged);
  const [person] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, caller.userId));
  const evidence = evidenceOf(
    { version: doc.version, text: doc.contentHtml },
    { userId: caller.userId, name: `${person?.firstName ?? ''} ${person?.lastName ?? ''}`.trim() },
    client,
    now,
  );
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(agreementAcceptances)
      .values({ documentId: doc.id, customerId, ...evidence })
      .onConflictDoNothing()
      .returning();
    if (!inserted) return undefined;
    await recordCustomerAudit(
      tx,
      { userId: caller.userId, address: client.address },
      {
        action: 'agreement.accept',
        entity: 'agreement',
        entityId: doc.id,
        after: { version: doc.version, sha256: evidence.sha256, customer_id: customerId },
      },
    );
    return inserted;
  });
  // Two clicks at once: the one that lost the race answers the acceptance that won.
  const [kept] = row ? [row] : await acceptancesOf(db, customerId, [doc.id]);
  return toCustomerWire(doc, kept);
};

/** Who accepted this version for which company, and the evidence: every staff role reads. */
export const listAcceptances = async (db: DbOrTx, documentId: string): Promise<AgreementAcceptance[]> => {
  await findDocument(db, documentId);
  const rows = await db
    .select({ row: agreementAcceptances, customerName: customers.name })
    .from(agreementAcceptances)
    .innerJoin(customers, eq(customers.id, agreementAcceptances.customerId))
    .innerJoin(agreementDocuments, eq(agreementDocuments.id, agreementAcceptances.documentId))
    .where(eq(agreementAcceptances.documentId, documentId))
    .orderBy(desc(agreementAcceptances.acceptedAt));
  return rows.map(({ row, customerName }) => ({
    id: row.id,
    customer_id: row.customerId,
    customer_name: customerName,
    person_name: row.personName,
    version: row.version,
    sha256: row.sha256,
    address: row.address,
    user_agent: row.userAgent,
    accepted_at: row.acceptedAt.toISOString(),
  }));
};
