/**
 * Words as the search engine sees them: lower case, without accents, split on everything that
 * is not a letter or digit (as Meilisearch splits "SSL-certificaat" into two words).
 */

const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
};

const PLAIN = /^[ -~]*$/;

/** Lower case, accents removed: 'Één café' → 'een cafe'. */
export const normalizeWord = (text: string): string =>
  PLAIN.test(text) ? text.toLowerCase() : normalizeUnicode(text);

const normalizeUnicode = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđı]/g, (letter) => SPECIAL_LETTERS[letter] ?? letter);

export interface Token {
  /** The word as written. */
  start: number;
  end: number;
  /** normalizeWord of the word. */
  word: string;
}

const WORD = /[\p{L}\p{N}]+/gu;

/** The words of a text with their place in it. */
export const tokenize = (text: string): Token[] => {
  const tokens: Token[] = [];
  for (const match of text.matchAll(WORD)) {
    tokens.push({ start: match.index, end: match.index + match[0].length, word: normalizeWord(match[0]) });
  }
  return tokens;
};

/** The normalized words of a text, in order. */
export const wordsOf = (text: string): string[] => tokenize(text).map((token) => token.word);

/**
 * Dutch words too common to find anything with. They are not indexed and a query ignores them,
 * except the word still being typed, which counts as the start of a longer word. The Meilisearch
 * index gets the same list as its stopWords.
 */
export const DUTCH_STOP_WORDS: readonly string[] = [
  'aan',
  'al',
  'alle',
  'als',
  'bij',
  'dan',
  'dat',
  'de',
  'der',
  'deze',
  'die',
  'dit',
  'door',
  'een',
  'en',
  'er',
  'het',
  'hij',
  'hoe',
  'ik',
  'in',
  'is',
  'je',
  'jij',
  'jou',
  'jouw',
  'kan',
  'me',
  'met',
  'mij',
  'mijn',
  'na',
  'naar',
  'niet',
  'nog',
  'of',
  'om',
  'ons',
  'onze',
  'ook',
  'op',
  'over',
  'te',
  'tot',
  'u',
  'uit',
  'uw',
  'van',
  'voor',
  'wat',
  'we',
  'wel',
  'wij',
  'wordt',
  'zo',
  'zijn',
  'ze',
  'zich',
];

const stopWords = new Set(DUTCH_STOP_WORDS);

export const isStopWord = (word: string): boolean => stopWords.has(word);
