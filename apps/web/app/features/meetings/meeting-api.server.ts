import { ApiRequestError, apiRoutes, createApiClient, type MeetingUrl } from '@maatwerk/contract';
import { serverEnv } from '~/lib/env.server.ts';

/** The provider API as the site's server calls it; GET /meeting-url needs no login. */
const api = createApiClient({ baseUrl: () => serverEnv.API_URL });

export type MeetingLookup =
  | { found: true; meeting: MeetingUrl }
  | { found: false; status: 404 | 503; message: string };

/** The meeting of a reservation by the id in its link. */
export const lookUpMeeting = async (id: string): Promise<MeetingLookup> => {
  try {
    return { found: true, meeting: await api(apiRoutes.getMeetingUrl, { query: { id } }) };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 422)) {
      return {
        found: false,
        status: 404,
        message:
          error.status === 404 && error.body
            ? error.body.message
            : 'Deze afspraaklink is niet geldig. Controleer de link in je uitnodiging.',
      };
    }
    return {
      found: false,
      status: 503,
      message: 'De afspraak kan nu niet worden opgehaald. Probeer het over een paar minuten opnieuw.',
    };
  }
};
