// Builds the API to plain JavaScript for `npm start`: one ES module, apps/api/dist/server.mjs, that
// Node runs without a TypeScript loader. The packages the API depends on stay imports of their own
// (they are installed beside it); only the API and the contract are bundled. The migrations and the
// database-creating script are copied beside it, where the API looks for them.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from './lib/pair.mjs';

const api = path.join(repoRoot, 'apps/api');
const dist = path.join(api, 'dist');
const { dependencies } = JSON.parse(await readFile(path.join(api, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => name !== '@maatwerk/contract');

await rm(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(api, 'src/server.ts')],
  outfile: path.join(dist, 'server.mjs'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [...external, ...external.map((name) => `${name}/*`)],
  sourcemap: true,
  logLevel: 'warning',
  // Some packages the bundle takes in call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
});
await cp(path.join(api, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
await cp(path.join(api, 'src/db/pglite-create.mjs'), path.join(dist, 'pglite-create.mjs'));
console.log('API built: apps/api/dist/server.mjs');
