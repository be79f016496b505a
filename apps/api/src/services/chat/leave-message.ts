import { type LeftChatMessage, ORDERS_TEAM } from '@maatwerk/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Mailer } from '../../ports/mailer.ts';
import { storeContactMessage } from '../contact.ts';
import type { TeamCaller } from '../team-access.ts';
import { createUserStory } from '../user-stories/write.ts';

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

/**
 * A message left when nobody is available for a chat. A logged-in customer whose role places orders
 * gets an order, answered in the portal; anyone else a contact message, answered by mail.
 */
export const leaveChatMessage = async (
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
