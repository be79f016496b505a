import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.ts';

describe('linkify', () => {
  it('makes web addresses links and leaves the rest text, punctuation after an address outside it', () => {
    expect(linkify('Kijk op https://voorbeeld.nl/status, en <b>niet</b> javascript:alert(1).')).toEqual([
      { text: 'Kijk op ' },
      { href: 'https://voorbeeld.nl/status', text: 'https://voorbeeld.nl/status' },
      { text: ', en <b>niet</b> javascript:alert(1).' },
    ]);
  });

  it('answers one text part for a line without addresses', () => {
    expect(linkify('Hallo')).toEqual([{ text: 'Hallo' }]);
  });
});
