import { describe, expect, it } from 'vitest';
import { endSentence } from './sentences.ts';

describe('a sentence that ends in a name', () => {
  it.each([
    ['voor Jansen Webdesign', 'voor Jansen Webdesign.'],
    ['voor Voorbeeld B.V.', 'voor Voorbeeld B.V.'],
    ['van Kodewerk! ', 'van Kodewerk!'],
  ])('%s → %s', (text, sentence) => {
    expect(endSentence(text)).toBe(sentence);
  });
});
