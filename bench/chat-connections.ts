/**
 * The live chat's performance targets (issue 40): one API instance holds 1,000 open chat
 * connections with under 100 MB extra memory, and with two API instances a message reaches the
 * other side within 300 ms (p95) on loopback. It prints figures; it is not a test.
 *
 * 1. Memory: the API runs as a child process on its own embedded database (or DATABASE_URL), with
 *    TRUST_PROXY=1 so that each chat may start from its own address (the per-address limit of
 *    chat starts stays as it is). After a warm-up, 1,000 visitors each start a chat and open its
 *    event stream; the child's resident memory (the kernel's VmRSS) before and after is printed.
 * 2. Delivery: two API instances on one database (two Fastify instances in this process on
 *    embedded PGlite, where NOTIFY stays in the process; on DATABASE_URL each has its own
 *    connections and LISTEN, so a line crosses through the PostgreSQL server). A visitor listens
 *    on A and staff answer on B, and the other way round; the time from the POST to the event is
 *    measured per line and its median and p95 printed.
 *
 *   npm run bench:chat                 (1,000 connections, 200 lines each way)
 *   npm run bench:chat -- 500 100      (connections, lines)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { type EventStreamReader, readEventStream } from '../apps/api/src/test/event-stream-reader.ts';
import { listenOnTwoInstances } from '../apps/api/src/test/listening-instances.ts';
import { loggedInStaff } from '../apps/api/src/test/staff-login.ts';
import { builtApiRuntime, freePort, repoRoot } from '../scripts/lib/pair.mjs';
import { ms, openBenchDatabase, percentile } from './lib/database.ts';

/** The child's resident memory now and at its peak (VmRSS, VmHWM), as the kernel counts it. */
const residentOf = async (child: ChildProcess) => {
  const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
  const kB = (name: string) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0);
  return { rss: kB('VmRSS') * 1024, peak: kB('VmHWM') * 1024 };
};
const MB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const connections = Number(process.argv[2] ?? 1_000);
const lines = Number(process.argv[3] ?? 200);

/** An address for the X-Forwarded-For header of visitor i, from the benchmarking range (never contacted). */
const addressOf = (i: number) => `198.18.${(i >> 8) & 255}.${i & 255}`;

interface Chat {
  chat_id: string;
  session_id: string;
}

const startChat = async (base: string, i: number): Promise<Chat> => {
  const response = await fetch(`${base}/chats`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(i) },
    body: '{}',
  });
  if (response.status !== 201) throw new Error(`chat ${i}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Chat;
};

const openVisitorStream = (base: string, chat: Chat) =>
  readEventStream(`${base}/chats/${chat.chat_id}/events`, { 'x-chat-session': chat.session_id });

/** Starts the API from its sources as a child process and resolves once it listens. */
const startApi = async (port: number, dataDir: string): Promise<ChildProcess> =>
  new Promise((resolve, reject) => {
    // The Node settings the API runs with in production on this database (scripts/lib/pair.mjs).
    const runtime = builtApiRuntime(process.env);
    const child = spawn(
      process.execPath,
      [...runtime.nodeArgs, '--import', 'tsx', 'apps/api/src/server.ts'],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          ...runtime.env,
          NODE_ENV: 'development',
          LOG_LEVEL: 'info',
          DEMO_DATA: 'false',
          API_HOST: '127.0.0.1',
          API_PORT: String(port),
          DATA_DIR: dataDir,
          TRUST_PROXY: '1',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the API did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('API ready on')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the API exited (${code}):\n${output}`)));
  });

const stopApi = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Part 1: the extra resident memory of one instance holding `connections` open chat streams. */
const memoryOfConnections = async () => {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kodewerk-bench-chat-'));
  const api = await startApi(port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  const streams: EventStreamReader[] = [];
  try {
    // Warm-up: the first streams open the LISTEN connection and compile the paths they take.
    for (let i = 0; i < 20; i += 1)
      streams.push(await openVisitorStream(base, await startChat(base, 60_000 + i)));
    for (const stream of streams.splice(0)) stream.close();
    await sleep(2_000);
    const before = await residentOf(api);
    const started = performance.now();
    for (let i = 0; i < connections; i += 25) {
      const batch = Array.from({ length: Math.min(25, connections - i) }, (_, j) => i + j);
      const opened = await Promise.all(
        batch.map(async (n) => openVisitorStream(base, await startChat(base, n))),
      );
      for (const stream of opened) {
        if (stream.status !== 200) throw new Error(`a stream answered ${stream.status}`);
        streams.push(stream);
      }
    }
    const openedIn = performance.now() - started;
    await sleep(3_000);
    const after = await residentOf(api);
    const extra = after.rss - before.rss;
    console.log(`\n1. ${connections} open chat connections on one instance (opened in ${ms(openedIn)})`);
    console.log(`   resident before: ${MB(before.rss)}, after: ${MB(after.rss)}, peak: ${MB(after.peak)}`);
    console.log(
      `   extra: ${MB(extra)} (${(extra / connections / 1024).toFixed(1)} kB a connection; target under 100 MB)`,
    );
  } finally {
    for (const stream of streams) stream.close();
    await stopApi(api);
    await rm(dataDir, { recursive: true, force: true });
  }
};

const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: number };
};

const summary = (label: string, times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `   ${label}: median ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1)!)} (target p95 under 300 ms)`,
  );
};

/** Part 2: the time a line takes from the POST on one instance to the event on the other. */
const deliveryAcrossInstances = async () => {
  const database = await openBenchDatabase();
  // Each chat from its own address (X-Forwarded-For), as in part 1: the per-address limits stay.
  const two = await listenOnTwoInstances(database, { TRUST_PROXY: '1' });
  const streams: EventStreamReader[] = [];
  try {
    const [a, b] = two.bases;
    const staff = await loggedInStaff(database.db, 'ontwikkelaar');
    const toVisitor: number[] = [];
    const toStaff: number[] = [];
    // The per-browser limit (30 lines a minute) holds in the bench too: a new chat every 25 lines.
    for (let done = 0; done < lines; done += 25) {
      const chat = await startChat(a, 70_000 + done);
      const visitor = await openVisitorStream(a, chat);
      const desk = await readEventStream(`${b}/staff/chats/${chat.chat_id}/events`, staff.headers);
      streams.push(visitor, desk);
      for (let i = 0; i < Math.min(25, lines - done); i += 1) {
        let started = performance.now();
        const answer = await post(
          `${b}/staff/chats/${chat.chat_id}/messages`,
          { body: `Antwoord ${i}` },
          staff.headers,
        );
        await visitor.next((event) => event.id === answer.id);
        toVisitor.push(performance.now() - started);
        started = performance.now();
        const line = await post(
          `${a}/chats/${chat.chat_id}/messages`,
          { session_id: chat.session_id, body: `Vraag ${i}` },
          { 'x-forwarded-for': addressOf(70_000 + done) },
        );
        await desk.next((event) => event.id === line.id);
        toStaff.push(performance.now() - started);
      }
      visitor.close();
      desk.close();
    }
    console.log(
      `\n2. Delivery across two instances (${database.url ? 'PostgreSQL' : 'PGlite, one process'}), ${lines} lines each way`,
    );
    summary('staff on B to the visitor on A', toVisitor);
    summary('visitor on A to staff on B', toStaff);
  } finally {
    for (const stream of streams) stream.close();
    await two.close();
    await database.close();
  }
};

await memoryOfConnections();
await deliveryAcrossInstances();
process.exit(0);
