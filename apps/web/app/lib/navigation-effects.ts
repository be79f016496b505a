import { useEffect } from 'react';
import { useLocation, useMatches, useNavigation } from 'react-router';
import { clientStore, type HeaderHeight } from './client-store.ts';
import { forgetNavigationTarget, rememberNavigationTarget } from './reload-guard.ts';

/** Spec §9: the menu closes 50 ms and the header height settles 15 ms after a page finishes. */
export const MENU_CLOSE_DELAY_MS = 50;
export const HEADER_HEIGHT_DELAY_MS = 15;
export const HEADER_HEIGHT_NORMAL: HeaderHeight = 91;
export const HEADER_HEIGHT_PORTAL: HeaderHeight = 55;

/** Route ids starting with 'klantenportaal' get the smaller header. */
export const useHeaderHeight = (): HeaderHeight => {
  const matches = useMatches();
  return matches.some((match) => match.id.startsWith('klantenportaal'))
    ? HEADER_HEIGHT_PORTAL
    : HEADER_HEIGHT_NORMAL;
};

export const useNavigationEffects = () => {
  const navigation = useNavigation();
  const location = useLocation();
  const headerHeight = useHeaderHeight();
  const target = navigation.location;

  // Marks the page as interactive, for browser tests and for styles that need JavaScript.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  useEffect(() => {
    if (target) rememberNavigationTarget(target.pathname + target.search + target.hash);
    else forgetNavigationTarget();
  }, [target]);

  // Runs once each page has finished: the location changed and nothing is loading any more.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the finished location on purpose
  useEffect(() => {
    const closeMenu = setTimeout(() => clientStore.getState().set({ menuOpen: false }), MENU_CLOSE_DELAY_MS);
    const setHeight = setTimeout(() => clientStore.getState().set({ headerHeight }), HEADER_HEIGHT_DELAY_MS);
    return () => {
      clearTimeout(closeMenu);
      clearTimeout(setHeight);
    };
  }, [location.key, headerHeight]);
};
