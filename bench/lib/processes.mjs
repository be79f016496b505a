/**
 * What the bench scripts share: the built API started with the demo data, its resident memory as
 * the kernel sees it, a logged-in demo customer, and a scratch PostgreSQL database.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { builtApiRuntime, freePort, repoRoot } from '../../scripts/lib/pair.mjs';

export const SEARCH_KEY = process.env.SEARCH_PUBLIC_KEY ?? 'kodewerk-public-search-key';
export const ADMIN_DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const children = new Set();

/** A Node process that is ready once `readyText` appears in its output; all of it goes to `logFile` too. */
export const start = (name, nodeArgs, env, readyText, logFile) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    if (logFile) {
      const log = createWriteStream(logFile);
      child.stdout.pipe(log);
      child.stderr.pipe(log);
    }
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${name} did not start in time:\n${output}`));
    }, 120_000);
    const onData = (chunk) => {
      const text = chunk.toString();
      if (output.length < 20_000) output += text;
      if (output.includes(readyText)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code, signal) => {
      children.delete(child);
      clearTimeout(timer);
      reject(new Error(`${name} exited (${signal ?? code}):\n${output}`));
    });
  });

export const stop = (child) =>
  new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });

/** Stops whatever the bench started and has not stopped yet. */
export const stopAll = async () => {
  for (const child of children) await stop(child);
};

/** The API as `npm start` runs it: built to plain JavaScript (scripts/build-api.mjs), no loader. */
export const buildApi = () => {
  const built = spawnSync(process.execPath, ['scripts/build-api.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the API did not build');
};

/**
 * The built API with the demo data, run as `npm start` runs it; request logging off, as it would be under load in
 * production. On PGlite unless `databaseUrl` is given; `dataDir` reuses a data folder (a restart);
 * `port` is a fixed port instead of a free one; `logFile` keeps what it logs (warnings and errors).
 */
export const startApi = async ({ databaseUrl, dataDir, port: fixedPort, env = {}, logFile } = {}) => {
  const port = fixedPort ?? (await freePort());
  const folder = dataDir ?? (await mkdtemp(path.join(tmpdir(), 'kodewerk-bench-api-')));
  const apiEnv = {
    NODE_ENV: 'development',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    DATA_DIR: folder,
    DATABASE_URL: databaseUrl ?? '',
    REDIS_URL: '',
    MEILI_URL: '',
    SEARCH_PUBLIC_KEY: SEARCH_KEY,
    // The daily backup would copy the database a few seconds after start, inside the measurements.
    BACKUP_SCHEDULE: 'off',
    ...env,
  };
  // Node's settings as `npm start` gives them (scripts/lib/pair.mjs).
  const runtime = builtApiRuntime(apiEnv);
  const child = await start(
    'API',
    [...runtime.nodeArgs, 'apps/api/dist/server.mjs'],
    { ...apiEnv, ...runtime.env },
    'API ready on',
    logFile,
  );
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    dataDir: folder,
    /** Stops it and, unless `keepData`, removes its data folder. */
    stop: async ({ keepData = false } = {}) => {
      await stop(child);
      if (!keepData) await rm(folder, { recursive: true, force: true });
    },
  };
};

/** A bearer token of a demo customer (password Welkom123!). */
export const logIn = async (apiUrl, email = 'klant@voorbeeld.nl') => {
  const response = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Welkom123!', source: 'bench' }),
  });
  const answer = await response.json();
  if (!response.ok || typeof answer.token !== 'string') {
    throw new Error(`login of ${email} failed: ${response.status} ${JSON.stringify(answer)}`);
  }
  return answer.token;
};

/** A fresh database on the PostgreSQL server of BENCH_DATABASE_URL, dropped by `drop()`. */
export const scratchPostgres = async (adminUrl = ADMIN_DATABASE_URL) => {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  const name = `kodewerk_bench_${Date.now()}`;
  try {
    await sql.unsafe(`create database ${name}`);
  } catch (error) {
    await sql.end();
    throw error;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await sql.unsafe(`drop database if exists ${name} with (force)`).catch((error) => {
        console.error(`Could not drop ${name}: ${error.message}`);
      });
      await sql.end();
    },
  };
};
