import {
  bigint,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

// The search engine without Meilisearch (docs/decisions/0008-search-engine.md).

/** Orders every change of a search document. */
export const searchDocumentsSeq = pgSequence('search_documents_seq');

/**
 * What every index holds: the document as the search answer shows it, its sort date and, for a
 * customer's own records, its owner. `seq` orders every change, so that the search engine in
 * each API instance (and a Meilisearch copy) can follow them.
 * A deleted document stays as a tombstone (`deleted_at`) until a Meilisearch copy has removed it.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    indexUid: text('index_uid').notNull(),
    documentId: text('document_id').notNull(),
    /** Set on a customer's own records (domains, orders): only that customer finds them. */
    customerId: integer('customer_id'),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    /** The sortable `updated_at` of the document. */
    sortUpdatedAt: timestamp('sort_updated_at', { withTimezone: true }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.indexUid, t.documentId] }), index('search_documents_seq_idx').on(t.seq)],
);

/**
 * Every distinct word of the indexed text, without accents, with its Dutch stem from
 * PostgreSQL's Snowball stemmer: the query words are expanded against it (inflections, typos,
 * prefixes).
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    stem: text('stem').notNull(),
  },
  (t) => [index('search_words_stem_idx').on(t.stem)],
);

/** Source rows that changed (filled by triggers) and still have to be indexed. */
export const searchPending = pgTable(
  'search_pending',
  {
    indexUid: text('index_uid').notNull(),
    documentId: text('document_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.indexUid, t.documentId] })],
);

/** How far a Meilisearch copy has followed `search_documents.seq`. */
export const searchSyncState = pgTable('search_sync_state', {
  target: text('target').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
