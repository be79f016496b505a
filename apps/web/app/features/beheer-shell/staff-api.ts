import { type ApiCall, ApiRequestError, apiRoutes, createApiClient, type StaffMe } from '@maatwerk/contract';
import { publicConfig } from '~/lib/public-config.ts';
import { clearStaffSession, ensureStaffSession, useStaffSession } from './staff-session.ts';

const client = createApiClient({
  baseUrl: () => publicConfig().apiUrl,
  getToken: () => useStaffSession.getState().token,
});

/** Where a staff member whose login ended goes to log in again. */
export const STAFF_LOGIN_PATH = '/beheer';

/**
 * The provider API with the staff token: `staffApi(apiRoutes.staffMe)`. A staff route that answers
 * 401 means the login ended (expired, logged out elsewhere, deactivated): the session is forgotten
 * and the browser goes to the login page.
 */
export const staffApi = (async (route, ...input) => {
  try {
    return await client(route, ...input);
  } catch (error) {
    if (route.auth === 'staff' && error instanceof ApiRequestError && error.status === 401) {
      clearStaffSession();
      if (typeof window !== 'undefined' && window.location.pathname !== STAFF_LOGIN_PATH) {
        window.location.assign(STAFF_LOGIN_PATH);
      }
    }
    throw error;
  }
}) as ApiCall;

const fetchMe = (token: string): Promise<StaffMe> =>
  createApiClient({ baseUrl: () => publicConfig().apiUrl, getToken: () => token })(apiRoutes.staffMe, {});

/** The stored staff token, for a download that cannot go through the JSON client (a PDF). */
export const staffToken = (): string | null => useStaffSession.getState().token;

/** The staff member of the stored token, or null when there is no (valid) login. */
export const loadStaffSession = () => ensureStaffSession(fetchMe);
