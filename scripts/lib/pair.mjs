// Starts the API and the site as child processes and stops them again; used by `npm start`
// and by the browser tests.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * How Node runs the built API on the embedded database (no DATABASE_URL), measured in
 * docs/benchmarks.md (2026-11-25 and 2026-11-26, memory): PGlite's WebAssembly runs on V8's
 * baseline compiler only (the optimising tier kept 50-65 MB more resident; without it a request
 * takes about 12 % more CPU), the young generation of the JavaScript heap stays at 2 MB a half
 * instead of growing to 16 (about 30 MB less at rest), the old generation grows by half of what
 * is live after a collection instead of up to four times (under search load the API held 290 MB
 * of which 50 MB was live, and now 215 MB, for about 5 % fewer searches a second), and glibc keeps
 * two malloc arenas instead of one per thread and gives freed memory at the top of its heap back
 * once it exceeds 128 kB (by default that bound rises with the largest block freed, up to 64 MB:
 * what V8 compiled at start then stayed resident, about 4 MB). On PostgreSQL, where the API is
 * sized for load, Node's own defaults hold.
 */
export const builtApiRuntime = (env) =>
  env.DATABASE_URL
    ? { nodeArgs: [], env: {} }
    : {
        nodeArgs: ['--liftoff-only', '--max-semi-space-size=2', '--heap-growing-percent=50'],
        env: {
          MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? '2',
          MALLOC_TRIM_THRESHOLD_: env.MALLOC_TRIM_THRESHOLD_ ?? '131072',
        },
      };

/** A TypeScript entry runs through tsx; a built .mjs runs on Node alone, as builtApiRuntime says. */
const startProcess = (name, entry, args, env, { quiet, readyText, timeoutMs }) =>
  new Promise((resolve, reject) => {
    const runtime = entry.endsWith('.ts') ? { nodeArgs: ['--import', 'tsx'], env: {} } : builtApiRuntime(env);
    const child = spawn(process.execPath, [...runtime.nodeArgs, entry, ...args], {
      cwd: repoRoot,
      env: { ...env, ...runtime.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let ready = false;
    const timer = setTimeout(() => {
      if (!ready) {
        child.kill('SIGKILL');
        reject(new Error(`${name} did not start within ${timeoutMs} ms:\n${output}`));
      }
    }, timeoutMs);
    const onData = (stream) => (chunk) => {
      const text = chunk.toString();
      if (!ready) output += text;
      if (!quiet) stream.write(text);
      if (!ready && output.includes(readyText)) {
        ready = true;
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData(process.stdout));
    child.stderr.on('data', onData(process.stderr));
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`${name} exited (${signal ?? code}) before it was ready:\n${output}`));
    });
  });

const stopProcess = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });

/**
 * Starts the API, then the site pointed at it. Options: apiPort, sitePort, dataDir, env (extra
 * variables for both), apiEnv (extra variables for the API alone, over env), dev (Vite in
 * middleware mode), builtApi (the API from apps/api/dist, built by scripts/build-api.mjs, instead
 * of its TypeScript sources), quiet (no output passed through).
 */
export const startPair = async (options = {}) => {
  const apiPort = options.apiPort ?? (await freePort());
  const sitePort = options.sitePort ?? (await freePort());
  const apiUrl = `http://localhost:${apiPort}`;
  const siteUrl = `http://localhost:${sitePort}`;
  const base = { ...process.env, ...options.env };
  const common = { quiet: options.quiet ?? false, timeoutMs: options.timeoutMs ?? 120_000 };

  const api = await startProcess(
    'API',
    options.builtApi ? 'apps/api/dist/server.mjs' : 'apps/api/src/server.ts',
    [],
    {
      ...base,
      ...options.apiEnv,
      API_PORT: String(apiPort),
      SITE_URL: base.SITE_URL ?? siteUrl,
      ...(options.dataDir && { DATA_DIR: options.dataDir }),
    },
    { ...common, readyText: 'API ready on' },
  );
  let site;
  try {
    site = await startProcess(
      'Site',
      'apps/web/server.ts',
      options.dev ? ['--dev'] : [],
      {
        ...base,
        // React renders with its production build unless the site runs under Vite; the API keeps
        // the NODE_ENV it was given (it decides on demo data and production refusals).
        NODE_ENV: options.dev ? 'development' : 'production',
        PORT: String(sitePort),
        API_URL: base.API_URL ?? apiUrl,
        SITE_URL: base.SITE_URL ?? siteUrl,
      },
      { ...common, readyText: 'Site ready on' },
    );
  } catch (error) {
    await stopProcess(api);
    throw error;
  }

  return {
    apiUrl,
    siteUrl,
    api,
    site,
    stop: () => Promise.all([stopProcess(site), stopProcess(api)]).then(() => undefined),
  };
};
