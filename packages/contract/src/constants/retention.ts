/**
 * How long records are kept once they no longer serve their purpose: the API's retention task
 * removes them after these periods, and the privacy statement states the same periods.
 */
export const RETENTION_DAYS = {
  /** A contact message, counted from its receipt. */
  contactMessages: 730,
  /** A newsletter sign-up never confirmed, counted from its confirmation mail. */
  unconfirmedNewsletter: 30,
  /** A sign-up for status mails never confirmed, counted from its confirmation mail. */
  unconfirmedStatusSubscription: 30,
  /** A login (customer or staff), counted from its end: logged out, expired or unused. */
  endedSessions: 30,
  /** A link to reset a password or confirm an e-mail address, counted from its expiry. */
  expiredLinks: 30,
  /** An entry of a person's security log (logins, password and factor changes). */
  securityLog: 365,
} as const;

/**
 * What the law makes the provider keep, in years: invoices and what they are made of (art. 52 AWR),
 * and the evidence of an accepted agreement. The personal-data map's 'keep' entries use it, and
 * erasure leaves these records as they are.
 */
export const FISCAL_RETENTION_YEARS = 7;

const spelled = ['nul', 'een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien'];

/** A period as the privacy statement writes it: 30 → 'dertig dagen', 365 → 'een jaar', 730 → 'twee jaar'. */
export const retentionPeriod = (days: number): string => {
  if (days % 365 === 0) return `${spelled[days / 365] ?? days / 365} jaar`;
  if (days === 30) return 'dertig dagen';
  return `${spelled[days] ?? days} ${days === 1 ? 'dag' : 'dagen'}`;
};
