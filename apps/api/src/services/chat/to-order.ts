import { formatCalendarDate, todayInAmsterdam } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chats, userStories } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import type { StaffWriter } from '../staff-writer.ts';
import { emitOrderEvent } from '../webhooks/events.ts';
import { plainTextAsHtml } from './leave-message.ts';
import { findChat } from './read.ts';
import { transcriptLines } from './transcript.ts';

/** Turns a logged-in customer's chat into an order of their company, once, with the transcript. */
export const chatToOrder = async (
  db: Db,
  writer: StaffWriter,
  chatId: string,
  title: string,
): Promise<{ user_story_id: number }> => {
  const chat = await findChat(db, chatId);
  if (chat.customerId === null) {
    throw new HttpError('conflict', 'Alleen de chat van een ingelogde klant kan een opdracht worden.');
  }
  if (chat.userStoryId !== null) throw new HttpError('conflict', 'Deze chat is al een opdracht.');
  const started = formatCalendarDate(todayInAmsterdam(chat.createdAt));
  const body = `Chat van ${started}:\n\n${(await transcriptLines(db, chatId, chat.visitorName)).join('\n')}`;
  return db.transaction(async (tx) => {
    const [story] = await tx
      .insert(userStories)
      .values({
        customerId: chat.customerId!,
        createdByUserId: chat.userId,
        title,
        descriptionHtml: plainTextAsHtml(body),
        status: 'nieuw',
        assigneeStaffId: writer.staffId,
      })
      .returning();
    await tx.update(chats).set({ userStoryId: story!.id }).where(eq(chats.id, chatId));
    await emitOrderEvent(tx, story!, 'order.created');
    await recordAudit(tx, writer, {
      action: 'chat.to_order',
      entity: 'chat',
      entityId: chatId,
      after: { user_story_id: story!.id, title },
    });
    return { user_story_id: story!.id };
  });
};
