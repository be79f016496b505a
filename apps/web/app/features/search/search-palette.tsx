import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useClientStore } from '~/lib/client-store.ts';
import { preloadRoute } from '~/lib/route-preload.ts';
import { Highlighted } from './highlight.tsx';
import { type PaletteGroup, type PaletteHit, toGroups } from './hits.ts';
import { type PaletteSource, siteSource } from './palette-source.ts';
import styles from './search-palette.module.css';
import { takeTypedAhead } from './typed-ahead.ts';

type Status = 'idle' | 'searching' | 'done' | 'failed';

/** The palette's search as the visitor types: the latest query wins, older answers are dropped. */
const useSearch = (query: string, loadSource: () => Promise<PaletteSource | null>) => {
  const [groups, setGroups] = useState<PaletteGroup[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  useEffect(() => {
    const q = query.trim();
    if (!q) {
      setGroups([]);
      setStatus('idle');
      return;
    }
    const controller = new AbortController();
    setStatus('searching');
    loadSource()
      .then(async (loaded) => {
        // No source of its own (a back office without a staff login): the site's search.
        const source = loaded ?? siteSource;
        return { source, results: await source.search(query, controller.signal) };
      })
      .then(
        ({ source, results }) => {
          if (controller.signal.aborted) return;
          setGroups(toGroups(results, source.groups));
          setStatus('done');
        },
        () => {
          if (!controller.signal.aborted) setStatus('failed');
        },
      );
    return () => controller.abort();
  }, [query, loadSource]);
  return { groups, status };
};

const loadSiteSource = () => Promise.resolve(null);

/**
 * The search palette: a full-screen modal dialog with a combobox. Arrow keys move through the hits,
 * Enter opens the selected one (the first while typing), Escape or a click on the backdrop closes.
 * Internal addresses open in the site, others in a new tab. What it searches is its source: the
 * site's search by default, the back office's in /beheer.
 */
export const SearchPalette = ({
  loadSource = loadSiteSource,
}: {
  loadSource?: () => Promise<PaletteSource | null>;
}) => {
  const open = useClientStore((state) => state.commandPaletteOpen);
  const setState = useClientStore((state) => state.set);
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const { groups, status } = useSearch(query, loadSource);
  const id = useId();
  const hits = groups.flatMap((group) => group.hits);
  const optionId = (index: number) => `${id}-hit-${index}`;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      // Opening starts a new search, with what was typed while the palette was on its way. The
      // field holds it at once: a key typed before React renders the new query is added to it,
      // not to an empty field whose value would then replace it.
      const typed = takeTypedAhead();
      if (input.current) input.current.value = typed;
      setQuery(typed);
      setActive(0);
      element.showModal();
      input.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  // New hits: the first is the one Enter opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the hits change, on purpose
  useEffect(() => setActive(0), [groups]);

  useEffect(() => {
    document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  });

  const close = () => setState({ commandPaletteOpen: false });

  const openHit = (hit: PaletteHit | undefined) => {
    if (!hit) return;
    close();
    if (hit.external) window.open(hit.url, '_blank', 'noopener');
    else void navigate(hit.url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + hits.length) % hits.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      openHit(hits[active]);
    } else if (event.key === 'Escape') {
      // Closes at once, also when there is text (a search field would clear it first).
      event.preventDefault();
      close();
    }
  };

  const announcement =
    status === 'done'
      ? hits.length === 0
        ? 'Geen resultaten gevonden'
        : `${hits.length} ${hits.length === 1 ? 'resultaat' : 'resultaten'}`
      : status === 'failed'
        ? 'Zoeken lukt even niet. Probeer het zo opnieuw.'
        : '';
  let position = -1;

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a mouse extra; Escape serves the keyboard
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label="Zoeken"
      onClose={close}
      onCancel={close}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) close();
      }}
    >
      <div className={styles.panel}>
        <div className={styles.searchRow}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" className={styles.searchIcon}>
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M16.5 16.5L21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <input
            ref={input}
            className={styles.input}
            type="text"
            role="combobox"
            aria-label="Zoeken"
            aria-expanded={hits.length > 0}
            aria-controls={`${id}-results`}
            aria-autocomplete="list"
            aria-activedescendant={hits.length > 0 ? optionId(active) : undefined}
            placeholder="Type hier om te zoeken"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="button" className={styles.close} onClick={close}>
            <span aria-hidden="true">Esc</span>
            <span className="visually-hidden">Sluiten</span>
          </button>
        </div>
        <div id={`${id}-results`} role="listbox" aria-label="Zoekresultaten" className={styles.results}>
          {groups.map((group) => (
            // biome-ignore lint/a11y/useSemanticElements: a group of options in a listbox, not of form fields
            <div key={group.index} role="group" aria-label={group.heading} className={styles.group}>
              <div aria-hidden="true" className={styles.heading}>
                {group.heading}
              </div>
              {group.hits.map((hit) => {
                position += 1;
                const index = position;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: options are chosen with the keyboard in the combobox input
                  <div
                    key={hit.key}
                    id={optionId(index)}
                    role="option"
                    // Focus stays in the input (aria-activedescendant); options are reachable, not tabbable.
                    tabIndex={-1}
                    aria-selected={index === active}
                    className={styles.hit}
                    data-active={index === active || undefined}
                    onMouseMove={() => setActive(index)}
                    onMouseEnter={() => !hit.external && preloadRoute(hit.url)}
                    onClick={() => openHit(hit)}
                  >
                    <span className={styles.hitTitle}>
                      <Highlighted text={hit.title} />
                      {hit.external && <span className="visually-hidden"> (opent in een nieuw tabblad)</span>}
                    </span>
                    {hit.snippet && (
                      <span className={styles.snippet}>
                        <Highlighted text={hit.snippet} />
                      </span>
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        <p
          role="status"
          className={hits.length === 0 && status !== 'searching' ? styles.empty : 'visually-hidden'}
        >
          {announcement}
        </p>
      </div>
    </dialog>
  );
};
