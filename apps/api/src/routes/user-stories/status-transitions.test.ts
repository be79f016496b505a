import { UserStory, UserStoryDetail } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { createUserStory } from '../../db/factories/index.ts';
import { customerPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { exactly } from '../../test/exactly.ts';
import { call, errorOf } from './user-stories-test-support.ts';

/**
 * What a customer may do, written out here rather than read from the contract's table, so that a
 * change of that table shows as a failing pair: close from any status, reopen a finished or closed
 * order as 'nieuw'; setting the status it already has changes nothing.
 */
const statuses = ['nieuw', 'in_behandeling', 'wacht_op_klant', 'afgerond', 'gesloten'] as const;
const allowed: Record<(typeof statuses)[number], readonly string[]> = {
  nieuw: ['nieuw', 'gesloten'],
  in_behandeling: ['in_behandeling', 'gesloten'],
  wacht_op_klant: ['wacht_op_klant', 'gesloten'],
  afgerond: ['afgerond', 'gesloten', 'nieuw'],
  gesloten: ['gesloten', 'nieuw'],
};
const pairs = statuses.flatMap((from) =>
  statuses.map((to) => ({ from, to, ok: allowed[from].includes(to) })),
);

describe('order status moves by the customer, every pair', () => {
  const t = testAppPerBlock();
  const jan = customerPerBlock(t);

  it.each(pairs)('$from → $to: allowed $ok', async ({ from, to, ok }) => {
    const order = await createUserStory(t.db, { customerId: jan.customer.id, status: from });
    const response = await call(t.app, jan, 'POST', '/user-stories?_method=PUT', {
      user_story_id: order.id,
      status: to,
    });
    if (ok) {
      expect(response.statusCode).toBe(200);
      const moved = exactly(UserStory, response.json());
      expect(moved.status).toBe(to);
      if (from !== to) expect(moved.closed_at === null).toBe(to !== 'gesloten');
    } else {
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).fields).toEqual({ status: 'Deze status kan alleen Kodewerk instellen.' });
      const unchanged = exactly(
        UserStoryDetail,
        (await call(t.app, jan, 'GET', `/user-stories/${order.id}`)).json(),
      );
      expect(unchanged.status).toBe(from);
    }
  });
});
