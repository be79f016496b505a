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
 * Whether the editor may set an address as a link: one of the schemes above with something after
 * it, a web address with its host (`https://…`), no spaces.
 */
export const isRichTextLink = (href: string): boolean => {
  const [, scheme = '', rest = ''] = /^([a-z]+):(\S+)$/i.exec(href.trim()) ?? [];
  const known = (richTextLinkSchemes as readonly string[]).includes(scheme.toLowerCase());
  return known && (scheme.toLowerCase() === 'mailto' || /^\/\/[^/]/.test(rest));
};

/**
 * The allowlist as options of sanitize-html, which the API cleans with and the site's server cleans
 * with again: the tags, a link's address and rel only, the schemes (no protocol-relative `//host`),
 * and whatever else is left out with its content kept.
 */
export const richTextSanitizeOptions: {
  allowedTags: string[];
  allowedAttributes: Record<string, string[]>;
  allowedSchemes: string[];
  allowedSchemesAppliedToAttributes: string[];
  allowProtocolRelative: false;
  disallowedTagsMode: 'discard';
} = {
  allowedTags: [...richTextTags],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: [...richTextLinkSchemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/**
 * Whether rich text says anything: text beyond tags, spaces and non-breaking spaces. The one
 * check behind the contract's schema, the API's cleaning and the site's editor.
 */
export const richTextHasContent = (html: string): boolean =>
  html.replace(/<[^>]*>|&nbsp;|&#160;|&#xa0;|\s/gi, '').length > 0;
