import { normalizeWord, type Token } from './text.ts';

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

export interface TokenMatch {
  /** Which query word matched. */
  queryWord: number;
  /** Characters of the original text to mark, from the token's start. */
  length: number;
}

/** How many characters of `original` make up the first `normalizedLength` normalized characters. */
const originalLength = (original: string, normalizedLength: number): number => {
  for (let length = normalizedLength; length <= original.length; length++) {
    if (normalizeWord(original.slice(0, length)).length >= normalizedLength) return length;
  }
  return original.length;
};

export const matchToken = (matcher: WordMatcher, token: Token, text: string): TokenMatch | null => {
  const queryWord = matcher.words.get(token.word);
  if (queryWord !== undefined) return { queryWord, length: token.end - token.start };
  const prefix = matcher.prefix;
  if (prefix && token.word.startsWith(prefix.word)) {
    // Meilisearch marks only the typed part of a word found by its start.
    return {
      queryWord: prefix.index,
      length: originalLength(text.slice(token.start, token.end), prefix.word.length),
    };
  }
  return null;
};
