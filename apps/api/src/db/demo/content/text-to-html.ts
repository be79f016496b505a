const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const NUMBERED = /^\d+\.\s+/;
const BULLET = /^-\s+/;

/**
 * The demo's articles are written as plain text: blocks split by an empty line, a block starting
 * with '## ' is a heading, lines starting with '1. ' or '- ' are list items. This gives the HTML
 * the rich-text editor would have made of them.
 */
export const textToHtml = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((block) => {
      if (block.startsWith('## ')) return `<h2>${escapeHtml(block.slice(3).trim())}</h2>`;
      const lines = block.split('\n');
      const parts: string[] = [];
      let paragraph: string[] = [];
      let list = null as { tag: 'ol' | 'ul'; items: string[] } | null;
      const flushParagraph = () => {
        if (paragraph.length) parts.push(`<p>${paragraph.map(escapeHtml).join('<br>')}</p>`);
        paragraph = [];
      };
      const flushList = () => {
        if (list)
          parts.push(
            `<${list.tag}>${list.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</${list.tag}>`,
          );
        list = null;
      };
      for (const line of lines) {
        const tag = NUMBERED.test(line) ? 'ol' : BULLET.test(line) ? 'ul' : null;
        if (tag) {
          flushParagraph();
          if (list?.tag !== tag) flushList();
          list ??= { tag, items: [] };
          list.items.push(line.replace(tag === 'ol' ? NUMBERED : BULLET, ''));
        } else {
          flushList();
          paragraph.push(line);
        }
      }
      flushParagraph();
      flushList();
      return parts.join('');
    })
    .join('\n');
