import { forEachWord } from './text.ts';

/** The words of a text (normalized) with where each stands in it. */
export interface TextWords {
  words: string[];
  starts: Int32Array;
  ends: Int32Array;
}

/**
 * Long texts whose words are kept: the hits of one query are mostly the hits of the keystroke
 * before it, and splitting an article's content is most of the work of highlighting it.
 */
const KEPT_TEXTS = 1000;
const LONG_TEXT = 64;
const kept = new Map<string, TextWords>();

const split = (text: string): TextWords => {
  const words: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  forEachWord(text, (start, end, word) => {
    words.push(word);
    starts.push(start);
    ends.push(end);
  });
  return { words, starts: Int32Array.from(starts), ends: Int32Array.from(ends) };
};

/** The words of a text for highlighting and cropping. */
export const textWords = (text: string): TextWords => {
  if (text.length < LONG_TEXT) return split(text);
  let found = kept.get(text);
  if (found) {
    // The most recently used last, so that the least recently used goes first.
    kept.delete(text);
  } else {
    found = split(text);
    if (kept.size >= KEPT_TEXTS) kept.delete(kept.keys().next().value!);
  }
  kept.set(text, found);
  return found;
};
