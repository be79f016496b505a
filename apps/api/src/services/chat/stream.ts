import type { ChatMessage, StaffChatMessage } from '@maatwerk/contract';
import type { Db } from '../../db/client.ts';
import { forVisitor, messagesAfter } from './read.ts';

/** What a chat's event stream reads: the lines after an id, as its audience may see them. */
export const chatStreamSource = (db: Db, chatId: string, audience: 'bezoeker' | 'medewerker') => ({
  after: async (cursor: number): Promise<(ChatMessage | StaffChatMessage)[]> => {
    const lines = await messagesAfter(db, chatId, cursor, { internal: audience === 'medewerker' });
    return audience === 'medewerker' ? lines : lines.map(forVisitor);
  },
});
