import { weekdays } from '@maatwerk/contract';

/**
 * A weekly pattern of time ranges as a form shows it: one text field a weekday (`day1` … `day7`)
 * holding '09:00-12:00, 13:00-17:00'; empty is a day without ranges. Used by the bookable hours
 * and the business hours of the service levels.
 */
export type WeekValues = Record<string, string>;

interface WeekRange {
  weekday: number;
  starts_at: string;
  ends_at: string;
}

export const weekFieldName = (weekday: number) => `day${weekday}`;

export const weekToText = (ranges: readonly WeekRange[]): WeekValues =>
  Object.fromEntries(
    weekdays.map((day) => [
      weekFieldName(day),
      ranges
        .filter((range) => range.weekday === day)
        .map((range) => `${range.starts_at}-${range.ends_at}`)
        .join(', '),
    ]),
  );

export const textToWeek = (values: WeekValues) =>
  weekdays.flatMap((day) =>
    (values[weekFieldName(day)] ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [starts_at = '', ends_at = ''] = part.split('-').map((time) => time.trim());
        return { weekday: day, starts_at, ends_at };
      }),
  );

/** The field that shows a message about `ranges.N.…`: the one of that range's weekday. */
export const weekFieldOf = (path: readonly PropertyKey[], body: { ranges: readonly WeekRange[] }) =>
  weekFieldName(body.ranges[Number(path[1])]?.weekday ?? weekdays[0]);
