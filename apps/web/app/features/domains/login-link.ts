import {
  ApiRequestError,
  apiRoutes,
  JOB_POLL_INTERVAL_MS,
  type JobStatus,
  LoginLinkOutput,
} from '@maatwerk/contract';
import { api } from '~/lib/api-client.ts';

/** Past this the site stops asking; the job itself has a shorter limit on the API. */
const GIVE_UP_AFTER_MS = 60_000;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Afgebroken.'));
      },
      { once: true },
    );
  });

const message = (error: unknown, fallback: string) =>
  error instanceof ApiRequestError && error.body?.message ? error.body.message : fallback;

/**
 * The login-link job of spec §4: start it, then ask after it every 250 ms until its status is
 * 'finished', and give its output, the control panel's one-time address. A failed job rejects with
 * its reason (spec §8), in Dutch.
 */
export const requestLoginLink = async (
  domainId: number,
  redirectUrl = '/',
  signal?: AbortSignal,
): Promise<string> => {
  let reference: string;
  try {
    ({ reference } = await api(apiRoutes.createDomainLoginUrl, {
      params: { id: domainId },
      body: { redirectUrl },
    }));
  } catch (error) {
    throw new Error(message(error, 'De inloglink kon niet worden aangevraagd. Probeer het opnieuw.'));
  }
  const until = Date.now() + GIVE_UP_AFTER_MS;
  for (;;) {
    let status: JobStatus;
    try {
      status = await api(apiRoutes.getJobStatus, { params: { reference } });
    } catch (error) {
      throw new Error(message(error, 'De status van de inloglink kon niet worden opgehaald.'));
    }
    if (status.status === 'finished') {
      const output = LoginLinkOutput.safeParse(status.output);
      if (!output.success) throw new Error('Het controlepaneel gaf geen bruikbare inloglink terug.');
      return output.data.url;
    }
    if (status.status === 'failed') throw new Error(status.error ?? 'De inloglink kon niet worden gemaakt.');
    if (Date.now() > until)
      throw new Error('Het maken van de inloglink duurt te lang. Probeer het later opnieuw.');
    await wait(JOB_POLL_INTERVAL_MS, signal);
  }
};
