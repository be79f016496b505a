import { robotsTxt } from '~/features/seo/public-pages.ts';
import { serverEnv } from '~/lib/env.server.ts';

export const loader = () =>
  new Response(robotsTxt(serverEnv.SITE_URL), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
