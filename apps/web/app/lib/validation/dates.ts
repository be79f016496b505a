import { once } from '../once.ts';
import type { Locale, RuleArg } from './types.ts';

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

const validCalendarDate = (year: number, month: number, day: number): Date | null => {
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null;
};

/**
 * A value as a date: a Date, a calendar date 'YYYY-MM-DD' (what <input type="date"> gives, read as
 * local midnight so that it means the same day everywhere), or an ISO date-time.
 */
export const toDate = (value: unknown): Date | null => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const trimmed = value.trim();
  const calendar = isoDate.exec(trimmed);
  if (calendar) return validCalendarDate(Number(calendar[1]), Number(calendar[2]), Number(calendar[3]));
  // Only ISO date-times: Date.parse accepts far too much in other shapes.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(trimmed)) return null;
  const parsed = new Date(trimmed);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
};

const tokenPattern = /YYYY|YY|MM|M|DD|D/g;

/** Checks a value against a format of YYYY, YY, MM, M, DD and D, and that the day exists. */
export const matchesDateFormat = (value: string, format: string): boolean => {
  const order: string[] = [];
  const escaped = format.replace(/[.*+?^${}()[\]\\]/g, '\\$&');
  const source = escaped.replace(tokenPattern, (token) => {
    order.push(token);
    return {
      YYYY: '(\\d{4})',
      YY: '(\\d{2})',
      MM: '(\\d{2})',
      M: '(\\d{1,2})',
      DD: '(\\d{2})',
      D: '(\\d{1,2})',
    }[token] as string;
  });
  const match = new RegExp(`^${source}$`).exec(value.trim());
  if (!match) return false;
  let year = 2000;
  let month = 1;
  let day = 1;
  order.forEach((token, index) => {
    const part = Number(match[index + 1]);
    if (token === 'YYYY') year = part;
    else if (token === 'YY') year = 2000 + part;
    else if (token.startsWith('M')) month = part;
    else day = part;
  });
  return validCalendarDate(year, month, day) !== null;
};

/** A rule's date argument, or now when none is given. */
export const dateArg = (arg: RuleArg | undefined): Date | null =>
  arg === undefined || arg === '' ? new Date() : toDate(arg);

const formatters: Record<Locale, () => Intl.DateTimeFormat> = {
  nl: once(() => new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric' })),
  en: once(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })),
};

/** A date argument as people read it: '1 januari 2026'. */
export const formatDateArg = (arg: RuleArg | undefined, locale: Locale): string => {
  const date = toDate(arg);
  return date ? formatters[locale]().format(date) : String(arg ?? '');
};
