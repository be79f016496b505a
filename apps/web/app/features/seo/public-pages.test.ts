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
      'https://www.kodewerk.test/algemene-voorwaarden',
      'https://www.kodewerk.test/privacyverklaring',
    ]);
    expect(xml).not.toContain('klantenportaal');
  });

  it('robots.txt keeps the portal out and points at the sitemap', () => {
    const text = robotsTxt('https://www.kodewerk.test');
    expect(text).toContain('Disallow: /klantenportaal');
    expect(text).toContain('Sitemap: https://www.kodewerk.test/sitemap.xml');
  });
});
