import { richTextLinkSchemes, richTextTags } from '@maatwerk/contract';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './rich-text.module.css';

/** The same allowlist the API cleans to: a second guard in the browser, in case a server lets more through. */
const config = {
  ALLOWED_TAGS: [...richTextTags],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: new RegExp(`^(?:${richTextLinkSchemes.join('|')}):`, 'i'),
  ALLOW_DATA_ATTR: false,
};

let hooked = false;
const purifier = () => {
  if (!hooked && DOMPurify.isSupported) {
    hooked = true;
    // Links from a customer or the provider open apart from the portal and never get a handle on it.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A') {
        node.setAttribute('rel', 'noopener noreferrer nofollow');
        node.setAttribute('target', '_blank');
      }
    });
  }
  return DOMPurify;
};

/** Rich text of an order or reply: cleaned HTML, cleaned once more before it is shown. */
export const RichTextView = ({ html, className }: { html: string; className?: string }) => {
  const clean = useMemo(() => {
    const dompurify = purifier();
    // Portal pages render in the browser only; without a DOM there is nothing safe to show.
    return dompurify.isSupported ? dompurify.sanitize(html, config) : '';
  }, [html]);
  return (
    <div
      className={[styles.richText, className].filter(Boolean).join(' ')}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the API's allowlist and again by DOMPurify above
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
};
