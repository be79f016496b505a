import { HttpError } from '../lib/http-error.ts';

/** Password hashes that run at once: scrypt takes a core each, and the API has more to do. */
export const HASHES_AT_ONCE = 2;
/** Hashes that may wait for a turn; past this the answer is 503 at once, not seconds later. */
export const HASHES_WAITING = 16;
const RETRY_AFTER_SECONDS = 2;

let running = 0;
const waiting: (() => void)[] = [];

const release = () => {
  const next = waiting.shift();
  if (next) next();
  else running -= 1;
};

/**
 * Runs a password hash in its turn: at most HASHES_AT_ONCE at once and HASHES_WAITING in line,
 * so a flood of tries cannot make every login wait seconds. Past the line: 503 with Retry-After.
 */
export const inHashTurn = async <T>(work: () => Promise<T>): Promise<T> => {
  if (running < HASHES_AT_ONCE) running += 1;
  else if (waiting.length >= HASHES_WAITING) {
    throw new HttpError(
      'service_unavailable',
      'Het is op dit moment erg druk met inloggen. Probeer het over een paar seconden opnieuw.',
      { retryAfter: RETRY_AFTER_SECONDS },
    );
  } else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    release();
  }
};
