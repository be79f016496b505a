import { CHAT_NO_ANSWER_SECONDS, type ChatMessage, type ChatStatus } from '@maatwerk/contract';
import { useEffect, useState } from 'react';

/**
 * Whether the visitor has waited too long: the chat still waits, nobody of staff wrote in it, and
 * the visitor's first line is CHAT_NO_ANSWER_SECONDS old. Then the panel offers to leave a message.
 */
export const useNoAnswer = (status: ChatStatus | undefined, lines: ChatMessage[]): boolean => {
  const answered = lines.some((line) => line.author === 'medewerker');
  const firstAsked = lines.find((line) => line.author === 'bezoeker')?.created_at;
  const [late, setLate] = useState(false);
  useEffect(() => {
    setLate(false);
    if (status !== 'wachtend' || answered || !firstAsked) return;
    const due = Date.parse(firstAsked) + CHAT_NO_ANSWER_SECONDS * 1000 - Date.now();
    const timer = setTimeout(() => setLate(true), Math.max(0, due));
    return () => clearTimeout(timer);
  }, [status, answered, firstAsked]);
  return late;
};
