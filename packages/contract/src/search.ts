import { z } from 'zod';
import { DateTime } from './common.ts';
import { ALL_TEAM } from './constants/team-roles.ts';
import { defineRoute } from './route.ts';

/**
 * Search. The routes of Meilisearch's protocol are in meili-search.ts.
 *
 * `POST /frontend/search` is the logged-in search: the public indexes plus the caller's own
 * domains and orders and the portal pages. Its errors have the usual ApiError shape.
 */

// The documents of each index, as hits show them.

/** What every index has: the texts that are searched and shown. */
const SearchedTexts = z.object({ title: z.string(), description: z.string(), content: z.string() });

/** A document of a numbered row, with when it last changed. */
const RowDocument = SearchedTexts.extend({ id: z.number().int(), updated_at: DateTime });

export const PageDocument = RowDocument.extend({
  slug: z.string(),
  /** An internal path of the site. */
  url: z.string(),
});
export type PageDocument = z.infer<typeof PageDocument>;

export const KnowledgeBaseArticleDocument = RowDocument.extend({
  slug: z.string(),
  knowledge_base_category: z.object({ slug: z.string(), title: z.string() }),
  /** The article's page on the site (an anchor on the questions page for an FAQ question). */
  url: z.string(),
});
export type KnowledgeBaseArticleDocument = z.infer<typeof KnowledgeBaseArticleDocument>;

export const SiteDocument = RowDocument.extend({
  slug: z.string(),
  domain: z.string(),
  /** An absolute https address. */
  url: z.string(),
});
export type SiteDocument = z.infer<typeof SiteDocument>;

export const DomainDocument = RowDocument.extend({
  domain: z.string(),
  /** /klantenportaal/webhosting/{id} */
  url: z.string(),
});
export type DomainDocument = z.infer<typeof DomainDocument>;

export const UserStoryDocument = RowDocument.extend({
  status: z.string(),
  /** /klantenportaal/opdrachten/{id} */
  url: z.string(),
});
export type UserStoryDocument = z.infer<typeof UserStoryDocument>;

export const PortalPageDocument = SearchedTexts.extend({
  id: z.string(),
  slug: z.string(),
  url: z.string(),
});
export type PortalPageDocument = z.infer<typeof PortalPageDocument>;

/** A hit: the document, plus `_formatted` with highlighted and cropped text when asked for. */
export const SearchHit = z
  .looseObject({
    id: z.union([z.number(), z.string()]),
    /** The document again, as text, with highlight tags and crop markers. */
    _formatted: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'SearchHit' });
export type SearchHit = z.infer<typeof SearchHit>;

/** One index's answer, with `limit` and `offset` (the site's searches, and the engines' own form). */
export const SearchResult = z
  .object({
    indexUid: z.string(),
    hits: z.array(SearchHit),
    query: z.string(),
    processingTimeMs: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
    estimatedTotalHits: z.number().int(),
  })
  .meta({ id: 'SearchResult' });
export type SearchResult = z.infer<typeof SearchResult>;

// The logged-in search.

export const FrontendSearchRequest = z
  .object({ q: z.string().trim().max(500) })
  .meta({ id: 'FrontendSearchRequest' });
export type FrontendSearchRequest = z.infer<typeof FrontendSearchRequest>;

/**
 * One result per index, in the order of `searchIndexes`; every hit of domains, user_stories,
 * portal_pages, pages and sites has a `url`, knowledge base hits a category slug and a slug.
 */
export const FrontendSearchResponse = z
  .object({ query: z.string(), results: z.array(SearchResult) })
  .meta({ id: 'FrontendSearchResponse' });
export type FrontendSearchResponse = z.infer<typeof FrontendSearchResponse>;

export const searchRoutes = {
  frontendSearch: defineRoute({
    method: 'POST',
    path: '/frontend/search',
    auth: 'bearer',
    teamRoles: ALL_TEAM,
    tag: 'search',
    summary: "Search the public indexes plus the caller's own domains, orders and portal pages",
    body: FrontendSearchRequest,
    response: FrontendSearchResponse,
  }),
};
