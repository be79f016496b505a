/** Where a page's heading gets focus after a navigation that the visitor started with a form. */
export interface FocusHeadingState {
  focusHeading: true;
}

export const focusHeadingState: FocusHeadingState = { focusHeading: true };

export const wantsHeadingFocus = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as Partial<FocusHeadingState>).focusHeading === true;

/**
 * Moves focus to the main heading of the page that just opened, so that a screen reader reads
 * where the visitor landed and Tab goes on from there. The page may still be rendering (a route
 * loaded on demand): it tries again on the next frames, for at most two seconds.
 */
export const focusMainHeading = (): void => {
  const until = performance.now() + 2000;
  const attempt = () => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: false });
      return;
    }
    if (performance.now() < until) requestAnimationFrame(attempt);
  };
  attempt();
};

/** The portal's login page, which returns to `returnTo` (a portal address) after the login. */
export const portalLoginPath = (returnTo: string): string => {
  const back = portalReturnPath(returnTo);
  return back ? `/klantenportaal?terug=${encodeURIComponent(back)}` : '/klantenportaal';
};

/** Only addresses inside the portal (no other site, no logout) are a place to return to. */
export const portalReturnPath = (value: string | null): string | null => {
  if (!value) return null;
  if (!/^\/klantenportaal\/[a-z0-9/_-]*(\?[^#\s]*)?$/i.test(value)) return null;
  if (value.startsWith('/klantenportaal/uitloggen')) return null;
  return value;
};
