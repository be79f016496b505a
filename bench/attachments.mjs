/**
 * Uploading a 25 MB attachment on loopback (issue 36): starts its own API (embedded PGlite, demo
 * data; DATABASE_URL for a PostgreSQL server; the built API with its production settings after
 * `npm run build`, else from source), logs in as the demo customer, uploads a 1 MB file to
 * warm up and then a 25 MB log file as one streamed request, and prints the time it took and how far
 * the API's resident memory rose above its level before the upload (sampled every 5 ms from
 * /proc while the upload runs; Linux only). Fails when the upload takes 2 s or more or the memory
 * grows by more than the file's size.
 *
 *   node bench/attachments.mjs
 *   node bench/attachments.mjs --mb 10        (another size, at most 25)
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { builtApiRuntime, freePort, repoRoot } from '../scripts/lib/pair.mjs';

const DEMO_CUSTOMER = { email: 'klant@voorbeeld.nl', password: 'Welkom123!' };
const sizeArg = process.argv.indexOf('--mb');
const megabytes = sizeArg > 0 ? Number(process.argv[sizeArg + 1]) : 25;
const fileBytes = megabytes * 1024 * 1024;

const rssOf = async (pid) => {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The API as it runs in production (`npm run build`: the built file with its runtime settings), else from source. */
const built = existsSync(path.join(repoRoot, 'apps/api/dist/server.mjs'));
const runtime = built ? builtApiRuntime(process.env) : { nodeArgs: ['--import', 'tsx'], env: {} };
console.log(`API: ${built ? 'built (apps/api/dist/server.mjs)' : 'from source through tsx'}`);

const startApi = async (port, dataDir) => {
  const entry = built ? 'apps/api/dist/server.mjs' : 'apps/api/src/server.ts';
  const child = spawn(process.execPath, [...runtime.nodeArgs, entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...runtime.env,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`API not ready after 120 s:\n${output}`)), 120_000);
    const read = (chunk) => {
      output += chunk;
      if (output.includes('API ready on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => reject(new Error(`API exited (${code}):\n${output}`)));
  });
  return child;
};

/** One upload as the site sends it: the file as the body, its name in the query. */
const upload = (port, token, name, bytes) =>
  new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/user-story-attachments?name=${encodeURIComponent(name)}`,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'application/octet-stream',
          'content-length': bytes.length,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode, body }));
      },
    );
    req.on('error', reject);
    // Written in pieces of 64 kB, as a browser sends a file.
    for (let at = 0; at < bytes.length; at += 65_536) req.write(bytes.subarray(at, at + 65_536));
    req.end();
  });

/** A log file: lines of text, no HTML, so the whole upload path (store, type, scan) runs. */
const logFile = (size) => {
  const line = Buffer.from(
    '2026-11-28T10:00:00Z INFO request handled in 12 ms path=/api/orders status=200\n',
  );
  const bytes = Buffer.alloc(size);
  for (let at = 0; at < size; at += line.length) line.copy(bytes, at);
  return bytes;
};

const port = await freePort();
const dataDir = await mkdtemp(path.join(tmpdir(), 'kodewerk-bench-attachments-'));
const api = await startApi(port, dataDir);
try {
  const login = await fetch(`http://127.0.0.1:${port}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_CUSTOMER, source: 'bench' }),
  }).then((response) => response.json());
  if (!login.token) throw new Error(`login failed: ${JSON.stringify(login)}`);

  const warm = await upload(port, login.token, 'opwarmen.log', logFile(1024 * 1024));
  if (warm.status !== 201) throw new Error(`warm-up upload: ${warm.status} ${warm.body}`);

  const file = logFile(fileBytes);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = await rssOf(api.pid);
  let peak = before;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rssOf(api.pid));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  const started = performance.now();
  const answer = await upload(port, login.token, 'server.log', file);
  const took = performance.now() - started;
  sampling = false;
  await sampler;
  if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${answer.body}`);

  const growth = peak - before;
  console.log(`| file | upload time | API memory before | peak during | growth |`);
  console.log(`|---|---:|---:|---:|---:|`);
  console.log(
    `| ${mb(fileBytes)} log | ${took.toFixed(0)} ms | ${mb(before)} | ${mb(peak)} | ${mb(growth)} |`,
  );
  const failures = [
    took >= 2000 && `the upload took ${took.toFixed(0)} ms (limit: under 2000 ms)`,
    growth > fileBytes && `the API's memory grew by ${mb(growth)}, more than the file's ${mb(fileBytes)}`,
  ].filter(Boolean);
  if (failures.length > 0) {
    console.error(failures.join('\n'));
    process.exitCode = 1;
  }
} finally {
  api.kill('SIGTERM');
  await new Promise((resolve) => api.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}
