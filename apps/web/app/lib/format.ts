/** Amounts, dates and durations as Dutch readers expect them, in Amsterdam time. */
const TIME_ZONE = 'Europe/Amsterdam';

const date = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const shortDate = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'short', timeZone: TIME_ZONE });
const dateTime = new Intl.DateTimeFormat('nl-NL', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: TIME_ZONE,
});

const clock = new Intl.DateTimeFormat('nl-NL', { hour: '2-digit', minute: '2-digit', timeZone: TIME_ZONE });

/** A calendar date (YYYY-MM-DD) is read as that day, not as midnight UTC. */
const toDate = (value: string | Date) =>
  value instanceof Date
    ? value
    : /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T12:00:00Z`)
      : new Date(value);

/** '3 maart 2025'. */
export const formatDate = (value: string | Date) => date.format(toDate(value));

/** '3 mrt'. */
export const formatShortDate = (value: string | Date) => shortDate.format(toDate(value));

/** '14:05': the time of a chat line. */
export const formatClock = (value: string | Date) => clock.format(toDate(value));

/** '3 maart 2025 om 14:05'. */
export const formatDateTime = (value: string | Date) => dateTime.format(toDate(value)).replace(',', ' om');

/** Amounts (123456 → '€ 1.234,56') and durations are written as the mails write them: the contract's one rule. */
export { formatEuro, formatMinutes } from '@maatwerk/contract/constants';

/** Whole days from today (Amsterdam) to a calendar date; negative when it lies in the past. */
export const daysUntil = (calendarDate: string, now = new Date()) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(now);
  return Math.round(
    (Date.parse(`${calendarDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
};
