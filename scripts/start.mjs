// `npm start`: the API and the site on one machine, on the embedded database unless
// DATABASE_URL says otherwise. The site is built first, but only when its sources changed since
// the last build; the API is built to plain JavaScript at every start (a second) and runs without a
// TypeScript loader. `npm run dev` runs both from their sources with hot reload.
import { spawnSync } from 'node:child_process';
import { buildIsStale, sourceStamp, writeBuildStamp } from './lib/build-stamp.mjs';
import { repoRoot, startPair } from './lib/pair.mjs';

const dev = process.argv.includes('--dev');

if (!dev) {
  const stamp = sourceStamp();
  if (buildIsStale(stamp)) {
    console.log('Building the site (its sources changed since the last build)…');
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const build = spawnSync(npm, ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
    writeBuildStamp(stamp);
  } else {
    console.log('The site is built from the current sources: no new build.');
  }
  const apiBuild = spawnSync(process.execPath, ['scripts/build-api.mjs'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (apiBuild.status !== 0) process.exit(apiBuild.status ?? 1);
}
const apiPort = Number(process.env.API_PORT ?? 3001);
const sitePort = Number(process.env.PORT ?? 3000);

// Site and API on this one machine: the API believes the visitor's address the site passes on
// (its per-visitor limits) from the loopback only. Behind proxies, set TRUST_PROXY to them.
const env = { TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback' };
const pair = await startPair({ apiPort, sitePort, dev, builtApi: !dev, env }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

console.log(`
  Kodewerk is running
  Site:  ${pair.siteUrl}
  API:   ${pair.apiUrl}  (reference: ${pair.apiUrl}/docs)
  Data:  ${process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `embedded PGlite in ${process.env.DATA_DIR ?? './data'}`}
  Demo:  klant@voorbeeld.nl / Welkom123!   mfa@voorbeeld.nl / Welkom123! (TOTP JBSWY3DPEHPK3PXP)
`);

let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  await pair.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
pair.api.on('exit', (code) => void stop(code ?? 1));
pair.site.on('exit', (code) => void stop(code ?? 1));
