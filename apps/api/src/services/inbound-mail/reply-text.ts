import EmailReplyParser from 'email-reply-parser';

/**
 * Where Outlook and other programs that do not quote with `>` start the mail answered: a separator
 * line, or a header block ("Van: …" then "Verzonden: …" / "From: …" then "Sent: …").
 */
const ANSWERED_MAIL_STARTS = [
  /^-{2,}\s*(?:Oorspronkelijk bericht|Original Message|Doorgestuurd bericht|Forwarded message)\s*-{2,}\s*$/im,
  /^_{10,}\s*$/m,
  /^(?:Van|From):\s.*\r?\n(?:.*\r?\n)?(?:Verzonden|Sent|Datum|Date):\s/im,
];

const cutAtAnsweredMail = (text: string): string =>
  ANSWERED_MAIL_STARTS.reduce((kept, pattern) => {
    const match = pattern.exec(kept);
    return match ? kept.slice(0, match.index) : kept;
  }, text);

/**
 * The new text of a reply by e-mail, without the mail it answers and without a signature:
 * email-reply-parser recognises the quote headers of the common mail programs in many languages
 * ("Op … schreef …:", "On … wrote:"), `>` quotes, the "-- " signature separator and "Sent from my
 * iPhone" lines; Outlook's separators and header blocks are cut here first.
 */
export const replyText = (text: string): string => {
  const unified = text.replace(/\r\n?/g, '\n');
  return new EmailReplyParser()
    .parseReply(cutAtAnsweredMail(unified))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Plain text as the thread's rich text: a paragraph per blank-line block, a line break per line. */
export const textToHtml = (text: string): string =>
  text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
