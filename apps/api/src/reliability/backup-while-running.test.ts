import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { asc, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backupCommand, restoreCommand } from '../commands/backup.ts';
import { openDatabase } from '../db/client.ts';
import { userStories, userStoryReplies } from '../db/schema.ts';
import { loadEnv } from '../env.ts';
import { createDataDir, startApi } from './api-process.ts';
import { call, logIn, openOrderId } from './customer-calls.ts';

const OPS_TOKEN = 'ops-token-for-the-tests-0123456789';

describe('npm run backup while the API runs on the embedded database', () => {
  const cleanUps: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps) await cleanUp();
  });

  it('asks the running API for the copy, under writes, and it restores elsewhere with every order', async () => {
    const live = await createDataDir();
    const elsewhere = await createDataDir();
    cleanUps.push(live.remove, elsewhere.remove);
    const api = await startApi({ DATA_DIR: live.dir, OPS_TOKEN, DEMO_DATA: 'true', SCHEDULE: 'off' });
    cleanUps.push(() => api.kill('SIGKILL'));
    const token = await logIn(api.url);
    const orderId = await openOrderId(api.url, token);

    const run = randomBytes(4).toString('hex');
    const acked: string[] = [];
    let writing = true;
    let sent = 0;
    const writer = async () => {
      while (writing) {
        const marker = `${run}-${sent++}`;
        const answer = await call(api.url, 'POST', '/user-story-replies', {
          token,
          body: { user_story_id: orderId, body_html: `<p>Reactie ${marker}</p>` },
        });
        if (answer.status === 201 || answer.status === 200) acked.push(marker);
      }
    };
    const writers = [writer(), writer()];
    while (acked.length < 10) await sleep(10);

    const ackedBefore = [...acked];
    const lines: string[] = [];
    const port = new URL(api.url).port;
    const env = loadEnv({ DATA_DIR: live.dir, API_HOST: '127.0.0.1', API_PORT: port, OPS_TOKEN });
    const code = await backupCommand([], env, {
      out: (line) => lines.push(line),
      err: (line) => lines.push(line),
    });
    const ackedDuring = acked.length - ackedBefore.length;
    writing = false;
    await Promise.all(writers);
    expect(code, lines.join('\n')).toBe(0);
    expect(lines[0]).toMatch(
      /^backup made: .*\/backups\/kodewerk-.*\.pglite\.tar\.gz \(\d+ bytes, sha256 [0-9a-f]{64}\)$/,
    );

    // Graceful: SIGTERM ends the process with 0.
    await api.kill('SIGTERM');
    expect(api.child.exitCode, api.output()).toBe(0);

    const file = lines[0]!.replace(/^backup made: (.*) \(.*$/, '$1');
    const restoreLines: string[] = [];
    const restoreEnv = loadEnv({ DATA_DIR: elsewhere.dir });
    const restored = await restoreCommand([file], restoreEnv, {
      out: (line) => restoreLines.push(line),
      err: (line) => restoreLines.push(line),
    });
    expect(restored, restoreLines.join('\n')).toBe(0);
    expect(restoreLines).toEqual([
      `restored ${path.basename(file)} to ${elsewhere.dir}, into an empty data folder`,
    ]);

    const original = await openDatabase({ dataDir: live.dir });
    const copy = await openDatabase({ dataDir: elsewhere.dir });
    try {
      // A reply written after the backup touches its order's updatedAt; everything else is the same.
      const orders = async (db: typeof original.db) =>
        (await db.select().from(userStories).orderBy(asc(userStories.id))).map(
          ({ updatedAt, ...order }) => order,
        );
      expect(await orders(copy.db)).toEqual(await orders(original.db));
      const replies = (
        await copy.db
          .select({ body: userStoryReplies.bodyHtml })
          .from(userStoryReplies)
          .where(like(userStoryReplies.bodyHtml, `%${run}-%`))
      ).map((row) => row.body.replace(/^<p>Reactie (.*)<\/p>$/, '$1'));
      // Every write answered before the backup began is in it; what came during may or may not be.
      for (const marker of ackedBefore) expect(replies).toContain(marker);
      expect(replies.length).toBeLessThanOrEqual(ackedBefore.length + ackedDuring + 2);
    } finally {
      await original.close();
      await copy.close();
    }
  }, 180_000);
});
