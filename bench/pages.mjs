/**
 * The public pages as a first-time visitor gets them: JavaScript per page (gzip, everything the
 * page loads until the network is quiet), time to first byte, the status, and Lighthouse's scores
 * on a phone (performance, accessibility, best practices, SEO). Beside them the portal's dashboard
 * and the back office's start page, each opened in a fresh browser right after a login through the
 * API (the session put where the site keeps it), as after a reload. Fails when a page is over its
 * JavaScript budget (FIRST_VISIT_BUDGETS), or answers another status than it should.
 *
 * The not-found page answers 404 by design: Lighthouse, which refuses such a page unless told
 * otherwise, audits it anyway (with a warning); that status costs it points in SEO and best
 * practices (see the note under the table).
 *
 *   npm run build && node bench/pages.mjs            (starts its own site and API from the build)
 *   node bench/pages.mjs --url http://localhost:3000 --api-url http://localhost:3001
 *                                                    (measures a running site; the API for the logins)
 *   node bench/pages.mjs --site-port 4500 --api-port 4501 (its own site and API on these ports)
 *   node bench/pages.mjs --no-lighthouse             (sizes and TTFB only)
 *   node bench/pages.mjs --lighthouse-home-only      (Lighthouse for / only)
 *   node bench/pages.mjs --runs 3                    (Lighthouse three times per page, every score shown)
 *   node bench/pages.mjs --pages /,/contact          (only these pages)
 *   node bench/pages.mjs --reports /tmp/lighthouse   (keeps each Lighthouse report as JSON)
 */

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { Secret, TOTP } from 'otpauth';
import { chromium } from 'playwright-core';
import { ensureChromium } from '../scripts/lib/chromium.mjs';
import { startPair } from '../scripts/lib/pair.mjs';

const ALL_PAGES = [
  '/',
  '/contact',
  '/meet',
  '/algemene-voorwaarden',
  '/privacyverklaring',
  '/kennisbank',
  '/kennisbank/domeinnamen/dns-records-instellen',
  '/veelgestelde-vragen',
  '/status',
  '/bedankt',
  '/klantenportaal',
  '/klantenportaal/dashboard',
  '/beheer',
  '/beheer/overzicht',
  // Any unknown address: the not-found page, answered with status 404.
  '/bestaat-niet',
];
/** Pages that answer another status than 200 on purpose. */
const EXPECTED_STATUS = { '/bestaat-niet': 404 };
const expectedStatus = (pagePath) => EXPECTED_STATUS[pagePath] ?? 200;
/**
 * JavaScript (gzip) a first visit may load: `below` is a limit the figure must stay under, `max` one
 * it may reach.
 */
const FIRST_VISIT_BUDGETS = {
  '/': { below: 130 * 1024 },
  '/klantenportaal': { max: 145 * 1024 },
  // Where the portal and the back office stand (2026-11-25): both load the whole contract with zod.
  '/klantenportaal/dashboard': { max: 230 * 1024 },
  '/beheer': { max: 225 * 1024 },
  '/beheer/overzicht': { max: 225 * 1024 },
};
/** Pages that need a login: the customer's (the demo customer) or a staff member's (the demo staff). */
const LOGGED_IN = { '/klantenportaal/dashboard': 'customer', '/beheer/overzicht': 'staff' };
const DEMO_CUSTOMER = { email: 'klant@voorbeeld.nl', password: 'Welkom123!' };
const DEMO_STAFF = { email: 'beheer@kodewerk.nl', password: 'Welkom123!', totpSecret: 'KODEWERKBEHEER23' };
const TTFB_SAMPLES = 20;

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const urlArg = option('--url');
const port = (name) => (option(name) ? Number(option(name)) : undefined);
const runs = Number(option('--runs') ?? 1);
const reportDir = option('--reports');
const PAGES = option('--pages')?.split(',') ?? ALL_PAGES;
const withLighthouse = !args.includes('--no-lighthouse');
/** Lighthouse for / only (the other pages get sizes and TTFB): what `npm run bench` asks for. */
const lighthouseHomeOnly = args.includes('--lighthouse-home-only');
const chromePath = ensureChromium();
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

let pair;
let dataDir;
let siteUrl = urlArg;
let apiUrl = option('--api-url');
if (!siteUrl) {
  dataDir = await mkdtemp(path.join(tmpdir(), 'kodewerk-bench-pages-'));
  pair = await startPair({
    dataDir,
    quiet: true,
    builtApi: true,
    sitePort: port('--site-port'),
    apiPort: port('--api-port'),
    env: { NODE_ENV: 'production', DEMO_DATA: 'true', DATABASE_URL: '' },
    // The demo data (the accounts the logged-in pages use) loads outside production only.
    apiEnv: { NODE_ENV: 'development', LOG_LEVEL: 'warn' },
  });
  siteUrl = pair.siteUrl;
  apiUrl = pair.apiUrl;
}

const post = async (url, body) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json().catch(() => ({}));
  return { ok: response.ok, status: response.status, answer };
};

/**
 * What the site keeps in local storage after a login through the API: the customer's login code
 * (key 'kodewerk') or the staff token (key 'kodewerk-beheer').
 */
const sessionOf = async (who) => {
  if (!apiUrl) throw new Error(`a logged-in page needs the API: pass --api-url`);
  if (who === 'customer') {
    const login = await post(`${apiUrl}/login`, { ...DEMO_CUSTOMER, source: 'bench' });
    if (!login.answer.token)
      throw new Error(`customer login: ${login.status} ${JSON.stringify(login.answer)}`);
    const state = {
      chatId: null,
      sessionId: null,
      loginCode: login.answer.token,
      domainCart: { items: [], valuePack: null },
    };
    return { key: 'kodewerk', value: JSON.stringify({ state, version: 1 }) };
  }
  // The API takes each time step's code once: a step it has seen (an earlier run against the same
  // API) is answered with an error; the next step's code is then tried, after waiting for it.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const login = await post(`${apiUrl}/staff/login`, {
      email: DEMO_STAFF.email,
      password: DEMO_STAFF.password,
    });
    if (login.answer.step !== 'code')
      throw new Error(`staff login: ${login.status} ${JSON.stringify(login.answer)}`);
    const step = Math.floor(Date.now() / 30_000);
    const code = new TOTP({ secret: Secret.fromBase32(DEMO_STAFF.totpSecret) }).generate({
      timestamp: step * 30_000,
    });
    const session = await post(`${apiUrl}/staff/validate-mfa`, { code, token: login.answer.mfa });
    if (session.ok)
      return {
        key: 'kodewerk-beheer',
        value: JSON.stringify({ state: { token: session.answer.token }, version: 1 }),
      };
    console.error(`staff code refused (${session.status}); waiting for the next one`);
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - Date.now() + 1_000));
  }
  throw new Error('staff login: no code accepted');
};

/** The JavaScript a fresh browser loads for a page, gzip-compressed as the server sends it. */
const javascriptOf = async (browser, pagePath) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const who = LOGGED_IN[pagePath];
  if (who) {
    const { key, value } = await sessionOf(who);
    await context.addInitScript(
      ([name, stored]) => {
        if (!localStorage.getItem(name)) localStorage.setItem(name, stored);
      },
      [key, value],
    );
  }
  const page = await context.newPage();
  const scripts = new Map();
  const styles = new Map();
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    const files = type.includes('javascript') ? scripts : type.includes('text/css') ? styles : undefined;
    if (!files) return;
    try {
      files.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
    } catch {
      // A response without a body (redirect, aborted) adds nothing.
    }
  });
  await page.goto(new URL(pagePath, siteUrl).toString(), { waitUntil: 'networkidle' });
  // A login that did not hold would measure the login page instead: the page's navigation shows it held.
  if (who) {
    const navigation = who === 'customer' ? 'Klantenportaal' : 'Beheer';
    await page.getByRole('navigation', { name: navigation }).waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    if (new URL(page.url()).pathname !== pagePath) throw new Error(`${pagePath} went to ${page.url()}`);
  }
  await context.close();
  const total = (files) => [...files.values()].reduce((sum, size) => sum + size, 0);
  return { files: scripts.size, bytes: total(scripts), css: total(styles) };
};

/** Median time to the first byte of the server-rendered page, and the status it answers. */
const ttfbOf = async (pagePath) => {
  const times = [];
  let status;
  for (let i = 0; i < TTFB_SAMPLES; i += 1) {
    const started = performance.now();
    const response = await fetch(new URL(pagePath, siteUrl), { headers: { 'accept-encoding': 'gzip' } });
    times.push(performance.now() - started);
    status = response.status;
    await response.arrayBuffer();
  }
  times.sort((a, b) => a - b);
  return { ttfb: times[Math.floor(times.length / 2)], status };
};

/** Lighthouse once; a run that broke down (no scores) is tried again, up to three times. */
const lighthouseOf = async (pagePath, run) => {
  for (let attempt = 1; ; attempt += 1) {
    const scores = await lighthouseOnce(pagePath, run);
    if (!scores.broken || attempt === 3) return scores;
    console.error(`Lighthouse run ${attempt} on ${pagePath} broke down (${scores.broken}); trying again`);
  }
};

const lighthouseOnce = async (pagePath, run = 1) => {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const result = await lighthouse(new URL(pagePath, siteUrl).toString(), {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      // Without this a page that answers 404 on purpose gets no scores at all.
      ignoreStatusCode: expectedStatus(pagePath) !== 200,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, runtimeError } = result.lhr;
    if (reportDir) {
      await mkdir(reportDir, { recursive: true });
      const name = pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-');
      await writeFile(path.join(reportDir, `${name}-${run}.json`), result.report);
    }
    const score = (key) =>
      typeof categories[key]?.score === 'number' ? Math.round(categories[key].score * 100) : 'n/a';
    const broken =
      runtimeError?.code ??
      (Object.values(categories).some((category) => typeof category.score !== 'number')
        ? 'no score'
        : undefined);
    const failed = Object.values(result.lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id);
    const metric = (id) => result.lhr.audits[id]?.displayValue?.replace(/\s+/g, ' ') ?? 'n/a';
    return {
      vitals: `LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      failed,
      broken,
    };
  } finally {
    await chrome.kill();
  }
};

const rows = [];
const firstVisits = {};
try {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const pagePath of PAGES) {
      const js = await javascriptOf(browser, pagePath);
      firstVisits[pagePath] = js.bytes;
      const { ttfb, status } = await ttfbOf(pagePath);
      if (status !== expectedStatus(pagePath)) {
        console.error(`${pagePath} answered ${status} instead of ${expectedStatus(pagePath)}`);
        process.exitCode = 1;
      }
      const row = {
        page: pagePath,
        status,
        'JS files': js.files,
        'JS (gzip)': kB(js.bytes),
        'CSS (gzip)': kB(js.css),
        'TTFB (median)': `${ttfb.toFixed(1)} ms`,
      };
      let vitals;
      if (withLighthouse && !LOGGED_IN[pagePath] && (pagePath === '/' || !lighthouseHomeOnly)) {
        const all = [];
        for (let run = 1; run <= runs; run += 1) all.push(await lighthouseOf(pagePath, run));
        const list = (key) => all.map((scores) => scores[key]).join(' ');
        vitals = all.map((scores) => scores.vitals).join(' | ');
        Object.assign(row, {
          performance: list('performance'),
          accessibility: list('accessibility'),
          'best practices': list('bestPractices'),
          seo: list('seo'),
          'failed audits': [...new Set(all.flatMap((scores) => scores.failed))].join(' ') || '-',
        });
      }
      rows.push(row);
      if (vitals) console.log(`Web vitals of ${pagePath} (Lighthouse, mobile): ${vitals}`);
      console.log(JSON.stringify(row));
    }
  } finally {
    await browser.close();
  }
} finally {
  await pair?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}

console.log(
  `\nsite: ${siteUrl}${withLighthouse ? ' (Lighthouse: mobile emulation, simulated throttling)' : ''}`,
);
console.table(rows);
for (const [pagePath, status] of Object.entries(EXPECTED_STATUS)) {
  if (!PAGES.includes(pagePath) || !withLighthouse || lighthouseHomeOnly) continue;
  console.log(
    `${pagePath} answers ${status} on purpose. Lighthouse audits it with a warning about that status, which fails 'http-status-code' (SEO) and, as Chrome logs the document's ${status} as a console error, 'errors-in-console' (best practices); 'is-crawlable' fails for its noindex.`,
  );
}
for (const [pagePath, budget] of Object.entries(FIRST_VISIT_BUDGETS)) {
  const bytes = firstVisits[pagePath];
  if (bytes === undefined) continue;
  const limit = budget.below ?? budget.max;
  const within = budget.below ? bytes < limit : bytes <= limit;
  console.log(
    `Budget: first visit to ${pagePath}: ${kB(bytes)} of JavaScript (gzip), ${within ? 'within' : 'OVER'} the budget of ${budget.below ? '<' : '≤'} ${kB(limit)}.`,
  );
  if (!within) process.exitCode = 1;
}
