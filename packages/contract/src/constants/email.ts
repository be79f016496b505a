/** The longest address mail servers take (RFC 5321: a path of 256 characters, less its brackets). */
export const EMAIL_MAX = 254;

/**
 * An e-mail address as the site's forms and the API both take it: a local part of letters, digits
 * and . _ ' + - (no dot first, last or twice), an @, and a domain of labels ending in a top-level
 * domain of two or more letters.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Spec §5's message of the email rule. */
export const EMAIL_MESSAGE = 'Vul een geldig e-mailadres in.';

/** Whether a trimmed text is an e-mail address: the one test behind the site's rule and the contract's schemas. */
export const isEmailAddress = (value: string): boolean =>
  value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
