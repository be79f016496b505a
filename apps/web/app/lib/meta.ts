import type { MetaDescriptor } from 'react-router';
import { siteConfig } from './config.ts';

interface PageMeta {
  title: string;
  description: string;
  path: string;
  /** Portal and utility pages stay out of search engines. */
  noindex?: boolean;
  /** The site's public address (SITE_URL, see siteUrlOf); default the configured one. */
  siteUrl?: string;
}

/** SITE_URL as the root loader passed it, from a meta function's `matches`. */
export const siteUrlOf = (matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): string => {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as
    | { publicConfig?: { siteUrl?: string } }
    | undefined;
  return root?.publicConfig?.siteUrl ?? siteConfig.siteUrl;
};

/** Title, description, canonical address and Open Graph data of a page. */
export const pageMeta = ({
  title,
  description,
  path,
  noindex,
  siteUrl = siteConfig.siteUrl,
}: PageMeta): MetaDescriptor[] => {
  const fullTitle =
    path === '/'
      ? `${siteConfig.productName} | ${siteConfig.tagline}`
      : `${title} | ${siteConfig.productName}`;
  const url = new URL(path, siteUrl).toString();
  const image = new URL(siteConfig.socialImage.path, siteUrl).toString();
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'nl_NL' },
    { property: 'og:site_name', content: siteConfig.productName },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: String(siteConfig.socialImage.width) },
    { property: 'og:image:height', content: String(siteConfig.socialImage.height) },
    { property: 'og:image:type', content: 'image/jpeg' },
    { property: 'og:image:alt', content: `${siteConfig.productName}: ${siteConfig.tagline}` },
    { name: 'twitter:card', content: 'summary_large_image' },
    ...(noindex ? [{ name: 'robots', content: 'noindex' }] : []),
  ];
};
