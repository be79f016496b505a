import { todayInAmsterdam } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { createUser, createUserStory } from '../../db/factories/index.ts';
import { createSession } from '../../services/sessions.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { mailsTo } from '../../test/mailbox.ts';

describe('the satisfaction question of a finished order', () => {
  const t = testAppPerBlock();
  const jan = customerPerBlock(t, { name: 'Bakkerij Jan' });
  const other = customerPerBlock(t, { name: 'Slagerij Anders' });
  const developer = staffPerBlock(t, 'ontwikkelaar');

  const call = (
    headers: Record<string, string>,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers, ...(payload && { payload }) });

  it('is not asked before the order is finished, and cannot be answered then', async () => {
    const story = await createUserStory(t.db, { customerId: jan.customer.id, createdByUserId: jan.user.id });
    const asked = await call(jan.headers, 'GET', `/user-stories/${story.id}/satisfaction`);
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ asked: false, answer: null });
    const early = await call(jan.headers, 'POST', `/user-stories/${story.id}/satisfaction`, {
      answer: 'goed',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      error: 'conflict',
      message: 'Je kunt deze vraag beantwoorden zodra de opdracht is afgerond of gesloten.',
    });
  });

  it('asks it in the closing mail, takes one answer per order and shows it to staff', async () => {
    const story = await createUserStory(t.db, { customerId: jan.customer.id, createdByUserId: jan.user.id });
    const closed = await call(developer.headers, 'PUT', `/staff/orders/${story.id}/status`, {
      status: 'afgerond',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const [mail] = (await mailsTo(t.env.DATA_DIR, jan.user.email)).filter((one) =>
      one.includes(`Subject: Opdracht #${story.id} is nu: Afgerond`),
    );
    expect(mail).toContain('Hoe vond je dat deze opdracht is verlopen?');
    expect(mail).toContain(
      `${new URL(`/klantenportaal/opdrachten/${story.id}`, t.env.SITE_URL)}#tevredenheid`,
    );

    const answered = await call(jan.headers, 'POST', `/user-stories/${story.id}/satisfaction`, {
      answer: 'kan_beter',
      comment: 'Het duurde lang voordat iemand reageerde.',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(answered.json()).toMatchObject({
      asked: true,
      answer: { answer: 'kan_beter', comment: 'Het duurde lang voordat iemand reageerde.' },
    });

    // A colleague of the same company cannot answer it again.
    const colleague = await createUser(t.db, { customerId: jan.customer.id, teamRole: 'opdrachten' });
    const { token } = await createSession(t.db, colleague.id, 'login');
    const again = await call(
      { authorization: `Bearer ${token}` },
      'POST',
      `/user-stories/${story.id}/satisfaction`,
      {
        answer: 'goed',
      },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Je hebt deze vraag over deze opdracht al beantwoord.');

    const seen = await call(developer.headers, 'GET', `/staff/orders/${story.id}/satisfaction`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json()).toMatchObject({
      asked: true,
      answer: { answer: 'kan_beter', comment: 'Het duurde lang voordat iemand reageerde.' },
    });
  });

  it("answers 404 for another customer's order, to read and to answer, and stores nothing", async () => {
    const story = await createUserStory(t.db, { customerId: jan.customer.id, status: 'gesloten' });
    for (const method of ['GET', 'POST'] as const) {
      const response = await call(other.headers, method, `/user-stories/${story.id}/satisfaction`, {
        answer: 'goed',
      });
      expect(response.statusCode, method).toBe(404);
    }
    const mine = await call(jan.headers, 'GET', `/user-stories/${story.id}/satisfaction`);
    expect(mine.json()).toEqual({ asked: true, answer: null });
  });

  it('refuses an answer that is neither goed nor kan beter, and a comment over the limit', async () => {
    const story = await createUserStory(t.db, { customerId: jan.customer.id, status: 'gesloten' });
    const wrong = await call(jan.headers, 'POST', `/user-stories/${story.id}/satisfaction`, {
      answer: 'super',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ fields: { answer: 'Kies goed of kan beter.' } });
    const long = await call(jan.headers, 'POST', `/user-stories/${story.id}/satisfaction`, {
      answer: 'goed',
      comment: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(422);
  });

  it('counts the answers of a month for the back office: goed, kan beter, the share and the comments', async () => {
    const month = todayInAmsterdam().slice(0, 7);
    const before = (await call(developer.headers, 'GET', `/staff/satisfaction/report?month=${month}`)).json();
    for (const answer of ['goed', 'goed', 'kan_beter'] as const) {
      const story = await createUserStory(t.db, { customerId: other.customer.id, status: 'afgerond' });
      const response = await call(other.headers, 'POST', `/user-stories/${story.id}/satisfaction`, {
        answer,
        comment: answer === 'kan_beter' ? 'Sneller graag' : '',
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const report = await call(developer.headers, 'GET', `/staff/satisfaction/report?month=${month}`);
    expect(report.statusCode, report.body).toBe(200);
    const figures = report.json();
    expect(figures.answers - before.answers).toBe(3);
    expect(figures.goed - before.goed).toBe(2);
    expect(figures.kan_beter - before.kan_beter).toBe(1);
    expect(figures.share_goed).toBeCloseTo(figures.goed / figures.answers);
    expect(figures.improvements[0]).toMatchObject({ comment: 'Sneller graag' });
    const empty = await call(developer.headers, 'GET', '/staff/satisfaction/report?month=2020-01');
    expect(empty.json()).toEqual({
      month: '2020-01',
      answers: 0,
      goed: 0,
      kan_beter: 0,
      share_goed: null,
      improvements: [],
    });
  });
});
