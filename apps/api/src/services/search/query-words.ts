import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inflectionCandidates } from './dutch-forms.ts';
import type { WordMatcher } from './matcher.ts';
import { queryRows } from './sql-rows.ts';
import { isStopWord, wordsOf } from './text.ts';
import { typoBudget, withinTypos } from './typos.ts';

/** Meilisearch reads at most 10 words of a query. */
export const MAX_QUERY_WORDS = 10;

export interface QueryWord {
  word: string;
  /** The word being typed: it also matches every word it begins. */
  prefix: boolean;
  /** Indexed words that count as the word itself: its inflections and words sharing its stem. */
  exact: Set<string>;
  /** Indexed words within its typo budget, with their number of typos. */
  typos: Map<string, number>;
}

/** The words of a query that take part in matching; the last one is a prefix unless a space follows. */
export const parseQuery = (q: string): { word: string; prefix: boolean }[] => {
  const words = wordsOf(q).slice(0, MAX_QUERY_WORDS);
  const typing = /[\p{L}\p{N}]$/u.test(q);
  return words
    .map((word, index) => ({ word, prefix: typing && index === words.length - 1 }))
    .filter(({ word, prefix }) => prefix || !isStopWord(word));
};

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;

/**
 * Expands each query word against the indexed words in one round trip: inflections and stems
 * exactly, typos by first letter and length, verified here with the edit distance.
 */
export const expandQueryWords = async (
  db: DbOrTx,
  parsed: { word: string; prefix: boolean }[],
): Promise<QueryWord[]> => {
  const words: QueryWord[] = parsed.map(({ word, prefix }) => ({
    word,
    prefix,
    exact: new Set(),
    typos: new Map(),
  }));
  if (words.length === 0) return words;
  const parts: SQL[] = [];
  words.forEach(({ word, prefix }, index) => {
    const forms = inflectionCandidates(word);
    parts.push(sql`select ${index}::int as qi, 0 as kind, word from search_words
      where word in (select jsonb_array_elements_text(${json(forms)}))
         or stem in (select coalesce((ts_lexize('dutch_stem', f))[1], f) from jsonb_array_elements_text(${json(forms)}) f)`);
    const budget = typoBudget(word.length);
    if (budget > 0) {
      const shortest = word.length - budget;
      const length = prefix
        ? sql`length(word) >= ${shortest}`
        : sql`length(word) between ${shortest} and ${word.length + budget}`;
      parts.push(sql`select ${index}::int as qi, 1 as kind, word from search_words
        where left(word, 1) = ${word[0]} and ${length}`);
    }
  });
  const rows = await queryRows<{ qi: number; kind: number; word: string }>(
    db,
    sql.join(parts, sql` union all `),
  );
  for (const row of rows) {
    const entry = words[row.qi];
    if (!entry) continue;
    if (row.kind === 0) {
      entry.exact.add(row.word);
    } else if (!(entry.prefix && row.word.startsWith(entry.word))) {
      const typos = withinTypos(entry.word, row.word, entry.prefix);
      if (typos !== null && typos > 0) entry.typos.set(row.word, typos);
    }
  }
  for (const entry of words) for (const word of entry.exact) entry.typos.delete(word);
  return words;
};

export const matcherFor = (words: QueryWord[]): WordMatcher => {
  const map = new Map<string, number>();
  words.forEach((entry, index) => {
    for (const word of entry.typos.keys()) map.set(word, index);
    for (const word of entry.exact) map.set(word, index);
  });
  const typing = words.findIndex((entry) => entry.prefix);
  return { words: map, prefix: typing >= 0 ? { word: words[typing]!.word, index: typing } : null };
};

const quote = (word: string) => `'${word.replaceAll("'", "''").replaceAll('\\', '\\\\')}'`;

/** The tsquery text of one query word: its exact words, optionally its typos, restricted to a weight. */
export const wordQuery = (entry: QueryWord, withTypos: boolean, weight = ''): string | null => {
  const terms = [...entry.exact].map((word) => `${quote(word)}${weight ? `:${weight}` : ''}`);
  if (entry.prefix) terms.push(`${quote(entry.word)}:*${weight}`);
  if (withTypos)
    for (const word of entry.typos.keys()) terms.push(`${quote(word)}${weight ? `:${weight}` : ''}`);
  return terms.length === 0 ? null : `(${terms.join(' | ')})`;
};

/** All query words at once (AND), or null when one of them matches nothing. */
export const allWordsQuery = (words: QueryWord[], withTypos: boolean, weight = ''): string | null => {
  const parts = words.map((entry) => wordQuery(entry, withTypos, weight));
  return parts.some((part) => part === null) ? null : parts.join(' & ');
};
