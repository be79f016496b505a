import { apiRoutes, createApiClient, type StatusBoard } from '@maatwerk/contract';
import { data } from 'react-router';
import { serverEnv } from '~/lib/env.server.ts';

const api = createApiClient({ baseUrl: () => serverEnv.API_URL });

/** How long the page waits for the API before it shows the last state it had. */
const WAIT_MS = 2_500;

let lastBoard: StatusBoard | undefined;

/**
 * The status board for the page. The API already answers with its last known state when the
 * database is slow; when the API itself is slow or down, the site shows the last board it had
 * (marked stale, with the time it was read). Only with nothing to show is the answer a 503.
 */
export const loadStatusBoard = async (): Promise<StatusBoard> => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    // A late answer still becomes the last board, for the next visitor.
    const fresh = api(apiRoutes.getStatusBoard, {}).then((board) => {
      lastBoard = board;
      return board;
    });
    const board = await Promise.race([
      fresh,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('te traag')), WAIT_MS);
      }),
    ]);
    return board;
  } catch {
    if (lastBoard) return { ...lastBoard, stale: true };
    throw data('De statuspagina is even niet bereikbaar.', { status: 503 });
  } finally {
    clearTimeout(timer);
  }
};
