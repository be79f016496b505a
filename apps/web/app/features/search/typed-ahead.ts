/**
 * What the visitor types between asking for the palette and its code arriving (a first open on a
 * slow connection): kept, and handed to the palette as its first query, so no keystroke is lost.
 */
let typed = '';
let listening = false;

const onKeyDown = (event: KeyboardEvent) => {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key === 'Backspace') typed = typed.slice(0, -1);
  else if (event.key.length === 1) typed += event.key;
  else return;
  event.preventDefault();
};

/** From now until the palette takes over, typed characters are kept. */
export const startTypingAhead = (): void => {
  if (listening) return;
  typed = '';
  listening = true;
  window.addEventListener('keydown', onKeyDown);
};

/** What was typed so far; from now on the palette's own field takes the keys. */
export const takeTypedAhead = (): string => {
  window.removeEventListener('keydown', onKeyDown);
  listening = false;
  const text = typed;
  typed = '';
  return text;
};
