import { useEffect } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { startMatomo, trackPageView } from './matomo.ts';

/**
 * Matomo, only when the server has MATOMO_URL: otherwise nothing is loaded or sent anywhere.
 * One page view per route (a change of path or query; a jump to an anchor is no new page),
 * recorded once the page has finished loading, with its own title.
 */
export const useAnalytics = (matomoUrl: string | null | undefined) => {
  const location = useLocation();
  const navigation = useNavigation();
  const page = location.pathname + location.search;
  const idle = navigation.state === 'idle';

  useEffect(() => {
    if (!matomoUrl || !idle) return;
    startMatomo(matomoUrl);
    trackPageView(window.location.origin + page, document.title);
  }, [matomoUrl, page, idle]);
};
