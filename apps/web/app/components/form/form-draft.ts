/**
 * What someone typed into a long form, kept in this tab (sessionStorage) until it is sent: a login
 * that ends, a reload or a click elsewhere loses nothing. Each draft belongs to one person (the
 * address they are logged in with), so another login in the same tab never sees it; logging out
 * forgets every draft.
 */
const PREFIX = 'kodewerk:draft:';

const storage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

const storageKey = (owner: string, name: string) => `${PREFIX}${owner.toLowerCase()}:${name}`;

/** The stored values of a draft, or undefined when there is none (or it cannot be read). */
export const readDraft = (owner: string, name: string): Record<string, unknown> | undefined => {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(storageKey(owner, name)) ?? 'null');
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
};

/** Keeps the values; a full storage only means the draft is not kept. */
export const writeDraft = (owner: string, name: string, values: Record<string, unknown>) => {
  try {
    storage()?.setItem(storageKey(owner, name), JSON.stringify(values));
  } catch {
    // Quota or privacy settings: the form works on without a draft.
  }
};

export const forgetDraft = (owner: string, name: string) => storage()?.removeItem(storageKey(owner, name));

/** Every draft in this tab, of whoever wrote it (at logout). */
export const forgetAllDrafts = () => {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
  for (const key of keys) if (key?.startsWith(PREFIX)) store.removeItem(key);
};
