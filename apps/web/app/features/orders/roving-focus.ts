import { type KeyboardEvent, useRef, useState } from 'react';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The WAI-ARIA toolbar pattern: the toolbar is one Tab stop, the arrow keys (and Home, End) move
 * between its buttons, and Tab comes back to the button used last.
 */
export const useRovingFocus = (count: number) => {
  const [current, setCurrent] = useState(0);
  const items = useRef<(HTMLElement | null)[]>([]);
  return {
    itemProps: (index: number) => ({
      tabIndex: index === current ? 0 : -1,
      ref: (element: HTMLElement | null) => {
        items.current[index] = element;
      },
      onFocus: () => setCurrent(index),
    }),
    onKeyDown: (event: KeyboardEvent) => {
      const move = MOVES[event.key];
      if (!move) return;
      event.preventDefault();
      const next = move(current, count);
      setCurrent(next);
      items.current[next]?.focus();
    },
  };
};
