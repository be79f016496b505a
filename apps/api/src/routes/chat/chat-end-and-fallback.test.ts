import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chats, contactMessages, userStories } from '../../db/schema.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { jobsEnded } from '../../test/jobs-ended.ts';
import { mailsTo } from '../../test/mailbox.ts';

const left = { name: 'Piet Jansen', email: 'piet@voorbeeld.nl', message: 'Bel mij morgen even terug?' };

describe('the end of a chat: its transcript, the message left when nobody answers, and pages seen', () => {
  const t = testAppPerBlock();
  const customer = customerPerBlock(t, { name: 'Bakkerij Klein' });
  const staff = staffPerBlock(t, 'ontwikkelaar');

  const call = (url: string, payload: object, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress });

  let address = 0;
  /** Each chat from its own address, so that the per-address limits of one test leave the others be. */
  const start = async (headers: Record<string, string> = {}) => {
    const remoteAddress = `198.51.100.${++address}`;
    const started = await call('/chats', { name: 'Anna', page: '/contact' }, remoteAddress, headers);
    expect(started.statusCode, started.body).toBe(201);
    const chat = started.json() as { chat_id: string; session_id: string };
    const post = (path: string, payload: object) =>
      call(`/chats/${chat.chat_id}${path}`, { session_id: chat.session_id, ...payload }, remoteAddress);
    /** Leaves a message in this chat, proved by `sessionId` (its own unless given). */
    const leave = (headers: Record<string, string> = {}, sessionId = chat.session_id) =>
      call(
        '/chat/leave-message',
        { ...left, chat: { chat_id: chat.chat_id, session_id: sessionId } },
        remoteAddress,
        headers,
      );
    return { ...chat, post, leave, remoteAddress };
  };
  const staffPost = (url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: staff.headers, payload });

  describe('the transcript mailed at the end', () => {
    it('mails the lines the visitor saw, in Amsterdam time, as accessible HTML, never the internal notes', async () => {
      const chat = await start();
      await chat.post('/messages', { body: 'Mijn site ligt eruit' });
      await staffPost(`/staff/chats/${chat.chat_id}/messages`, { body: 'Ik kijk er nu naar.' });
      await staffPost(`/staff/chats/${chat.chat_id}/messages`, {
        body: 'Geheime notitie voor collega',
        internal: true,
      });

      const early = await chat.post('/transcript', { email: 'anna@voorbeeld.nl' });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe('Het verslag kan worden gemaild als de chat is beëindigd.');

      await chat.post('/end', {});
      const asked = await chat.post('/transcript', { email: 'anna@voorbeeld.nl' });
      expect(asked.statusCode, asked.body).toBe(202);
      expect(asked.json()).toEqual({ ok: true });
      await jobsEnded(t.db);

      const mails = await mailsTo(t.env.DATA_DIR, 'anna@voorbeeld.nl');
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail).toMatch(/^Subject: Verslag van je chat met Kodewerk van /m);
      expect(mail).toContain('<html lang="nl">');
      expect(mail).toContain('<h2 style="font-size:18px;margin:24px 0 8px">Het gesprek</h2>');
      // The times are Amsterdam's: the visitor's first line as the clock there read it.
      const [first] = (await chat.post('/view', {})).json().messages;
      const hhmm = new Intl.DateTimeFormat('nl-NL', {
        timeZone: 'Europe/Amsterdam',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(first.created_at));
      expect(mail).toContain(`<li style="margin:0 0 4px">[${hhmm}] Anna: Mijn site ligt eruit</li>`);
      expect(mail).toMatch(/\[\d\d:\d\d\] [^:<]+: Ik kijk er nu naar\./);
      expect(mail).not.toContain('Geheime notitie');
    });

    it('mails it once per chat, and never for a browser with the chatId alone', async () => {
      const chat = await start();
      const other = await start();
      await chat.post('/end', {});
      const stranger = await t.app.inject({
        method: 'POST',
        url: `/chats/${chat.chat_id}/transcript`,
        payload: { session_id: other.session_id, email: 'vreemde@voorbeeld.nl' },
      });
      expect(stranger.statusCode).toBe(404);
      expect((await chat.post('/transcript', { email: 'een@voorbeeld.nl' })).statusCode).toBe(202);
      const twice = await chat.post('/transcript', { email: 'twee@voorbeeld.nl' });
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('Het verslag van deze chat is al verstuurd.');
      await jobsEnded(t.db);
      expect(await mailsTo(t.env.DATA_DIR, 'twee@voorbeeld.nl')).toEqual([]);
      expect(await mailsTo(t.env.DATA_DIR, 'vreemde@voorbeeld.nl')).toEqual([]);
      const bad = await chat.post('/transcript', { email: 'geen-adres' });
      expect(bad.statusCode).toBe(422);
    });
  });

  describe('the message left when nobody answers in time', () => {
    it("turns a visitor's waiting chat into a contact message, and the chat ends saying so", async () => {
      const chat = await start();
      await chat.post('/messages', { body: 'Is er iemand?' });
      const response = await chat.leave();
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json()).toMatchObject({ became: 'contactbericht' });
      const [contact] = await t.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.id, response.json().id));
      expect(contact).toMatchObject({ email: 'piet@voorbeeld.nl', message: 'Bel mij morgen even terug?' });

      const view = (await chat.post('/view', {})).json();
      expect(view.status).toBe('beeindigd');
      expect(view.messages.at(-1)).toMatchObject({
        author: 'systeem',
        body: 'Je bericht is als contactbericht naar ons gestuurd. We antwoorden per e-mail.',
      });
    });

    it("turns a logged-in customer's waiting chat into an order of the company", async () => {
      const chat = await start(customer.headers);
      const response = await chat.leave(customer.headers);
      expect(response.statusCode, response.body).toBe(201);
      const { became, id } = response.json();
      expect(became).toBe('opdracht');
      const [order] = await t.db.select().from(userStories).where(eq(userStories.id, id));
      expect(order).toMatchObject({ customerId: customer.customer.id, title: 'Bericht via de chat' });
      const view = (await chat.post('/view', {})).json();
      expect(view.messages.at(-1).body).toBe(
        `Je bericht is opdracht #${id} geworden. Je vindt ons antwoord in het klantenportaal.`,
      );
    });

    it("refuses another browser's chat with 404 and a chat staff already took with 409, storing nothing", async () => {
      const chat = await start();
      const other = await start();
      const before = (await t.db.select().from(contactMessages)).length;
      const stranger = await chat.leave({}, other.session_id);
      expect(stranger.statusCode).toBe(404);

      await staffPost(`/staff/chats/${chat.chat_id}/take`);
      const taken = await chat.leave();
      expect(taken.statusCode).toBe(409);
      expect((await t.db.select().from(contactMessages)).length).toBe(before);
      expect((await chat.post('/view', {})).json().status).toBe('actief');
    });
  });

  describe('pages seen in this visit', () => {
    it('shows staff the paths the panel reported, a repeat once, and refuses what is no path of the site', async () => {
      const chat = await start();
      for (const path of ['/diensten', '/diensten', '/hosting?pakket=1', '/contact']) {
        const response = await chat.post('/page', { path });
        expect(response.statusCode, response.body).toBe(200);
      }
      const detail = await t.app.inject({
        method: 'GET',
        url: `/staff/chats/${chat.chat_id}`,
        headers: staff.headers,
      });
      expect(detail.json().pages_seen).toEqual(['/diensten', '/hosting?pakket=1', '/contact']);
      const list = await t.app.inject({ method: 'GET', url: '/staff/chats', headers: staff.headers });
      const row = list.json().chats.find((one: { chat_id: string }) => one.chat_id === chat.chat_id);
      expect(row.pages_seen).toEqual(['/diensten', '/hosting?pakket=1', '/contact']);

      const outside = await chat.post('/page', { path: 'https://elders.example/phish' });
      expect(outside.statusCode).toBe(422);
      const other = await start();
      const stranger = await t.app.inject({
        method: 'POST',
        url: `/chats/${chat.chat_id}/page`,
        payload: { session_id: other.session_id, path: '/stiekem' },
      });
      expect(stranger.statusCode).toBe(404);
    });

    it('keeps at most 20 reports a minute of one browser, quietly dropping the rest', async () => {
      const chat = await start();
      for (let i = 1; i <= 23; i++) {
        const response = await chat.post('/page', { path: `/pagina-${i}` });
        expect(response.statusCode).toBe(200);
      }
      const [row] = await t.db.select().from(chats).where(eq(chats.id, chat.chat_id));
      expect(row?.pagesSeen).toHaveLength(20);
      expect(row?.pagesSeen.at(-1)).toBe('/pagina-20');
    });
  });
});
