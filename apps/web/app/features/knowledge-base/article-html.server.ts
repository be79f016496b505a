import { richTextSanitizeOptions } from '@maatwerk/contract';
import sanitizeHtml from 'sanitize-html';
import type { TocEntry } from './article-view.tsx';

/** The same allowlist the API cleans to: a second guard, in case a server lets more through. */
const options: sanitizeHtml.IOptions = {
  ...richTextSanitizeOptions,
  transformTags: {
    // Links to other sites go along without handing over the page; the site's own stay plain.
    a: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.href ? { href: attribs.href } : {}),
        ...(attribs.href && /^https?:/i.test(attribs.href) ? { rel: 'noopener noreferrer' } : {}),
      },
    }),
  },
};

const decode = (text: string) =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#0?39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

const anchorOf = (title: string) =>
  title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'kop';

/** Articles with at least this many sections get a table of contents. */
export const TOC_MIN_SECTIONS = 3;

/**
 * An article's HTML for the page: cleaned, its h2 headings given anchors, and the table of contents
 * they make. Headings in the article sit below the page's h1, so h2 stays h2.
 */
export const articleHtml = (html: string): { html: string; toc: TocEntry[] } => {
  const clean = sanitizeHtml(html, options);
  const toc: TocEntry[] = [];
  const used = new Set<string>();
  const withAnchors = clean.replace(/<h2>([\s\S]*?)<\/h2>/g, (_match, inner: string) => {
    const title = decode(inner);
    let id = anchorOf(title);
    for (let n = 2; used.has(id); n++) id = `${anchorOf(title)}-${n}`;
    used.add(id);
    toc.push({ id, title });
    return `<h2 id="${id}">${inner}</h2>`;
  });
  return { html: withAnchors, toc: toc.length >= TOC_MIN_SECTIONS ? toc : [] };
};
