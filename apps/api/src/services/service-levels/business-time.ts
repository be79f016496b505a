import { addDays, amsterdamTime, isoWeekday, toDateOnly } from '../../lib/dates.ts';
import { dutchHolidays } from '../../lib/holidays.ts';

/** An open range of a weekday in Amsterdam wall-clock time: 'HH:MM' to 'HH:MM'. */
export interface BusinessRange {
  weekday: number;
  startsAt: string;
  endsAt: string;
}

/** A stretch of real time, [from, until). */
export interface Span {
  from: Date;
  until: Date;
}

const MINUTE_MS = 60_000;

const hourAndMinute = (time: string): [number, number] => [
  Number(time.slice(0, 2)),
  Number(time.slice(3, 5)),
];

/**
 * The business hours as a calendar: the weekly ranges in Amsterdam time, closed on Dutch public
 * holidays. Each day's open spans are worked out once (as instants, so a day of 23 or 25 hours when
 * summer time starts or ends counts its real minutes) and kept for the next question.
 */
export class BusinessCalendar {
  readonly #ranges: BusinessRange[];
  readonly #days = new Map<string, [number, number][]>();
  readonly #holidays = new Map<number, Set<string>>();

  constructor(ranges: readonly BusinessRange[]) {
    this.#ranges = [...ranges];
  }

  isHoliday(day: string): boolean {
    const year = Number(day.slice(0, 4));
    let dates = this.#holidays.get(year);
    if (!dates) {
      dates = new Set(dutchHolidays(year).map((holiday) => holiday.date));
      this.#holidays.set(year, dates);
    }
    return dates.has(day);
  }

  /** The open spans of one Amsterdam day, as epoch milliseconds. */
  openOn(day: string): [number, number][] {
    const known = this.#days.get(day);
    if (known) return known;
    const weekday = isoWeekday(day);
    const spans = this.isHoliday(day)
      ? []
      : this.#ranges
          .filter((range) => range.weekday === weekday)
          .map((range): [number, number] => [
            amsterdamTime(day, ...hourAndMinute(range.startsAt)).getTime(),
            amsterdamTime(day, ...hourAndMinute(range.endsAt)).getTime(),
          ]);
    this.#days.set(day, spans);
    return spans;
  }

  /** Whole business minutes between two instants (0 when `until` is not after `from`). */
  minutesBetween(from: Date, until: Date): number {
    if (until <= from) return 0;
    let total = 0;
    const last = toDateOnly(until);
    for (let day = toDateOnly(from); day <= last; day = addDays(day, 1)) {
      for (const [opens, closes] of this.openOn(day)) {
        const start = Math.max(opens, from.getTime());
        const end = Math.min(closes, until.getTime());
        if (end > start) total += end - start;
      }
    }
    return Math.floor(total / MINUTE_MS);
  }

  /** Business minutes in the spans, each cut off at `until`. */
  minutesIn(spans: readonly Span[], until: Date): number {
    return spans.reduce(
      (sum, span) => sum + this.minutesBetween(span.from, span.until < until ? span.until : until),
      0,
    );
  }
}
