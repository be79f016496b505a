/** What the browser needs to know of the server's environment; sent in the page as JSON. */
export interface PublicConfig {
  apiUrl: string;
  siteUrl: string;
  searchUrl: string;
  searchKey: string;
  matomoUrl: string | null;
}

export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

let cached: PublicConfig | undefined;

/** In the browser: the config the server rendered into the page. */
export const publicConfig = (): PublicConfig => {
  if (cached) return cached;
  if (typeof document === 'undefined')
    throw new Error('publicConfig() is for the browser; use the root loader');
  const element = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  cached = JSON.parse(element?.textContent ?? '{}') as PublicConfig;
  return cached;
};

/** JSON that is safe inside a <script> element. */
export const serializeForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
