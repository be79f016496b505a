import { LoginLinkOutput } from '@maatwerk/contract';
import type { Env } from '../env.ts';
import { JobFailure } from './jobs.ts';

/** The hosting control panel, which hands out one-time login links for a customer's hosting. */
export interface HostingPanel {
  createLoginUrl: (input: { domain: string; redirectUrl: string; signal: AbortSignal }) => Promise<string>;
}

/** The queue of the jobs that ask the panel for a login link (see services/domain-jobs/work.ts). */
export const LOGIN_URL_QUEUE = 'hosting-login';

export const NO_PANEL_MESSAGE =
  'Er is geen hostingcontrolepaneel gekoppeld, dus er kan nu geen inloglink worden gemaakt. Neem contact met ons op.';

/**
 * The panel over HTTP: `POST {HOSTING_PANEL_URL}/login-links` with `{ domain, redirect_url }` and the
 * panel's bearer token, answered with `{ url }`. Whatever goes wrong becomes a JobFailure whose
 * message the customer reads.
 */
export const httpHostingPanel = (baseUrl: string, token: string | undefined): HostingPanel => ({
  createLoginUrl: async ({ domain, redirectUrl, signal }) => {
    let response: Response;
    try {
      response = await fetch(new URL('login-links', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`), {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          ...(token && { authorization: `Bearer ${token}` }),
        },
        body: JSON.stringify({ domain, redirect_url: redirectUrl }),
        signal,
        redirect: 'error',
      });
    } catch (error) {
      if (signal.aborted) throw error;
      throw new JobFailure('Het hostingcontrolepaneel is niet bereikbaar. Probeer het later opnieuw.');
    }
    if (response.status === 401 || response.status === 403) {
      throw new JobFailure('Het hostingcontrolepaneel weigert de inlogaanvraag. Neem contact met ons op.');
    }
    if (response.status === 404) {
      throw new JobFailure(`Het hostingcontrolepaneel kent ${domain} niet. Neem contact met ons op.`);
    }
    if (!response.ok) {
      throw new JobFailure(
        `Het hostingcontrolepaneel gaf een fout (status ${response.status}). Probeer het later opnieuw.`,
      );
    }
    const parsed = LoginLinkOutput.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) throw new JobFailure('Het hostingcontrolepaneel gaf geen geldige inloglink terug.');
    return parsed.data.url;
  },
});

/** The panel the environment points at, or undefined when none is configured. */
export const hostingPanelFromEnv = (env: Pick<Env, 'HOSTING_PANEL_URL' | 'HOSTING_PANEL_TOKEN'>) =>
  env.HOSTING_PANEL_URL ? httpHostingPanel(env.HOSTING_PANEL_URL, env.HOSTING_PANEL_TOKEN) : undefined;
