import { addDays, amsterdamTime, isoWeekday, toDateOnly } from '../../lib/dates.ts';

/** The week mail goes out on Monday at 08:00, Amsterdam time. */
export const WEEK_MAIL_HOUR = 8;
/** An instance that was down at 08:00 still sends the mail later that day, never days late. */
const SEND_WINDOW_MS = 16 * 60 * 60 * 1000;

/** The week a week mail tells about: Monday to Sunday, as dates and as the instants around them. */
export interface ReportedWeek {
  /** The Monday the week starts, 'YYYY-MM-DD'. */
  weekStart: string;
  /** The Sunday it ends. */
  weekEnd: string;
  from: Date;
  until: Date;
}

/** The past week, when `now` lies in the window after Monday 08:00 in which its mails are sent. */
export const weekDueAt = (now: Date): ReportedWeek | null => {
  const today = toDateOnly(now);
  const monday = addDays(today, 1 - isoWeekday(today));
  const sendAt = amsterdamTime(monday, WEEK_MAIL_HOUR);
  if (now < sendAt || now.getTime() >= sendAt.getTime() + SEND_WINDOW_MS) return null;
  return reportedWeek(addDays(monday, -7));
};

export const reportedWeek = (weekStart: string): ReportedWeek => ({
  weekStart,
  weekEnd: addDays(weekStart, 6),
  from: amsterdamTime(weekStart, 0),
  until: amsterdamTime(addDays(weekStart, 7), 0),
});
