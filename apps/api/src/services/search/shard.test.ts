import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slotsOf } from './bitset.ts';
import { IN_DESCRIPTION, IN_REST, IN_TITLE, Shard } from './shard.ts';

const vocabulary = ['sla', 'slaap', 'ssl', 'server', 'site', 'hosting', 'https', 'a', 'api', 'apps'];

const change = fc.record({
  id: fc.constantFrom('1', '2', '3', '4', '5', '6'),
  remove: fc.boolean(),
  words: fc.uniqueArray(fc.constantFrom(...vocabulary), { maxLength: 5 }),
  where: fc.constantFrom(IN_TITLE, IN_DESCRIPTION, IN_REST),
});

describe('Shard', () => {
  it('keeps the documents of short beginnings as documents come, change and go', () => {
    fc.assert(
      fc.property(fc.array(change, { maxLength: 40 }), (changes) => {
        const shard = new Shard();
        const documents = new Map<string, string[]>();
        for (const { id, remove, words, where } of changes) {
          if (remove) {
            shard.remove(id);
            documents.delete(id);
          } else {
            shard.upsert({
              id,
              customerId: null,
              document: { id },
              sortKey: null,
              words: new Map(words.map((word) => [word, where])),
            });
            documents.set(id, words);
          }
        }
        for (const beginning of ['s', 'sl', 'ss', 'h', 'a', 'ap', 'x']) {
          const kept = shard.termBits(`kept ${beginning}`, () => [], beginning);
          const gathered = shard.termBits(`gathered ${beginning}`, () =>
            vocabulary.filter((word) => word.startsWith(beginning)),
          );
          expect(slotsOf(kept.all)).toEqual(slotsOf(gathered.all));
          expect(slotsOf(kept.title)).toEqual(slotsOf(gathered.title));
          expect(slotsOf(kept.titleOrDescription)).toEqual(slotsOf(gathered.titleOrDescription));
          const ids = slotsOf(kept.all).map((slot) => shard.slots[slot]!.id);
          const expected = [...documents]
            .filter(([, words]) => words.some((word) => word.startsWith(beginning)))
            .map(([id]) => id);
          expect(ids.sort()).toEqual(expected.sort());
        }
      }),
      { numRuns: 300 },
    );
  });
});
