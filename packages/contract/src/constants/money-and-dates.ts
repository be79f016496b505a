import { BOOKING_TIME_ZONE } from './limits.ts';

/**
 * Amounts and calendar dates as Dutch readers expect them: the same words on the site, in the
 * back office, in mails and on invoices.
 */
// A minus only before an amount below zero: a credited line of nothing reads '€ 0,00', never '€ -0,00'.
const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR', signDisplay: 'negative' });
const calendarDay = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'UTC' });
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: BOOKING_TIME_ZONE });

/** 123456 → '€ 1.234,56'. */
export const formatEuro = (cents: number): string => euro.format(cents / 100);

/** A calendar date, 'YYYY-MM-DD' → '3 maart 2026': the same day in every time zone. */
export const formatCalendarDate = (isoDate: string): string =>
  calendarDay.format(new Date(`${isoDate}T00:00:00Z`));

/** The calendar day in Amsterdam, where the provider works, 'YYYY-MM-DD'. */
export const todayInAmsterdam = (now = new Date()): string => isoDay.format(now);

/** What an amount typed in euros is: its cents, or the Dutch message that says why it is none. */
export type TypedEuros = { cents: number; problem?: undefined } | { cents?: undefined; problem: string };

// An optional minus and euro sign around the number, which has a decimal comma and may group its
// thousands with dots: '1.663,75', '1663,75', '1663', '€ 1.663,75', '€ -25,00' (as formatEuro writes it).
const TYPED_EUROS = /^(?:(-)\s*)?(?:€\s*(-)?)?([1-9]\d{0,2}(?:\.\d{3})+|\d+)(?:,(\d+))?(?:\s*€)?$/;
// A dot before cents or a comma before thousands: '12.50', '1,663.75'.
const DECIMAL_POINT = /\d\.\d{1,2}(?!\d)|\d,\d{3}/;

/**
 * An amount typed the Dutch way, thousands with a dot and cents after a comma, as whole cents. What
 * could mean two amounts ('12.50', '1,663.75') is refused as well as what is no amount, each with
 * a message that starts with the field's label.
 */
export const readEuros = (typed: string, label = 'Bedrag'): TypedEuros => {
  const text = typed.trim();
  if (text === '') return { problem: `${label} is verplicht.` };
  const match = TYPED_EUROS.exec(text);
  const [, minus, minusAfterSign, whole = '', decimals = ''] = match ?? [];
  if (!match || (minus && minusAfterSign)) {
    return DECIMAL_POINT.test(text)
      ? { problem: `${label}: schrijf de centen na een komma en duizendtallen met een punt, zoals 1.234,56.` }
      : { problem: `${label}: vul een bedrag in euro’s in, zoals 95,00.` };
  }
  if (decimals.length > 2) {
    return { problem: `${label}: vul een bedrag in met hoogstens twee cijfers achter de komma.` };
  }
  const cents = Number(whole.replaceAll('.', '')) * 100 + Number(decimals.padEnd(2, '0'));
  return { cents: (minus || minusAfterSign) && cents > 0 ? -cents : cents };
};

/** An amount typed in euros ('1.663,75') as cents; undefined when `readEuros` refuses it. */
export const eurosToCents = (typed: string): number | undefined => readEuros(typed).cents;

const editableEuros = new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Cents as an amount to edit, written the way it is typed: 166375 → '1.663,75'. */
export const centsToEuros = (cents: number): string => editableEuros.format(cents / 100);
