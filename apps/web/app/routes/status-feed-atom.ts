import { statusFeedFromApi } from '~/features/status/status-subscription-api.server.ts';

/** /status/feed.atom: the API's Atom feed of incidents and maintenance, under the site's address. */
export const loader = () => statusFeedFromApi();
