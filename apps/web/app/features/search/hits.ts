import { KNOWLEDGE_BASE_PATH, type SearchHit, type SearchResult } from '@maatwerk/contract';
import { hasHighlight } from './highlight.tsx';

/** One line of the palette. Texts carry the index's highlight tags. */
export interface PaletteHit {
  key: string;
  title: string;
  snippet: string;
  url: string;
  /** An address outside the site: opens in a new tab. */
  external: boolean;
}

export interface PaletteGroup {
  index: string;
  heading: string;
  hits: PaletteHit[];
  total: number;
}

/** The indexes a palette shows, each under its heading, in order. */
export type PaletteGroupOrder = readonly (readonly [index: string, heading: string])[];

/** The site's groups in the order the palette shows them (spec §2). */
export const siteGroups: PaletteGroupOrder = [
  ['knowledge_base_articles', 'Kennisbank'],
  ['domains', 'Domeinnamen'],
  ['user_stories', 'Opdrachten'],
  ['portal_pages', 'Klantenportaal'],
  ['sites', 'Websites'],
  ['pages', "Pagina's"],
];

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

const urlOf = (index: string, hit: SearchHit): string => {
  if (index === 'knowledge_base_articles') {
    // The article's page on this site; a search engine without `url` gets it from the slugs.
    if (text(hit.url)) return text(hit.url);
    const category = (hit.knowledge_base_category as { slug?: string } | undefined)?.slug;
    return category && text(hit.slug) ? `${KNOWLEDGE_BASE_PATH}/${category}/${text(hit.slug)}` : '';
  }
  return text(hit.url);
};

const toHit = (index: string, hit: SearchHit): PaletteHit | null => {
  const formatted = (hit._formatted ?? {}) as Record<string, unknown>;
  const url = urlOf(index, hit);
  if (!url) return null;
  const description = text(formatted.description ?? hit.description);
  const content = text(formatted.content);
  return {
    key: `${index}:${hit.id}`,
    title: text(formatted.title ?? hit.title),
    // Where the words were found: the description, or else the bit of content around them.
    snippet: hasHighlight(description) || !hasHighlight(content) ? description : content,
    url,
    external: !url.startsWith('/'),
  };
};

/** The answers of a search as the palette's groups, in the given order, empty groups left out. */
export const toGroups = (results: SearchResult[], groups: PaletteGroupOrder = siteGroups): PaletteGroup[] =>
  groups.flatMap(([index, heading]) => {
    const result = results.find((candidate) => candidate.indexUid === index);
    const hits = (result?.hits ?? []).flatMap((hit) => toHit(index, hit) ?? []);
    return hits.length ? [{ index, heading, hits, total: result?.estimatedTotalHits ?? hits.length }] : [];
  });
