import { lazy, Suspense, useEffect, useState } from 'react';
import { useClientStore } from '~/lib/client-store.ts';
import { importOrReload } from '~/lib/reload-guard.ts';
import type { PaletteSource } from './palette-source.ts';
import styles from './search-button.module.css';
import { startTypingAhead } from './typed-ahead.ts';

// The palette and the search client load when the visitor first reaches for search.
const loadPalette = () => import('./search-palette.tsx');
const SearchPalette = lazy(() =>
  importOrReload(loadPalette).then((module) => ({ default: module.SearchPalette })),
);
const preloadPalette = () => void loadPalette().catch(() => undefined);

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The header's search icon; Ctrl+K or ⌘K, and '/' outside a text field, open the palette too.
 * `loadSource` loads what the palette searches instead of the site (the back office's search);
 * when it answers null, the palette searches the site.
 */
export const SearchButton = ({ loadSource }: { loadSource?: () => Promise<PaletteSource | null> }) => {
  const open = useClientStore((state) => state.commandPaletteOpen);
  const setState = useClientStore((state) => state.set);
  const [used, setUsed] = useState(false);

  useEffect(() => {
    if (open) setUsed(true);
  }, [open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
      const slash =
        event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      if (!shortcut && !slash) return;
      event.preventDefault();
      startTypingAhead();
      setState({ commandPaletteOpen: true });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [setState]);

  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onPointerEnter={preloadPalette}
        onFocus={preloadPalette}
        onClick={() => {
          startTypingAhead();
          setState({ commandPaletteOpen: true });
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
          <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">Zoeken</span>
      </button>
      {used && (
        <Suspense fallback={null}>
          <SearchPalette loadSource={loadSource} />
        </Suspense>
      )}
    </>
  );
};
