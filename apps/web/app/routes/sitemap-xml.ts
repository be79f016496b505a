import { sitemapArticlePaths } from '~/features/knowledge-base/knowledge-base-api.server.ts';
import { sitemapXml } from '~/features/seo/public-pages.ts';
import { serverEnv } from '~/lib/env.server.ts';

export const loader = async () =>
  new Response(sitemapXml(serverEnv.SITE_URL, await sitemapArticlePaths()), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
