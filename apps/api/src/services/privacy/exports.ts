import { type DataExport, type DataExportScope, dataExportMessages, OWNER_ONLY } from '@maatwerk/contract';
import { and, desc, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { dataExportChunks, dataExports, jobs, users } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { enqueueJob } from '../jobs.ts';
import type { TeamCaller } from '../team-access.ts';
import { DATA_EXPORT_ATTEMPTS, DATA_EXPORT_QUEUE } from './queue.ts';

/** How many of a person's exports the page lists. */
const LISTED = 10;
/** The bytes of a downloaded export stay this long, for a download still under way. */
const KEPT_AFTER_DOWNLOAD_MS = 60 * 60 * 1000;

type ExportRow = typeof dataExports.$inferSelect;
type Listed = { row: ExportRow; jobStatus: string | null; jobError: string | null };

const notFound = () => new HttpError('not_found', dataExportMessages.notFound);

/** The export as the portal shows it; one whose job's instance stopped for good has failed. */
export const dataExportOnWire = ({ row, jobStatus, jobError }: Listed, now = new Date()): DataExport => {
  const lost = (row.status === 'queued' || row.status === 'running') && jobStatus === 'failed';
  const state = lost
    ? 'failed'
    : row.status === 'ready' && row.downloadedAt
      ? 'downloaded'
      : row.status === 'ready' && row.expiresAt && row.expiresAt <= now
        ? 'expired'
        : row.status;
  const percent =
    row.status === 'ready' ? 100 : row.total > 0 ? Math.min(99, Math.floor((row.done / row.total) * 100)) : 0;
  return {
    id: row.id,
    scope: row.scope,
    state,
    percent,
    size_bytes: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
    ready_at: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    downloaded_at: row.downloadedAt?.toISOString() ?? null,
    error: state === 'failed' ? (row.error ?? jobError ?? dataExportMessages.failed) : null,
  };
};

const exportsWithJobs = (db: DbOrTx) =>
  db
    .select({ row: dataExports, jobStatus: jobs.status, jobError: jobs.error })
    .from(dataExports)
    .leftJoin(jobs, eq(jobs.id, dataExports.jobId));

/** The caller's own export, or 404: another person's export is not there for them. */
const ownExport = async (db: DbOrTx, caller: TeamCaller, id: string): Promise<Listed> => {
  const [found] = await exportsWithJobs(db).where(
    and(
      eq(dataExports.id, id),
      eq(dataExports.userId, caller.userId),
      eq(dataExports.customerId, caller.customerId),
    ),
  );
  if (!found) throw notFound();
  return found;
};

/**
 * Asks for a copy: of the caller's own data, or as eigenaar of the company's. One of each scope
 * runs at a time per person; a second request while it runs answers 409.
 */
export const requestDataExport = async (
  db: DbOrTx,
  caller: TeamCaller,
  scope: DataExportScope,
): Promise<DataExport> => {
  if (scope === 'company' && !OWNER_ONLY.includes(caller.teamRole))
    throw new HttpError('forbidden', dataExportMessages.companyOnlyOwner);
  const customerId = caller.customerId;
  const id = await db.transaction(async (tx) => {
    // One request at a time per person: the row of the person is the lock.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.userId)).for('update');
    const running = await exportsWithJobs(tx).where(
      and(
        eq(dataExports.userId, caller.userId),
        eq(dataExports.scope, scope),
        inArray(dataExports.status, ['queued', 'running']),
      ),
    );
    if (running.some((one) => dataExportOnWire(one).state !== 'failed'))
      throw new HttpError('conflict', dataExportMessages.stillRunning);
    const [row] = await tx
      .insert(dataExports)
      .values({ customerId, userId: caller.userId, scope })
      .returning({ id: dataExports.id });
    const job = await enqueueJob(tx, {
      queue: DATA_EXPORT_QUEUE,
      customerId,
      payload: { exportId: row!.id },
      // A build starts over from nothing (its earlier pieces removed): one whose instance died
      // mid-way is built again, rather than lost.
      maxAttempts: DATA_EXPORT_ATTEMPTS,
    });
    await tx.update(dataExports).set({ jobId: job.id }).where(eq(dataExports.id, row!.id));
    return row!.id;
  });
  return dataExportOnWire(await ownExport(db, caller, id));
};

/** The caller's exports, newest first. */
export const listDataExports = async (db: DbOrTx, caller: TeamCaller): Promise<DataExport[]> => {
  const rows = await exportsWithJobs(db)
    .where(and(eq(dataExports.userId, caller.userId), eq(dataExports.customerId, caller.customerId)))
    .orderBy(desc(dataExports.createdAt))
    .limit(LISTED);
  return rows.map((one) => dataExportOnWire(one));
};

export const getDataExport = async (db: DbOrTx, caller: TeamCaller, id: string): Promise<DataExport> =>
  dataExportOnWire(await ownExport(db, caller, id));

/**
 * Takes the one download of a ready export: the update that marks it downloaded is the moment it
 * is used, so two downloads at once get it once. Answers its size; the refusals say why in Dutch.
 */
export const takeDataExportDownload = async (
  db: DbOrTx,
  caller: TeamCaller,
  id: string,
  now = new Date(),
): Promise<{ sizeBytes: number; createdAt: Date }> => {
  const found = await ownExport(db, caller, id);
  const [taken] = await db
    .update(dataExports)
    .set({ downloadedAt: now })
    .where(
      and(
        eq(dataExports.id, found.row.id),
        eq(dataExports.status, 'ready'),
        sql`${dataExports.downloadedAt} is null`,
        sql`${dataExports.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .returning();
  if (taken) return { sizeBytes: taken.sizeBytes ?? 0, createdAt: taken.createdAt };
  const state = dataExportOnWire(found, now).state;
  if (state === 'downloaded') throw new HttpError('conflict', dataExportMessages.alreadyDownloaded);
  if (state === 'expired') throw new HttpError('conflict', dataExportMessages.expired);
  if (state === 'failed') throw new HttpError('conflict', dataExportMessages.failed);
  throw new HttpError('conflict', dataExportMessages.notReady);
};

/** The ZIP's bytes, piece by piece. */
export async function* dataExportBytes(db: DbOrTx, id: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq += 1) {
    const [row] = await db
      .select({ data: dataExportChunks.data })
      .from(dataExportChunks)
      .where(and(eq(dataExportChunks.exportId, id), eq(dataExportChunks.seq, seq)));
    if (!row) return;
    yield row.data;
  }
}

/**
 * Removes the bytes of exports that were downloaded (an hour ago, for a download still under way)
 * or expired; the rows stay, so the page shows what became of them. Any instance may run it.
 */
export const removeUsedExports = async (db: DbOrTx, now: Date): Promise<number> => {
  const used = db
    .select({ id: dataExports.id })
    .from(dataExports)
    .where(
      or(
        and(
          isNotNull(dataExports.downloadedAt),
          lt(dataExports.downloadedAt, new Date(now.getTime() - KEPT_AFTER_DOWNLOAD_MS)),
        ),
        lt(dataExports.expiresAt, now),
      ),
    );
  const removed = await db
    .delete(dataExportChunks)
    .where(and(inArray(dataExportChunks.exportId, used), eq(dataExportChunks.seq, 0)))
    .returning({ id: dataExportChunks.exportId });
  if (removed.length > 0)
    await db.delete(dataExportChunks).where(
      inArray(
        dataExportChunks.exportId,
        removed.map((row) => row.id),
      ),
    );
  return removed.length;
};
