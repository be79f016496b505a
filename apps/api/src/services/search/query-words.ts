import { inflectionCandidates } from './dutch-forms.ts';
import type { WordMatcher } from './matcher.ts';
import { isStopWord, wordsOf } from './text.ts';
import { typoBudget, withinTypos } from './typos.ts';
import type { Vocabulary } from './vocabulary.ts';

/** Meilisearch reads at most 10 words of a query. */
export const MAX_QUERY_WORDS = 10;

export interface QueryWord {
  word: string;
  /** The word being typed: it also matches every word it begins. */
  prefix: boolean;
  /** Indexed words that count as the word itself: its inflections and the words sharing their stem. */
  exact: Set<string>;
  /** Indexed words within its typo budget (not counting words it begins). */
  typos: Set<string>;
}

/** The words of a query that take part in matching; the last one is a prefix unless a space follows. */
export const parseQuery = (q: string): { word: string; prefix: boolean }[] => {
  const words = wordsOf(q).slice(0, MAX_QUERY_WORDS);
  const typing = /[\p{L}\p{N}]$/u.test(q);
  return words
    .map((word, index) => ({ word, prefix: typing && index === words.length - 1 }))
    .filter(({ word, prefix }) => prefix || !isStopWord(word));
};

/**
 * Where the typos of a word are looked for: every indexed word with its first letter, unless a
 * related word was expanded before. While a word is typed, a letter more never brings an indexed
 * word closer, so with the same budget the candidates are among what the word one letter shorter
 * matched; and a whole word is within the budget only of words that the word as a prefix matched.
 */
const typoCandidates = (
  vocabulary: Vocabulary,
  word: string,
  prefix: boolean,
  expanded: Map<string, QueryWord>,
): Iterable<string> => {
  const related = prefix
    ? typoBudget(word.length - 1) === typoBudget(word.length)
      ? expanded.get(`*${word.slice(0, -1)}`)
      : undefined
    : expanded.get(`*${word}`);
  if (!related) return vocabulary.withFirstLetter(word[0]!);
  return new Set([...related.typos, ...related.exact, ...vocabulary.startingWith(related.word)]);
};

const expand = (
  vocabulary: Vocabulary,
  word: string,
  prefix: boolean,
  expanded: Map<string, QueryWord>,
): QueryWord => {
  const exact = new Set<string>();
  for (const form of inflectionCandidates(word)) {
    if (vocabulary.has(form)) for (const relative of vocabulary.family(form)) exact.add(relative);
  }
  const typos = new Set<string>();
  const budget = typoBudget(word.length);
  if (budget > 0) {
    for (const candidate of typoCandidates(vocabulary, word, prefix, expanded)) {
      if (exact.has(candidate) || (prefix && candidate.startsWith(word))) continue;
      if (candidate.length < word.length - budget || (!prefix && candidate.length > word.length + budget))
        continue;
      if (withinTypos(word, candidate, prefix) !== null) typos.add(candidate);
    }
  }
  return { word, prefix, exact, typos };
};

/** Expansions of query words, kept while the vocabulary stays the same (typing repeats them). */
const cache = new WeakMap<Vocabulary, { version: number; entries: Map<string, QueryWord> }>();
const CACHE_SIZE = 2000;

export const expandQueryWords = (
  vocabulary: Vocabulary,
  parsed: { word: string; prefix: boolean }[],
): QueryWord[] => {
  let state = cache.get(vocabulary);
  if (!state || state.version !== vocabulary.version) {
    state = { version: vocabulary.version, entries: new Map() };
    cache.set(vocabulary, state);
  }
  const { entries } = state;
  return parsed.map(({ word, prefix }) => {
    const key = `${prefix ? '*' : '='}${word}`;
    let entry = entries.get(key);
    if (!entry) {
      entry = expand(vocabulary, word, prefix, entries);
      if (entries.size >= CACHE_SIZE) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    }
    return entry;
  });
};

export const matcherFor = (words: QueryWord[]): WordMatcher => {
  const map = new Map<string, number>();
  words.forEach((entry, index) => {
    for (const word of entry.typos) map.set(word, index);
    for (const word of entry.exact) map.set(word, index);
  });
  const typing = words.findIndex((entry) => entry.prefix);
  return { words: map, prefix: typing >= 0 ? { word: words[typing]!.word, index: typing } : null };
};
