import { createHash } from 'node:crypto';
import { agreementMessages } from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/factories/index.ts';
import { agreementAcceptances } from '../../db/schema.ts';
import { addDays, today } from '../../lib/dates.ts';
import { createSession } from '../../services/sessions.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { auditEntries } from '../../test/audit-entries.ts';
import { loggedInCustomer } from '../../test/logged-in-customer.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0';

describe('documents a customer must accept (verwerkersovereenkomst, terms)', () => {
  const t = testAppPerBlock();
  const company = customerPerBlock(t, { name: 'Akkoord B.V.' });
  const beheerder = staffPerBlock(t, 'beheerder');
  let financieel: { authorization: string };

  const publish = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/staff/agreements', headers: beheerder.headers, payload });
  const listed = async (headers: { authorization: string }) =>
    (await t.app.inject({ method: 'GET', url: '/agreements', headers })).json();
  const accept = (payload: Record<string, unknown>, headers = company.headers) =>
    t.app.inject({
      method: 'POST',
      url: '/agreements/accept',
      headers: { ...headers, 'user-agent': BROWSER },
      payload,
    });

  beforeAll(async () => {
    const person = await createUser(t.db, { customerId: company.customer.id, teamRole: 'financieel' });
    financieel = { authorization: `Bearer ${(await createSession(t.db, person.id, 'login')).token}` };
  });

  it('is published by a beheerder with its text sanitised, its hash of the text as shown, once per version', async () => {
    const published = await publish({
      kind: 'verwerkersovereenkomst',
      version: '1.0',
      title: 'Verwerkersovereenkomst',
      effective_on: today(),
      content_html: '<p>Wij verwerken <strong>uw</strong> gegevens.</p><script>alert(1)</script>',
    });
    expect(published.statusCode, published.body).toBe(201);
    const body = published.json();
    expect(body).toMatchObject({
      version: '1.0',
      content_html: '<p>Wij verwerken <strong>uw</strong> gegevens.</p>',
      current: true,
      accepted_count: 0,
    });
    expect(body.sha256).toBe(sha256('<p>Wij verwerken <strong>uw</strong> gegevens.</p>'));
    expect((await auditEntries(t.db)).map((entry) => entry.action)).toContain('agreement.publish');

    const twice = await publish({
      kind: 'verwerkersovereenkomst',
      version: '1.0',
      title: 'Nog eens',
      effective_on: today(),
      content_html: '<p>Anders</p>',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(agreementMessages.versionTaken);
  });

  it('is shown to every role, accepted only by the eigenaar, with the text’s hash and a statement', async () => {
    const [document] = await listed(financieel);
    expect(document).toMatchObject({ version: '1.0', accepted: null });

    expect(
      (await accept({ document: document.id, sha256: document.sha256, statement: true }, financieel))
        .statusCode,
    ).toBe(403);
    const noStatement = await accept({ document: document.id, sha256: document.sha256, statement: false });
    expect(noStatement.statusCode).toBe(422);
    const otherText = await accept({
      document: document.id,
      sha256: sha256('<p>iets anders</p>'),
      statement: true,
    });
    expect(otherText.statusCode).toBe(409);
    expect(otherText.json().message).toBe(agreementMessages.textChanged);
    expect(await t.db.select().from(agreementAcceptances)).toEqual([]);
  });

  it('records the evidence once, however often it is clicked, and never lets it change', async () => {
    const [document] = await listed(company.headers);
    const clicks = await Promise.all(
      [1, 2, 3].map(() => accept({ document: document.id, sha256: document.sha256, statement: true })),
    );
    for (const click of clicks) expect(click.statusCode, click.body).toBe(200);
    const answers = clicks.map((click) => click.json().accepted);
    expect(new Set(answers.map((answer) => answer.accepted_at)).size).toBe(1);
    expect(answers[0].person_name).toBe(`${company.user.firstName} ${company.user.lastName}`);

    const rows = await t.db.select().from(agreementAcceptances);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      customerId: company.customer.id,
      userId: company.user.id,
      version: '1.0',
      sha256: document.sha256,
      address: '127.0.0.1',
      userAgent: BROWSER,
    });
    await expect(
      t.db
        .update(agreementAcceptances)
        .set({ version: '0.9' })
        .where(eq(agreementAcceptances.id, rows[0]!.id)),
    ).rejects.toThrow();
    expect((await listed(financieel))[0].accepted).toMatchObject({ person_name: answers[0].person_name });
  });

  it('asks again for a new version from its effective date; staff see who accepted what and when', async () => {
    const future = await publish({
      kind: 'verwerkersovereenkomst',
      version: '3.0',
      title: 'Verwerkersovereenkomst',
      effective_on: addDays(today(), 30),
      content_html: '<p>Later pas</p>',
    });
    expect(future.json().current).toBe(false);
    expect((await listed(company.headers)).map((doc: { version: string }) => doc.version)).toEqual(['1.0']);

    const second = await publish({
      kind: 'verwerkersovereenkomst',
      version: '2.0',
      title: 'Verwerkersovereenkomst',
      effective_on: today(),
      content_html: '<p>Nieuwe afspraken</p>',
    });
    const [shown] = await listed(company.headers);
    expect(shown).toMatchObject({ id: second.json().id, version: '2.0', accepted: null });

    const staffList = (
      await t.app.inject({ method: 'GET', url: '/staff/agreements', headers: beheerder.headers })
    ).json();
    expect(
      staffList.map((doc: { version: string; accepted_count: number; current: boolean }) => [
        doc.version,
        doc.accepted_count,
        doc.current,
      ]),
    ).toEqual([
      ['2.0', 0, true],
      ['3.0', 0, false],
      ['1.0', 1, false],
    ]);
    const first = staffList.find((doc: { version: string }) => doc.version === '1.0');
    const acceptances = await t.app.inject({
      method: 'GET',
      url: `/staff/agreements/${first.id}/acceptances`,
      headers: beheerder.headers,
    });
    expect(acceptances.json()).toEqual([
      expect.objectContaining({
        customer_name: 'Akkoord B.V.',
        version: '1.0',
        sha256: first.sha256,
        user_agent: BROWSER,
      }),
    ]);

    // The old version is no longer the one to accept, for a company that had not accepted it.
    const late = await t.app.inject({
      method: 'POST',
      url: '/agreements/accept',
      headers: (await loggedInCustomer(t.db, { name: 'Laat B.V.' })).headers,
      payload: { document: first.id, sha256: first.sha256, statement: true },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(agreementMessages.notCurrent);
  });
});
