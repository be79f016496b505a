import { describe, expect, it } from 'vitest';
import { articleHtml } from './article-html.server.ts';

describe('article HTML', () => {
  it('gives headings anchors and a table of contents from three sections on', () => {
    const { html, toc } = articleHtml(
      '<h2>Stap één</h2><p>a</p><h2>Veelgestelde vragen &amp; antwoorden</h2><p>b</p><h2>Stap één</h2>',
    );
    expect(toc).toEqual([
      { id: 'stap-een', title: 'Stap één' },
      { id: 'veelgestelde-vragen-antwoorden', title: 'Veelgestelde vragen & antwoorden' },
      { id: 'stap-een-2', title: 'Stap één' },
    ]);
    expect(html).toContain('<h2 id="stap-een">Stap één</h2>');
    expect(html).toContain('<h2 id="stap-een-2">');
  });

  it('leaves short articles without a table of contents', () => {
    expect(articleHtml('<h2>Een</h2><p>a</p><h2>Twee</h2>').toc).toEqual([]);
  });

  it('removes what the rich-text allowlist does not allow', () => {
    const { html } = articleHtml(
      '<p onclick="x()">Hoi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><h2 id="eigen">Kop</h2><img src=x onerror=alert(1)>',
    );
    expect(html).toBe('<p>Hoi</p><a>x</a><h2 id="kop">Kop</h2>');
  });
});
