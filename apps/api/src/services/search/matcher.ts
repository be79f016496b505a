import { normalizeWord } from './text.ts';

/**
 * Which words of a text a query matched, for highlighting and cropping: the words its query
 * words were expanded to (inflections, typos) and, for the word being typed, every word it begins.
 */
export interface WordMatcher {
  /** Every expanded word, with the query word (by position) it stands for. */
  words: Map<string, number>;
  /** The word being typed, with its position, when the query does not end in a space. */
  prefix: { word: string; index: number } | null;
}

/** The query word (by position) that a normalized word of the text matches, or -1. */
export const matchedQueryWord = (matcher: WordMatcher, word: string): number => {
  const queryWord = matcher.words.get(word);
  if (queryWord !== undefined) return queryWord;
  const prefix = matcher.prefix;
  return prefix && word.startsWith(prefix.word) ? prefix.index : -1;
};

/** How many characters of `original` make up the first `normalizedLength` normalized characters. */
const originalLength = (original: string, normalizedLength: number): number => {
  for (let length = normalizedLength; length <= original.length; length++) {
    if (normalizeWord(original.slice(0, length)).length >= normalizedLength) return length;
  }
  return original.length;
};

/**
 * Characters of a matched word (as written) to mark: all of it, except for a word found by its
 * start, of which Meilisearch marks only the typed part.
 */
export const markedLength = (matcher: WordMatcher, word: string, written: string): number =>
  matcher.words.has(word) || !matcher.prefix
    ? written.length
    : originalLength(written, matcher.prefix.word.length);
