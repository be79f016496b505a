import type { TeamRole } from '@maatwerk/contract';
import { LRUCache } from 'lru-cache';
import type { DbOrTx } from '../db/client.ts';

/** Live logins kept at most; the least recently used goes first. */
const MAX_SESSIONS = 10_000;

export interface CachedSession {
  session: { sessionId: string; userId: number; customerId: number; teamRole: TeamRole; attempts: number };
  lastUsedAt: Date;
  expiresAt: Date;
}

/**
 * A statement that may end a login or change whose it is: any change to the sessions, the people
 * or the customers (whose removal takes their people along), except the touch that only moves a
 * session's last use forward (`touchToken`). A test or a repair that writes these tables directly
 * is heard the same way.
 */
const ENDS_SESSIONS =
  /\b(?:update|delete\s+from|truncate(?:\s+table)?)\s+(?:"?public"?\.)?"?(?:sessions|users|customers)\b/i;
const TOUCH = /^\s*update "sessions" set "last_used_at" = greatest\(/;

export const mayEndSessions = (text: string): boolean => ENDS_SESSIONS.test(text) && !TOUCH.test(text);

/**
 * The logins of the embedded database, kept in this process (decision 0049): only one process opens
 * a PGlite folder and each statement that may end a login empties the cache before it runs, so a
 * login found here is one the database would find. `generation` changes with each emptying, so a
 * lookup that read the database before a revocation does not put its answer back afterwards.
 */
export class SessionCache {
  #entries = new LRUCache<string, CachedSession>({ max: MAX_SESSIONS });
  generation = 0;

  get(key: string): CachedSession | undefined {
    return this.#entries.get(key);
  }

  set(key: string, entry: CachedSession, readAtGeneration: number): void {
    if (readAtGeneration === this.generation) this.#entries.set(key, entry);
  }

  clear(): void {
    this.generation++;
    this.#entries.clear();
  }
}

const caches = new WeakMap<DbOrTx, SessionCache>();

/** Keeps the logins of this database in this process from now on; call it once per database. */
export const cacheSessionsOf = (db: DbOrTx): SessionCache => {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
};

export const sessionCacheOf = (db: DbOrTx): SessionCache | undefined => caches.get(db);
