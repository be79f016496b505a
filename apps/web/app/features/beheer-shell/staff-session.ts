import { ApiRequestError, type StaffMe, type StaffSession } from '@maatwerk/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface StaffSessionState {
  /** The staff token: a full login, or a setup token while `staff.mfa_enabled` is false. */
  token: string | null;
  /** Who is logged in; lost on reload and fetched again with the token. */
  staff: StaffMe | null;
  set: (patch: Partial<Pick<StaffSessionState, 'token' | 'staff'>>) => void;
}

/** The back office's own session, apart from a customer's login in the same browser. */
export const useStaffSession = create<StaffSessionState>()(
  persist(
    (set) => ({
      token: null,
      staff: null,
      set: (patch) => set(patch),
    }),
    {
      name: 'kodewerk-beheer',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token }) => ({ token }),
    },
  ),
);

export const storeStaffSession = (session: StaffSession) =>
  useStaffSession.getState().set({ token: session.token, staff: session.staff });

export const clearStaffSession = () => useStaffSession.getState().set({ token: null, staff: null });

/**
 * Whether there is a staff login with a confirmed second factor; fetches who it is after a
 * reload. A token the API no longer knows is forgotten.
 */
export const ensureStaffSession = async (
  fetchMe: (token: string) => Promise<StaffMe>,
): Promise<StaffMe | null> => {
  const { token, staff } = useStaffSession.getState();
  if (!token) return null;
  if (staff) return staff;
  try {
    const me = await fetchMe(token);
    useStaffSession.getState().set({ staff: me });
    return me;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 401 || error.status === 403)) {
      clearStaffSession();
      return null;
    }
    throw error;
  }
};
