/**
 * A soak: the built API under mixed traffic for a long while, its resident memory printed every
 * minute. Customers browse their orders, invoices and bundles and write replies and new orders;
 * staff read the order list and answer with notes, replies and logged hours; visitors type in the
 * search palette and read the knowledge base; people log in and out, some with a wrong password.
 * Every visitor has an address of its own (X-Forwarded-For from the loopback, as behind the site).
 *
 * It passes when no answer is a 5xx or a refused or timed-out connection, and the resident size
 * after the warm-up (the first third of the run) grows by no more than 10% to the end (the mean of
 * the last three readings against the first three; judged in runs of 10 minutes or more).
 *
 *   node bench/soak.mjs                         (30 minutes on PGlite, then 30 on PostgreSQL)
 *   node bench/soak.mjs --minutes 5 --database pglite --users 10
 *   node bench/soak.mjs --minutes 1 --check     (the short form CI runs: exits 1 when it fails)
 *   node bench/soak.mjs --api-log /tmp/soak     (the API's log of every request in /tmp/soak-pglite.log, …)
 *   node bench/soak.mjs --built                 (the API built already, as npm test has it: no build)
 *
 * PostgreSQL: a fresh database on BENCH_DATABASE_URL's server, dropped afterwards.
 */
import { loadavg } from 'node:os';
import { Secret, TOTP } from 'otpauth';
import { flag, option } from './lib/args.mjs';
import { MB, memoryOf } from './lib/memory.mjs';
import { buildApi, logIn, SEARCH_KEY, scratchPostgres, startApi, stopAll } from './lib/processes.mjs';

const minutes = Number(option('minutes', 30));
const users = Number(option('users', 20));
const databases = option('database', 'both') === 'both' ? ['pglite', 'postgres'] : [option('database')];
const check = flag('check');
/** Where the API's own log goes, every request in it, one file per database: `<prefix>-pglite.log`. */
const apiLog = option('api-log');
/** How often memory is read and a line printed: every minute, more often in a short run. */
const sampleMs = Math.min(60_000, Math.max(5_000, (minutes * 60_000) / 12));
const MAX_GROWTH = 0.1;
/** A shorter run says nothing about growth: its memory is printed, not judged. */
const JUDGE_MEMORY_FROM_MINUTES = 10;
const REQUEST_TIMEOUT_MS = 30_000;

const CUSTOMERS = ['klant@voorbeeld.nl', 'opdrachten@voorbeeld.nl'];
const STAFF = ['beheer@kodewerk.nl', 'ontwikkelaar@kodewerk.nl'];
const STAFF_TOTP = new TOTP({ secret: Secret.fromBase32('KODEWERKBEHEER23') });
const WORDS = ['hosting', 'domeinnaam', 'dns', 'webshop', 'backup', 'factuur', 'ssl', 'e-mail'];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const today = () => new Date().toISOString().slice(0, 10);

/** What the traffic got back in one sampling period, and in the whole run. */
const newTally = () => ({ requests: 0, byStatus: new Map(), failed: 0, latencies: [] });
const percentile = (values, p) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const countOf = (tally, test) =>
  [...tally.byStatus].filter(([status]) => test(status)).reduce((s, [, n]) => s + n, 0);

const soak = async (database) => {
  const postgres = database === 'postgres' ? await scratchPostgres() : undefined;
  const api = await startApi({
    databaseUrl: postgres?.url,
    env: { TRUST_PROXY: 'loopback', ...(apiLog && { LOG_LEVEL: 'info' }) },
    logFile: apiLog && `${apiLog}-${database}.log`,
  });
  const label = database === 'postgres' ? 'PostgreSQL' : 'PGlite';
  let period = newTally();
  const total = newTally();
  const failures = [];
  /** Latencies per route (numbers in the path as :id), for the closing table. */
  const byRoute = new Map();

  /** One call as a visitor from `address`; the answer's body when it is JSON, else undefined. */
  const call = async (address, method, url, { token, body } = {}) => {
    const started = performance.now();
    try {
      const response = await fetch(`${api.url}${url}`, {
        method,
        headers: {
          'x-forwarded-for': address,
          ...(token && { authorization: `Bearer ${token}` }),
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      for (const tally of [period, total]) {
        tally.requests += 1;
        tally.byStatus.set(response.status, (tally.byStatus.get(response.status) ?? 0) + 1);
        tally.latencies.push(performance.now() - started);
      }
      const route = `${method} ${url.replace(/\/\d+/g, '/:id')}`;
      const entry = byRoute.get(route) ?? { latencies: [], statuses: new Map() };
      entry.latencies.push(performance.now() - started);
      entry.statuses.set(response.status, (entry.statuses.get(response.status) ?? 0) + 1);
      byRoute.set(route, entry);
      if (response.status >= 500 && failures.length < 10) {
        failures.push(`${method} ${url}: ${response.status} ${text.slice(0, 200)}`);
      }
      return response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    } catch (error) {
      period.failed += 1;
      total.failed += 1;
      if (failures.length < 10) failures.push(`${method} ${url}: ${error.message}`);
      return undefined;
    }
  };

  const staffLogIn = async (email) => {
    const first = await call('10.1.0.1', 'POST', '/staff/login', { body: { email, password: 'Welkom123!' } });
    const session = await call('10.1.0.1', 'POST', '/staff/validate-mfa', {
      body: { code: STAFF_TOTP.generate(), token: first?.mfa },
    });
    if (typeof session?.token !== 'string') throw new Error(`staff login of ${email} failed`);
    return session.token;
  };

  const customerTokens = await Promise.all(CUSTOMERS.map((email) => logIn(api.url, email)));
  const staffTokens = [];
  for (const email of STAFF) staffTokens.push(await staffLogIn(email));

  /** The things people do, with how often they do them. */
  const actions = [
    [
      30,
      async (address) => {
        const token = pick(customerTokens);
        const orders = await call(address, 'GET', '/user-stories', { token });
        if (Array.isArray(orders) && orders.length > 0) {
          await call(address, 'GET', `/user-stories/${pick(orders).id}`, { token });
        }
        // Invoices and bundles are for the eigenaar (and financieel), not for an opdrachtgever.
        if (token === customerTokens[0]) {
          await call(address, 'GET', '/invoices', { token });
          await call(address, 'GET', '/hour-bundles', { token });
        }
      },
    ],
    [
      8,
      async (address) => {
        const token = pick(customerTokens);
        if (Math.random() < 0.15) {
          await call(address, 'POST', '/user-stories', {
            token,
            body: {
              title: `Aanvraag ${address}`,
              description_html: '<p>Kunnen jullie dit bekijken?</p>',
              priority: 3,
            },
          });
          return;
        }
        const orders = await call(address, 'GET', '/user-stories', { token });
        const open = Array.isArray(orders) ? orders.filter((order) => order.status !== 'gesloten') : [];
        if (open.length === 0) return;
        await call(address, 'POST', '/user-story-replies', {
          token,
          body: { user_story_id: pick(open).id, body_html: '<p>Dank, graag <strong>zo</strong> doen.</p>' },
        });
      },
    ],
    [
      20,
      async (address) => {
        const token = pick(staffTokens);
        const list = await call(address, 'GET', '/staff/orders', { token });
        const orders = Array.isArray(list?.items) ? list.items : [];
        if (orders.length === 0) return;
        const order = pick(orders);
        await call(address, 'GET', `/staff/orders/${order.id}`, { token });
        const roll = Math.random();
        if (roll < 0.3) {
          await call(address, 'POST', `/staff/orders/${order.id}/replies`, {
            token,
            body: {
              kind: roll < 0.05 ? 'reply' : 'internal_note',
              body_html: '<p>Opgepakt, volgt vandaag.</p>',
            },
          });
        } else if (roll < 0.5) {
          await call(address, 'POST', `/staff/orders/${order.id}/time-entries`, {
            token,
            body: { worked_on: today(), minutes: 15, note: 'Onderzoek' },
          });
        }
      },
    ],
    [
      25,
      async (address) => {
        const word = pick(WORDS);
        for (let length = 2; length <= word.length; length += 1) {
          const q = word.slice(0, length);
          await call(address, 'POST', '/multi-search', {
            token: SEARCH_KEY,
            body: {
              queries: [
                { indexUid: 'pages', q, limit: 3 },
                { indexUid: 'knowledge_base_articles', q, limit: 5 },
                { indexUid: 'sites', q },
              ],
            },
          });
          await sleep(80);
        }
      },
    ],
    [
      5,
      async (address) => {
        await call(address, 'GET', '/knowledge-base');
        await call(address, 'GET', '/faq');
        await call(address, 'GET', '/status');
      },
    ],
    [
      8,
      async (address) => {
        if (Math.random() < 0.35) {
          await call(address, 'POST', '/login', {
            body: {
              email: `iemand-${Math.floor(Math.random() * 1e6)}@voorbeeld.nl`,
              password: 'fout',
              source: 'soak',
            },
          });
          return;
        }
        const answer = await call(address, 'POST', '/login', {
          body: { email: pick(CUSTOMERS), password: 'Welkom123!', source: 'soak' },
        });
        if (typeof answer?.token === 'string') {
          await call(address, 'GET', '/user-stories', { token: answer.token });
          await call(address, 'POST', '/logout', { token: answer.token });
        }
      },
    ],
  ];
  const weightSum = actions.reduce((sum, [weight]) => sum + weight, 0);
  const chooseAction = () => {
    let roll = Math.random() * weightSum;
    for (const [weight, action] of actions) {
      roll -= weight;
      if (roll < 0) return action;
    }
    return actions[0][1];
  };

  const deadline = Date.now() + minutes * 60_000;
  const visitor = async (index) => {
    let visit = 0;
    while (Date.now() < deadline) {
      visit += 1;
      // A new visitor address now and then: the per-address login limits see many people.
      const address = `10.${(index % 200) + 2}.${Math.floor(visit / 20) % 250}.${(visit % 250) + 1}`;
      await chooseAction()(address);
      await sleep(50 + Math.random() * 200);
    }
  };

  console.log(
    `\nSoak on ${label}: ${minutes} min, ${users} visitors at once; resident memory every ${sampleMs / 1000} s`,
  );
  const samples = [];
  const startedAt = Date.now();
  const sampler = setInterval(async () => {
    const memory = await memoryOf(api.child).catch(() => undefined);
    const done = period;
    period = newTally();
    if (!memory) return;
    samples.push(memory.rss);
    const seconds = sampleMs / 1000;
    const s5xx = countOf(done, (status) => status >= 500);
    const s4xx = countOf(done, (status) => status >= 400 && status < 500);
    console.log(
      [
        `${((Date.now() - startedAt) / 60_000).toFixed(1).padStart(5)} min`,
        `RSS ${MB(memory.rss).padStart(7)}`,
        `${String(done.requests).padStart(6)} requests (${(done.requests / seconds).toFixed(0)}/s)`,
        `4xx ${s4xx}`,
        `5xx ${s5xx}`,
        `errors ${done.failed}`,
        `p99 ${percentile(done.latencies, 99).toFixed(0)} ms`,
        `load ${loadavg()[0].toFixed(1)}`,
      ].join('  '),
    );
  }, sampleMs);
  await Promise.all(Array.from({ length: users }, (_, index) => visitor(index)));
  clearInterval(sampler);

  const peak = await memoryOf(api.child);
  await api.stop();
  await postgres?.drop();

  // Growth after the warm-up: the mean of the last three readings against the first three, so
  // that one reading taken in the middle of a collection or a password hash does not decide.
  const warm = samples.slice(Math.ceil(samples.length / 3));
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const [from, to] = [mean(warm.slice(0, 3)), mean(warm.slice(-3))];
  const growth = minutes >= JUDGE_MEMORY_FROM_MINUTES && warm.length >= 6 ? (to - from) / from : undefined;
  const errors5xx = countOf(total, (status) => status >= 500);
  const statusLine = [...total.byStatus]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  const flat = growth === undefined || growth <= MAX_GROWTH;
  const passed = errors5xx === 0 && total.failed === 0 && flat;
  console.log(
    `Soak on ${label}: ${total.requests} requests (${statusLine}), ${total.failed} refused or timed out`,
  );
  console.log(
    `  p50 ${percentile(total.latencies, 50).toFixed(0)} ms, p99 ${percentile(total.latencies, 99).toFixed(0)} ms; peak resident ${MB(peak.peak)}`,
  );
  console.log(
    growth === undefined
      ? `  memory after the warm-up: not judged in a run under ${JUDGE_MEMORY_FROM_MINUTES} minutes`
      : `  memory after the warm-up (mean of the first and of the last three readings): ${MB(from)} → ${MB(to)} (${(growth * 100).toFixed(1)}%, at most ${MAX_GROWTH * 100}%): ${flat ? 'flat' : 'GROWING'}`,
  );
  console.table(
    [...byRoute]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([route, entry]) => ({
        route,
        requests: entry.latencies.length,
        'p50 (ms)': Math.round(percentile(entry.latencies, 50)),
        'p99 (ms)': Math.round(percentile(entry.latencies, 99)),
        statuses: [...entry.statuses].map(([status, count]) => `${status}×${count}`).join(' '),
      })),
  );
  for (const failure of failures) console.log(`  ${failure}`);
  console.log(
    `  ${passed ? 'passed' : 'FAILED'}: ${errors5xx} answers 5xx, ${total.failed} refused or timed out`,
  );
  return passed;
};

if (!flag('built')) buildApi();
let allPassed = true;
try {
  for (const database of databases) {
    if (!(await soak(database))) allPassed = false;
  }
} finally {
  await stopAll();
}
if (check && !allPassed) process.exit(1);
