import { describe, expect, it } from 'vitest';
import { cleanRichText } from './rich-text.ts';

const link = (href: string) => cleanRichText(`<p><a href="${href}">link</a></p>`);
const KEPT = (href: string) => `<p><a href="${href}" rel="noopener noreferrer nofollow">link</a></p>`;
const DROPPED = '<p><a rel="noopener noreferrer nofollow">link</a></p>';

describe('the rich-text cleaner keeps links by scheme', () => {
  it.each([
    ['https://www.kodewerk.nl/contact', 'kept'],
    ['http://voorbeeld.nl', 'kept'],
    ['mailto:info@kodewerk.nl', 'kept'],
    ['HTTPS://VOORBEELD.NL/', 'kept'],
    ['/klantenportaal/opdrachten', 'kept'],
    ['#alinea-2', 'kept'],
    ['//evil.example/pad', 'dropped'],
    ['javascript:alert(1)', 'dropped'],
    ['JaVaScRiPt:alert(1)', 'dropped'],
    [' javascript:alert(1)', 'dropped'],
    ['java&#x09;script:alert(1)', 'dropped'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'dropped'],
    ['vbscript:msgbox(1)', 'dropped'],
    ['file:///etc/passwd', 'dropped'],
    ['ftp://voorbeeld.nl/bestand', 'dropped'],
    ['tel:+31301234567', 'dropped'],
  ])('%s is %s', async (href, expected) => {
    const cleaned = await link(href);
    if (expected === 'kept') expect(cleaned).toBe(KEPT(href));
    else expect(cleaned).toBe(DROPPED);
  });
});
