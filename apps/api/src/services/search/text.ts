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

const WORD_CHARACTER = /^[\p{L}\p{N}]$/u;
const wordCharacters = new Map<number, boolean>();

/** Whether a character (by code point) is a letter or digit; ASCII answered without a regex. */
const isWordCharacter = (code: number): boolean => {
  if (code < 128)
    return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
  let known = wordCharacters.get(code);
  if (known === undefined) {
    known = WORD_CHARACTER.test(String.fromCodePoint(code));
    wordCharacters.set(code, known);
  }
  return known;
};

/**
 * Calls `visit` with each word of a text (a run of letters and digits) and its place in it,
 * without building an array: indexing and highlighting tokenize a lot of text.
 */
export const forEachWord = (text: string, visit: (start: number, end: number, word: string) => void) => {
  let start = -1;
  let plain = true;
  for (let i = 0; i < text.length; ) {
    const code = text.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    if (isWordCharacter(code)) {
      if (start < 0) {
        start = i;
        plain = true;
      }
      if (code >= 128) plain = false;
    } else if (start >= 0) {
      const written = text.slice(start, i);
      visit(start, i, plain ? written.toLowerCase() : normalizeUnicode(written));
      start = -1;
    }
    i += width;
  }
  if (start >= 0) {
    const written = text.slice(start);
    visit(start, text.length, plain ? written.toLowerCase() : normalizeUnicode(written));
  }
};

/** The normalized words of a text, in order. */
export const wordsOf = (text: string): string[] => {
  const words: string[] = [];
  forEachWord(text, (_start, _end, word) => {
    words.push(word);
  });
  return words;
};

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
