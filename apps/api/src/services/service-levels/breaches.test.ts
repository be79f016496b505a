import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCustomer,
  createEmergencyCall,
  createStaffMember,
  createUserStory,
} from '../../db/factories/index.ts';
import { serviceLevelBreaches, userStories } from '../../db/schema.ts';
import { mailsTo } from '../../test/mailbox.ts';
import { startTwoInstances, type TwoInstances } from '../../test/two-instances.ts';
import { claimBreaches } from './breaches.ts';

const subjects = (mails: string[]) => mails.map((mail) => mail.match(/^Subject: (.*)$/m)?.[1]);
/** Monday 4 March 2030 in Amsterdam (winter time): in the future, so no real-time run touches it. */
const monday = (time: string) => new Date(`2030-03-04T${time}:00+01:00`);

describe('service-level breaches, with two API instances on one database', () => {
  let two: TwoInstances;
  const beheerders: string[] = [];
  let developer: string;

  beforeAll(async () => {
    two = await startTwoInstances({ SITE_URL: 'https://www.kodewerk.test' });
    for (let i = 0; i < 2; i++)
      beheerders.push((await createStaffMember(two.db, { role: 'beheerder' })).email);
    await createStaffMember(two.db, { role: 'beheerder', deactivatedAt: new Date() });
    developer = (await createStaffMember(two.db, { role: 'ontwikkelaar' })).email;
  });
  afterAll(() => two.close());

  it('mails each beheerder once per breached target, not before the target and not again, and never while the clock stands still', async () => {
    const customer = await createCustomer(two.db, { name: 'Storing B.V.' });
    // Priority 1: first response within 60 business minutes.
    const order = await createUserStory(two.db, {
      customerId: customer.id,
      title: 'Webshop geeft 500',
      priority: 1,
      createdAt: monday('09:00'),
    });
    const waiting = await createUserStory(two.db, {
      customerId: customer.id,
      title: 'Wacht op gegevens',
      priority: 1,
      createdAt: monday('09:00'),
    });
    // At 09:30 it waits on the customer: the trigger records the move at its updated_at.
    await two.db
      .update(userStories)
      .set({ status: 'wacht_op_klant', updatedAt: monday('09:30') })
      .where(eq(userStories.id, waiting.id));
    const call = await createEmergencyCall(two.db, { customerId: customer.id, createdAt: monday('09:00') });

    await two.runBoth('service-level-breaches', monday('09:59'));
    expect(await two.db.select().from(serviceLevelBreaches)).toEqual([]);

    await two.runBoth('service-level-breaches', monday('10:01'));
    await two.runBoth('service-level-breaches', monday('11:30'));
    await two.runBoth('service-level-breaches', monday('16:00'));

    const breaches = await two.db.select().from(serviceLevelBreaches);
    expect(
      breaches.map((row) => ({ order: row.userStoryId, call: row.emergencyRequestId, target: row.target })),
    ).toEqual(
      expect.arrayContaining([
        { order: order.id, call: null, target: 'first_response' },
        { order: null, call: call.id, target: 'first_response' },
      ]),
    );
    expect(breaches).toHaveLength(2);
    expect(breaches.every((row) => row.mailedAt !== null)).toBe(true);
    for (const address of beheerders) {
      expect(subjects(await mailsTo(two.dataDir, address)).sort()).toEqual([
        `Servicedoel gemist: noodoproep #${call.id} (eerste reactie)`,
        `Servicedoel gemist: opdracht #${order.id} (eerste reactie)`,
      ]);
    }
    const [mail] = await mailsTo(two.dataDir, beheerders[0]!);
    expect(mail).toContain('van Storing B.V. is om.');
    expect(mail).toContain('https://www.kodewerk.test/beheer/');
    expect(await mailsTo(two.dataDir, developer)).toEqual([]);
  });

  it('claims a breach again after a round crashed before its claim was kept, and mails it once', async () => {
    const customer = await createCustomer(two.db, { name: 'Crash B.V.' });
    const order = await createUserStory(two.db, {
      customerId: customer.id,
      title: 'Koppeling valt weg',
      priority: 1,
      createdAt: monday('13:00'),
    });
    // The database fails the queued mail, as a crash in the middle of the claim would: the claim
    // is undone with it.
    await two.db.execute(sql`create function crash_on_breach_mail() returns trigger language plpgsql as $$
      begin
        if new.queue = 'service-level-breach-mail' then raise exception 'crash'; end if;
        return new;
      end $$`);
    await two.db.execute(
      sql`create trigger crash_on_breach_mail before insert on jobs for each row execute function crash_on_breach_mail()`,
    );
    await expect(claimBreaches(two.db, monday('14:30'))).rejects.toThrow();
    expect(
      await two.db.select().from(serviceLevelBreaches).where(eq(serviceLevelBreaches.userStoryId, order.id)),
    ).toEqual([]);
    await two.db.execute(sql`drop trigger crash_on_breach_mail on jobs`);
    await two.runBoth('service-level-breaches', monday('14:30'));
    await two.runBoth('service-level-breaches', monday('14:35'));
    for (const address of beheerders) {
      const mine = subjects(await mailsTo(two.dataDir, address)).filter((subject) =>
        subject?.includes(`opdracht #${order.id} `),
      );
      expect(mine).toEqual([`Servicedoel gemist: opdracht #${order.id} (eerste reactie)`]);
    }
  });
});
