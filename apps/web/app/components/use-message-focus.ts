import { useEffect, useRef } from 'react';

/**
 * Focus on the message that says what an action did. The control that started it is often gone
 * afterwards (an approved row, a cancelled reservation, a form that closed), and focus would fall to
 * the page itself; on the message, a keyboard or screen reader user goes on from the result. The
 * element takes `tabIndex={-1}`; each new message (a new object, also with the same text) takes focus.
 */
export const useMessageFocus = <T extends HTMLElement = HTMLParagraphElement>(message: unknown) => {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  return ref;
};
