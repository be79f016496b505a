import {
  CHAT_TRANSCRIPT_NOT_ENDED_MESSAGE,
  CHAT_TRANSCRIPT_ONCE_MESSAGE,
  formatCalendarDate,
  todayInAmsterdam,
} from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { chats } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { MailMessage } from '../../lib/mail-message.ts';
import { enqueueJob } from '../jobs.ts';
import type { MailJob } from '../mail-job.ts';
import { composeMail } from '../mail-layout.ts';
import { findChat, findVisitorChat } from './read.ts';
import { transcriptLines } from './transcript.ts';

export const CHAT_TRANSCRIPT_QUEUE = 'chat-transcript-mail';

/**
 * The visitor asks for the transcript of their ended chat, once per chat: the request is kept on
 * the chat and the mail queued in one transaction, so two clicks or two instances send it once.
 */
export const requestChatTranscript = async (
  db: Db,
  chatId: string,
  sessionId: string,
  email: string,
): Promise<void> => {
  await db.transaction(async (tx) => {
    const chat = await findVisitorChat(tx, chatId, sessionId, { forUpdate: true });
    if (chat.status !== 'beeindigd') throw new HttpError('conflict', CHAT_TRANSCRIPT_NOT_ENDED_MESSAGE);
    if (chat.transcriptRequestedAt) throw new HttpError('conflict', CHAT_TRANSCRIPT_ONCE_MESSAGE);
    await tx.update(chats).set({ transcriptRequestedAt: new Date() }).where(eq(chats.id, chatId));
    await enqueueJob(tx, { queue: CHAT_TRANSCRIPT_QUEUE, customerId: null, payload: { chatId, email } });
  });
};

/** The transcript as an accessible mail: the conversation as a list, one line per message. */
export const transcriptMail = (input: { to: string; started: Date; lines: string[] }): MailMessage =>
  composeMail({
    to: input.to,
    subject: `Verslag van je chat met Kodewerk van ${formatCalendarDate(todayInAmsterdam(input.started))}`,
    paragraphs: [
      'Hallo,',
      'Je vroeg om het verslag van je chat met Kodewerk. Hieronder staat het gesprek, met de tijden in Nederlandse tijd.',
    ],
    lists: [{ heading: 'Het gesprek', items: input.lines }],
    after: [
      'Heb je nog een vraag? Antwoord niet op deze e-mail, maar start een nieuwe chat of neem contact op via de website.',
    ],
  });

const payloadSchema = z.object({ chatId: z.uuid(), email: z.string() });

/** The job of one transcript mail: it reads the chat as it stands when it runs; a chat gone gets none. */
export const sendTranscriptMail: MailJob = async ({ db, mailer }, payload) => {
  const { chatId, email } = payloadSchema.parse(payload);
  const chat = await findChat(db, chatId).catch(() => undefined);
  if (!chat) return { sent: false, reason: 'chat gone' };
  await mailer.send(
    transcriptMail({
      to: email,
      started: chat.createdAt,
      lines: await transcriptLines(db, chatId, chat.visitorName),
    }),
  );
  return { sent: true };
};
