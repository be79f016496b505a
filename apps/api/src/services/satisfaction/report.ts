import type { SatisfactionReport } from '@maatwerk/contract';
import { and, desc, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderSatisfaction } from '../../db/schema.ts';
import { addMonths, amsterdamTime } from '../../lib/dates.ts';

/** The answers given during an Amsterdam month: how many goed, how many kan beter, and the comments. */
export const satisfactionReport = async (db: Db, month: string): Promise<SatisfactionReport> => {
  const from = amsterdamTime(`${month}-01`, 0);
  const until = amsterdamTime(addMonths(`${month}-01`, 1), 0);
  const rows = await db
    .select()
    .from(orderSatisfaction)
    .where(and(gte(orderSatisfaction.createdAt, from), lt(orderSatisfaction.createdAt, until)))
    .orderBy(desc(orderSatisfaction.createdAt));
  const goed = rows.filter((row) => row.answer === 'goed').length;
  return {
    month,
    answers: rows.length,
    goed,
    kan_beter: rows.length - goed,
    share_goed: rows.length === 0 ? null : goed / rows.length,
    improvements: rows
      .filter((row) => row.answer === 'kan_beter' && row.comment)
      .map((row) => ({
        order_id: row.userStoryId,
        comment: row.comment!,
        answered_at: row.createdAt.toISOString(),
      })),
  };
};
