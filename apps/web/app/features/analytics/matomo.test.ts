// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** matomo.ts keeps its state per page load: every test gets a fresh copy. */
const load = async () => {
  vi.resetModules();
  delete window._paq;
  return import('./matomo.ts');
};

describe('matomo', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    for (const script of document.querySelectorAll('script')) script.remove();
  });
  afterEach(() => vi.useRealTimers());

  it('records nothing before it is started (no MATOMO_URL)', async () => {
    const { trackPageView } = await load();
    trackPageView('https://www.kodewerk.nl/', 'Home');
    expect(window._paq).toBeUndefined();
  });

  it('sets up site 1 without cookies, with heartbeat and link tracking, and loads the script after 3 s', async () => {
    const { startMatomo, MATOMO_LOAD_DELAY_MS } = await load();
    startMatomo('https://stats.kodewerk.nl');
    startMatomo('https://stats.kodewerk.nl');
    expect(window._paq).toEqual([
      ['disableCookies'],
      ['setTrackerUrl', 'https://stats.kodewerk.nl/matomo.php'],
      ['setSiteId', '1'],
      ['enableHeartBeatTimer'],
      ['enableLinkTracking'],
    ]);
    expect(document.querySelector('script[src$="matomo.js"]')).toBeNull();
    vi.advanceTimersByTime(MATOMO_LOAD_DELAY_MS);
    expect(document.querySelector('script')?.getAttribute('src')).toBe('https://stats.kodewerk.nl/matomo.js');
  });

  it('one page view per address, with the previous page as referrer', async () => {
    const { startMatomo, trackPageView } = await load();
    startMatomo('https://stats.kodewerk.nl/');
    window._paq = [];
    trackPageView('https://www.kodewerk.nl/', 'Home');
    trackPageView('https://www.kodewerk.nl/', 'Home');
    trackPageView('https://www.kodewerk.nl/contact', 'Contact');
    expect(window._paq).toEqual([
      ['setCustomUrl', 'https://www.kodewerk.nl/'],
      ['setDocumentTitle', 'Home'],
      ['trackPageView'],
      ['setReferrerUrl', 'https://www.kodewerk.nl/'],
      ['setCustomUrl', 'https://www.kodewerk.nl/contact'],
      ['setDocumentTitle', 'Contact'],
      ['trackPageView'],
    ]);
  });
});
