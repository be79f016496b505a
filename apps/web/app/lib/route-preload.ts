import pLimit from 'p-limit';
import { matchRoutes, type RouteObject } from 'react-router';

/** Route code loads on intent (hover, focus, touch), never more than four files at once. */
export const MAX_PARALLEL_PRELOADS = 4;

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  }
}

const limit = pLimit(MAX_PARALLEL_PRELOADS);
const started = new Set<string>();
let routeTree: RouteObject[] | undefined;

const buildTree = (routes: Record<string, ManifestRoute>): RouteObject[] => {
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, index: true, path: route.path }
          : { id: route.id, path: route.path, children: childrenOf(route.id) },
      );
  return childrenOf(undefined);
};

const modulesFor = (pathname: string): string[] => {
  const manifest = window.__reactRouterManifest;
  if (!manifest) return [];
  routeTree ??= buildTree(manifest.routes);
  const matches = matchRoutes(routeTree, pathname) ?? [];
  return matches.flatMap((match) => {
    const route = manifest.routes[match.route.id ?? ''];
    return route ? [route.module, ...(route.imports ?? [])] : [];
  });
};

/** Starts loading the code of the page at `href`, if it is ours and not loaded yet. */
export const preloadRoute = (href: string): void => {
  if (typeof window === 'undefined') return;
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  for (const file of modulesFor(url.pathname)) {
    if (started.has(file)) continue;
    started.add(file);
    void limit(() => import(/* @vite-ignore */ file).catch(() => started.delete(file)));
  }
};
