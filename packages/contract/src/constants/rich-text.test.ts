import { describe, expect, it } from 'vitest';
import { isRichTextLink } from './rich-text.ts';

describe('a link the editor may set', () => {
  it.each([
    ['https://kodewerk.nl/tarieven', true],
    ['HTTP://kodewerk.nl', true],
    [' https://kodewerk.nl ', true],
    ['mailto:info@kodewerk.nl', true],
    ['https://', false],
    ['https:///pad', false],
    ['//kodewerk.nl', false],
    ['kodewerk.nl', false],
    ['javascript:alert(1)', false],
    ['data:text/html,hallo', false],
    ['ftp://kodewerk.nl', false],
    ['https://kodewerk.nl/een pad', false],
    ['mailto:', false],
  ])('%j: %s', (href, allowed) => {
    expect(isRichTextLink(href)).toBe(allowed);
  });
});
