import { closedAtAfterMove } from '@maatwerk/contract/constants';
import { eq, sql } from 'drizzle-orm';
import { today } from '../../lib/dates.ts';
import type { DbOrTx } from '../client.ts';
import { timeEntries, userStories, userStoryReplies } from '../schema.ts';

export type UserStory = typeof userStories.$inferSelect;
export type UserStoryReply = typeof userStoryReplies.$inferSelect;

export const PROVIDER_AUTHOR = 'Sanne Bakker (Kodewerk)';

let sequence = 0;

export interface UserStoryOverrides extends Partial<Omit<typeof userStories.$inferInsert, 'customerId'>> {
  customerId: number;
}

export const createUserStory = async (db: DbOrTx, overrides: UserStoryOverrides): Promise<UserStory> => {
  const n = ++sequence;
  const status = overrides.status ?? 'nieuw';
  const createdAt = overrides.createdAt ?? new Date();
  const [row] = await db
    .insert(userStories)
    .values({
      title: `Contactformulier uitbreiden met bijlage (${n})`,
      descriptionHtml:
        '<p>Graag een veld toevoegen aan het contactformulier waarmee bezoekers een <strong>bijlage</strong> ' +
        '(pdf of afbeelding, max. 10 MB) kunnen meesturen.</p>',
      status,
      priority: 3,
      createdAt,
      updatedAt: createdAt,
      closedAt: closedAtAfterMove(status, null, createdAt),
      ...overrides,
    })
    .returning();
  return row!;
};

export interface UserStoryReplyOverrides
  extends Partial<Omit<typeof userStoryReplies.$inferInsert, 'userStoryId'>> {
  userStoryId: number;
}

/** A reply from the customer unless `fromProvider` is set, in which case the provider's name is the default author. */
export const createUserStoryReply = async (
  db: DbOrTx,
  overrides: UserStoryReplyOverrides,
): Promise<UserStoryReply> => {
  const fromProvider = overrides.fromProvider ?? false;
  const [row] = await db
    .insert(userStoryReplies)
    .values({
      authorName: fromProvider ? PROVIDER_AUTHOR : 'Klant',
      fromProvider,
      bodyHtml: fromProvider
        ? '<p>Dank voor je bericht, we pakken dit deze week op.</p>'
        : '<p>Prima, laat maar weten als jullie nog iets nodig hebben.</p>',
      ...overrides,
    })
    .returning();
  return row!;
};

export type TimeEntry = typeof timeEntries.$inferSelect;

export interface TimeEntryOverrides
  extends Partial<Omit<typeof timeEntries.$inferInsert, 'userStoryId' | 'staffId'>> {
  userStoryId: number;
  staffId: number;
}

/**
 * Time worked on an order. The order's time spent grows by the same minutes, as when staff log it,
 * unless `addToOrder` is false (for an order whose total was written already).
 */
export const createTimeEntry = async (
  db: DbOrTx,
  { addToOrder = true, ...overrides }: TimeEntryOverrides & { addToOrder?: boolean },
): Promise<TimeEntry> => {
  const [row] = await db
    .insert(timeEntries)
    .values({ workedOn: today(), minutes: 60, note: 'Ontwikkeling', ...overrides })
    .returning();
  if (addToOrder) {
    await db
      .update(userStories)
      .set({ timeSpentMinutes: sql`${userStories.timeSpentMinutes} + ${row!.minutes}` })
      .where(eq(userStories.id, row!.userStoryId));
  }
  return row!;
};
