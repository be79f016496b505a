import { erasureMessages } from '@maatwerk/contract';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/**
 * Why this person may not be erased now, or null. The last active eigenaar of a company that has
 * other active people is refused: those people would be left without anyone to manage the team.
 * Another eigenaar first, or the company ends (no one else left), and it may go ahead.
 */
export const erasureBlockedReason = async (db: DbOrTx, userId: number): Promise<string | null> => {
  const [person] = await db
    .select({ customerId: users.customerId, teamRole: users.teamRole, deactivatedAt: users.deactivatedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (person?.teamRole !== 'eigenaar' || person.deactivatedAt) return null;
  const others = (extra?: ReturnType<typeof eq>) =>
    db
      .select({ n: count() })
      .from(users)
      .where(
        and(
          eq(users.customerId, person.customerId),
          ne(users.id, userId),
          isNull(users.deactivatedAt),
          extra,
        ),
      );
  const [owners] = await others(eq(users.teamRole, 'eigenaar'));
  if ((owners?.n ?? 0) > 0) return null;
  const [people] = await others();
  return (people?.n ?? 0) > 0 ? erasureMessages.lastOwner : null;
};
