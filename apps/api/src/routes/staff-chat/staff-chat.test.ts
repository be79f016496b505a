import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStaffMember } from '../../db/factories/index.ts';
import { auditLog, userStories } from '../../db/schema.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';

describe('the chat in the back office', () => {
  const t = testAppPerBlock();
  const customer = customerPerBlock(t, { name: 'Bakkerij Klein' });
  const sanne = staffPerBlock(t, 'beheerder');
  const eva = staffPerBlock(t, 'financieel');

  const start = async (headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/chats',
      payload: { page: '/hosting' },
      headers,
    });
    const chat = response.json() as { chat_id: string; session_id: string };
    const say = (body: string) =>
      t.app.inject({
        method: 'POST',
        url: `/chats/${chat.chat_id}/messages`,
        payload: { session_id: chat.session_id, body },
      });
    const view = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/chats/${chat.chat_id}/view`,
          payload: { session_id: chat.session_id },
        })
      ).json();
    return { ...chat, say, view };
  };
  const staffCall = (
    who: { headers: Record<string, string> },
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who.headers, ...(payload && { payload }) });

  it('lists a waiting chat with who it is, the company, since when it waits and nobody assigned', async () => {
    const chat = await start(customer.headers);
    await chat.say('Mijn site ligt eruit');
    const list = await staffCall(eva, 'GET', '/staff/chats');
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().chats.find((one: { chat_id: string }) => one.chat_id === chat.chat_id);
    expect(row).toMatchObject({
      status: 'wachtend',
      visitor_name: `${customer.user.firstName} ${customer.user.lastName}`,
      customer_id: customer.customer.id,
      customer_name: 'Bakkerij Klein',
      page: '/hosting',
      assignee_id: null,
    });
    expect(row.waiting_since).toEqual(expect.any(String));
    await t.app.inject({
      method: 'PUT',
      url: '/staff/me/chat-availability',
      headers: eva.headers,
      payload: { available: true },
    });
    const again = (await staffCall(eva, 'GET', '/staff/chats')).json();
    expect(again).toMatchObject({ available: true, available_staff: [{ id: eva.staffId }] });
  });

  it('takes, answers, notes, hands over and ends a chat, each in the audit log; the visitor sees no note', async () => {
    const chat = await start();
    await chat.say('Hallo?');
    const taken = await staffCall(sanne, 'POST', `/staff/chats/${chat.chat_id}/take`);
    expect(taken.json()).toMatchObject({ status: 'actief', assignee_id: sanne.staffId });
    const answer = await staffCall(sanne, 'POST', `/staff/chats/${chat.chat_id}/messages`, {
      body: 'Goedemiddag!',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    await staffCall(sanne, 'POST', `/staff/chats/${chat.chat_id}/messages`, {
      body: 'Klant is boos',
      internal: true,
    });
    const colleague = await createStaffMember(t.db, { role: 'ontwikkelaar', name: 'Daan Visser' });
    const handed = await staffCall(sanne, 'POST', `/staff/chats/${chat.chat_id}/hand-over`, {
      staff_id: colleague.id,
    });
    expect(handed.json()).toMatchObject({ assignee_id: colleague.id, assignee_name: 'Daan Visser' });
    expect(handed.json().waiting_since).toBeNull();
    const ended = await staffCall(sanne, 'POST', `/staff/chats/${chat.chat_id}/end`);
    expect(ended.json()).toMatchObject({ status: 'beeindigd' });

    const seen = await chat.view();
    expect(seen.status).toBe('beeindigd');
    expect(seen.staff_name).toBe('Daan');
    expect(
      seen.messages.map((line: { author: string; body: string }) => `${line.author}: ${line.body}`),
    ).toEqual([
      'bezoeker: Hallo?',
      expect.stringMatching(/^systeem: .+ helpt je verder\.$/),
      'medewerker: Goedemiddag!',
      'systeem: De chat is overgedragen aan Daan.',
      'systeem: De medewerker heeft de chat beëindigd.',
    ]);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, chat.chat_id))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => entry.action)).toEqual([
      'chat.take',
      'chat.reply',
      'chat.internal_note',
      'chat.hand_over',
      'chat.end',
    ]);
  });

  it("turns a customer's chat into an order with its transcript, once; an anonymous chat not", async () => {
    const chat = await start(customer.headers);
    await chat.say('Kunnen jullie een extra mailbox aanmaken?');
    await staffCall(sanne, 'POST', `/staff/chats/${chat.chat_id}/messages`, {
      body: 'Zeker, ik maak een opdracht.',
    });
    await staffCall(sanne, 'POST', `/staff/chats/${chat.chat_id}/messages`, {
      body: 'geheim',
      internal: true,
    });
    const made = await staffCall(sanne, 'POST', `/staff/chats/${chat.chat_id}/order`, {
      title: 'Extra mailbox',
    });
    expect(made.statusCode, made.body).toBe(201);
    const [order] = await t.db
      .select()
      .from(userStories)
      .where(eq(userStories.id, made.json().user_story_id));
    expect(order).toMatchObject({
      customerId: customer.customer.id,
      title: 'Extra mailbox',
      status: 'nieuw',
    });
    expect(order?.descriptionHtml).toContain('Kunnen jullie een extra mailbox aanmaken?');
    expect(order?.descriptionHtml).toContain('Zeker, ik maak een opdracht.');
    expect(order?.descriptionHtml).not.toContain('geheim');
    const again = await staffCall(sanne, 'POST', `/staff/chats/${chat.chat_id}/order`, {
      title: 'Extra mailbox',
    });
    expect(again.statusCode).toBe(409);

    const anonymous = await start();
    const refused = await staffCall(sanne, 'POST', `/staff/chats/${anonymous.chat_id}/order`, {
      title: 'Iets',
    });
    expect(refused.statusCode).toBe(409);
  });

  it("shows a customer's chats on the customer page, newest first", async () => {
    const history = await staffCall(eva, 'GET', `/staff/customers/${customer.customer.id}/chats`);
    expect(history.statusCode).toBe(200);
    const rows = history.json().chats as { customer_id: number; started_at: string }[];
    expect(rows.length).toBe(2);
    expect(rows.every((row) => row.customer_id === customer.customer.id)).toBe(true);
    expect(rows[0]!.started_at >= rows[1]!.started_at).toBe(true);
    const unknown = await staffCall(eva, 'GET', '/staff/customers/2147483000/chats');
    expect(unknown.statusCode).toBe(404);
  });
});
