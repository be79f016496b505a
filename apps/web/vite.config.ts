import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const SHELL_ENTRIES = [/[\\/]app[\\/]root\.tsx$/, /[\\/]app[\\/]entry\.client\.tsx$/];

/**
 * A folder's index.ts, which only passes its modules' exports on. It is not followed: a module the
 * shell takes through an index is found through the module that imports that index, and the
 * index's other modules (the contract's constants, every form field) stay with the pages that use
 * them. The contract declares its constants free of side effects (package.json), so that the
 * bundler itself does not tie them to the index either.
 */
const BARREL = /[\\/]index\.ts$/;

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/**
 * Whether a module is statically imported, directly or further down, by root.tsx or the client
 * entry, other than through a folder's index.
 */
const inShell = (() => {
  const known = new Map<string, boolean>();
  const visit = (id: string, graph: ModuleGraph, seen: Set<string>): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    if (SHELL_ENTRIES.some((entry) => entry.test(id))) return true;
    if (seen.has(id)) return false;
    seen.add(id);
    const importers = graph.getModuleInfo(id)?.importers ?? [];
    return importers.some((importer) => !BARREL.test(importer) && visit(importer, graph, seen));
  };
  return (id: string, graph: ModuleGraph) => {
    const result = visit(id, graph, new Set());
    known.set(id, result);
    return result;
  };
})();

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { '~': new URL('./app', import.meta.url).pathname } },
  build: { target: 'es2022', assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: (id, graph) => (inShell(id, graph) ? 'shell' : null), debugName: 'shell' }],
            },
          },
        },
      },
    },
    // The server bundle is not split for loading: a module the browser loads on intent (the login
    // popup's panel) and a page renders at once (/klantenportaal) is one module there either way.
    ssr: { build: { rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } },
  },
  server: { port: 3000 },
});
