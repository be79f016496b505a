import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { loadEnv } from '../../env.ts';
import { readEventStream } from '../../test/event-stream-reader.ts';
import { type ListeningInstances, listenOnTwoInstances } from '../../test/listening-instances.ts';
import { loggedInStaff } from '../../test/staff-login.ts';
import { openTestDatabase } from '../../test/test-database.ts';

/** A visitor on one instance and staff on the other, as behind a load balancer. */
describe('a chat line sent on one instance arrives on a stream of the other', () => {
  let database: Database;
  let two: ListeningInstances;

  beforeAll(async () => {
    database = await openTestDatabase();
    two = await listenOnTwoInstances(database);
  });
  afterAll(async () => {
    await two?.close();
    await database?.close();
  });

  it(`delivers both ways (${loadEnv().DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const [a, b] = two.bases;
    const staff = await loggedInStaff(database.db, 'ontwikkelaar');
    const started = await fetch(`${a}/chats`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const chat = (await started.json()) as { chat_id: string; session_id: string };

    // The visitor listens on A, staff on B.
    const visitor = await readEventStream(`${a}/chats/${chat.chat_id}/events`, {
      'x-chat-session': chat.session_id,
    });
    const desk = await readEventStream(`${b}/staff/chats/${chat.chat_id}/events`, staff.headers);
    const list = await readEventStream(`${b}/staff/chats/events`, staff.headers);
    expect([visitor.status, desk.status, list.status]).toEqual([200, 200, 200]);

    const sent = await fetch(`${a}/chats/${chat.chat_id}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ session_id: chat.session_id, body: 'Via A' }),
    });
    const line = (await sent.json()) as { id: number };
    const heard = await desk.next((event) => event.id === line.id);
    expect(heard.data).toMatchObject({ author: 'bezoeker', body: 'Via A', internal: false });
    await list.next((event) => event.event === 'changed');

    const answer = await fetch(`${b}/staff/chats/${chat.chat_id}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...staff.headers },
      body: JSON.stringify({ body: 'Via B' }),
    });
    const answered = (await answer.json()) as { id: number };
    const arrived = await visitor.next((event) => event.id === answered.id);
    expect(arrived.data).toMatchObject({ author: 'medewerker', body: 'Via B' });
    for (const stream of [visitor, desk, list]) stream.close();
  });
});
