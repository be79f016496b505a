/**
 * Dutch inflections that PostgreSQL's Snowball stemmer leaves apart: 'verhuizen' has the stem
 * 'verhuiz', but 'verhuist' and 'verhuisd' keep theirs. A query word is turned into the forms
 * its verb could take (stem + t/d/te/de/en, ge-…-t/d, with the s/z and f/v alternation and the
 * long vowel written double or single); only those that occur in the indexed text are used, and
 * with them every word that shares their stem.
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
const isVowel = (letter: string | undefined) => letter !== undefined && VOWELS.has(letter);

/** The shortest word the inflection rules are applied to; shorter words match on their stem only. */
export const MIN_INFLECTION_LENGTH = 5;

const ENDINGS = ['ingen', 'ing', 'ten', 'den', 'te', 'de', 'en', 't', 'd', 'e'];

/** The spellings a verb stem takes: verhuis/verhuiz, leef/leev, maak/mak, zet/zett. */
const stemSpellings = (stem: string): string[] => {
  const spellings = new Set([stem]);
  const last = stem.at(-1);
  const body = stem.slice(0, -1);
  if (last === 's') spellings.add(`${body}z`);
  if (last === 'z') spellings.add(`${body}s`);
  if (last === 'f') spellings.add(`${body}v`);
  if (last === 'v') spellings.add(`${body}f`);
  for (const spelling of [...spellings]) {
    const end = spelling.at(-1);
    const vowel = spelling.at(-2);
    const before = spelling.at(-3);
    if (end && !isVowel(end) && isVowel(vowel) && vowel === before && vowel !== 'i') {
      // maak → mak(en)
      spellings.add(spelling.slice(0, -2) + spelling.slice(-1));
    } else if (end && !isVowel(end) && isVowel(vowel) && !isVowel(before) && vowel !== 'i') {
      // mak → maak, zet → zett(en)
      spellings.add(spelling.slice(0, -1) + vowel + end);
      spellings.add(spelling + end);
    }
  }
  return [...spellings];
};

/** Candidate forms of `word` (itself included); most of them are no Dutch word at all. */
export const inflectionCandidates = (word: string): string[] => {
  const forms = new Set([word]);
  if (word.length < MIN_INFLECTION_LENGTH) return [...forms];
  const stems = new Set([word]);
  const bare = word.startsWith('ge') && word.length >= MIN_INFLECTION_LENGTH + 2 ? word.slice(2) : null;
  for (const source of bare ? [word, bare] : [word]) {
    for (const ending of ENDINGS) {
      if (source.endsWith(ending) && source.length - ending.length >= 3)
        stems.add(source.slice(0, -ending.length));
    }
    stems.add(source);
  }
  for (const stem of stems) {
    for (const spelling of stemSpellings(stem)) {
      for (const ending of ['', 't', 'd', 'e', 'en', 'te', 'de', 'ten', 'den', 'ing', 'ingen']) {
        forms.add(spelling + ending);
      }
      forms.add(`ge${spelling}t`);
      forms.add(`ge${spelling}d`);
    }
  }
  return [...forms];
};
