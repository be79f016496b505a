/**
 * `npm run bench`: the figures of the whole product in one run, printed as tables.
 *
 * - API: autocannon against GET /user-stories (logged in as the demo customer) and POST
 *   /multi-search (the site's three queries with the public search key), beside a bare Fastify
 *   route in the same run; on PGlite and on PostgreSQL (a fresh database, dropped afterwards). On
 *   PostgreSQL also the floor under the list: a bare route with only its two statements (lib/floor.mjs).
 * - Pages: bench/pages.mjs against the built site (JavaScript per first visit, TTFB, Lighthouse).
 * - Memory: resident size of the API and the site after that load, and of the API on PGlite
 *   idle after a restart on the data folder the load left.
 * - Goals: each figure of issue 19 with its goal, met or not.
 *
 *   npm run bench                              (100 connections, 20 s per target)
 *   npm run bench -- --quick                   (3 s per target, Lighthouse skipped)
 *   npm run bench -- --duration 10 --connections 50 --no-lighthouse --no-postgres --no-pages
 *   BENCH_DURATION=10 BENCH_CONNECTIONS=50 BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres
 *
 * The site is measured from its build (apps/web/build): run `npm run build` first.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort, repoRoot } from '../scripts/lib/pair.mjs';
import { flag, option } from './lib/args.mjs';
import { startFloor } from './lib/floor.mjs';
import { MB, memoryOf } from './lib/memory.mjs';
import {
  buildApi,
  logIn,
  SEARCH_KEY,
  scratchPostgres,
  start,
  startApi,
  stop,
  stopAll,
} from './lib/processes.mjs';

const quick = flag('quick');
const duration = Number(option('duration', process.env.BENCH_DURATION ?? (quick ? 3 : 20)));
const connections = Number(option('connections', process.env.BENCH_CONNECTIONS ?? 100));
const withPostgres = !flag('no-postgres');
const withPages = !flag('no-pages');
const withLighthouse = !quick && !flag('no-lighthouse');

/** The goals of the figures (issue 19), each printed as met or not under the tables. */
const GOALS = {
  pgliteRps: 1000,
  pgliteP99Ms: 250,
  postgresShare: 0.15,
  postgresP99Ms: 50,
  pgliteRssAfterLoad: 250 * 1024 * 1024,
  pglitePeak: 350 * 1024 * 1024,
  pgliteIdleAfterRestart: 150 * 1024 * 1024,
};
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

/**
 * Searches come from 5,000 visitors in turn, each from an address of its own as the site passes it
 * on (X-Forwarded-For): each visitor searches a few times a second, as while typing, and stays under
 * its limit of 300 a minute. (A new address for every request measured the limiter's memory for
 * 100,000 visitors in 20 s, not the search: docs/benchmarks.md, 2026-11-26.)
 */
const VISITORS = 5000;
let visitor = 0;
const fromManyVisitors = (request) => {
  visitor = (visitor % VISITORS) + 1;
  const address = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
  return { ...request, headers: { ...request.headers, 'x-forwarded-for': address } };
};

const benchApi = async (label, databaseUrl, bareRps) => {
  const api = await startApi({ databaseUrl, env: { SITE_URL: siteUrl, TRUST_PROXY: 'loopback' } });
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
    // Searches are limited per visitor (300 a minute): the bench is many visitors behind the site.
    const search = await measure({
      url: `${api.url}/multi-search`,
      ...searchRequest,
      requests: [{ setupRequest: fromManyVisitors }],
    });
    row('POST /multi-search (3 queries)', label, search, bareRps);
    const memory = await memoryOf(api.child);
    memoryRows.push({ process: `API (${label})`, 'RSS after load': MB(memory.rss), peak: MB(memory.peak) });
    return { api, list, memory };
  } catch (error) {
    await api.stop();
    throw error;
  }
};

/** The API started again on the data folder it left, idle: what a restart costs a small machine. */
const idleAfterRestart = async (api) => {
  await api.stop({ keepData: true });
  const again = await startApi({ dataDir: api.dataDir, env: { SITE_URL: siteUrl } });
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const memory = await memoryOf(again.child);
  memoryRows.push({
    process: 'API (PGlite), idle after a restart',
    'RSS after load': MB(memory.rss),
    peak: MB(memory.peak),
  });
  return { api: again, memory };
};

/** The site's address, known to the API from its start: its pages call the API from there (CORS). */
const sitePort = await freePort();
const siteUrl = `http://127.0.0.1:${sitePort}`;

const goal = (text, value, met) => goalLines.push(`Goal: ${text}: ${value}: ${met ? 'met' : 'NOT met'}`);

/** The built site against the given API, with bench/pages.mjs as the load; its rows come back. */
const benchPages = async (apiUrl) => {
  if (!existsSync(path.join(repoRoot, 'apps/web/build/server'))) {
    console.error('No site build (apps/web/build): run `npm run build` first; pages skipped.');
    return undefined;
  }
  const site = await start(
    'Site',
    ['--import', 'tsx', 'apps/web/server.ts'],
    { NODE_ENV: 'production', PORT: String(sitePort), API_URL: apiUrl, SITE_URL: siteUrl },
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
          // The portal's dashboard and the back office are measured after a login through the API.
          '--api-url',
          apiUrl,
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
    const budgets = output.split('\n').filter((line) => line.startsWith('Budget: '));
    return { rows, vitals, budgets };
  } finally {
    await stop(site);
  }
};

let postgresDatabase;
const loadBefore = loadavg()[0];
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
  const { list, memory } = pglite;
  goal(
    `GET /user-stories on PGlite, ${connections} connections: no errors or timeouts, p99 < ${GOALS.pgliteP99Ms} ms, ${GOALS.pgliteRps}+ req/s`,
    `${list.failed} errors/timeouts, ${list.busy} turned away (503), p99 ${list.p99} ms, ${Math.round(list.rps)} req/s`,
    list.failed === 0 && list.p99 < GOALS.pgliteP99Ms && list.rps >= GOALS.pgliteRps,
  );
  goal(
    `API on PGlite after the load ≤ ${MB(GOALS.pgliteRssAfterLoad)} (peak ≤ ${MB(GOALS.pglitePeak)})`,
    `${MB(memory.rss)} (peak ${MB(memory.peak)})`,
    memory.rss <= GOALS.pgliteRssAfterLoad && memory.peak <= GOALS.pglitePeak,
  );
  const restarted = await idleAfterRestart(pglite.api);
  goal(
    `API on PGlite idle after a restart ≤ ${MB(GOALS.pgliteIdleAfterRestart)}`,
    MB(restarted.memory.rss),
    restarted.memory.rss <= GOALS.pgliteIdleAfterRestart,
  );
  let siteApi = restarted.api;
  if (withPostgres) {
    postgresDatabase = await scratchPostgres();
    await restarted.api.stop();
    const pg = await benchApi('PostgreSQL', postgresDatabase.url, bareFigures.rps);
    siteApi = pg.api;
    const share = pg.list.rps / bareFigures.rps;
    const floor = await startFloor(postgresDatabase.url);
    const floorFigures = await measure({
      url: floor.url,
      headers: { authorization: `Bearer ${await logIn(pg.api.url)}` },
    });
    await stop(floor.child);
    row('GET /floor (bare Fastify, the same 2 queries)', 'PostgreSQL', floorFigures, bareFigures.rps);
    goal(
      `GET /user-stories on PostgreSQL ≥ ${GOALS.postgresShare * 100}% of a bare Fastify route, p99 < ${GOALS.postgresP99Ms} ms`,
      `${(share * 100).toFixed(0)}% (${Math.round(pg.list.rps)} of ${Math.round(bareFigures.rps)} req/s), p99 ${pg.list.p99} ms`,
      share >= GOALS.postgresShare && pg.list.p99 < GOALS.postgresP99Ms,
    );
    goalLines.push(
      `Floor: a bare Fastify route with only the session and list queries on the same driver: ${((floorFigures.rps / bareFigures.rps) * 100).toFixed(0)}% (${Math.round(floorFigures.rps)} req/s), p99 ${floorFigures.p99} ms`,
    );
  }

  let pages;
  if (withPages) pages = await benchPages(siteApi.url);
  await siteApi.stop();

  console.log(`\nAPI (${connections} connections, ${duration} s each, after a warm-up)`);
  console.table(apiRows);
  if (pages) {
    console.log(`\nPages (built site, first visit in a fresh browser; TTFB median of 20)`);
    console.table(pages.rows);
    if (pages.vitals) console.log(pages.vitals);
    // bench/pages.mjs holds the budgets per page (/, /klantenportaal, the dashboard, /beheer).
    for (const line of pages.budgets) goalLines.push(line.replace(/^Budget: /, 'Goal: '));
  }
  console.log('\nMemory (resident size)');
  console.table(memoryRows);
  console.log(`\n${goalLines.join('\n')}`);
  console.log(
    `Load average (1 min) before the run ${loadBefore.toFixed(2)}, after it ${loadavg()[0].toFixed(2)}`,
  );
} finally {
  await stopAll();
  await postgresDatabase?.drop();
}
