/**
 * The production layout under load: Debian's nginx with deploy/nginx (ports, certificate and cache
 * filled in, nothing else changed) in front of two site and two API instances on a fresh
 * PostgreSQL database and Redis. Customers read and create orders through nginx over TLS while
 * each API instance in turn is taken out of nginx (marked `down`, reloaded), gets SIGTERM, exits,
 * starts again and is put back; then one instance is killed with SIGKILL (nginx's passive check).
 *
 * It passes when no request fails during the rolling restart and none goes to an instance while it
 * is out of nginx, after the kill only requests that
 * were in flight to the killed instance fail (nginx's log names the instance), and every order
 * answered 201 is there at the end.
 *
 *   node bench/production-layout.mjs --check --built   (as npm test runs it: the API built, exits 1 on a violation)
 *
 * PostgreSQL: a fresh database on BENCH_DATABASE_URL's server, dropped afterwards. Redis:
 * BENCH_REDIS_URL, else database 9 of the local server (only the limits' keys, which expire).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, repoRoot } from '../scripts/lib/pair.mjs';
import { flag } from './lib/args.mjs';
import { startNginx } from './lib/nginx.mjs';
import { buildApi, scratchPostgres, start, startApi, stop, stopAll } from './lib/processes.mjs';

const SITE_HOST = 'www.kodewerk.example';
const API_HOST = 'api.kodewerk.example';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
const CUSTOMERS = ['klant@voorbeeld.nl', 'opdrachten@voorbeeld.nl'];
const CLIENTS = 4;
const WARM_UP_MS = 2_000;
const AFTER_KILL_MS = 3_000;
/** How long nginx may take to send requests to an instance that is ready again. */
const TAKEN_BACK_WITHIN_MS = 20_000;
const REQUEST_TIMEOUT_MS = 30_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const check = flag('check');
const started = Date.now();

if (!flag('built')) buildApi();
if (!existsSync(path.join(repoRoot, 'apps/web/build/server/index.js'))) {
  console.error('The site is not built: npm run build');
  process.exit(1);
}

/** The drain on SIGTERM that the provider's env file sets (answers with `Connection: close` before the port closes). */
const drainMs = (await readFile(path.join(repoRoot, 'deploy/kodewerk.env.example'), 'utf8')).match(
  /^SHUTDOWN_DRAIN_MS=(\d+)$/m,
)?.[1];
if (!drainMs) throw new Error('deploy/kodewerk.env.example sets no SHUTDOWN_DRAIN_MS');

const folder = await mkdtemp(path.join(tmpdir(), 'kodewerk-layout-'));
const postgres = await scratchPostgres();
const [httpPort, tlsPort, ...ports] = await Promise.all(Array.from({ length: 6 }, () => freePort()));
const apiPorts = ports.slice(0, 2);
const sitePorts = ports.slice(2);

const apiEnv = {
  REDIS_URL,
  SITE_URL: `https://${SITE_HOST}`,
  TRUST_PROXY: '1',
  SHUTDOWN_DRAIN_MS: drainMs,
};
/**
 * An API instance on its own port and data folder, as systemd's kodewerk-api@PORT runs it. The
 * first loads the demo data; the other, started at the same time, waits for its migrations.
 */
const startApiInstance = (index) =>
  startApi({
    databaseUrl: postgres.url,
    port: apiPorts[index],
    dataDir: path.join(folder, `api-${index}`),
    env: { ...apiEnv, DEMO_DATA: index === 0 ? 'true' : 'false' },
  });
const startSite = (index) =>
  start(
    'Site',
    ['--import', 'tsx', 'apps/web/server.ts'],
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(sitePorts[index]),
      API_URL: `https://${API_HOST}`,
      SITE_URL: `https://${SITE_HOST}`,
    },
    'Site ready on',
  );

let nginx;
let passed = false;
/** Whether the clients go on sending. */
let running = true;
try {
  const apis = await Promise.all([startApiInstance(0), startApiInstance(1), startSite(0), startSite(1)]);
  apis.splice(2);
  nginx = await startNginx({
    folder,
    httpPort,
    tlsPort,
    api: apiPorts,
    site: sitePorts,
    names: [SITE_HOST, API_HOST],
  });
  const ca = await readFile(nginx.cert);
  const startedUp = Date.now();

  /**
   * One HTTPS request through nginx, as a browser sends it to that name. Like a browser, it sends
   * a request once more on a new connection when nginx closed the kept-alive one it went out on
   * before answering: a worker of nginx that ends after a reload closes its idle connections, and a
   * request that crossed that close was never read (so never passed on). `retried` says so; the
   * check that no order exists twice holds the retried POSTs to it.
   */
  const request = (agent, host, method, url, { token, body } = {}, retried = false) =>
    new Promise((resolve) => {
      const at = Date.now();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      let answered = false;
      const outgoing = https.request(
        {
          host: '127.0.0.1',
          port: tlsPort,
          servername: host,
          ca,
          agent,
          method,
          path: url,
          timeout: REQUEST_TIMEOUT_MS,
          headers: {
            host,
            ...(token && { authorization: `Bearer ${token}` }),
            ...(payload && { 'content-type': 'application/json' }),
          },
        },
        (response) => {
          answered = true;
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk) => {
            text += chunk;
          });
          response.on('end', () =>
            resolve({
              at,
              retried,
              status: response.statusCode,
              requestId: response.headers['x-request-id'],
              json: response.headers['content-type']?.includes('json') ?? false,
              text,
            }),
          );
          response.on('error', (error) => resolve({ at, retried, error: error.message }));
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
      outgoing.on('error', (error) => {
        const closedBeforeAnswer =
          !answered && !retried && outgoing.reusedSocket && ['ECONNRESET', 'EPIPE'].includes(error.code);
        if (closedBeforeAnswer) resolve(request(agent, host, method, url, { token, body }, true));
        else resolve({ at, retried, error: error.message });
      });
      outgoing.end(payload);
    });

  const phases = ['warm-up', 'rolling restart', 'after the kill'];
  let phase = phases[0];
  const tallies = new Map(
    phases.map((name) => [
      name,
      { requests: 0, retried: 0, inFlight: 0, failures: [], startedAt: 0, endedAt: 0 },
    ]),
  );
  tallies.get(phase).startedAt = Date.now();
  const enter = (name) => {
    tallies.get(phase).endedAt = Date.now();
    phase = name;
    tallies.get(phase).startedAt = Date.now();
  };
  /** Orders answered 201: their ids, by customer. */
  const acknowledged = new Map(CUSTOMERS.map((email) => [email, new Set()]));

  const counted = async (agent, host, method, url, options, expected) => {
    const tally = tallies.get(phase);
    tally.inFlight += 1;
    const answer = await request(agent, host, method, url, options);
    tally.inFlight -= 1;
    tally.requests += 1;
    if (answer.retried) tally.retried += 1;
    if (answer.error || answer.status !== expected) {
      tally.failures.push({ method, url, ...answer, text: answer.text?.slice(0, 200) });
      return undefined;
    }
    return answer.json ? JSON.parse(answer.text) : undefined;
  };

  const logIn = async (email) => {
    const login = await request(undefined, API_HOST, 'POST', '/login', {
      body: { email, password: 'Welkom123!', source: 'layout' },
    });
    if (login.status !== 200)
      throw new Error(`login of ${email}: ${login.status ?? login.error} ${login.text}`);
    return JSON.parse(login.text).token;
  };
  const tokens = await Promise.all(CUSTOMERS.map(logIn));
  const customer = async (index) => {
    const email = CUSTOMERS[index % CUSTOMERS.length];
    const token = tokens[index % CUSTOMERS.length];
    const agent = new https.Agent({ keepAlive: true, maxSockets: 1 });
    for (let turn = 0; running; turn++) {
      await counted(agent, API_HOST, 'GET', '/user-stories', { token }, 200);
      const created = await counted(
        agent,
        API_HOST,
        'POST',
        '/user-stories',
        {
          token,
          body: {
            title: `Aanvraag ${index}-${turn}`,
            description_html: '<p>Kunnen jullie dit bekijken?</p>',
            priority: 3,
          },
        },
        201,
      );
      if (created?.id) {
        acknowledged.get(email).add(created.id);
        await counted(agent, API_HOST, 'GET', `/user-stories/${created.id}`, { token }, 200);
      }
    }
    agent.destroy();
  };
  const visitor = async () => {
    const agent = new https.Agent({ keepAlive: true, maxSockets: 1 });
    while (running) {
      await counted(agent, SITE_HOST, 'GET', '/', {}, 200);
      await sleep(100);
    }
    agent.destroy();
  };

  /**
   * nginx's access log: when each request ended, its id and status, and each try: the instance,
   * its status and whether it connected (a try that connected and got no answer is a 502 with a
   * connect time; a refused one has none).
   */
  const accessLog = async () =>
    (await readFile(nginx.accessLog, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const [msec, requestId, status, method, upstreams, upstreamStatuses, connectTimes] = line.split('|');
        const list = (text) => text.split(/,\s*/);
        const connected = list(connectTimes).map((time) => time !== '-');
        const statuses = list(upstreamStatuses);
        return {
          at: Number(msec) * 1000,
          requestId,
          status: Number(status),
          method,
          upstreams: list(upstreams),
          upstreamStatuses,
          dropped: statuses.filter((tryStatus, index) => tryStatus === '502' && connected[index]).length,
        };
      });
  /** Waits until nginx answered a request from the instance on `port` alone, after `since`. */
  const takenBack = async (port, since) => {
    const deadline = Date.now() + TAKEN_BACK_WITHIN_MS;
    while (Date.now() < deadline) {
      const lines = await accessLog();
      const served = lines.some(
        (line) =>
          line.at >= since &&
          line.upstreams.length === 1 &&
          line.upstreams[0] === `127.0.0.1:${port}` &&
          line.status < 400,
      );
      if (served) return Date.now() - since;
      await sleep(100);
    }
    throw new Error(`nginx sent no request to the instance on ${port} within ${TAKEN_BACK_WITHIN_MS} ms`);
  };
  const ready = async (url) => {
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const answer = await fetch(`${url}/health/ready`).catch(() => undefined);
      if (answer?.status === 200) return;
      await sleep(100);
    }
    throw new Error(`${url} was not ready within 30 s`);
  };

  /** A client that stopped on an error stops the run's judgement too: it is reported, not thrown. */
  const clientErrors = [];
  const load = [...Array.from({ length: CLIENTS }, (_, index) => customer(index)), visitor()].map((client) =>
    client.catch((error) => {
      clientErrors.push(error.message);
    }),
  );
  await sleep(WARM_UP_MS);

  // Each instance in turn, as docs/operations.md tells the operator: out of nginx (marked `down`,
  // reloaded, the old workers done), SIGTERM, started again, ready, back in nginx, sent requests.
  enter('rolling restart');
  const steps = [];
  /** When each instance was out of nginx: from the end of the reload that took it out to the one that put it back. */
  const outOfNginx = [];
  for (const index of [0, 1]) {
    const at = Date.now();
    await nginx.setDown(apiPorts[index], true);
    const out = Date.now();
    const exitCode = new Promise((resolve) => apis[index].child.once('exit', (code) => resolve(code)));
    await stop(apis[index].child);
    const stopped = Date.now();
    apis[index] = await startApiInstance(index);
    await ready(apis[index].url);
    const isReady = Date.now();
    await nginx.setDown(apiPorts[index], false);
    const backIn = Date.now();
    outOfNginx.push({ port: apiPorts[index], from: out, to: isReady });
    await takenBack(apiPorts[index], backIn);
    steps.push({
      instance: `API ${index + 1} (${apiPorts[index]})`,
      'exit code': await exitCode,
      'out of nginx (ms)': out - at,
      'SIGTERM to exit (ms)': stopped - out,
      'start to ready (ms)': isReady - stopped,
      'back in nginx (ms)': backIn - isReady,
      'to first request (ms)': Date.now() - backIn,
    });
  }

  // The requests of the rolling restart end before the kill: those in flight at the kill are its own.
  enter('after the kill');
  while (tallies.get('rolling restart').inFlight > 0) await sleep(5);
  const killed = apiPorts[1];
  const killedAt = Date.now();
  apis[1].child.kill('SIGKILL');
  await sleep(AFTER_KILL_MS);
  running = false;
  await Promise.all(load);
  tallies.get(phase).endedAt = Date.now();

  // Every order answered 201 is in its customer's list, read through nginx from the instance left.
  // No order exists twice: each title is sent once (or once more, when a closed connection ate it).
  const lost = [];
  const twice = [];
  const agent = new https.Agent({ keepAlive: true });
  for (const [index, email] of CUSTOMERS.entries()) {
    const answer = await request(agent, API_HOST, 'GET', '/user-stories', { token: tokens[index] });
    const orders = answer.status === 200 ? JSON.parse(answer.text) : [];
    const ids = new Set(orders.map((order) => order.id));
    for (const id of acknowledged.get(email)) if (!ids.has(id)) lost.push(`${email}: order ${id}`);
    const titles = new Set();
    for (const { title } of orders) {
      if (titles.has(title)) twice.push(`${email}: ${title}`);
      titles.add(title);
    }
  }
  agent.destroy();

  // After the kill, a failure is allowed only for a POST nginx passed to the killed instance: one
  // in flight, or one sent on a kept-alive connection whose end nginx had not yet seen. nginx
  // passes any other request on to the instance left, and a POST that never reached the killed one.
  const log = new Map((await accessLog()).map((line) => [line.requestId, line]));
  const tolerated = (failure) => {
    const line = failure.requestId && log.get(failure.requestId);
    return failure.method === 'POST' && Boolean(line) && line.upstreams.at(-1) === `127.0.0.1:${killed}`;
  };
  const afterKill = tallies.get('after the kill').failures;
  // Out of nginx, an instance gets no request: every try logged between the reloads went elsewhere.
  const sentWhileOut = outOfNginx.flatMap(({ port, from, to }) =>
    [...log.values()].filter(
      (line) => line.at > from && line.at < to && line.upstreams.includes(`127.0.0.1:${port}`),
    ),
  );
  const violations = [
    ...tallies.get('warm-up').failures.map((failure) => ({ phase: 'warm-up', ...failure })),
    ...tallies.get('rolling restart').failures.map((failure) => ({ phase: 'rolling restart', ...failure })),
    ...afterKill
      .filter((failure) => !tolerated(failure))
      .map((failure) => ({ phase: 'after the kill', ...failure })),
  ];
  const acknowledgedCount = [...acknowledged.values()].reduce((sum, ids) => sum + ids.size, 0);

  console.log(
    `\nProduction layout: nginx (deploy/nginx) in front of 2 site and 2 API instances on PostgreSQL and Redis, ${CLIENTS} customers and a visitor; started in ${((startedUp - started) / 1000).toFixed(1)} s`,
  );
  console.table(steps);
  const lines = [...log.values()];
  console.table(
    phases.map((name) => {
      const tally = tallies.get(name);
      return {
        phase: name,
        'duration (s)': ((tally.endedAt - tally.startedAt) / 1000).toFixed(1),
        requests: tally.requests,
        failed: tally.failures.length,
        'retried on a closed connection': tally.retried,
        'dropped by an instance': lines
          .filter((line) => line.at >= tally.startedAt && line.at < tally.endedAt)
          .reduce((sum, line) => sum + line.dropped, 0),
      };
    }),
  );
  const toIt = afterKill.filter(tolerated);
  console.log(
    `  after the kill of the instance on ${killed}: ${afterKill.length} failed, ${toIt.length} of them passed to it (${toIt.filter((failure) => failure.at <= killedAt).length} sent before the kill)`,
  );
  console.log(`  requests nginx sent to an instance while it was out of it: ${sentWhileOut.length}`);
  console.log(
    `  orders acknowledged: ${acknowledgedCount}, lost: ${lost.length}, created twice: ${twice.length}`,
  );
  for (const violation of violations.slice(0, 10)) {
    const line = violation.requestId && log.get(violation.requestId);
    console.log(
      `  ${violation.phase}: ${violation.method} ${violation.url} ${violation.status ?? violation.error} ${violation.json ? violation.text : ''} ${line ? `(nginx: ${line.upstreams.join(', ')} → ${line.upstreamStatuses})` : ''}`,
    );
  }
  for (const order of lost.slice(0, 10)) console.log(`  lost: ${order}`);
  for (const order of twice.slice(0, 10)) console.log(`  created twice: ${order}`);
  if (violations.length > 0) {
    const errors = (await readFile(nginx.errorLog, 'utf8')).split('\n').filter(Boolean);
    console.log(`  nginx's error log, the last lines:\n    ${errors.slice(-10).join('\n    ')}`);
  }
  for (const error of clientErrors) console.log(`  a client stopped: ${error}`);
  passed =
    clientErrors.length === 0 &&
    violations.length === 0 &&
    lost.length === 0 &&
    twice.length === 0 &&
    sentWhileOut.length === 0 &&
    acknowledgedCount > 0 &&
    steps.every((step) => step['exit code'] === 0);
  console.log(
    `  ${passed ? 'passed' : 'FAILED'}: ${violations.length} requests failed that may not, ${lost.length} acknowledged orders lost, ${twice.length} created twice; ${((Date.now() - started) / 1000).toFixed(1)} s in all`,
  );
} catch (error) {
  console.error(`Production layout: ${error.message}`);
} finally {
  running = false;
  await nginx?.stop();
  await stopAll();
  await postgres.drop();
  await rm(folder, { recursive: true, force: true });
}
process.exit(check && !passed ? 1 : 0);
