import { type LeftChatMessage, ORDERS_TEAM } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { chats } from '../../db/schema.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { Mailer } from '../../ports/mailer.ts';
import { storeContactMessage } from '../contact.ts';
import type { TeamCaller } from '../team-access.ts';
import { createUserStory } from '../user-stories/write.ts';
import { findVisitorChat } from './read.ts';
import { endChatRow } from './visitor.ts';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Plain text as the order's rich text: one paragraph per line, nothing of it read as HTML. */
export const plainTextAsHtml = (text: string): string =>
  text
    .split(/\r?\n/)
    .map((line) => `<p>${escapeHtml(line) || '<br>'}</p>`)
    .join('');

interface LeaveDeps {
  db: Db;
  mailer: Mailer;
  /** The provider's inbox (CONTACT_EMAIL). */
  to: string;
  log: FastifyBaseLogger;
}

/** What the chat says when the message left in it became a contact message or an order. */
const leftLine = (left: LeftChatMessage): string =>
  left.became === 'opdracht'
    ? `Je bericht is opdracht #${left.id} geworden. Je vindt ons antwoord in het klantenportaal.`
    : 'Je bericht is als contactbericht naar ons gestuurd. We antwoorden per e-mail.';

/**
 * A message left when nobody is available for a chat, or nobody answered a waiting chat in time
 * (CHAT_NO_ANSWER_SECONDS). A logged-in customer whose role places orders gets an order, answered
 * in the portal; anyone else a contact message, answered by mail. A chat it was left in (proved by
 * its browser's secret, else 404) ends with a line that says what it became.
 */
export const leaveChatMessage = async (
  deps: LeaveDeps,
  input: {
    name: string;
    email: string;
    message: string;
    chat?: { chat_id: string; session_id: string } | undefined;
  },
  caller: TeamCaller | undefined,
): Promise<LeftChatMessage> => {
  if (input.chat) {
    const chat = await findVisitorChat(deps.db, input.chat.chat_id, input.chat.session_id);
    if (chat.status === 'actief') {
      throw new HttpError('conflict', 'Een medewerker helpt je al in deze chat.');
    }
  }
  const left = await leave(deps, input, caller);
  if (input.chat) {
    const chatId = input.chat.chat_id;
    await deps.db.transaction(async (tx) => {
      const [chat] = await tx.select().from(chats).where(eq(chats.id, chatId)).for('update');
      if (chat && chat.status !== 'beeindigd') await endChatRow(tx, chatId, leftLine(left));
    });
  }
  return left;
};

const leave = async (
  deps: LeaveDeps,
  input: { name: string; email: string; message: string },
  caller: TeamCaller | undefined,
): Promise<LeftChatMessage> => {
  if (caller && ORDERS_TEAM.includes(caller.teamRole)) {
    const order = await createUserStory(deps.db, caller, {
      title: 'Bericht via de chat',
      description_html: plainTextAsHtml(
        `${input.message}\n\nAntwoord graag aan: ${input.name} <${input.email}>`,
      ),
      priority: 3,
    });
    return { became: 'opdracht', id: order.id };
  }
  const stored = await storeContactMessage(deps, {
    name: input.name,
    email: input.email,
    phone: null,
    company: null,
    subject: 'Bericht via de chat',
    message: input.message,
  });
  return { became: 'contactbericht', id: stored.id };
};
