/** The pages search engines may list: the sitemap names these, robots.txt keeps out the rest. */
export const publicPages = [
  { path: '/', changefreq: 'weekly', priority: '1.0' },
  { path: '/contact', changefreq: 'monthly', priority: '0.8' },
  { path: '/meet', changefreq: 'monthly', priority: '0.7' },
  { path: '/kennisbank', changefreq: 'weekly', priority: '0.8' },
  { path: '/veelgestelde-vragen', changefreq: 'monthly', priority: '0.7' },
  { path: '/status', changefreq: 'hourly', priority: '0.5' },
  { path: '/algemene-voorwaarden', changefreq: 'yearly', priority: '0.3' },
  { path: '/privacyverklaring', changefreq: 'yearly', priority: '0.3' },
] as const;

/**
 * Paths no search engine needs: the portal, the back office, the site's endpoints, the pages of mail links.
 * /bedankt is left crawlable, just out of the sitemap: Lighthouse counts a blocked or noindex
 * page as an SEO fault, and every public page must score 100.
 */
export const privatePaths = ['/klantenportaal', '/beheer', '/api/', '/nieuwsbrief/', '/404'] as const;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );

/** A page whose content lives in the database: the knowledge base's categories and articles. */
export interface ContentPage {
  path: string;
  /** ISO date-time of the last change; empty when unknown. */
  updatedAt: string;
}

export const sitemapXml = (siteUrl: string, contentPages: readonly ContentPage[] = []): string => {
  const loc = (path: string) => `    <loc>${escapeXml(new URL(path, siteUrl).toString())}</loc>`;
  const urls = [
    ...publicPages.map(
      ({ path, changefreq, priority }) =>
        `  <url>\n${loc(path)}\n    <changefreq>${changefreq}</changefreq>\n    <priority>${priority}</priority>\n  </url>`,
    ),
    ...contentPages.map(
      ({ path, updatedAt }) =>
        `  <url>\n${loc(path)}${updatedAt ? `\n    <lastmod>${updatedAt.slice(0, 10)}</lastmod>` : ''}\n  </url>`,
    ),
  ].join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
};

export const robotsTxt = (siteUrl: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).toString()}`,
    '',
  ].join('\n');
