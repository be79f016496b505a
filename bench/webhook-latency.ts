/**
 * How long a webhook takes to reach its receiver (issue 38: within 5 s at p95, with two API
 * instances). Two instances on one database, as behind a load balancer (on PostgreSQL each with its
 * own connections), a receiver on this machine, one endpoint for `order.created`; orders are placed
 * in turns on either instance at a steady pace. Prints the time from the order's answer to the
 * delivery's arrival (p50, p95, longest) and how many arrived once, twice or never.
 *
 *   npm run bench:webhooks            (embedded PGlite; DATABASE_URL for a PostgreSQL server)
 *   npm run bench:webhooks -- 200     (another number of orders)
 */

import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import Fastify, { type FastifyInstance } from 'fastify';
import { app } from '../apps/api/src/app.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createCustomer, createUser } from '../apps/api/src/db/factories/index.ts';
import { loadEnv } from '../apps/api/src/env.ts';
import { createSession } from '../apps/api/src/services/sessions.ts';
import { ms, openBenchDatabase, percentile } from './lib/database.ts';

const orders = Number(process.argv[2] ?? 100);
const paceMs = 100;

const arrived = new Map<number, number[]>();
const receiver = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const at = performance.now();
    const { data } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { order_id: number } };
    arrived.set(data.order_id, [...(arrived.get(data.order_id) ?? []), at]);
    response.writeHead(204).end();
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const { port } = receiver.address() as AddressInfo;

const database = await openBenchDatabase();
const second = database.url ? await openDatabase({ url: database.url }) : database;
const dataDir = await mkdtemp(path.join(tmpdir(), 'kodewerk-bench-webhooks-'));
const instances: FastifyInstance[] = [];
for (const handle of [database, second]) {
  const instance = Fastify({ logger: false });
  await instance.register(app, {
    env: loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      WEBHOOK_ALLOWED_PRIVATE_HOSTS: `127.0.0.1:${port}`,
    }),
    database: handle,
  });
  await instance.ready();
  instances.push(instance);
}
const [a, b] = instances as [FastifyInstance, FastifyInstance];

const customer = await createCustomer(database.db, { name: 'Bakkerij de Vries' });
const user = await createUser(database.db, { customerId: customer.id });
const { token } = await createSession(database.db, user.id, 'login');
const headers = { authorization: `Bearer ${token}` };
const endpoint = await a.inject({
  method: 'POST',
  url: '/webhooks',
  headers,
  payload: { url: `http://127.0.0.1:${port}/bench`, description: 'bench', events: ['order.created'] },
});
if (endpoint.statusCode !== 201) throw new Error(`could not add the endpoint: ${endpoint.body}`);

const placed = new Map<number, number>();
for (let i = 0; i < orders; i += 1) {
  const started = performance.now();
  const answer = await (i % 2 === 0 ? a : b).inject({
    method: 'POST',
    url: '/user-stories',
    headers,
    payload: { title: `Opdracht ${i + 1}`, description_html: '<p>Bench</p>', priority: 3 },
  });
  if (answer.statusCode !== 201) throw new Error(`order ${i + 1}: ${answer.statusCode} ${answer.body}`);
  placed.set((answer.json() as { id: number }).id, performance.now());
  const rest = paceMs - (performance.now() - started);
  if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
}

// Waits for the last deliveries, at most 30 s.
const deadline = performance.now() + 30_000;
while (arrived.size < placed.size && performance.now() < deadline) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}

const delays = [...placed]
  .flatMap(([id, at]) => (arrived.get(id)?.[0] === undefined ? [] : [arrived.get(id)![0]! - at]))
  .sort((x, y) => x - y);
const twice = [...arrived.values()].filter((times) => times.length > 1).length;
console.log(`\n| webhooks (${database.kind}, two instances) | figure |\n|---|---:|`);
console.log(`| orders placed | ${placed.size} |`);
console.log(`| delivered once | ${delays.length - twice} |`);
console.log(`| delivered more than once | ${twice} |`);
console.log(`| never delivered | ${placed.size - delays.length} |`);
console.log(`| p50 | ${ms(percentile(delays, 50))} |`);
console.log(`| p95 | ${ms(percentile(delays, 95))} |`);
console.log(`| longest | ${ms(delays.at(-1) ?? Number.NaN)} |`);
console.log(
  `\nload average: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);

for (const instance of instances) await instance.close();
if (second !== database) await second.close();
await database.close();
await rm(dataDir, { recursive: true, force: true });
receiver.closeAllConnections();
receiver.close();
