/** A piece of a chat line: text, or an address to link to. */
export type LinePart = { text: string } | { href: string; text: string };

const ADDRESS = /\bhttps?:\/\/[^\s<>"]+[^\s<>".,;:!?)\]']/g;

/**
 * A chat line as text with its web addresses made links. Only http(s) addresses become links; the
 * rest stays text, never HTML.
 */
export const linkify = (line: string): LinePart[] => {
  const parts: LinePart[] = [];
  let at = 0;
  for (const match of line.matchAll(ADDRESS)) {
    const start = match.index ?? 0;
    if (start > at) parts.push({ text: line.slice(at, start) });
    parts.push({ href: match[0], text: match[0] });
    at = start + match[0].length;
  }
  if (at < line.length) parts.push({ text: line.slice(at) });
  return parts;
};
