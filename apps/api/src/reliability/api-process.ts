import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { loadEnv } from '../env.ts';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverEntry = path.join(apiRoot, 'src/server.ts');

/** The PostgreSQL server of the test run: DATABASE_URL, or the local one. */
export const postgresServerUrl = loadEnv().DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const redisUrl = loadEnv().REDIS_URL ?? 'redis://127.0.0.1:6379';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

/** Whether something accepts TCP connections at the URL's host and port. */
export const answers = (url: string, defaultPort: number) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

/** Whether the PostgreSQL server of these tests answers; tests that need one are skipped when not. */
export const postgresServerAnswers = () => answers(postgresServerUrl, 5432);

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, for failure messages. */
  output: () => string;
  /** Whether the process is still running. */
  alive: () => boolean;
  kill: (signal: NodeJS.Signals) => Promise<void>;
}

/**
 * Every API process this test process started that has not ended. A test that times out while its
 * API is still starting never gets the process back: `stopStartedApis` (after each test file, in
 * test/setup.ts) and this process's exit stop them all, so no API outlives its test file.
 */
const started = new Set<ChildProcess>();
/** The process and what it started (the embedded database's first creation): its own process group. */
const killGroup = (child: ChildProcess) => {
  if (!child.pid) return false;
  try {
    process.kill(-child.pid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
};
process.once('exit', () => {
  for (const child of started) killGroup(child);
});

/** The API processes started here that have not ended. */
export const runningApis = (): ChildProcess[] => [...started];

/** Stops every API process started here and not yet ended. */
export const stopStartedApis = () =>
  Promise.all(
    [...started].map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          if (!killGroup(child)) resolve();
        }),
    ),
  );

/**
 * Starts the API as its own process (tsx), as in production, and waits until it listens. Only the
 * variables given reach it: never the DATABASE_URL or REDIS_URL of the test run by accident.
 */
export const startApi = async (env: Record<string, string>, timeoutMs = 90_000): Promise<ApiProcess> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: apiRoot,
    env: {
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  let output = '';
  const api: ApiProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    kill: (signal) =>
      new Promise((resolve) => {
        if (!api.alive()) return resolve();
        child.once('exit', () => resolve());
        child.kill(signal);
      }),
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the API did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('API ready on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the API exited (${signal ?? code}) before it was ready:\n${output}`));
    });
  });
  return api;
};

/** A fresh, empty database on the PostgreSQL server, dropped again by `drop`. */
export const createPostgresDatabase = async () => {
  const name = `reliability_${randomBytes(6).toString('hex')}`;
  const admin = postgres(postgresServerUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** A client on the new database, for checks straight in the tables. */
    connect: () => postgres(url.toString(), { max: 2, onnotice: () => {} }),
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
};

/** A fresh temporary DATA_DIR for the embedded database. */
export const createDataDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'kodewerk-reliability-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
};
