/**
 * `npm run bench`: the figures of the whole product in one run, printed as tables.
 *
 * - API: autocannon against GET /user-stories (logged in as the demo customer) and POST
 *   /multi-search (the site's three queries with the public search key), beside a bare Fastify
 *   route in the same run; on PGlite and on PostgreSQL (a fresh database, dropped afterwards).
 * - Pages: bench/pages.mjs against the built site (JavaScript per first visit, TTFB, Lighthouse).
 * - Memory: resident size of the API and the site after that load.
 *
 *   npm run bench                              (100 connections, 20 s per target)
 *   npm run bench -- --quick                   (3 s per target, Lighthouse skipped)
 *   npm run bench -- --duration 10 --connections 50 --no-lighthouse --no-postgres --no-pages
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=50 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
 *
 * The site is measured from its build (apps/web/build): run `npm run build` first.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { builtApiRuntime, freePort, repoRoot } from '../scripts/lib/pair.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1] : fallback;
};
const quick = args.includes('--quick');
const duration = Number(option('duration', process.env.BENCH_DURATION ?? (quick ? 3 : 20)));
const connections = Number(option('connections', process.env.BENCH_CONNECTIONS ?? 100));
const withPostgres = !args.includes('--no-postgres');
const withPages = !args.includes('--no-pages');
const withLighthouse = !quick && !args.includes('--no-lighthouse');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const GOAL_RPS = 3000;
const GOAL_P99_MS = 50;
const SEARCH_KEY = process.env.SEARCH_PUBLIC_KEY ?? 'kodewerk-public-search-key';
const highlight = {
  attributesToHighlight: ['*'],
  highlightPreTag: '<strong>',
  highlightPostTag: '</strong>',
  attributesToCrop: ['title', 'description', 'content'],
  cropLength: 10,
};
/** What the search palette sends as a visitor types "hosting". */
const searchBody = JSON.stringify({
  queries: [
    { indexUid: 'pages', q: 'hosting', limit: 3, ...highlight },
    { indexUid: 'knowledge_base_articles', q: 'hosting', limit: 5, sort: ['updated_at:desc'], ...highlight },
    { indexUid: 'sites', q: 'hosting', ...highlight },
  ],
});

const children = new Set();

/** A Node process that is ready once `readyText` appears in its output. */
const start = (name, nodeArgs, env, readyText) =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
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

const stop = (child) =>
  new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });

/** Resident size now and at its peak, from the kernel's view of the process. */
const memoryOf = async (child) => {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  const field = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
  return { rss: field('VmRSS') * 1024, peak: field('VmHWM') * 1024 };
};
const MB = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const load = (options, seconds = duration) =>
  new Promise((resolve, reject) => {
    autocannon({ connections, duration: seconds, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

/** One autocannon run after a short warm-up, so that the JIT and the pools are warm. */
const measure = async (options) => {
  await load(options, Math.min(3, Math.max(1, Math.round(duration / 5))));
  const result = await load(options);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    p50: result.latency.p50,
    // Turned away with 503 and Retry-After (the request queue was full): told to come back, not lost.
    busy: result.statusCodeStats?.['503']?.count ?? 0,
    non2xx: result.non2xx - (result.statusCodeStats?.['503']?.count ?? 0),
    failed: result.errors + result.timeouts,
  };
};

const startBareFastify = async () => {
  const port = await freePort();
  const script = `
    import Fastify from 'fastify';
    const app = Fastify({ logger: false });
    app.get('/bare', async () => ({ ok: true }));
    await app.listen({ host: '127.0.0.1', port: ${port} });
    console.log('bare ready');`;
  const child = await start(
    'bare Fastify',
    ['--input-type=module', '-e', script],
    { NODE_ENV: 'production' },
    'bare ready',
  );
  return { child, url: `http://127.0.0.1:${port}/bare` };
};

/** The API as `npm start` runs it: built to plain JavaScript (scripts/build-api.mjs), no loader. */
const buildApi = () => {
  const built = spawnSync(process.execPath, ['scripts/build-api.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('the API did not build');
};

/**
 * The API with the demo data, run as `npm start` runs it; request logging off, as it would be under
 * load in production.
 */
const startApi = async (databaseUrl) => {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kodewerk-bench-api-'));
  const env = {
    NODE_ENV: 'development',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    REDIS_URL: '',
    MEILI_URL: '',
    SEARCH_PUBLIC_KEY: SEARCH_KEY,
  };
  const runtime = builtApiRuntime(env);
  const child = await start(
    'API',
    [...runtime.nodeArgs, 'apps/api/dist/server.mjs'],
    { ...env, ...runtime.env },
    'API ready on',
  );
  return { child, url: `http://127.0.0.1:${port}`, dataDir };
};

const logIn = async (apiUrl) => {
  const response = await fetch(`${apiUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'klant@voorbeeld.nl', password: 'Welkom123!', source: 'bench' }),
  });
  const answer = await response.json();
  if (!response.ok || typeof answer.token !== 'string') {
    throw new Error(`login failed: ${response.status} ${JSON.stringify(answer)}`);
  }
  return answer.token;
};

/** Checks once that a target answers what it should, so the bench never times errors. */
const expectOk = async (url, init, check) => {
  const response = await fetch(url, init);
  const body = await response.json();
  if (!response.ok || !check(body)) {
    throw new Error(
      `${init.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
};

const apiRows = [];
const memoryRows = [];
const goalLines = [];
const row = (target, database, figures, bareRps) => {
  apiRows.push({
    target,
    database,
    'req/s': Math.round(figures.rps),
    'p50 (ms)': figures.p50,
    'p99 (ms)': figures.p99,
    'vs bare': bareRps ? `${((figures.rps / bareRps) * 100).toFixed(0)}%` : '-',
    '503 busy': figures.busy,
    'other non-2xx': figures.non2xx,
    'errors/timeouts': figures.failed,
  });
};

const benchApi = async (label, databaseUrl, bareRps) => {
  const api = await startApi(databaseUrl);
  try {
    const token = await logIn(api.url);
    const listRequest = { headers: { authorization: `Bearer ${token}` } };
    await expectOk(`${api.url}/user-stories`, listRequest, (body) => Array.isArray(body) && body.length > 0);
    const searchRequest = {
      method: 'POST',
      headers: { authorization: `Bearer ${SEARCH_KEY}`, 'content-type': 'application/json' },
      body: searchBody,
    };
    await expectOk(`${api.url}/multi-search`, searchRequest, (body) => body.results?.length === 3);

    const list = await measure({ url: `${api.url}/user-stories`, ...listRequest });
    row('GET /user-stories (bearer)', label, list, bareRps);
    const search = await measure({ url: `${api.url}/multi-search`, ...searchRequest });
    row('POST /multi-search (3 queries)', label, search, bareRps);
    const memory = await memoryOf(api.child);
    memoryRows.push({ process: `API (${label})`, 'RSS after load': MB(memory.rss), peak: MB(memory.peak) });
    return { api, list };
  } catch (error) {
    await stop(api.child);
    await rm(api.dataDir, { recursive: true, force: true });
    throw error;
  }
};

/** The built site against the given API, with bench/pages.mjs as the load; its rows come back. */
const benchPages = async (apiUrl) => {
  if (!existsSync(path.join(repoRoot, 'apps/web/build/server'))) {
    console.error('No site build (apps/web/build): run `npm run build` first; pages skipped.');
    return undefined;
  }
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  const site = await start(
    'Site',
    ['--import', 'tsx', 'apps/web/server.ts'],
    { NODE_ENV: 'production', PORT: String(port), API_URL: apiUrl, SITE_URL: siteUrl },
    'Site ready on',
  );
  try {
    const output = await new Promise((resolve, reject) => {
      const pages = spawn(
        process.execPath,
        [
          'bench/pages.mjs',
          '--url',
          siteUrl,
          ...(withLighthouse ? ['--lighthouse-home-only'] : ['--no-lighthouse']),
        ],
        { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      let text = '';
      pages.stdout.on('data', (chunk) => {
        text += chunk;
      });
      pages.on('error', reject);
      pages.on('exit', () => resolve(text));
    });
    const rows = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line));
    const memory = await memoryOf(site);
    memoryRows.push({ process: 'site (SSR)', 'RSS after load': MB(memory.rss), peak: MB(memory.peak) });
    const vitals = output.split('\n').find((line) => line.startsWith('Web vitals'));
    return { rows, vitals };
  } finally {
    await stop(site);
  }
};

let pgDatabase;
let sql;
buildApi();
try {
  console.log(
    `Bench: ${connections} connections, ${duration} s per target; ${cpus().length} cores (${cpus()[0]?.model ?? '?'})`,
  );
  const bare = await startBareFastify();
  const bareFigures = await measure({ url: bare.url });
  row('GET /bare (bare Fastify)', '-', bareFigures, bareFigures.rps);
  await stop(bare.child);

  const pglite = await benchApi('PGlite', undefined, bareFigures.rps);
  let siteApi = pglite.api;
  if (withPostgres) {
    sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
    pgDatabase = `kodewerk_bench_${Date.now()}`;
    await sql.unsafe(`create database ${pgDatabase}`);
    await stop(pglite.api.child);
    const url = new URL(adminUrl);
    url.pathname = `/${pgDatabase}`;
    const pg = await benchApi('PostgreSQL', url.toString(), bareFigures.rps);
    siteApi = pg.api;
    const { rps, p99 } = pg.list;
    const met = rps >= GOAL_RPS && p99 < GOAL_P99_MS;
    goalLines.push(
      `Goal: GET /user-stories on PostgreSQL ${GOAL_RPS}+ req/s with p99 < ${GOAL_P99_MS} ms: ${Math.round(rps)} req/s, p99 ${p99} ms: ${met ? 'met' : 'NOT met'}`,
    );
  }

  let pages;
  if (withPages) pages = await benchPages(siteApi.url);
  await stop(siteApi.child);
  await rm(siteApi.dataDir, { recursive: true, force: true });
  await rm(pglite.api.dataDir, { recursive: true, force: true });

  console.log(`\nAPI (${connections} connections, ${duration} s each, after a warm-up)`);
  console.table(apiRows);
  if (pages) {
    console.log(`\nPages (built site, first visit in a fresh browser; TTFB median of 20)`);
    console.table(pages.rows);
    if (pages.vitals) console.log(pages.vitals);
    const home = pages.rows.find((entry) => entry.page === '/');
    if (home) {
      const kb = Number.parseFloat(home['JS (gzip)']);
      goalLines.push(
        `Goal: first-visit JavaScript of / < 130 kB gzip: ${home['JS (gzip)']}: ${kb < 130 ? 'met' : 'NOT met'}`,
      );
    }
  }
  console.log('\nMemory (resident size after the load)');
  console.table(memoryRows);
  console.log(`\n${goalLines.join('\n')}`);
} finally {
  for (const child of children) await stop(child);
  if (sql && pgDatabase) {
    await sql.unsafe(`drop database if exists ${pgDatabase} with (force)`).catch((error) => {
      console.error(`Could not drop ${pgDatabase}: ${error.message}`);
    });
  }
  await sql?.end();
}
