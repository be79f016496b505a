import { ALL_TEAM, type SearchResult, searchIndexRoles, teamRoleMayOpen } from '@maatwerk/contract';
import { customerFor, type TeamCaller } from '../team-access.ts';
import type { SearchEngine } from './engine.ts';
import type { EngineQuery } from './validate.ts';

const nothingFound = (query: EngineQuery): SearchResult => ({
  indexUid: query.indexUid,
  hits: [],
  query: query.q,
  processingTimeMs: 0,
  limit: query.limit,
  offset: query.offset,
  estimatedTotalHits: 0,
});

/**
 * The logged-in search of a team member: an index of data the role may not see is not searched at
 * all and answers no hits (a `financieel` member finds no domains), and a portal page of a section
 * the role may not use is left out. One result per query, in the order of the queries.
 */
export const searchAsTeamMember = async (
  engine: SearchEngine,
  caller: TeamCaller,
  queries: EngineQuery[],
): Promise<SearchResult[]> => {
  const customerId = customerFor(caller, ALL_TEAM);
  const allowed = queries.filter(
    (query) => searchIndexRoles[query.indexUid]?.includes(caller.teamRole) ?? true,
  );
  const found = await engine.search(allowed, { customerId });
  const byQuery = new Map(allowed.map((query, position) => [query, found[position]]));
  return queries.map((query) => {
    const result = byQuery.get(query);
    if (!result) return nothingFound(query);
    if (query.indexUid !== 'portal_pages') return result;
    const hits = result.hits.filter(
      (hit) => typeof hit.url !== 'string' || teamRoleMayOpen(caller.teamRole, hit.url),
    );
    return {
      ...result,
      hits,
      estimatedTotalHits: result.estimatedTotalHits - (result.hits.length - hits.length),
    };
  });
};
