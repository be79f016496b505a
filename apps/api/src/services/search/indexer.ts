import type { SearchIndex } from '@maatwerk/contract';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { loadDocuments, portalPageDocuments } from './documents.ts';
import type { IndexedDocument } from './indexed-document.ts';
import { documentWords } from './memory-index.ts';
import { queryRows } from './sql-rows.ts';

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

const INDEX_WRITERS_LOCK = 7_340_132;

/**
 * One writer of the index at a time (across API instances), until its transaction ends: so the
 * change sequence is committed in order, and a reader that follows it misses nothing.
 */
const lockIndexWriters = (tx: DbOrTx) => tx.execute(sql`select pg_advisory_xact_lock(${INDEX_WRITERS_LOCK})`);

/** Writes documents into an index (unchanged ones are left alone) and their words into the word list. */
export const writeDocuments = async (
  db: DbOrTx,
  index: SearchIndex,
  documents: IndexedDocument[],
): Promise<void> => {
  if (documents.length === 0) return;
  const words = new Set<string>();
  const rows = documents.map((doc) => {
    for (const word of documentWords(index, doc.document).keys()) words.add(word);
    return {
      id: doc.id,
      customer_id: doc.customerId,
      document: doc.document,
      updated_at: doc.updatedAt?.toISOString() ?? null,
    };
  });
  await db.execute(sql`insert into search_words (word, stem)
    select w, coalesce((ts_lexize('dutch_stem', w))[1], w) from jsonb_array_elements_text(${json([...words])}) w
    on conflict (word) do nothing`);
  await db.execute(sql`insert into search_documents
      (index_uid, document_id, customer_id, document, sort_updated_at, seq, deleted_at)
    select ${index}, d.id, d.customer_id, d.document, d.updated_at, nextval('search_documents_seq'), null
    from jsonb_to_recordset(${json(rows)}) as d(id text, customer_id int, document jsonb, updated_at timestamptz)
    on conflict (index_uid, document_id) do update set
      customer_id = excluded.customer_id, document = excluded.document,
      sort_updated_at = excluded.sort_updated_at, seq = excluded.seq, deleted_at = null
    where search_documents.document is distinct from excluded.document
       or search_documents.customer_id is distinct from excluded.customer_id
       or search_documents.deleted_at is not null`);
};

/** Leaves a tombstone for each removed document, so that a Meilisearch copy removes it too. */
export const removeDocuments = async (db: DbOrTx, index: SearchIndex, ids: string[]): Promise<void> => {
  if (ids.length === 0) return;
  await db.execute(sql`update search_documents
    set deleted_at = now(), document = '{}'::jsonb, seq = nextval('search_documents_seq')
    where index_uid = ${index} and deleted_at is null
      and document_id in (select jsonb_array_elements_text(${json(ids)}))`);
};

/** Brings these documents of an index up to date with their source rows. */
export const reindexDocuments = async (db: DbOrTx, index: SearchIndex, ids: string[]): Promise<void> => {
  // In id order, so that documents written together keep the order they were created in.
  const documents = (await loadDocuments(db, index, ids)).sort((a, b) =>
    a.id.localeCompare(b.id, 'en', { numeric: true }),
  );
  await writeDocuments(db, index, documents);
  const found = new Set(documents.map((doc) => doc.id));
  await removeDocuments(
    db,
    index,
    ids.filter((id) => !found.has(id)),
  );
};

/** After this many rows taken out of `search_pending`, the table is vacuumed. */
const VACUUM_AFTER = 1000;

/**
 * Every search checks whether anything is pending. Taken rows stay behind as dead rows that this
 * check reads through until a vacuum, and PGlite has no autovacuum to do it.
 */
const vacuumPending = (db: Db) => db.execute(sql`vacuum search_pending`);

/**
 * Indexes the rows that changed since last time (the triggers note them), a batch per
 * transaction; several API instances share the work without doing any row twice.
 * Returns how many changes it took in.
 */
export const indexPendingChanges = async (db: Db, batchSize = 500): Promise<number> => {
  let done = 0;
  let sinceVacuum = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      await lockIndexWriters(tx);
      const rows = await queryRows<{ index_uid: SearchIndex; document_id: string }>(
        tx,
        sql`delete from search_pending where (index_uid, document_id) in (
            select index_uid, document_id from search_pending order by created_at limit ${batchSize}
            for update skip locked)
          returning index_uid, document_id`,
      );
      const byIndex = new Map<SearchIndex, string[]>();
      for (const row of rows)
        byIndex.set(row.index_uid, [...(byIndex.get(row.index_uid) ?? []), row.document_id]);
      for (const [index, ids] of byIndex) await reindexDocuments(tx, index, ids);
      return rows.length;
    });
    done += taken;
    sinceVacuum += taken;
    const finished = taken < batchSize;
    if (sinceVacuum >= VACUUM_AFTER || (finished && sinceVacuum > 0 && done >= VACUUM_AFTER)) {
      await vacuumPending(db);
      sinceVacuum = 0;
    }
    if (finished) return done;
  }
};

/** The portal's pages follow the code: written at start, removed ones tombstoned. */
export const indexPortalPages = async (db: DbOrTx): Promise<void> =>
  db.transaction(async (tx) => {
    await lockIndexWriters(tx);
    await writePortalPages(tx);
  });

const writePortalPages = async (db: DbOrTx): Promise<void> => {
  const documents = portalPageDocuments();
  await writeDocuments(db, 'portal_pages', documents);
  const current = documents.map((doc) => doc.id);
  const stale = await queryRows<{ document_id: string }>(
    db,
    sql`select document_id from search_documents where index_uid = 'portal_pages' and deleted_at is null
      and document_id not in (select jsonb_array_elements_text(${json(current)}))`,
  );
  await removeDocuments(
    db,
    'portal_pages',
    stale.map((row) => row.document_id),
  );
};

/** Tombstones older than an hour have been seen by any Meilisearch copy that keeps up. */
export const purgeTombstones = async (db: Db): Promise<void> => {
  await db.execute(sql`delete from search_documents where deleted_at < now() - interval '1 hour'`);
  await vacuumPending(db);
};
