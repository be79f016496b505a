import { formatCalendarDate, todayInAmsterdam } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chats, userStories } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import { recordAudit } from '../audit.ts';
import type { StaffWriter } from '../staff-writer.ts';
import { emitOrderEvent } from '../webhooks/events.ts';
import { plainTextAsHtml } from './leave-message.ts';
import { findChat, messagesAfter } from './read.ts';

/** A line's time as staff and customer read it: Amsterdam's clock. */
const clock = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  minute: '2-digit',
});

const speaker = { bezoeker: 'Bezoeker', medewerker: 'Kodewerk', systeem: 'Chat' } as const;

/** The chat's lines as the order's description; internal notes stay out, the customer reads it. */
const transcript = async (db: Db, chatId: string, visitorName: string | null): Promise<string> => {
  const lines = await messagesAfter(db, chatId, 0, { internal: false });
  return lines
    .map((line) => {
      const who =
        line.author === 'bezoeker'
          ? (visitorName ?? speaker.bezoeker)
          : (line.author_name ?? speaker[line.author]);
      return `[${clock.format(new Date(line.created_at))}] ${who}: ${line.body}`;
    })
    .join('\n');
};

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
  const body = `Chat van ${started}:\n\n${await transcript(db, chatId, chat.visitorName)}`;
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
