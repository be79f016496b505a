import type { SearchScope } from './memory-index.ts';
import type { EngineQuery, EngineResult } from './validate.ts';

export type { SearchScope } from './memory-index.ts';

/**
 * A search engine behind the API: the one on PostgreSQL itself, or a real Meilisearch that the
 * API keeps in step with the database. Both answer the same checked queries in the same shape.
 */
export interface SearchEngine {
  readonly name: 'postgres' | 'meilisearch';
  /** Answers the queries in order; a customer's own records only for that customer. */
  search(queries: EngineQuery[], scope: SearchScope): Promise<EngineResult[]>;
  /** Takes in the changes noted since last time (and passes them on to Meilisearch). */
  sync(): Promise<void>;
  /** Takes in every change made so far and returns once searches see them (for tests and tools). */
  flush(): Promise<void>;
  close(): Promise<void>;
}
