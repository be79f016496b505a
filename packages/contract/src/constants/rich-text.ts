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

/**
 * Whether rich text says anything: text beyond tags, spaces and non-breaking spaces. The one
 * check behind the contract's schema, the API's cleaning and the site's editor.
 */
export const richTextHasContent = (html: string): boolean =>
  html.replace(/<[^>]*>|&nbsp;|&#160;|&#xa0;|\s/gi, '').length > 0;
