import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './public-pages.ts';

describe('sitemap and robots', () => {
  it('the sitemap lists the public pages at the site address', () => {
    const xml = sitemapXml('https://www.kodewerk.test');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([
      'https://www.kodewerk.test/',
      'https://www.kodewerk.test/contact',
      'https://www.kodewerk.test/meet',
      'https://www.kodewerk.test/kennisbank',
      'https://www.kodewerk.test/veelgestelde-vragen',
      'https://www.kodewerk.test/status',
      'https://www.kodewerk.test/algemene-voorwaarden',
      'https://www.kodewerk.test/privacyverklaring',
    ]);
    expect(xml).not.toContain('klantenportaal');
  });

  it('adds the knowledge base articles with the date of their last change', () => {
    const xml = sitemapXml('https://www.kodewerk.test', [
      { path: '/kennisbank/e-mail/spf-dkim-dmarc-instellen', updatedAt: '2026-11-21T09:30:00.000Z' },
    ]);
    expect(xml).toContain(
      '<loc>https://www.kodewerk.test/kennisbank/e-mail/spf-dkim-dmarc-instellen</loc>\n    <lastmod>2026-11-21</lastmod>',
    );
  });

  it('robots.txt keeps the portal out and points at the sitemap', () => {
    const text = robotsTxt('https://www.kodewerk.test');
    expect(text).toContain('Disallow: /klantenportaal');
    expect(text).toContain('Sitemap: https://www.kodewerk.test/sitemap.xml');
  });
});
