import type { ReactNode } from 'react';

const TAGS = /<(\/?)(strong|em)>/g;

/**
 * Highlighted text from the search index, as React elements: only the highlight tags become
 * emphasis; everything else, markup included, stays text. Never HTML from the index in the page.
 */
export const Highlighted = ({ text }: { text: string }) => {
  const nodes: ReactNode[] = [];
  let open: 'strong' | 'em' | null = null;
  let cursor = 0;
  let buffer = '';
  const flush = () => {
    if (!buffer) return;
    nodes.push(
      open === 'strong' ? (
        <strong key={nodes.length}>{buffer}</strong>
      ) : open === 'em' ? (
        <em key={nodes.length}>{buffer}</em>
      ) : (
        buffer
      ),
    );
    buffer = '';
  };
  for (const match of text.matchAll(TAGS)) {
    const [, closing, tag] = match as unknown as [string, string, 'strong' | 'em'];
    buffer += text.slice(cursor, match.index);
    cursor = match.index + match[0].length;
    if (!closing && open === null) {
      flush();
      open = tag;
    } else if (closing && open === tag) {
      flush();
      open = null;
    } else {
      // A tag that does not pair up is shown as the text it is.
      buffer += match[0];
    }
  }
  buffer += text.slice(cursor);
  flush();
  return <>{nodes}</>;
};

/** Whether a highlighted text has a match in it. */
export const hasHighlight = (text: string | undefined): boolean =>
  Boolean(text && /<(strong|em)>/.test(text));
