/**
 * What an API key costs over a login's session token on the same route (issue 38: at most 10%
 * more). One API in-process, one customer with 20 orders, `GET /user-stories` asked in turns with
 * the eigenaar's session token and with an eigenaar API key (blocks of 100, alternating, after a
 * warm-up), through Fastify's inject so that no network noise is counted. Prints per request the
 * median, p95 and mean for each, and the ratio of the key's to the session's.
 *
 *   npm run bench:api-keys            (embedded PGlite; DATABASE_URL for a PostgreSQL server)
 *   npm run bench:api-keys -- 5000    (requests per kind)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Fastify from 'fastify';
import { app } from '../apps/api/src/app.ts';
import { createCustomer, createUser, createUserStory } from '../apps/api/src/db/factories/index.ts';
import { loadEnv } from '../apps/api/src/env.ts';
import { addDays, today } from '../apps/api/src/lib/dates.ts';
import { createSession } from '../apps/api/src/services/sessions.ts';
import { ms, openBenchDatabase, percentile } from './lib/database.ts';

const perKind = Number(process.argv[2] ?? 3_000);
const block = 100;

const database = await openBenchDatabase();
const dataDir = await mkdtemp(path.join(tmpdir(), 'kodewerk-bench-api-keys-'));
const fastify = Fastify({ logger: false });
await fastify.register(app, {
  env: loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    // The key's own budget would stop the bench; its check still runs on every request.
    API_KEY_REQUESTS_PER_MINUTE: String(perKind * 10),
  }),
  database,
});
await fastify.ready();

const customer = await createCustomer(fastify.db, { name: 'Bakkerij de Vries' });
const user = await createUser(fastify.db, { customerId: customer.id });
for (let i = 0; i < 20; i += 1)
  await createUserStory(fastify.db, { customerId: customer.id, title: `Opdracht ${i + 1}` });
const { token } = await createSession(fastify.db, user.id, 'login');
const made = await fastify.inject({
  method: 'POST',
  url: '/api-keys',
  headers: { authorization: `Bearer ${token}` },
  payload: { name: 'Bench', team_role: 'eigenaar', expires_on: addDays(today(), 30) },
});
if (made.statusCode !== 201) throw new Error(`could not make a key: ${made.body}`);
const key = (made.json() as { key: string }).key;

const kinds = { session: token, 'api key': key } as const;
const times: Record<keyof typeof kinds, number[]> = { session: [], 'api key': [] };

const ask = async (kind: keyof typeof kinds) => {
  const started = performance.now();
  const response = await fastify.inject({
    method: 'GET',
    url: '/user-stories',
    headers: { authorization: `Bearer ${kinds[kind]}` },
  });
  const took = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${kind}: ${response.statusCode} ${response.body}`);
  return took;
};

for (let i = 0; i < 200; i += 1) {
  await ask('session');
  await ask('api key');
}
for (let done = 0; done < perKind; done += block) {
  // Alternate which goes first, so that neither always runs on a warmer or a busier machine.
  const order =
    (done / block) % 2 === 0 ? (['session', 'api key'] as const) : (['api key', 'session'] as const);
  for (const kind of order) for (let i = 0; i < block; i += 1) times[kind].push(await ask(kind));
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
console.log(`\n| GET /user-stories (${perKind} each) | p50 | p95 | mean |\n|---|---:|---:|---:|`);
for (const kind of Object.keys(kinds) as (keyof typeof kinds)[]) {
  const sorted = [...times[kind]].sort((a, b) => a - b);
  console.log(
    `| ${kind} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(mean(sorted))} |`,
  );
}
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const ratio = (a: number, b: number) => `${((a / b - 1) * 100).toFixed(1)}%`;
console.log(
  `\napi key over session: median ${ratio(median(times['api key']), median(times.session))}, mean ${ratio(mean(times['api key']), mean(times.session))} (issue 38: at most 10%)`,
);
console.log(
  `load average: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
await fastify.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
