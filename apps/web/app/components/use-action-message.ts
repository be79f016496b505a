import { useState } from 'react';
import { describeSubmitFailure } from './form/submit-error.ts';

export type ActionMessage = { tone: 'status' | 'alert'; text: string } | null;

const fallback = 'Dat is niet gelukt. Probeer het opnieuw.';

/**
 * The one message under a list whose rows have actions (a role change, a removal, an invitation):
 * cleared when an action starts, then what it did or, in the API's words, why it failed.
 * `perform` asks its question first when it has one, and answers whether the action ran at all.
 */
export const useActionMessage = () => {
  const [message, setMessage] = useState<ActionMessage>(null);
  const fail = (error: unknown) =>
    setMessage({ tone: 'alert', text: describeSubmitFailure(error, fallback).message ?? fallback });
  const perform = async (run: () => Promise<unknown>, done: string, question?: string) => {
    if (question && !window.confirm(question)) return false;
    setMessage(null);
    try {
      await run();
      setMessage({ tone: 'status', text: done });
    } catch (error) {
      fail(error);
    }
    return true;
  };
  return { message, setMessage, fail, perform };
};
