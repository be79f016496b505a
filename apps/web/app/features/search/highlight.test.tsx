import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Highlighted, hasHighlight } from './highlight.tsx';

describe('highlighted search text', () => {
  it.each([
    ['plain text', 'plain text'],
    ['een <strong>treffer</strong> hier', 'een <strong>treffer</strong> hier'],
    ['<em>nadruk</em> en <strong>vet</strong>', '<em>nadruk</em> en <strong>vet</strong>'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<strong><img src=x onerror=alert(1)></strong>', '<strong>&lt;img src=x onerror=alert(1)&gt;</strong>'],
    ['<strong>open zonder einde', '<strong>open zonder einde</strong>'],
    ['los </strong> einde', 'los &lt;/strong&gt; einde'],
    ['<strong>a<em>b</em></strong>', '<strong>a&lt;em&gt;b&lt;/em&gt;</strong>'],
    ['<strong>a</em>b</strong>', '<strong>a&lt;/em&gt;b</strong>'],
    ['<b>vet</b>', '&lt;b&gt;vet&lt;/b&gt;'],
  ])('%j renders as %j', (text, html) => {
    expect(renderToStaticMarkup(<Highlighted text={text} />)).toBe(html);
  });

  it.each([
    ['een <strong>treffer</strong>', true],
    ['<em>x</em>', true],
    ['geen treffer', false],
    ['</strong> alleen sluiten', false],
    ['', false],
    [undefined, false],
  ])('hasHighlight(%j) is %s', (text, expected) => {
    expect(hasHighlight(text)).toBe(expected);
  });
});
