import type { UserData } from '@maatwerk/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/**
 * Who is logged in, as the site keeps it: the names of the contract's UserData, and the company
 * from client_name in the login answer. The team role decides what the portal shows.
 */
export type StoredUserData = Pick<UserData, 'first_name' | 'last_name'> &
  Partial<Pick<UserData, 'email' | 'team_role'>> & { company: string | null };

export interface DomainCartItem {
  name: string;
  sld: string;
  tld: string;
  premium: boolean;
  priceCents: number;
  years: number;
}

export interface DomainCart {
  items: DomainCartItem[];
  valuePack: string | null;
}

export type HeaderHeight = 91 | 55;

export const DEFAULT_THANKS_TITLE = 'Bedankt!';
export const DEFAULT_THANKS_TEXT = 'Bedankt voor je bericht. We nemen zo snel mogelijk contact met je op.';

/** Kept in local storage (spec §3). */
interface PersistentState {
  chatId: string | null;
  sessionId: string | null;
  /** The login token. */
  loginCode: string | null;
  domainCart: DomainCart;
}

/** Lost on reload (spec §3). */
interface VolatileState {
  menuOpen: boolean;
  userData: StoredUserData | null;
  loaded: Record<string, boolean>;
  loginPopupOpen: boolean;
  headerHeight: HeaderHeight;
  commandPaletteOpen: boolean;
  thanksTitle: string;
  thanksText: string;
  /** The chat panel is open (a chat of this browser is kept in chatId and sessionId). */
  chatPanelOpen: boolean;
}

interface Actions {
  set: (patch: Partial<PersistentState & VolatileState>) => void;
  setLoaded: (list: string, loaded: boolean) => void;
}

export type ClientState = PersistentState & VolatileState & Actions;

export const initialDomainCart: DomainCart = { items: [], valuePack: null };

export const useClientStore = create<ClientState>()(
  persist(
    (set) => ({
      chatId: null,
      sessionId: null,
      loginCode: null,
      domainCart: initialDomainCart,
      menuOpen: false,
      userData: null,
      loaded: {},
      loginPopupOpen: false,
      headerHeight: 91,
      commandPaletteOpen: false,
      thanksTitle: DEFAULT_THANKS_TITLE,
      thanksText: DEFAULT_THANKS_TEXT,
      chatPanelOpen: false,
      set: (patch) => set(patch),
      setLoaded: (list, loaded) => set((state) => ({ loaded: { ...state.loaded, [list]: loaded } })),
    }),
    {
      name: 'kodewerk',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ chatId, sessionId, loginCode, domainCart }): PersistentState => ({
        chatId,
        sessionId,
        loginCode,
        domainCart,
      }),
      // The server has no local storage: the browser reads it in entry.client, before hydrating.
      skipHydration: true,
    },
  ),
);

/** Reading and writing outside React (fetchers, loaders). */
export const clientStore = useClientStore;
