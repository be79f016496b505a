import { BOOKING_TIME_ZONE } from './limits.ts';

/**
 * Amounts and calendar dates as Dutch readers expect them: the same words on the site, in the
 * back office, in mails and on invoices.
 */
const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const calendarDay = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'long', timeZone: 'UTC' });
const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: BOOKING_TIME_ZONE });

/** 123456 → '€ 1.234,56'. */
export const formatEuro = (cents: number): string => euro.format(cents / 100);

/** A calendar date, 'YYYY-MM-DD' → '3 maart 2026': the same day in every time zone. */
export const formatCalendarDate = (isoDate: string): string =>
  calendarDay.format(new Date(`${isoDate}T00:00:00Z`));

/** The calendar day in Amsterdam, where the provider works, 'YYYY-MM-DD'. */
export const todayInAmsterdam = (now = new Date()): string => isoDay.format(now);

/** An amount typed in euros, '123,45' or '123.45', as cents; undefined when it is not one with at most two decimals. */
export const eurosToCents = (text: string): number | undefined => {
  const match = /^\s*(-?)(\d+)(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] && cents > 0 ? -cents : cents;
};

/** Cents as an amount to edit: 12345 → '123,45'. */
export const centsToEuros = (cents: number): string => (cents / 100).toFixed(2).replace('.', ',');
