import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { createDataDir, createPostgresDatabase, postgresServerAnswers, startApi } from './api-process.ts';
import { call, freeSlots, logIn, openOrderId } from './customer-calls.ts';

const postgresAnswers = await postgresServerAnswers();

interface Target {
  env: Record<string, string>;
  cleanUp: () => Promise<void>;
}

/**
 * Customers write replies and bookings while the API process is killed with SIGKILL. After a
 * restart on the same data every write that was answered with 2xx is there, and nothing twice.
 */
const killWhileWriting = async (target: Target) => {
  const run = randomBytes(4).toString('hex');
  const first = await startApi(target.env);
  const token = await logIn(first.url);
  const orderId = await openOrderId(first.url, token);
  const slots = await freeSlots(first.url, token, 40);

  const ackedReplies: string[] = [];
  const ackedBookings = new Map<number, string>();
  let sent = 0;

  const replyWriter = async () => {
    for (;;) {
      const marker = `${run}-${sent++}`;
      try {
        const answer = await call(first.url, 'POST', '/user-story-replies', {
          token,
          body: { user_story_id: orderId, body_html: `<p>Reactie ${marker}</p>` },
        });
        if (answer.status >= 200 && answer.status < 300) ackedReplies.push(marker);
      } catch {
        return; // the process is gone
      }
    }
  };
  const bookingWriter = async () => {
    for (let startsAt = slots.shift(); startsAt; startsAt = slots.shift()) {
      try {
        const answer = await call(first.url, 'POST', '/booking', {
          token,
          body: { starts_at: startsAt, subject: `Overleg ${run}` },
        });
        if (answer.status === 201) ackedBookings.set(answer.body.id as number, startsAt);
      } catch {
        return;
      }
    }
  };

  const writers = [replyWriter(), replyWriter(), replyWriter(), bookingWriter(), bookingWriter()];
  // Kill once a fair number of writes went through, while others are in flight.
  const deadline = Date.now() + 10_000;
  while ((ackedReplies.length < 30 || ackedBookings.size < 5) && Date.now() < deadline) await sleep(20);
  await first.kill('SIGKILL');
  await Promise.all(writers);
  expect(ackedReplies.length).toBeGreaterThan(0);
  expect(ackedBookings.size).toBeGreaterThan(0);

  const second = await startApi(target.env);
  try {
    const againToken = await logIn(second.url);
    const order = await call(second.url, 'GET', `/user-stories/${orderId}`, { token: againToken });
    const bodies = (order.body.replies as { body_html: string }[]).map((reply) => reply.body_html);
    const seen = new Map<string, number>();
    for (const body of bodies) {
      const marker = body.match(new RegExp(`Reactie (${run}-\\d+)`))?.[1];
      if (marker) seen.set(marker, (seen.get(marker) ?? 0) + 1);
    }
    const lostReplies = ackedReplies.filter((marker) => !seen.has(marker));
    expect(lostReplies, 'acknowledged replies lost').toEqual([]);
    expect(
      [...seen].filter(([, count]) => count > 1),
      'replies stored twice',
    ).toEqual([]);

    const reservations = (await call(second.url, 'GET', '/booking', { token: againToken }))
      .body as unknown as {
      id: number;
      starts_at: string;
    }[];
    const ids = reservations.map((reservation) => reservation.id);
    const lostBookings = [...ackedBookings.keys()].filter((id) => !ids.includes(id));
    expect(lostBookings, 'acknowledged bookings lost').toEqual([]);
    const starts = reservations.map((reservation) => new Date(reservation.starts_at).getTime());
    expect(new Set(starts).size, 'a slot booked twice').toBe(starts.length);
    expect(new Set(ids).size).toBe(ids.length);
  } finally {
    await second.kill('SIGTERM');
  }
};

describe('the API killed with SIGKILL while customers write', () => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterAll(async () => {
    await Promise.all(cleanUps.map((cleanUp) => cleanUp()));
  });

  it('keeps every acknowledged write on PGlite, none twice', { timeout: 240_000 }, async () => {
    const data = await createDataDir();
    cleanUps.push(data.remove);
    await killWhileWriting({ env: { DATA_DIR: data.dir, DEMO_DATA: 'true' }, cleanUp: data.remove });
  });

  it.skipIf(!postgresAnswers)(
    'keeps every acknowledged write on PostgreSQL, none twice',
    { timeout: 240_000 },
    async () => {
      const database = await createPostgresDatabase();
      const data = await createDataDir();
      cleanUps.push(database.drop, data.remove);
      await killWhileWriting({
        env: { DATABASE_URL: database.url, DATA_DIR: data.dir, DEMO_DATA: 'true' },
        cleanUp: database.drop,
      });
    },
  );
});
