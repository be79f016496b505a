import { UserStory, UserStoryDetail, UserStoryReply } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUserStory, createUserStoryReply } from '../../db/factories/index.ts';
import { userStories } from '../../db/schema.ts';
import { customerPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { exactly } from '../../test/exactly.ts';
import { call, errorOf } from './user-stories-test-support.ts';

describe('orders (user stories)', () => {
  const t = testAppPerBlock();
  const jan = customerPerBlock(t);
  const other = customerPerBlock(t);
  let othersStoryId: number;

  beforeAll(async () => {
    othersStoryId = (await createUserStory(t.db, { customerId: other.customer.id, title: 'Geheim project' }))
      .id;
  });

  const story = async (overrides: Partial<Parameters<typeof createUserStory>[1]> = {}) =>
    createUserStory(t.db, { customerId: jan.customer.id, ...overrides });

  describe('reading', () => {
    it('lists only the caller’s orders, newest first, with their number of replies', async () => {
      const older = await story({ title: 'Oudere opdracht', createdAt: new Date('2024-01-01T10:00:00Z') });
      const newer = await story({ title: 'Nieuwere opdracht', createdAt: new Date('2024-06-01T10:00:00Z') });
      await createUserStoryReply(t.db, { userStoryId: older.id, fromProvider: true });
      await createUserStoryReply(t.db, { userStoryId: older.id });

      const response = await call(t.app, jan, 'GET', '/user-stories');
      expect(response.statusCode).toBe(200);
      const list = z.array(UserStory).parse(response.json());
      expect(list.map((item) => item.title)).not.toContain('Geheim project');
      const ids = list.map((item) => item.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(list.find((item) => item.id === older.id)?.reply_count).toBe(2);
      expect(list.find((item) => item.id === newer.id)?.reply_count).toBe(0);
    });

    it('shows one order with its thread of replies, oldest first', async () => {
      const order = await story({ timeSpentMinutes: 95 });
      await createUserStoryReply(t.db, {
        userStoryId: order.id,
        fromProvider: true,
        timeSpentMinutes: 30,
        createdAt: new Date('2024-02-01T09:00:00Z'),
      });
      await createUserStoryReply(t.db, {
        userStoryId: order.id,
        createdAt: new Date('2024-02-02T09:00:00Z'),
      });
      const response = await call(t.app, jan, 'GET', `/user-stories/${order.id}`);
      expect(response.statusCode).toBe(200);
      const detail = exactly(UserStoryDetail, response.json());
      expect(detail.time_spent_minutes).toBe(95);
      expect(detail.replies.map((reply) => reply.from_provider)).toEqual([true, false]);
      expect(detail.replies[0]?.time_spent_minutes).toBe(30);
      expect(detail.description_html).toContain('<strong>bijlage</strong>');
    });

    it('answers 404 for another customer’s order and for one that does not exist', async () => {
      for (const id of [othersStoryId, 999_999]) {
        const response = await call(t.app, jan, 'GET', `/user-stories/${id}`);
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).error).toBe('not_found');
      }
      // The owner does see it.
      expect((await call(t.app, other, 'GET', `/user-stories/${othersStoryId}`)).statusCode).toBe(200);
    });

    it('answers 401 without a login and 422 for an id that is not a number', async () => {
      expect((await call(t.app, null, 'GET', '/user-stories')).statusCode).toBe(401);
      expect((await call(t.app, jan, 'GET', '/user-stories/abc')).statusCode).toBe(422);
    });
  });

  describe('placing an order', () => {
    it('stores the description harmless: no scripts, event handlers, javascript: links or styles', async () => {
      const response = await call(t.app, jan, 'POST', '/user-stories', {
        title: '  Nieuwe koppeling  ',
        description_html:
          '<h1>Doel</h1><p style="color:red" onclick="alert(1)">Graag <b>snel</b> en <em>netjes</em>.</p>' +
          '<script>alert("xss")</script><img src=x onerror="alert(2)">' +
          '<a href="javascript:alert(3)">klik</a> <a href="https://voorbeeld.nl" target="_blank" onmouseover="x()">site</a>' +
          '<iframe src="https://evil.example"></iframe><style>body{display:none}</style>' +
          '<ul><li><p>punt</p></li></ul><svg><script>alert(4)</script></svg>',
        priority: 2,
      });
      expect(response.statusCode).toBe(201);
      const created = exactly(UserStoryDetail, response.json());
      expect(created).toMatchObject({
        title: 'Nieuwe koppeling',
        status: 'nieuw',
        priority: 2,
        reply_count: 0,
      });
      const html = created.description_html;
      expect(html).toBe(
        '<h2>Doel</h2><p>Graag <strong>snel</strong> en <em>netjes</em>.</p>' +
          '<a rel="noopener noreferrer nofollow">klik</a> ' +
          '<a href="https://voorbeeld.nl" rel="noopener noreferrer nofollow">site</a>' +
          '<ul><li><p>punt</p></li></ul>',
      );
      const [row] = await t.db.select().from(userStories).where(eq(userStories.id, created.id));
      expect(row?.descriptionHtml).toBe(html);
      expect(row?.createdByUserId).toBe(jan.user.id);
    });

    it('takes priority 3 when none is given, and a priority sent as text', async () => {
      const plain = await call(t.app, jan, 'POST', '/user-stories', {
        title: 'Zonder prioriteit',
        description_html: '<p>Tekst</p>',
      });
      expect(exactly(UserStoryDetail, plain.json()).priority).toBe(3);
      const text = await call(t.app, jan, 'POST', '/user-stories', {
        title: 'Prioriteit als tekst',
        description_html: '<p>Tekst</p>',
        priority: '1',
      });
      expect(exactly(UserStoryDetail, text.json()).priority).toBe(1);
    });

    it('refuses bad input with a Dutch message per field and stores nothing', async () => {
      const before = (await t.db.select().from(userStories)).length;
      const response = await call(t.app, jan, 'POST', '/user-stories', {
        title: 'ab',
        description_html: '<p> </p>',
        priority: 9,
      });
      expect(response.statusCode).toBe(422);
      const body = errorOf(response);
      expect(body.error).toBe('validation_failed');
      expect(body.fields).toMatchObject({
        title: 'Titel moet tussen de 3 en 200 tekens bevatten.',
        description_html: 'Omschrijving is verplicht.',
        priority: 'Prioriteit moet kleiner zijn dan of gelijk zijn aan 5.',
      });
      const missing = errorOf(await call(t.app, jan, 'POST', '/user-stories', {}));
      expect(missing.fields?.title).toBe('Titel is verplicht.');

      // Only a script: nothing is left after cleaning, so there is no description.
      const onlyScript = await call(t.app, jan, 'POST', '/user-stories', {
        title: 'Alleen script',
        description_html: '<script>alert(1)</script>',
      });
      expect(onlyScript.statusCode).toBe(422);
      expect(errorOf(onlyScript).fields).toEqual({ description_html: 'Omschrijving is verplicht.' });
      expect((await t.db.select().from(userStories)).length).toBe(before);
    });
  });

  describe('replies', () => {
    it('stores a reply harmless, with the caller as author', async () => {
      const order = await story();
      const response = await call(t.app, jan, 'POST', '/user-story-replies', {
        user_story_id: order.id,
        body_html:
          '<p>Akkoord <strong>graag</strong></p><script>document.cookie</script>' +
          '<p><a href="JaVaScRiPt:alert(1)">x</a><a href="mailto:jan@voorbeeld.nl">mail</a></p>' +
          '<blockquote><p onload="x()">citaat</p></blockquote><pre><code class="language-js">a &lt; b</code></pre>',
      });
      expect(response.statusCode).toBe(201);
      const reply = exactly(UserStoryReply, response.json());
      expect(reply).toMatchObject({
        author_name: `${jan.user.firstName} ${jan.user.lastName}`,
        from_provider: false,
      });
      expect(reply.body_html).toBe(
        '<p>Akkoord <strong>graag</strong></p>' +
          '<p><a rel="noopener noreferrer nofollow">x</a><a href="mailto:jan@voorbeeld.nl" rel="noopener noreferrer nofollow">mail</a></p>' +
          '<blockquote><p>citaat</p></blockquote><pre><code>a &lt; b</code></pre>',
      );
      const detail = exactly(
        UserStoryDetail,
        (await call(t.app, jan, 'GET', `/user-stories/${order.id}`)).json(),
      );
      expect(detail.replies.at(-1)?.body_html).toBe(reply.body_html);
    });

    it('puts an order that waits for the customer back in progress', async () => {
      const order = await story({ status: 'wacht_op_klant' });
      await call(t.app, jan, 'POST', '/user-story-replies', {
        user_story_id: order.id,
        body_html: '<p>Hier is de lijst.</p>',
      });
      const detail = exactly(
        UserStoryDetail,
        (await call(t.app, jan, 'GET', `/user-stories/${order.id}`)).json(),
      );
      expect(detail.status).toBe('in_behandeling');
    });

    it('refuses a reply on a closed order, an empty reply, and another customer’s order', async () => {
      const closed = await story({ status: 'gesloten' });
      const onClosed = await call(t.app, jan, 'POST', '/user-story-replies', {
        user_story_id: closed.id,
        body_html: '<p>Nog een vraag</p>',
      });
      expect(onClosed.statusCode).toBe(409);
      expect(errorOf(onClosed).message).toBe('Deze opdracht is gesloten. Heropen hem om te reageren.');

      const open = await story();
      const empty = await call(t.app, jan, 'POST', '/user-story-replies', {
        user_story_id: open.id,
        body_html: '<p></p>',
      });
      expect(empty.statusCode).toBe(422);
      expect(errorOf(empty).fields).toEqual({ body_html: 'Reactie is verplicht.' });

      const foreign = await call(t.app, jan, 'POST', '/user-story-replies', {
        user_story_id: othersStoryId,
        body_html: '<p>Ik kijk mee</p>',
      });
      expect(foreign.statusCode).toBe(404);
      const detail = exactly(
        UserStoryDetail,
        (await call(t.app, other, 'GET', `/user-stories/${othersStoryId}`)).json(),
      );
      expect(detail.replies).toHaveLength(0);
    });
  });

  describe('updates', () => {
    it('closes an order with POST /user-stories?_method=PUT, and reopens it', async () => {
      const order = await story({ status: 'in_behandeling' });
      const closed = await call(t.app, jan, 'POST', '/user-stories?_method=PUT', {
        user_story_id: order.id,
        status: 'gesloten',
      });
      expect(closed.statusCode).toBe(200);
      const closedStory = exactly(UserStory, closed.json());
      expect(closedStory.status).toBe('gesloten');
      expect(closedStory.closed_at).not.toBeNull();

      const reopened = exactly(
        UserStory,
        (
          await call(t.app, jan, 'POST', '/user-stories?_method=PUT', {
            user_story_id: order.id,
            status: 'nieuw',
          })
        ).json(),
      );
      expect(reopened).toMatchObject({ status: 'nieuw', closed_at: null });
    });

    it('leaves the provider’s statuses to the provider', async () => {
      const order = await story();
      const response = await call(t.app, jan, 'POST', '/user-stories?_method=PUT', {
        user_story_id: order.id,
        status: 'afgerond',
      });
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).fields).toEqual({ status: 'Deze status kan alleen Kodewerk instellen.' });
      const unknown = await call(t.app, jan, 'POST', '/user-stories?_method=PUT', {
        user_story_id: order.id,
        status: 'weg',
      });
      expect(unknown.statusCode).toBe(422);
      expect(Object.keys(errorOf(unknown).fields ?? {})).toEqual(['status']);
    });

    it('sets the priority as an integer from 1 to 5', async () => {
      const order = await story();
      const response = await call(t.app, jan, 'POST', `/user-stories/${order.id}/priority?_method=PUT`, {
        user_story_id: order.id,
        priority: 1,
      });
      expect(response.statusCode).toBe(200);
      expect(exactly(UserStory, response.json()).priority).toBe(1);
      for (const priority of [0, 6, 2.5, 'hoog', null]) {
        const bad = await call(t.app, jan, 'POST', `/user-stories/${order.id}/priority?_method=PUT`, {
          priority,
        });
        expect(bad.statusCode).toBe(422);
        expect(Object.keys(errorOf(bad).fields ?? {})).toEqual(['priority']);
      }
      const mismatch = await call(t.app, jan, 'POST', `/user-stories/${order.id}/priority?_method=PUT`, {
        user_story_id: order.id + 1,
        priority: 2,
      });
      expect(mismatch.statusCode).toBe(422);
      const [row] = await t.db.select().from(userStories).where(eq(userStories.id, order.id));
      expect(row?.priority).toBe(1);
    });

    it('sets and clears the invoice reference', async () => {
      const order = await story();
      const url = `/user-stories/${order.id}/invoice-reference?_method=PUT`;
      const set = await call(t.app, jan, 'POST', url, {
        user_story_id: order.id,
        invoice_reference: ' PO-2024-118 ',
      });
      expect(exactly(UserStory, set.json()).invoice_reference).toBe('PO-2024-118');
      const cleared = await call(t.app, jan, 'POST', url, { user_story_id: order.id, invoice_reference: '' });
      expect(exactly(UserStory, cleared.json()).invoice_reference).toBeNull();
      const tooLong = await call(t.app, jan, 'POST', url, { invoice_reference: 'x'.repeat(101) });
      expect(tooLong.statusCode).toBe(422);
      expect(errorOf(tooLong).fields?.invoice_reference).toBe(
        'Factuurreferentie mag maximaal 100 tekens bevatten.',
      );
    });

    it('answers 404 on every update of another customer’s order and changes nothing', async () => {
      const [before] = await t.db.select().from(userStories).where(eq(userStories.id, othersStoryId));
      const attempts = [
        call(t.app, jan, 'POST', '/user-stories?_method=PUT', {
          user_story_id: othersStoryId,
          status: 'gesloten',
        }),
        call(t.app, jan, 'PUT', '/user-stories', { user_story_id: othersStoryId, status: 'gesloten' }),
        call(t.app, jan, 'POST', `/user-stories/${othersStoryId}/priority?_method=PUT`, {
          user_story_id: othersStoryId,
          priority: 1,
        }),
        call(t.app, jan, 'POST', `/user-stories/${othersStoryId}/invoice-reference?_method=PUT`, {
          user_story_id: othersStoryId,
          invoice_reference: 'GESTOLEN',
        }),
        call(t.app, jan, 'POST', '/user-story-replies', {
          user_story_id: othersStoryId,
          body_html: '<p>hoi</p>',
        }),
      ];
      for (const response of await Promise.all(attempts)) {
        expect(response.statusCode).toBe(404);
        expect(errorOf(response).error).toBe('not_found');
      }
      const [after] = await t.db.select().from(userStories).where(eq(userStories.id, othersStoryId));
      expect(after).toEqual(before);
    });
  });
});
