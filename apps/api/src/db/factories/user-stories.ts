import type { DbOrTx } from '../client.ts';
import { userStories, userStoryReplies } from '../schema.ts';

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
  const closed = status === 'afgerond' || status === 'gesloten';
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
      closedAt: closed ? createdAt : null,
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
