import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, chats, contactMessages, userStories } from '../../db/schema.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { readEventStream } from '../../test/event-stream-reader.ts';

const json = (payload: unknown) => payload as Record<string, unknown>;

describe('the visitor side of the chat', () => {
  const t = testAppPerBlock();
  const customer = customerPerBlock(t);
  const staff = staffPerBlock(t, 'ontwikkelaar');

  const start = async (headers: Record<string, string> = {}, remoteAddress = '198.51.100.1') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/chats',
      payload: { name: 'Anna', page: '/contact' },
      headers,
      remoteAddress,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { chat_id: string; session_id: string; status: string };
  };
  const post = (url: string, payload: unknown, remoteAddress = '198.51.100.1') =>
    t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

  it('starts a chat whose browser secret is kept only as its hash', async () => {
    const chat = await start();
    expect(chat.status).toBe('wachtend');
    expect(chat.session_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await t.db.select().from(chats).where(eq(chats.id, chat.chat_id));
    expect(row?.sessionHash).toBe(createHash('sha256').update(chat.session_id).digest('hex'));
    expect(row).toMatchObject({ visitorName: 'Anna', page: '/contact', userId: null, customerId: null });
  });

  it('answers 404 to a browser with the chatId alone, and writes nothing for it', async () => {
    const chat = await start();
    const other = await start();
    for (const url of [
      `/chats/${chat.chat_id}/view`,
      `/chats/${chat.chat_id}/messages`,
      `/chats/${chat.chat_id}/end`,
    ]) {
      const response = await post(url, { session_id: other.session_id, body: 'Hallo' });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({
        error: 'not_found',
        message: 'Deze chat bestaat niet (meer).',
      });
    }
    const stream = await t.app.inject({
      method: 'GET',
      url: `/chats/${chat.chat_id}/events`,
      headers: { 'x-chat-session': other.session_id },
    });
    expect(stream.statusCode).toBe(404);
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.chatId, chat.chat_id))).toEqual([]);
  });

  it("ties a logged-in customer's chat to the person and the company", async () => {
    const chat = await start(customer.headers);
    const [row] = await t.db.select().from(chats).where(eq(chats.id, chat.chat_id));
    expect(row).toMatchObject({
      userId: customer.user.id,
      customerId: customer.customer.id,
      visitorName: 'Anna',
    });
  });

  it('takes plain text up to the limit of the contract, and refuses longer with a Dutch message', async () => {
    const chat = await start();
    const sent = await post(`/chats/${chat.chat_id}/messages`, {
      session_id: chat.session_id,
      body: '<b>Mijn site</b> ligt eruit: https://voorbeeld.nl',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      author: 'bezoeker',
      author_name: null,
      body: '<b>Mijn site</b> ligt eruit: https://voorbeeld.nl',
    });
    const long = await post(`/chats/${chat.chat_id}/messages`, {
      session_id: chat.session_id,
      body: 'a'.repeat(2001),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json().fields).toEqual({ body: 'Bericht mag hoogstens 2000 tekens bevatten.' });
  });

  it('limits the messages of one browser to 30 a minute', async () => {
    const chat = await start({}, '198.51.100.30');
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await post(
        `/chats/${chat.chat_id}/messages`,
        { session_id: chat.session_id, body: `bericht ${i}` },
        `198.51.100.${31 + (i % 3)}`,
      );
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 30).every((code) => code === 201)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('limits the chats one address starts to 10 per 15 minutes', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/chats',
        payload: {},
        remoteAddress: '203.0.113.77',
      });
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, 10).every((code) => code === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('ends a chat, takes no message after it, and reopens it within 24 hours, never after', async () => {
    const chat = await start();
    const ended = await post(`/chats/${chat.chat_id}/end`, { session_id: chat.session_id });
    expect(ended.json()).toMatchObject({ status: 'beeindigd' });
    const late = await post(`/chats/${chat.chat_id}/messages`, {
      session_id: chat.session_id,
      body: 'Nog iets',
    });
    expect(late.statusCode).toBe(409);
    const reopened = await post(`/chats/${chat.chat_id}/reopen`, { session_id: chat.session_id });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ status: 'wachtend', ended_at: null });

    await post(`/chats/${chat.chat_id}/end`, { session_id: chat.session_id });
    await t.db
      .update(chats)
      .set({ endedAt: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(chats.id, chat.chat_id));
    const tooLate = await post(`/chats/${chat.chat_id}/reopen`, { session_id: chat.session_id });
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().message).toBe('Deze chat is beëindigd en kan niet meer worden heropend.');
  });

  it('is available only while a staff member says so', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/chat/availability' });
    expect(before.json()).toEqual({ available: false });
    const set = await t.app.inject({
      method: 'PUT',
      url: '/staff/me/chat-availability',
      headers: staff.headers,
      payload: { available: true },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/chat/availability' })).json()).toEqual({
      available: true,
    });
    await t.app.inject({
      method: 'PUT',
      url: '/staff/me/chat-availability',
      headers: staff.headers,
      payload: { available: false },
    });
    expect((await t.app.inject({ method: 'GET', url: '/chat/availability' })).json()).toEqual({
      available: false,
    });
  });

  it('turns a message left by a visitor into a contact message, and by a customer into an order', async () => {
    const left = {
      name: 'Piet Jansen',
      email: 'piet@voorbeeld.nl',
      message: 'Kunnen jullie mij morgen terugbellen?',
    };
    const anonymous = await t.app.inject({ method: 'POST', url: '/chat/leave-message', payload: left });
    expect(anonymous.statusCode, anonymous.body).toBe(201);
    expect(anonymous.json()).toMatchObject({ became: 'contactbericht' });
    const [contact] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, anonymous.json().id));
    expect(contact).toMatchObject({ email: 'piet@voorbeeld.nl', subject: 'Bericht via de chat' });

    const asCustomer = await t.app.inject({
      method: 'POST',
      url: '/chat/leave-message',
      payload: { ...left, message: 'Graag <script>x</script> terugbellen.' },
      headers: customer.headers,
    });
    expect(asCustomer.json()).toMatchObject({ became: 'opdracht' });
    const [order] = await t.db.select().from(userStories).where(eq(userStories.id, asCustomer.json().id));
    expect(order).toMatchObject({ customerId: customer.customer.id, title: 'Bericht via de chat' });
    expect(order?.descriptionHtml).not.toContain('<script>');
  });

  describe('over a real connection', () => {
    let base = '';
    beforeAll(async () => {
      base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(() => undefined);

    it('streams staff answers but never their notes, and resumes after Last-Event-ID without loss or duplicates', async () => {
      const chat = await start();
      const headers = { 'x-chat-session': chat.session_id };
      const stream = await readEventStream(`${base}/chats/${chat.chat_id}/events`, headers);
      expect(stream.status).toBe(200);
      expect(stream.contentType).toBe('text/event-stream; charset=utf-8');

      const first = await post(`/chats/${chat.chat_id}/messages`, {
        session_id: chat.session_id,
        body: 'Eerste',
      });
      await stream.next((event) => event.id === first.json().id);
      await t.app.inject({
        method: 'POST',
        url: `/staff/chats/${chat.chat_id}/messages`,
        headers: staff.headers,
        payload: { body: 'Alleen voor collega’s', internal: true },
      });
      const answer = await t.app.inject({
        method: 'POST',
        url: `/staff/chats/${chat.chat_id}/messages`,
        headers: staff.headers,
        payload: { body: 'Ik kijk ernaar.' },
      });
      const answered = await stream.next((event) => event.id === answer.json().id);
      expect(answered).toMatchObject({
        event: 'message',
        data: { author: 'medewerker', body: 'Ik kijk ernaar.' },
      });
      expect(JSON.stringify(stream.events)).not.toContain('Alleen voor collega');
      stream.close();
      const notAsked = await t.app.inject({ method: 'GET', url: `/chats/${chat.chat_id}/events`, headers });
      expect(notAsked.statusCode).toBe(400);

      // Gone for a while: two lines meanwhile, then back with the last id it had.
      const missed = await post(`/chats/${chat.chat_id}/messages`, {
        session_id: chat.session_id,
        body: 'Gemist 1',
      });
      await post(`/chats/${chat.chat_id}/messages`, { session_id: chat.session_id, body: 'Gemist 2' });
      const resumed = await readEventStream(`${base}/chats/${chat.chat_id}/events`, {
        ...headers,
        'last-event-id': String(answer.json().id),
      });
      await resumed.next((event) => event.event === 'message' && json(event.data).body === 'Gemist 2');
      const after = await post(`/chats/${chat.chat_id}/messages`, {
        session_id: chat.session_id,
        body: 'Daarna',
      });
      await resumed.next((event) => event.id === after.json().id);
      const bodies = resumed.events
        .filter((event) => event.event === 'message')
        .map((event) => json(event.data).body);
      expect(bodies).toEqual(['Gemist 1', 'Gemist 2', 'Daarna']);
      expect(resumed.events[0]?.id).toBe(missed.json().id);
      resumed.close();
    });
  });
});
