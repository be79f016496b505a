import { sitemapXml } from '~/features/seo/public-pages.ts';
import { serverEnv } from '~/lib/env.server.ts';

export const loader = () =>
  new Response(sitemapXml(serverEnv.SITE_URL), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
