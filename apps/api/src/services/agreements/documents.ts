import {
  ADMIN_ONLY,
  agreementMessages,
  type PublishAgreementBody,
  richTextHasContent,
  type StaffAgreement,
} from '@maatwerk/contract';
import { count, desc, eq, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { agreementAcceptances, agreementDocuments, staffMembers } from '../../db/schema.ts';
import { today } from '../../lib/dates.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import { cleanRichText } from '../rich-text.ts';
import { requireStaffRole, type StaffWriter } from '../staff-writer.ts';
import { sha256OfText } from './evidence.ts';

export type AgreementDocument = typeof agreementDocuments.$inferSelect;

/**
 * The version of each kind customers are asked to accept now: of those in effect (effective_on on
 * or before today in Amsterdam), the latest effective, and of those the last published.
 */
export const currentDocuments = async (db: DbOrTx, now = new Date()): Promise<AgreementDocument[]> => {
  const rows = await db
    .selectDistinctOn([agreementDocuments.kind])
    .from(agreementDocuments)
    .where(lte(agreementDocuments.effectiveOn, today(now)))
    .orderBy(
      agreementDocuments.kind,
      desc(agreementDocuments.effectiveOn),
      desc(agreementDocuments.createdAt),
    );
  return rows;
};

export const isCurrent = (current: AgreementDocument[], id: string): boolean =>
  current.some((doc) => doc.id === id);

const toStaffWire = (
  row: AgreementDocument,
  publishedBy: string | null,
  acceptedCount: number,
  current: AgreementDocument[],
): StaffAgreement => ({
  id: row.id,
  kind: row.kind,
  version: row.version,
  title: row.title,
  effective_on: row.effectiveOn,
  content_html: row.contentHtml,
  sha256: row.sha256,
  published_by: publishedBy,
  created_at: row.createdAt.toISOString(),
  current: isCurrent(current, row.id),
  accepted_count: acceptedCount,
});

/** Every published version, newest first, with how many companies accepted each. */
export const listStaffAgreements = async (db: DbOrTx, now = new Date()): Promise<StaffAgreement[]> => {
  const accepted = db
    .select({ documentId: agreementAcceptances.documentId, n: count().as('n') })
    .from(agreementAcceptances)
    .groupBy(agreementAcceptances.documentId)
    .as('accepted');
  const rows = await db
    .select({ row: agreementDocuments, publishedBy: staffMembers.name, n: accepted.n })
    .from(agreementDocuments)
    .leftJoin(staffMembers, eq(staffMembers.id, agreementDocuments.publishedByStaffId))
    .leftJoin(accepted, eq(accepted.documentId, agreementDocuments.id))
    .orderBy(desc(agreementDocuments.createdAt));
  const current = await currentDocuments(db, now);
  return rows.map(({ row, publishedBy, n }) => toStaffWire(row, publishedBy, Number(n ?? 0), current));
};

/**
 * Publishes a new version (beheerders), its text sanitised as every rich text is; the hash is of
 * the sanitised text, which is what the portal shows. A kind and version published before is 409.
 */
export const publishAgreement = async (
  db: Db,
  actor: StaffWriter,
  body: z.output<typeof PublishAgreementBody>,
  now = new Date(),
): Promise<StaffAgreement> => {
  requireStaffRole(actor, ADMIN_ONLY);
  const contentHtml = await cleanRichText(body.content_html);
  if (!richTextHasContent(contentHtml))
    throw new HttpError('validation_failed', undefined, { fields: { content_html: 'Tekst is verplicht.' } });
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(agreementDocuments)
      .values({
        kind: body.kind,
        version: body.version,
        title: body.title,
        effectiveOn: body.effective_on,
        contentHtml,
        sha256: sha256OfText(contentHtml),
        publishedByStaffId: actor.staffId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new HttpError('conflict', agreementMessages.versionTaken);
    await recordAudit(tx, actor, {
      action: 'agreement.publish',
      entity: 'agreement',
      entityId: row.id,
      after: {
        kind: row.kind,
        version: row.version,
        title: row.title,
        effective_on: row.effectiveOn,
        sha256: row.sha256,
      },
    });
    return row.id;
  });
  const listed = await listStaffAgreements(db, now);
  return listed.find((one) => one.id === id)!;
};

/** A published document by id, or 404. */
export const findDocument = async (db: DbOrTx, id: string): Promise<AgreementDocument> => {
  const [row] = await db.select().from(agreementDocuments).where(eq(agreementDocuments.id, id));
  if (!row) throw new HttpError('not_found', agreementMessages.notFound);
  return row;
};
