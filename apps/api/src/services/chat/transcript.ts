import type { DbOrTx } from '../../db/client.ts';
import { messagesAfter } from './read.ts';

/** A line's time as staff and customer read it: Amsterdam's clock. */
const clock = new Intl.DateTimeFormat('nl-NL', {
  timeZone: 'Europe/Amsterdam',
  hour: '2-digit',
  minute: '2-digit',
});

const speaker = { bezoeker: 'Bezoeker', medewerker: 'Kodewerk', systeem: 'Chat' } as const;

/**
 * The chat's lines as the visitor may read them, one per line as "[10:02] Anna: ...": internal
 * notes stay out. The order made of a chat and the mailed transcript both tell it this way.
 */
export const transcriptLines = async (
  db: DbOrTx,
  chatId: string,
  visitorName: string | null,
): Promise<string[]> => {
  const lines = await messagesAfter(db, chatId, 0, { internal: false });
  return lines.map((line) => {
    const who =
      line.author === 'bezoeker'
        ? (visitorName ?? speaker.bezoeker)
        : (line.author_name ?? speaker[line.author]);
    return `[${clock.format(new Date(line.created_at))}] ${who}: ${line.body}`;
  });
};
