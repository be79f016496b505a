import { DATA_EXPORT_VALID_HOURS, dataExportScopeLabels } from '@maatwerk/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Db } from '../../db/client.ts';
import { attachments, dataExportChunks, dataExports, invoices } from '../../db/schema.ts';
import { CHUNK_BYTES, databaseStorage, inPiecesOf } from '../attachments/database-storage.ts';
import { EInvoiceInvalid, renderInvoiceUbl, ublFilename } from '../e-invoice/index.ts';
import { loadInvoices } from '../invoices.ts';
import { sentPdfOf } from '../sent-invoice-pdfs.ts';
import { type ExportOwner, exportRows, exportSources } from './export-sources.ts';
import { queueDataExportMail } from './queue.ts';

/** How often the progress is written while the export is made: the portal polls about as often. */
const PROGRESS_EVERY_MS = 250;

const readme = (owner: ExportOwner, madeAt: Date): string =>
  [
    `${dataExportScopeLabels[owner.scope]}: een kopie van je gegevens bij Kodewerk (AVG, artikel 15 en 20).`,
    `Gemaakt op ${madeAt.toISOString()}.`,
    '',
    'Elk .json-bestand bevat de rijen van één soort gegevens, met de namen van de velden zoals wij ze opslaan.',
    'In de map bijlagen staan de bestanden van je opdrachten en reacties (id-naam);',
    'in de map facturen elke verstuurde factuur en creditnota als PDF en als e-factuur (UBL, .xml).',
    'Facturen bewaren wij zeven jaar, zoals de belastingwet vraagt; de rest verwijderen wij op verzoek.',
    '',
  ].join('\n');

/** The progress of one export, written now and then, never more than PROGRESS_EVERY_MS apart. */
const progressOf = (db: Db, exportId: string, total: number) => {
  let done = 0;
  let writtenAt = 0;
  return async (steps = 1) => {
    done += steps;
    if (Date.now() - writtenAt < PROGRESS_EVERY_MS && done < total) return;
    writtenAt = Date.now();
    await db.update(dataExports).set({ done, total }).where(eq(dataExports.id, exportId));
  };
};

/**
 * The ZIP of one owner's copy, piece by piece as it is made: the JSON files of every source, the
 * attachments' files as they are stored, each sent invoice as PDF and UBL. Stops between files
 * once `signal` is aborted.
 */
async function* zipOf(
  db: Db,
  exportId: string,
  owner: ExportOwner,
  signal: AbortSignal,
): AsyncGenerator<Buffer> {
  const out: Buffer[] = [];
  let failure: Error | undefined;
  const zip = new Zip((error, data) => {
    if (error) failure = error;
    else out.push(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
  });
  const written = function* () {
    if (failure) throw failure;
    signal.throwIfAborted();
    yield* out.splice(0);
  };
  const addText = (name: string, text: string) => {
    const file = new ZipDeflate(name, { level: 6 });
    zip.add(file);
    file.push(Buffer.from(text, 'utf8'), true);
  };

  const sources = exportSources(db).flatMap((source) => {
    const where = source.rows(owner);
    return where ? [{ source, where }] : [];
  });
  const files = sources.find(({ source }) => source.table === attachments);
  const fileRows = files
    ? await db
        .select({ id: attachments.id, name: attachments.name })
        .from(attachments)
        .where(and(files.where, eq(attachments.state, 'ready')))
    : [];
  const sent =
    owner.scope === 'company'
      ? await loadInvoices(db, and(eq(invoices.customerId, owner.customerId), eq(invoices.status, 'sent')))
      : [];
  const step = progressOf(db, exportId, sources.length + fileRows.length + sent.length + 1);

  addText('LEESMIJ.txt', readme(owner, new Date()));
  for (const { source, where } of sources) {
    addText(source.file, JSON.stringify(await exportRows(db, source, where), null, 2));
    yield* written();
    await step();
  }
  const storage = databaseStorage(db);
  for (const row of fileRows) {
    // Stored as they are: most files (images, PDF, office) are compressed already.
    const file = new ZipPassThrough(`bijlagen/${row.id}-${row.name}`);
    zip.add(file);
    for await (const piece of storage.read(row.id)) {
      file.push(piece);
      yield* written();
    }
    file.push(new Uint8Array(0), true);
    yield* written();
    await step();
  }
  for (const loaded of sent) {
    const number = loaded.invoice.number ?? String(loaded.invoice.id);
    const pdf = new ZipPassThrough(`facturen/${number}.pdf`);
    zip.add(pdf);
    pdf.push(await sentPdfOf(db, loaded), true);
    const ubl = await renderInvoiceUbl(loaded).catch((error: unknown) => {
      // An old document the e-invoice rules refuse still has its PDF.
      if (error instanceof EInvoiceInvalid) return undefined;
      throw error;
    });
    if (ubl) addText(`facturen/${ublFilename(loaded.invoice)}`, ubl);
    yield* written();
    await step();
  }
  zip.end();
  yield* written();
  await step();
}

/**
 * Makes one export: its ZIP into `data_export_chunks`, then ready for DATA_EXPORT_VALID_HOURS and
 * its mail queued, in one transaction. A run that was handed back starts over: its pieces go first.
 */
export const buildDataExport = async (
  db: Db,
  exportId: string,
  signal: AbortSignal,
): Promise<Record<string, unknown>> => {
  const [row] = await db.select().from(dataExports).where(eq(dataExports.id, exportId));
  if (!row || (row.status !== 'queued' && row.status !== 'running')) return { skipped: true };
  await db.delete(dataExportChunks).where(eq(dataExportChunks.exportId, exportId));
  await db
    .update(dataExports)
    .set({ status: 'running', done: 0, total: 0 })
    .where(eq(dataExports.id, exportId));
  const owner: ExportOwner = { scope: row.scope, customerId: row.customerId, userId: row.userId };
  let seq = 0;
  let sizeBytes = 0;
  for await (const piece of inPiecesOf(zipOf(db, exportId, owner, signal), CHUNK_BYTES)) {
    await db.insert(dataExportChunks).values({ exportId, seq, data: piece });
    seq += 1;
    sizeBytes += piece.length;
  }
  signal.throwIfAborted();
  const readyAt = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(dataExports)
      .set({
        status: 'ready',
        sizeBytes,
        readyAt,
        expiresAt: new Date(readyAt.getTime() + DATA_EXPORT_VALID_HOURS * 60 * 60 * 1000),
      })
      .where(and(eq(dataExports.id, exportId), inArray(dataExports.status, ['queued', 'running'])));
    await queueDataExportMail(tx, exportId);
  });
  return { sizeBytes, pieces: seq };
};
