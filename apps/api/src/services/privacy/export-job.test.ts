import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createUser, createUserStory } from '../../db/factories/index.ts';
import { dataExportChunks, dataExports, jobs } from '../../db/schema.ts';
import { mailsTo } from '../../test/mailbox.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';
import { createSession } from '../sessions.ts';
import { buildDataExport } from './build-export.ts';
import { dataExportBytes } from './exports.ts';
import { DATA_EXPORT_MAIL_QUEUE, DATA_EXPORT_QUEUE } from './queue.ts';

const zipOfExport = async (two: TwoInstances, id: string) => {
  const pieces: Buffer[] = [];
  for await (const piece of dataExportBytes(two.db, id)) pieces.push(piece);
  return unzipSync(new Uint8Array(Buffer.concat(pieces)));
};

describe('the export job', () => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await startTwoInstances();
  });
  afterAll(() => two.close());

  it('runs once with two instances: one ZIP, one mail', async () => {
    const customer = await createCustomer(two.db);
    const person = await createUser(two.db, { customerId: customer.id });
    await createUserStory(two.db, {
      customerId: customer.id,
      createdByUserId: person.id,
      title: 'Eén opdracht',
    });
    const { token } = await createSession(two.db, person.id, 'login');
    const asked = await two.a.inject({
      method: 'POST',
      url: '/data-exports',
      headers: { authorization: `Bearer ${token}` },
      payload: { scope: 'company' },
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const { id } = asked.json() as { id: string };
    expect((await two.jobsEnded()).every((job) => job.status === 'finished')).toBe(true);

    const ran = await two.db.select().from(jobs).where(eq(jobs.queue, DATA_EXPORT_QUEUE));
    expect(ran.map((job) => job.attempts)).toEqual([1]);
    expect(await two.db.select().from(jobs).where(eq(jobs.queue, DATA_EXPORT_MAIL_QUEUE))).toHaveLength(1);
    expect(await mailsTo(two.dataDir, person.email)).toHaveLength(1);
    const files = await zipOfExport(two, id);
    expect(JSON.parse(strFromU8(files['opdrachten.json']!))).toEqual([
      expect.objectContaining({ title: 'Eén opdracht' }),
    ]);
    // Whichever instance serves the download: the bytes are in the database both share.
    const taken = await two.b.inject({
      method: 'GET',
      url: `/data-exports/${id}/download`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(taken.statusCode).toBe(200);
  });

  it('starts over when a run that stopped half-way (an instance that went down) runs again', async () => {
    const customer = await createCustomer(two.db);
    const person = await createUser(two.db, { customerId: customer.id });
    for (let i = 0; i < 3; i++) await createUserStory(two.db, { customerId: customer.id });
    const [row] = await two.db
      .insert(dataExports)
      .values({ customerId: customer.id, userId: person.id, scope: 'company' })
      .returning();
    const stopped = new AbortController();
    stopped.abort(new Error('shutdown'));
    await expect(buildDataExport(two.db, row!.id, stopped.signal)).rejects.toThrow('shutdown');
    const [halfway] = await two.db.select().from(dataExports).where(eq(dataExports.id, row!.id));
    expect(halfway?.status).toBe('running');

    await buildDataExport(two.db, row!.id, new AbortController().signal);
    const files = await zipOfExport(two, row!.id);
    expect(JSON.parse(strFromU8(files['opdrachten.json']!))).toHaveLength(3);
    const pieces = await two.db.select().from(dataExportChunks).where(eq(dataExportChunks.exportId, row!.id));
    expect(pieces.map((piece) => piece.seq)).toEqual(pieces.map((_, i) => i));
    await two.jobsEnded();
  });
});
