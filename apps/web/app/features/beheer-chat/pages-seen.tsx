import { useId } from 'react';
import desk from './chat-desk.module.css';

/** The page the chat started on, then the pages the visitor opened during this visit, oldest first. */
export const PagesSeen = ({ first, pages }: { first: string | null; pages: string[] }) => {
  const headingId = useId();
  const all = [...(first ? [first] : []), ...pages.filter((page, i) => i > 0 || page !== first)];
  if (all.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Bekeken pagina's in dit bezoek</h3>
      <ol className={desk.pages}>
        {all.map((page, i) => (
          // The same path may come back later in the visit: its place in the list is its key.
          // biome-ignore lint/suspicious/noArrayIndexKey: the order of the visit is what is shown
          <li key={`${i}-${page}`}>{page}</li>
        ))}
      </ol>
    </section>
  );
};
