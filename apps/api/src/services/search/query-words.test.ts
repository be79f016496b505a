import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandQueryWords } from './query-words.ts';
import { Vocabulary } from './vocabulary.ts';

const words = [
  'certificaat',
  'certificaten',
  'certifcaat',
  'certificering',
  'cerificaat',
  'afdwingen',
  'afdwinging',
  'afwingen',
  'afdingen',
  'adwingen',
  'domeinnaam',
  'domeinaam',
  'domeinnamen',
  'domijnnaam',
  'verhuizen',
  'verhuist',
  'verhuizing',
  'verhuisd',
  'verhuur',
  'wachtwoord',
  'wachtwoorden',
  'wachtwood',
  'wahctwoord',
  'instellen',
  'instelling',
  'insteller',
  'instelen',
];

/** A vocabulary of these words; by default words sharing their first six letters share a stem. */
const vocabularyOf = (list: string[], stem = (word: string) => word.slice(0, 6)) => {
  const vocabulary = new Vocabulary();
  for (const word of list) vocabulary.add(word, stem(word));
  return vocabulary;
};

describe('expandQueryWords', () => {
  it('finds the same typos letter by letter as for the whole word at once', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...words),
        fc.nat({ max: 2 }),
        fc.nat({ max: 20 }),
        fc.constantFrom('', 'x', 'e', 'n'),
        (word, edits, at, letter) => {
          // A typed word with a typo or two in it.
          let typed = word;
          for (let edit = 0; edit < edits; edit++) {
            const place = 1 + (at % Math.max(1, typed.length - 1));
            typed = typed.slice(0, place) + letter + typed.slice(place + 1);
          }
          const typing = vocabularyOf(words);
          for (let length = 1; length <= typed.length; length++) {
            const prefix = typed.slice(0, length);
            const [asTyped] = expandQueryWords(typing, [{ word: prefix, prefix: true }]);
            const [atOnce] = expandQueryWords(vocabularyOf(words), [{ word: prefix, prefix: true }]);
            expect([...asTyped!.typos].sort()).toEqual([...atOnce!.typos].sort());
          }
          const [whole] = expandQueryWords(typing, [{ word: typed, prefix: false }]);
          const [wholeAtOnce] = expandQueryWords(vocabularyOf(words), [{ word: typed, prefix: false }]);
          expect([...whole!.typos].sort()).toEqual([...wholeAtOnce!.typos].sort());
        },
      ),
      { numRuns: 300 },
    );
  });

  it('counts a typo from 5 letters, two from 9, never on the first letter', () => {
    const vocabulary = vocabularyOf(words, (word) => word);
    const typosOf = (word: string, prefix: boolean) => [
      ...expandQueryWords(vocabulary, [{ word, prefix }])[0]!.typos,
    ];
    expect(typosOf('wachtwoord', false).sort()).toEqual(['wachtwood', 'wahctwoord']);
    expect(typosOf('certificaat', false).sort()).toEqual(['cerificaat', 'certifcaat']);
    expect(typosOf('werhuizen', false)).toEqual([]);
    expect(typosOf('unstel', true)).toEqual([]);
    expect(typosOf('inst', true)).toEqual([]);
    expect(typosOf('instl', true).sort()).toEqual(['instelen', 'instellen', 'insteller', 'instelling']);
  });
});
