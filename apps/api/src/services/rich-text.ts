import { richTextSanitizeOptions } from '@maatwerk/contract';
import type sanitizeHtml from 'sanitize-html';
import { onFirstUse } from '../lib/on-first-use.ts';

/**
 * The only HTML a description or reply may keep: what the site's editor produces, nothing that runs
 * or styles. Links keep http(s) and mailto addresses only, and always open without handing over the
 * page (rel). Headings of the editor map onto the two levels the portal shows.
 */
const options: sanitizeHtml.IOptions = {
  ...richTextSanitizeOptions,
  allowedStyles: {},
  // Their text is code or markup, never content.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
  ],
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    h1: 'h2',
    h4: 'h3',
    h5: 'h3',
    h6: 'h3',
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        rel: 'noopener noreferrer nofollow',
      },
    }),
  },
};

const sanitizer = onFirstUse(async () => (await import('sanitize-html')).default);

export const cleanRichText = async (html: string): Promise<string> =>
  (await sanitizer())(html, options).trim();
