import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createInvoice,
  createStaffMember,
  createTimeEntry,
  createUser,
  createUserStory,
} from '../../db/factories/index.ts';
import { users } from '../../db/schema.ts';
import { mailsTo } from '../../test/mailbox.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';
import { weekDueAt } from './week.ts';

// Monday 16 November 2026, 08:05 in Amsterdam (winter time, UTC+1); the week told is 9 to 15 November.
const mondayMorning = new Date('2026-11-16T07:05:00Z');
const inTheWeek = new Date('2026-11-11T10:00:00Z');

describe('the week mail', () => {
  it('is due from Monday 08:00 Amsterdam time that day, for the week before, in summer and winter time', () => {
    expect(weekDueAt(new Date('2026-11-16T06:59:00Z'))).toBeNull();
    expect(weekDueAt(new Date('2026-11-16T07:00:00Z'))).toMatchObject({
      weekStart: '2026-11-09',
      weekEnd: '2026-11-15',
      from: new Date('2026-11-08T23:00:00Z'),
      until: new Date('2026-11-15T23:00:00Z'),
    });
    expect(weekDueAt(new Date('2026-11-16T22:59:00Z'))?.weekStart).toBe('2026-11-09');
    expect(weekDueAt(new Date('2026-11-17T07:05:00Z'))).toBeNull();
    // Summer time: 08:00 in Amsterdam is 06:00 UTC.
    expect(weekDueAt(new Date('2026-06-15T05:59:00Z'))).toBeNull();
    expect(weekDueAt(new Date('2026-06-15T06:00:00Z'))?.weekStart).toBe('2026-06-08');
  });

  it('is due from Monday 08:00 Amsterdam time across the change to and from summer time', () => {
    // Summer time starts on Sunday 29 March 2026. The Monday before, 08:00 is 07:00 UTC.
    expect(weekDueAt(new Date('2026-03-23T06:59:59Z'))).toBeNull();
    expect(weekDueAt(new Date('2026-03-23T07:00:00Z'))?.weekStart).toBe('2026-03-16');
    // The Monday after, 08:00 is 06:00 UTC; the week told lasted 167 hours.
    expect(weekDueAt(new Date('2026-03-30T05:59:59Z'))).toBeNull();
    expect(weekDueAt(new Date('2026-03-30T06:00:00Z'))).toEqual({
      weekStart: '2026-03-23',
      weekEnd: '2026-03-29',
      from: new Date('2026-03-22T23:00:00Z'),
      until: new Date('2026-03-29T22:00:00Z'),
    });
    // Winter time starts on Sunday 25 October 2026. The Monday before, 08:00 is 06:00 UTC.
    expect(weekDueAt(new Date('2026-10-19T05:59:59Z'))).toBeNull();
    expect(weekDueAt(new Date('2026-10-19T06:00:00Z'))?.weekStart).toBe('2026-10-12');
    // The Monday after, 06:00 UTC is 07:00 in Amsterdam: not yet. The week told lasted 169 hours.
    expect(weekDueAt(new Date('2026-10-26T06:00:00Z'))).toBeNull();
    expect(weekDueAt(new Date('2026-10-26T06:59:59Z'))).toBeNull();
    expect(weekDueAt(new Date('2026-10-26T07:00:00Z'))).toEqual({
      weekStart: '2026-10-19',
      weekEnd: '2026-10-25',
      from: new Date('2026-10-18T22:00:00Z'),
      until: new Date('2026-10-25T23:00:00Z'),
    });
  });

  describe('with two API instances on one database', () => {
    let two: TwoInstances;

    beforeAll(async () => {
      two = await startTwoInstances();
    });
    afterAll(() => two.close());

    it('mails what happened once, from either instance, and nothing to a customer with a quiet week', async () => {
      const { db, dataDir, a, b } = two;
      const busy = await createCustomer(db, { name: 'Drukke Week B.V.' });
      const reader = await createUser(db, {
        customerId: busy.id,
        firstName: 'Fenna',
        weekMailAddress: 'week@drukkeweek.nl',
      });
      await createUser(db, { customerId: busy.id });
      const order = await createUserStory(db, {
        customerId: busy.id,
        title: 'Koppeling met het boekhoudpakket',
        status: 'in_behandeling',
        createdAt: inTheWeek,
      });
      await createUserStory(db, {
        customerId: busy.id,
        title: 'Oude opdracht',
        createdAt: new Date('2026-10-01'),
      });
      const developer = await createStaffMember(db, { role: 'ontwikkelaar' });
      const worked = [
        ['2026-11-10', 90],
        ['2026-11-12', 45],
        ['2026-11-16', 30],
      ] as const;
      for (const [workedOn, minutes] of worked) {
        await createTimeEntry(db, { userStoryId: order.id, staffId: developer.id, workedOn, minutes });
      }
      await createInvoice(db, {
        customerId: busy.id,
        number: '2026-0042',
        description: 'Werkzaamheden oktober',
        issuedOn: '2026-11-13',
      });

      const quiet = await createCustomer(db, { name: 'Stille Week B.V.' });
      await createUser(db, { customerId: quiet.id, weekMailAddress: 'week@stilleweek.nl' });

      await Promise.all([
        a.schedule.runNow('week-mails', mondayMorning),
        b.schedule.runNow('week-mails', mondayMorning),
        b.schedule.runNow('week-mails', new Date(mondayMorning.getTime() + 60 * 60 * 1000)),
      ]);
      const ended = await two.jobsEnded();
      expect(ended).toEqual([{ status: 'finished' }, { status: 'finished' }]);

      const mails = await mailsTo(dataDir, 'week@drukkeweek.nl');
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail).toMatch(/^Subject: Je week bij Kodewerk: 9 november tot en met 15 november$/m);
      expect(mail).toContain(`Beste ${reader.firstName},`);
      expect(mail).toContain('- Koppeling met het boekhoudpakket (in behandeling)');
      expect(mail).toContain('- Koppeling met het boekhoudpakket: 2 uur en 15 minuten');
      expect(mail).toContain('- 2026-0042 Werkzaamheden oktober');
      expect(mail).not.toContain('Oude opdracht');
      expect(mail).toContain('<html lang="nl">');
      expect(mail).toContain('<h2 style="font-size:18px;margin:24px 0 8px">Gewerkte uren</h2>');
      expect(await mailsTo(dataDir, 'week@stilleweek.nl')).toEqual([]);

      // The next Monday tells the next week: the half hour worked on its Monday, nothing else.
      await a.schedule.runNow('week-mails', new Date(mondayMorning.getTime() + 7 * 24 * 60 * 60 * 1000));
      await two.jobsEnded();
      const next = await mailsTo(dataDir, 'week@drukkeweek.nl');
      expect(next).toHaveLength(2);
      expect(next[1]).toMatch(/^Subject: Je week bij Kodewerk: 16 november tot en met 22 november$/m);
      expect(next[1]).toContain('- Koppeling met het boekhoudpakket: 30 minuten');
      expect(next[1]).not.toContain('(in behandeling)');
      expect(next[1]).not.toContain('Verzonden facturen');
    });

    it('says it is automatic and offers a signed one-click unsubscribe that needs no login', async () => {
      const { db, dataDir, a, b } = two;
      const customer = await createCustomer(db, { name: 'Afmelders B.V.' });
      const reader = await createUser(db, { customerId: customer.id, weekMailAddress: 'week@afmelders.nl' });
      const other = await createUser(db, { customerId: customer.id, weekMailAddress: 'week2@afmelders.nl' });
      await createUserStory(db, { customerId: customer.id, title: 'Nieuwe huisstijl', createdAt: inTheWeek });
      await a.schedule.runNow('week-mails', mondayMorning);
      await two.jobsEnded();

      const [mail] = await mailsTo(dataDir, 'week@afmelders.nl');
      expect(mail).toMatch(/^Auto-Submitted: auto-generated$/m);
      expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      const link = /^List-Unsubscribe: <(http:\/\/localhost:3000\/weekmail\/afmelden\?token=([^>]+))>$/m.exec(
        mail!.replace(/\r?\n[ \t]+/g, ' '),
      );
      expect(link?.[1]).toBeDefined();
      expect(mail).toContain(`Afmelden kan zonder in te loggen: ${link![1]}`);
      const token = decodeURIComponent(link![2]!);

      const post = (body: unknown) =>
        b.inject({ method: 'POST', url: '/week-mail/unsubscribe', payload: body as object });
      const forged = `${other.id}.${token.split('.')[1]}`;
      const refused = await post({ token: forged });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({
        error: 'not_found',
        message: 'Deze afmeldlink is niet geldig. Zet de weekmail uit in Mijn account, of mail ons.',
      });
      expect((await post({ token: 'kort' })).statusCode).toBe(422);

      const done = await post({ token });
      expect(done.statusCode).toBe(200);
      expect(done.json()).toEqual({ ok: true });
      expect((await post({ token })).json()).toEqual({ ok: true });
      const addresses = await db
        .select({ id: users.id, address: users.weekMailAddress })
        .from(users)
        .where(eq(users.customerId, customer.id))
        .orderBy(users.id);
      expect(addresses).toEqual([
        { id: reader.id, address: null },
        { id: other.id, address: 'week2@afmelders.nl' },
      ]);
    });

    it('tells the week in which summer time starts, Sunday late evening included and Monday after midnight not', async () => {
      const { db, dataDir, a } = two;
      const customer = await createCustomer(db, { name: 'Zomertijd B.V.' });
      await createUser(db, { customerId: customer.id, weekMailAddress: 'week@zomertijd.nl' });
      // 23:30 on Sunday 29 March in Amsterdam (summer time) is 21:30 UTC; 00:30 on Monday is 22:30 UTC.
      for (const [title, createdAt] of [
        ['Laat op zondag', '2026-03-29T21:30:00Z'],
        ['Net na middernacht', '2026-03-29T22:30:00Z'],
        ['Vroeg op maandag 23 maart', '2026-03-22T23:30:00Z'],
      ] as const) {
        await createUserStory(db, { customerId: customer.id, title, createdAt: new Date(createdAt) });
      }

      await a.schedule.runNow('week-mails', new Date('2026-03-30T05:59:00Z'));
      await two.jobsEnded();
      expect(await mailsTo(dataDir, 'week@zomertijd.nl')).toEqual([]);
      await a.schedule.runNow('week-mails', new Date('2026-03-30T06:00:00Z'));
      await two.jobsEnded();
      const mails = await mailsTo(dataDir, 'week@zomertijd.nl');
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatch(/^Subject: Je week bij Kodewerk: 23 maart tot en met 29 maart$/m);
      expect(mails[0]).toContain('- Laat op zondag');
      expect(mails[0]).toContain('- Vroeg op maandag 23 maart');
      expect(mails[0]).not.toContain('Net na middernacht');
    });
  });
});
