import { createApiClient } from '@maatwerk/contract';
import { clientStore } from './client-store.ts';
import { publicConfig } from './public-config.ts';

/**
 * The provider API, as the browser calls it: the login token from the client store goes along
 * as the bearer token. Errors arrive as ApiRequestError with the API's error body.
 */
export const api = createApiClient({
  baseUrl: () => publicConfig().apiUrl,
  getToken: () => clientStore.getState().loginCode,
});
