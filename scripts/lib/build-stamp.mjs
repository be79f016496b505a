// Whether the site's build is older than its sources: `npm start` builds only then.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './pair.mjs';

/** What goes into the site's build: its code, the contract it imports, its config and the locked packages. */
const sources = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'package-lock.json',
];

const stampFile = path.join(repoRoot, 'apps/web/build/.source-stamp');

const filesUnder = (entry) => {
  const full = path.join(repoRoot, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => path.relative(repoRoot, path.join(item.parentPath, item.name)));
};

/** A hash of every source file's path and content: it changes when anything the build reads changes. */
export const sourceStamp = () => {
  const hash = createHash('sha256');
  for (const file of sources.flatMap(filesUnder).sort()) {
    hash.update(file);
    hash.update('\0');
    hash.update(readFileSync(path.join(repoRoot, file)));
  }
  return hash.digest('hex');
};

/** True when there is no build, or it was made from other sources than the ones there now. */
export const buildIsStale = (stamp = sourceStamp()) =>
  !existsSync(path.join(repoRoot, 'apps/web/build/server/index.js')) ||
  !existsSync(stampFile) ||
  readFileSync(stampFile, 'utf8').trim() !== stamp;

export const writeBuildStamp = (stamp = sourceStamp()) => writeFileSync(stampFile, `${stamp}\n`);
