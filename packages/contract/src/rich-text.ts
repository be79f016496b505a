/**
 * The only HTML a description or reply carries (`description_html`, `body_html`): what the site's
 * editor produces, nothing that runs or styles. The API cleans to it before storing; the site
 * cleans to it again before showing.
 */
export const richTextTags = [
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'code',
  'pre',
  'h2',
  'h3',
] as const;

/** Link addresses keep only these schemes. */
export const richTextLinkSchemes = ['http', 'https', 'mailto'] as const;
