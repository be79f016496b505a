import type { UserStoryStatus } from '@maatwerk/contract';
import { and, asc, eq, gte, lt, lte, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoices, timeEntries, userStories } from '../../db/schema.ts';
import type { ReportedWeek } from './week.ts';

export interface WeekContents {
  orders: { title: string; status: UserStoryStatus }[];
  hours: { title: string; minutes: number }[];
  invoices: { number: string; description: string }[];
}

export const isEmptyWeek = (contents: WeekContents) =>
  contents.orders.length === 0 && contents.hours.length === 0 && contents.invoices.length === 0;

/** What happened for one customer in the week: orders changed, hours logged, invoices sent. */
export const weekContents = async (
  db: DbOrTx,
  customerId: number,
  week: ReportedWeek,
): Promise<WeekContents> => {
  const orders = await db
    .select({ title: userStories.title, status: userStories.status })
    .from(userStories)
    .where(
      and(
        eq(userStories.customerId, customerId),
        gte(userStories.updatedAt, week.from),
        lt(userStories.updatedAt, week.until),
      ),
    )
    .orderBy(asc(userStories.updatedAt), asc(userStories.id));
  const hours = await db
    .select({ title: userStories.title, minutes: sum(timeEntries.minutes).mapWith(Number) })
    .from(timeEntries)
    .innerJoin(userStories, eq(userStories.id, timeEntries.userStoryId))
    .where(
      and(
        eq(userStories.customerId, customerId),
        gte(timeEntries.workedOn, week.weekStart),
        lte(timeEntries.workedOn, week.weekEnd),
      ),
    )
    .groupBy(userStories.id, userStories.title)
    .orderBy(asc(userStories.title));
  const sent = await db
    .select({ number: sql<string>`coalesce(${invoices.number}, '')`, description: invoices.description })
    .from(invoices)
    .where(
      and(
        eq(invoices.customerId, customerId),
        eq(invoices.status, 'sent'),
        gte(invoices.issuedOn, week.weekStart),
        lte(invoices.issuedOn, week.weekEnd),
      ),
    )
    .orderBy(asc(invoices.issuedOn), asc(invoices.id));
  return { orders, hours, invoices: sent };
};
