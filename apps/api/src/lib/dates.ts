import { easterSunday as easter } from './holidays.ts';

/** Calendar helpers in the customers' time zone: dates are 'YYYY-MM-DD' strings, as the date columns hold them. */

const TIME_ZONE = 'Europe/Amsterdam';
const DAY_MS = 24 * 60 * 60 * 1000;

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const wallClockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const parts = (isoDate: string): [number, number, number] => {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) throw new Error(`not a date: ${isoDate}`);
  return [year, month, day];
};

/** The calendar date in Amsterdam at an instant (the customers' day, not UTC's). */
export const toDateOnly = (instant: Date): string => dateFormat.format(instant);

export const today = (now = new Date()): string => toDateOnly(now);

export const addDays = (isoDate: string, days: number): string => {
  const [year, month, day] = parts(isoDate);
  return new Date(Date.UTC(year, month - 1, day) + days * DAY_MS).toISOString().slice(0, 10);
};

/** Clamps to the last day of the month, so 31 January plus one month is 28 or 29 February. */
export const addMonths = (isoDate: string, months: number): string => {
  const [year, month, day] = parts(isoDate);
  const firstOfTarget = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0));
  firstOfTarget.setUTCDate(Math.min(day, lastDay.getUTCDate()));
  return firstOfTarget.toISOString().slice(0, 10);
};

/** The Dutch public holidays on which offices are closed, so that no demo meeting falls on Christmas. */
const holidaysByYear = new Map<number, Set<string>>();
const publicHolidays = (year: number): Set<string> => {
  const known = holidaysByYear.get(year);
  if (known) return known;
  const easterSunday = easter(year);
  const kingsDay = `${year}-04-27`;
  const holidays = new Set([
    `${year}-01-01`,
    addDays(easterSunday, 1),
    isSunday(kingsDay) ? `${year}-04-26` : kingsDay,
    addDays(easterSunday, 39),
    addDays(easterSunday, 50),
    `${year}-12-25`,
    `${year}-12-26`,
  ]);
  holidaysByYear.set(year, holidays);
  return holidays;
};

const weekday = (isoDate: string): number => {
  const [year, month, day] = parts(isoDate);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
};

const isSunday = (isoDate: string): boolean => weekday(isoDate) === 0;

export const isPublicHoliday = (isoDate: string): boolean =>
  publicHolidays(Number(isoDate.slice(0, 4))).has(isoDate);

/** ISO weekday of a date: 1 is Monday, 7 Sunday. */
export const isoWeekday = (isoDate: string): number => weekday(isoDate) || 7;

/** Monday to Friday, except Dutch public holidays. */
export const isWorkingDay = (isoDate: string): boolean => {
  const day = weekday(isoDate);
  return day !== 0 && day !== 6 && !publicHolidays(Number(isoDate.slice(0, 4))).has(isoDate);
};

/** The n-th working day after (n > 0) or before (n < 0) a date, the date itself not counted. */
export const addWorkingDays = (isoDate: string, n: number): string => {
  const step = n < 0 ? -1 : 1;
  let date = isoDate;
  for (let left = Math.abs(n); left > 0; ) {
    date = addDays(date, step);
    if (isWorkingDay(date)) left--;
  }
  return date;
};

/** The instant at which Amsterdam's clocks show this date and time, across summer and winter time. */
export const amsterdamTime = (isoDate: string, hour: number, minute = 0): Date => {
  const [year, month, day] = parts(isoDate);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const offsetAt = (instant: number) => {
    const wall = Object.fromEntries(
      wallClockFormat.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
    );
    const wallAsUtc = Date.UTC(
      wall.year!,
      wall.month! - 1,
      wall.day!,
      wall.hour!,
      wall.minute!,
      wall.second!,
    );
    return wallAsUtc - instant;
  };
  const first = asUtc - offsetAt(asUtc);
  return new Date(asUtc - offsetAt(first));
};
