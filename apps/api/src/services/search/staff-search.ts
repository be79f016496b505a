import {
  MultiSearchQuery,
  type SearchHit,
  type SearchIndex,
  type SearchResult,
  type StaffRole,
  searchFormatting,
  searchLimits,
  staffSearchIndexRoles,
} from '@maatwerk/contract';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { domains } from '../../db/schema.ts';
import type { SearchEngine } from './engine.ts';
import { checkQuery } from './validate.ts';

/** The indexes a staff role searches, in the palette's order. */
export const staffIndexesFor = (role: StaffRole): SearchIndex[] =>
  staffSearchIndexRoles.filter(([, roles]) => roles.includes(role)).map(([index]) => index);

/**
 * The customers' indexes point into the portal; staff open the same thing in the back office: an
 * order on its page, an article in the editor, a domain name on its customer's page.
 */
const withStaffUrls = async (db: DbOrTx, result: SearchResult): Promise<SearchResult> => {
  const rewrite = async (): Promise<(hit: SearchHit) => string | undefined> => {
    switch (result.indexUid) {
      case 'user_stories':
        return (hit) => `/beheer/opdrachten/${hit.id}`;
      case 'knowledge_base_articles':
        return (hit) => `/beheer/inhoud/artikelen/${hit.id}`;
      case 'domains': {
        const ids = result.hits.map((hit) => Number(hit.id)).filter(Number.isInteger);
        const owners = ids.length
          ? await db
              .select({ id: domains.id, customerId: domains.customerId })
              .from(domains)
              .where(inArray(domains.id, ids))
          : [];
        const ownerOf = new Map(owners.map((row) => [row.id, row.customerId]));
        return (hit) => {
          const owner = ownerOf.get(Number(hit.id));
          return owner === undefined ? undefined : `/beheer/klanten/${owner}`;
        };
      }
      default:
        // The staff indexes carry their back-office address already.
        return (hit) => (typeof hit.url === 'string' ? hit.url : undefined);
    }
  };
  const urlOf = await rewrite();
  const hits = result.hits.flatMap((hit) => {
    const url = urlOf(hit);
    return url ? [{ ...hit, url }] : [];
  });
  return { ...result, hits };
};

/**
 * The back office's search: every customer's records of the indexes the staff member's role may
 * search, one result per index, highlighted and cropped as the site's search is.
 */
export const searchAsStaff = async (
  db: DbOrTx,
  engine: SearchEngine,
  role: StaffRole,
  q: string,
): Promise<SearchResult[]> => {
  const indexes = staffIndexesFor(role);
  const queries = indexes.map((indexUid, position) =>
    checkQuery(
      MultiSearchQuery.parse({
        indexUid,
        q,
        limit: searchLimits[indexUid],
        ...searchFormatting,
        attributesToHighlight: [...searchFormatting.attributesToHighlight],
        attributesToCrop: [...searchFormatting.attributesToCrop],
      }),
      position,
      indexes,
    ),
  );
  const found = await engine.search(queries, { customerId: 'all' });
  return Promise.all(found.map((result) => withStaffUrls(db, result as SearchResult)));
};
