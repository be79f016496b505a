import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attachmentChunks } from '../../db/schema.ts';
import type { FileStorage } from './storage.ts';

/** The size of the stored pieces: small enough to keep memory flat, large enough for few rows. */
export const CHUNK_BYTES = 256 * 1024;

/** The bytes of `pieces` again, in pieces of exactly `size` bytes (the last one shorter). */
export async function* inPiecesOf(pieces: AsyncIterable<Buffer>, size: number): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const piece of pieces) {
    pending.push(piece);
    pendingBytes += piece.length;
    while (pendingBytes >= size) {
      const joined = Buffer.concat(pending, pendingBytes);
      yield joined.subarray(0, size);
      const rest = joined.subarray(size);
      pending = rest.length > 0 ? [Buffer.from(rest)] : [];
      pendingBytes = rest.length;
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending, pendingBytes);
}

/** Attachments in the database, in pieces of CHUNK_BYTES (the last one shorter). */
export const databaseStorage = (db: DbOrTx): FileStorage => ({
  name: 'database',

  async write(id, pieces) {
    let seq = 0;
    for await (const piece of inPiecesOf(pieces, CHUNK_BYTES)) {
      await db.insert(attachmentChunks).values({ attachmentId: id, seq, data: piece });
      seq += 1;
    }
  },

  async *read(id) {
    for (let seq = 0; ; seq += 1) {
      const [row] = await db
        .select({ data: attachmentChunks.data })
        .from(attachmentChunks)
        .where(and(eq(attachmentChunks.attachmentId, id), eq(attachmentChunks.seq, seq)));
      if (!row) return;
      yield row.data;
    }
  },

  async readRange(id, start, end) {
    if (end <= start) return Buffer.alloc(0);
    const first = Math.floor(start / CHUNK_BYTES);
    const last = Math.floor((end - 1) / CHUNK_BYTES);
    const rows = await db
      .select({ data: attachmentChunks.data })
      .from(attachmentChunks)
      .where(
        and(
          eq(attachmentChunks.attachmentId, id),
          gte(attachmentChunks.seq, first),
          lt(attachmentChunks.seq, last + 1),
        ),
      )
      .orderBy(asc(attachmentChunks.seq));
    const joined = Buffer.concat(rows.map((row) => row.data));
    const offset = start - first * CHUNK_BYTES;
    return joined.subarray(offset, offset + (end - start));
  },

  async remove(id) {
    await db.delete(attachmentChunks).where(eq(attachmentChunks.attachmentId, id));
  },
});
