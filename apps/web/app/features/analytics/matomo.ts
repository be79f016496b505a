/** Spec §9: site id 1, no cookies, heartbeat timer and link tracking on, waiting time 3,000 ms. */
export const MATOMO_SITE_ID = '1';
/**
 * The tracker script loads this long after the first page, so it never competes with the page
 * itself; page views recorded before then wait in the queue and are sent when it arrives.
 */
export const MATOMO_LOAD_DELAY_MS = 3000;

type Command = [string, ...unknown[]];

declare global {
  interface Window {
    _paq?: Command[];
  }
}

let started = false;
let lastUrl: string | null = null;

const queue = (): Command[] => {
  window._paq ??= [];
  return window._paq;
};

/** Sets up the tracker once; the script itself follows after MATOMO_LOAD_DELAY_MS. */
export const startMatomo = (matomoUrl: string) => {
  if (started) return;
  started = true;
  const base = matomoUrl.endsWith('/') ? matomoUrl : `${matomoUrl}/`;
  const paq = queue();
  paq.push(['disableCookies']);
  paq.push(['setTrackerUrl', `${base}matomo.php`]);
  paq.push(['setSiteId', MATOMO_SITE_ID]);
  paq.push(['enableHeartBeatTimer']);
  paq.push(['enableLinkTracking']);
  setTimeout(() => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `${base}matomo.js`;
    document.head.appendChild(script);
  }, MATOMO_LOAD_DELAY_MS);
};

/** One page view for the page now shown; the same address twice in a row counts once. */
export const trackPageView = (url: string, title: string) => {
  if (!started || url === lastUrl) return;
  const paq = queue();
  if (lastUrl) paq.push(['setReferrerUrl', lastUrl]);
  paq.push(['setCustomUrl', url]);
  paq.push(['setDocumentTitle', title]);
  paq.push(['trackPageView']);
  lastUrl = url;
};
