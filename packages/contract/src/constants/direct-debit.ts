/**
 * SEPA direct debit (automatische incasso) through Mollie mandates (decision 0069): the states of a
 * mandate and of one collection, and the days the schedule keeps. The API, the mails and the portal
 * read these.
 */

/**
 * Days after an invoice is sent that its collection is made. The invoice mail announces the amount
 * and the date (the SEPA pre-notification), so the customer has this many days to check it; 14 is
 * the rulebook's term when nothing shorter was agreed.
 */
export const DIRECT_DEBIT_DAYS_AFTER_SENDING = 14;

/** Days after a failed or reversed collection that it is tried again (announced in the failure mail). */
export const DIRECT_DEBIT_RETRY_DAYS = 7;

/**
 * The first payment that gives the mandate, paid with iDEAL from the account to be debited: one
 * cent, the least Mollie accepts, only to confirm the account and its holder.
 */
export const MANDATE_FIRST_PAYMENT_CENTS = 1;

/**
 * A mandate: waiting for its first payment (in_afwachting), given (geldig), not given because the
 * first payment failed (mislukt), or revoked by the customer (ingetrokken). Only geldig collects.
 */
export const mandateStatuses = ['in_afwachting', 'geldig', 'mislukt', 'ingetrokken'] as const;
export type MandateStatus = (typeof mandateStatuses)[number];

export const mandateStatusLabels: Record<MandateStatus, string> = {
  in_afwachting: 'Wacht op de eerste betaling',
  geldig: 'Actief',
  mislukt: 'Niet afgegeven',
  ingetrokken: 'Ingetrokken',
};

/**
 * One collection of an invoice: announced in a mail with its date (aangekondigd), handed to the job
 * queue on that date (in_wachtrij), offered to Mollie (aangeboden), then betaald, mislukt (the bank
 * refused it) or gestorneerd (paid, then reversed by the customer); vervallen when it was not made
 * after all (paid otherwise, or the mandate revoked). A failed or reversed one may be followed by
 * one more attempt, announced in the failure mail.
 */
export const directDebitStatuses = [
  'aangekondigd',
  'in_wachtrij',
  'aangeboden',
  'betaald',
  'mislukt',
  'gestorneerd',
  'vervallen',
] as const;
export type DirectDebitStatus = (typeof directDebitStatuses)[number];

/** How a collection may move on; every other move is refused, so a late or repeated report changes nothing. */
export const directDebitTransitions: Record<DirectDebitStatus, readonly DirectDebitStatus[]> = {
  aangekondigd: ['in_wachtrij', 'vervallen'],
  in_wachtrij: ['aangeboden', 'vervallen'],
  aangeboden: ['betaald', 'mislukt'],
  betaald: ['gestorneerd'],
  mislukt: [],
  gestorneerd: [],
  vervallen: [],
};

export const canMoveDirectDebit = (from: DirectDebitStatus, to: DirectDebitStatus): boolean =>
  directDebitTransitions[from].includes(to);

/** A bank account as the portal and mails show it: its country and last four characters only. */
export const maskAccount = (iban: string): string => {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return `${compact.slice(0, 2)}** **** **** ${compact.slice(-4)}`;
};
