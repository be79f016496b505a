import { ApiRequestError, apiRoutes } from '@maatwerk/contract';
import { api } from '~/lib/api-client.ts';
import type { StatusSubscribeResult } from './status-subscribe-form.tsx';
import { statusSubscribeTexts as texts } from './status-subscription-texts.ts';

/** What a logged-in customer may choose: every incident, or only those touching their own services. */
export type StatusScope = 'alles' | 'mijn';

/**
 * Subscribes to the incidents of the logged-in customer's own services: the browser calls the API
 * with its login, which the site's server does not hold. The outcome as the form shows it.
 */
export const subscribeToMyStatus = async (email: string): Promise<StatusSubscribeResult> => {
  try {
    await api(apiRoutes.subscribeToMyStatus, { body: { email } });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiRequestError && error.body) {
      return { ok: false, message: error.body.message, ...(error.body.fields?.email && { field: 'email' }) };
    }
    return { ok: false, message: texts.unreachable };
  }
};
