import { connect } from 'node:net';
import { INBOUND_MAILS_PER_SENDER_PER_MINUTE, UserStoryDetail } from '@maatwerk/contract';
import { and, eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserStory } from '../db/factories/index.ts';
import { auditLog, staffMembers, staffNotifications } from '../db/schema.ts';
import { pngOf } from '../routes/attachments/attachments-test-support.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';
import { jobsEnded } from '../test/jobs-ended.ts';
import { type LoggedInCustomer, loggedInCustomer } from '../test/logged-in-customer.ts';
import { mailsTo } from '../test/mailbox.ts';
import { type LoggedInStaff, loggedInStaff } from '../test/staff-login.ts';

const replyToOf = (mail: string | undefined) => /^Reply-To: (.*)$/m.exec(mail ?? '')?.[1]?.trim();

/** An SMTP error as nodemailer reports it: the code and text the listener answered. */
const refusalOf = async (sending: Promise<unknown>) => {
  const error = (await sending.then(
    () => undefined,
    (caught: unknown) => caught,
  )) as { responseCode?: number; response?: string } | undefined;
  return { code: error?.responseCode, text: error?.response };
};

describe('replies by e-mail, sent over SMTP to the inbound listener', () => {
  let test: TestApp;
  const logs: Record<string, unknown>[] = [];
  let customer: LoggedInCustomer;
  let staff: LoggedInStaff;
  let staffEmail: string;
  let staffName: string;
  let orderId: number;
  /** The Reply-To of the staff's reply mail to the customer. */
  let customerAddress: string;
  let send: (message: Mail.Options) => Promise<{ response: string }>;

  const thread = async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: `/user-stories/${orderId}`,
      headers: customer.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return UserStoryDetail.parse(response.json()).replies;
  };

  const refusals = () => logs.filter((line) => line.msg === 'inbound mail refused');

  beforeAll(async () => {
    test = await buildTestApp({ INBOUND_SMTP_PORT: '0', INBOUND_SMTP_HOST: '127.0.0.1' }, { logs });
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: test.app.inboundSmtpPort(),
      secure: false,
      ignoreTLS: true,
    });
    send = (message) => transport.sendMail(message);
    customer = await loggedInCustomer(test.db, { name: 'Antwoord B.V.' });
    staff = await loggedInStaff(test.db, 'ontwikkelaar');
    const [member] = await test.db.select().from(staffMembers).where(eq(staffMembers.id, staff.staffId));
    staffEmail = member!.email;
    staffName = member!.name;
    const order = await createUserStory(test.db, {
      customerId: customer.customer.id,
      createdByUserId: customer.user.id,
      assigneeStaffId: staff.staffId,
      title: 'Contactformulier',
      status: 'in_behandeling',
    });
    orderId = order.id;
    const answered = await test.app.inject({
      method: 'POST',
      url: `/staff/orders/${orderId}/replies`,
      headers: staff.headers,
      payload: { kind: 'reply', body_html: '<p>Werkt het formulier nu?</p>' },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const [mail] = await mailsTo(test.env.dataDir, customer.user.email);
    customerAddress = replyToOf(mail)!;
  });
  let closed = false;
  afterAll(async () => {
    if (!closed) await test.close();
  });

  it('gives the mail to the customer a reply address of the order and the person, signed', () => {
    expect(test.app.inboundSmtpPort()).toBeGreaterThan(0);
    expect(customerAddress).toMatch(
      new RegExp(`^order\\+${orderId}\\.c${customer.user.id}\\.[0-9a-f]{20}@kodewerk\\.nl$`),
    );
  });

  it("puts the customer's reply in the thread as theirs, without quote or signature, with its file", async () => {
    const answer = await send({
      from: `Kees <${customer.user.email}>`,
      to: customerAddress,
      subject: 'Re: Nieuwe reactie op opdracht',
      text: [
        'Ja, het werkt. Zie de schermafbeelding.',
        '',
        '-- ',
        'Kees van Antwoord B.V.',
        '',
        `Op ma 3 nov. 2026 om 10:12 schreef Kodewerk <noreply@kodewerk.nl>:`,
        '> Werkt het formulier nu?',
      ].join('\n'),
      attachments: [{ filename: 'scherm.png', content: await pngOf(40, 30), contentType: 'image/png' }],
    });
    expect(answer.response).toMatch(new RegExp(`^250 .*Reactie ontvangen bij opdracht #${orderId}`));
    const last = (await thread()).at(-1)!;
    expect(last).toMatchObject({
      from_provider: false,
      author_name: `${customer.user.firstName} ${customer.user.lastName}`,
      body_html: '<p>Ja, het werkt. Zie de schermafbeelding.</p>',
    });
    expect(last.attachments.map((file) => [file.name, file.type])).toEqual([['scherm.png', 'image/png']]);
    // The same notification as a reply in the portal: the assignee hears of it.
    const [notification] = await test.db
      .select()
      .from(staffNotifications)
      .where(and(eq(staffNotifications.userStoryId, orderId), eq(staffNotifications.kind, 'order_reply')));
    expect(notification).toMatchObject({ staffId: staff.staffId, delivery: 'mail' });
  });

  it('takes a second reply to the same address: a person may answer twice', async () => {
    await send({ from: customer.user.email, to: customerAddress, subject: 'Re', text: 'Nog een vraag.' });
    expect((await thread()).at(-1)).toMatchObject({
      from_provider: false,
      body_html: '<p>Nog een vraag.</p>',
    });
  });

  it("puts a staff member's reply to their notification mail in the thread as Kodewerk's", async () => {
    await jobsEnded(test.db);
    const notices = await mailsTo(test.env.dataDir, staffEmail);
    const staffAddress = replyToOf(notices.at(-1));
    expect(staffAddress).toMatch(
      new RegExp(`^order\\+${orderId}\\.s${staff.staffId}\\.[0-9a-f]{20}@kodewerk\\.nl$`),
    );
    const before = (await mailsTo(test.env.dataDir, customer.user.email)).length;
    await send({
      from: staffEmail,
      to: staffAddress,
      subject: 'Re: Reactie',
      text: 'Mooi, dan sluit ik hem.\n\nOn Mon, Nov 3, 2026 at 10:12 AM Kodewerk <noreply@kodewerk.nl> wrote:\n> Nog een vraag.',
    });
    const last = (await thread()).at(-1)!;
    expect(last).toMatchObject({
      from_provider: true,
      author_name: `${staffName} (Kodewerk)`,
      body_html: '<p>Mooi, dan sluit ik hem.</p>',
    });
    const audit = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user_story.reply'), eq(auditLog.staffId, staff.staffId)));
    expect(audit).toHaveLength(2);
    expect(audit.at(-1)!.address).toBe('127.0.0.1');
    // As from /beheer: the customer gets the reply by mail.
    expect(await mailsTo(test.env.dataDir, customer.user.email)).toHaveLength(before + 1);
  });

  it("lets any active staff member answer the desk's notification of an unassigned order", async () => {
    const unassigned = await createUserStory(test.db, {
      customerId: customer.customer.id,
      createdByUserId: customer.user.id,
      title: 'Nieuwe huisstijl',
      status: 'in_behandeling',
    });
    const replied = await test.app.inject({
      method: 'POST',
      url: '/user-story-replies',
      headers: customer.headers,
      payload: { user_story_id: unassigned.id, body_html: '<p>Wie pakt dit op?</p>' },
    });
    expect(replied.statusCode, replied.body).toBeLessThan(300);
    await jobsEnded(test.db);
    const deskAddress = replyToOf((await mailsTo(test.env.dataDir, 'info@kodewerk.nl')).at(-1));
    expect(deskAddress).toMatch(new RegExp(`^order\\+${unassigned.id}\\.desk\\.[0-9a-f]{20}@kodewerk\\.nl$`));
    const stranger = await refusalOf(send({ from: customer.user.email, to: deskAddress, text: 'Ik ook.' }));
    expect(stranger.code).toBe(550);
    await send({ from: staffEmail, to: deskAddress, text: 'Ik pak hem op.' });
    const detail = await test.app.inject({
      method: 'GET',
      url: `/user-stories/${unassigned.id}`,
      headers: customer.headers,
    });
    expect(UserStoryDetail.parse(detail.json()).replies.at(-1)).toMatchObject({
      from_provider: true,
      author_name: `${staffName} (Kodewerk)`,
      body_html: '<p>Ik pak hem op.</p>',
    });
  });

  it('refuses a mail whose envelope or From is not the person the address is for, and logs it', async () => {
    const count = (await thread()).length;
    const notTheSender = () => refusals().filter((line) => line.reason === 'notTheSender').length;
    const logged = notTheSender();
    const forgedEnvelope = await refusalOf(
      send({
        envelope: { from: 'aanvaller@example.com', to: customerAddress },
        from: customer.user.email,
        to: customerAddress,
        text: 'Sluit alles.',
      }),
    );
    const forgedHeader = await refusalOf(
      send({
        envelope: { from: customer.user.email, to: customerAddress },
        from: 'aanvaller@example.com',
        to: customerAddress,
        text: 'Sluit alles.',
      }),
    );
    for (const refused of [forgedEnvelope, forgedHeader]) {
      expect(refused.code).toBe(550);
      expect(refused.text).toContain('Dit antwoordadres hoort bij een ander e-mailadres dan de afzender.');
    }
    expect(await thread()).toHaveLength(count);
    expect(notTheSender()).toBe(logged + 2);
  });

  it('refuses an altered reply address: another signature, order or person', async () => {
    const [, id, person, signature] = /^order\+(\d+)\.(c\d+)\.([0-9a-f]+)@/.exec(customerAddress)!;
    const flipped = `${signature!.slice(0, -1)}${signature!.endsWith('0') ? '1' : '0'}`;
    const altered = [
      `order+${id}.${person}.${flipped}@kodewerk.nl`,
      `order+${Number(id) + 1}.${person}.${signature}@kodewerk.nl`,
      `order+${id}.c${customer.user.id + 1}.${signature}@kodewerk.nl`,
    ];
    for (const to of altered) {
      const refused = await refusalOf(send({ from: customer.user.email, to, text: 'Hallo' }));
      expect(refused.code).toBe(550);
      expect(refused.text).toContain('Dit antwoordadres bestaat niet.');
    }
    expect(refusals().filter((line) => line.altered === true)).toHaveLength(3);
  });

  it(`refuses more than ${INBOUND_MAILS_PER_SENDER_PER_MINUTE} mails a minute from one sender`, async () => {
    const from = 'vloed@example.com';
    const codes: (number | undefined)[] = [];
    for (let i = 0; i <= INBOUND_MAILS_PER_SENDER_PER_MINUTE; i++) {
      codes.push((await refusalOf(send({ from, to: customerAddress, text: `Bericht ${i}` }))).code);
    }
    expect(codes).toEqual([...Array(INBOUND_MAILS_PER_SENDER_PER_MINUTE).fill(550), 451]);
    expect(refusals().filter((line) => line.reason === 'tooMany' && line.sender === from)).toHaveLength(1);
    // The flood never touched the person's own budget.
    await send({ from: customer.user.email, to: customerAddress, text: 'Ik ben het echt.' });
    expect((await thread()).at(-1)).toMatchObject({ body_html: '<p>Ik ben het echt.</p>' });
  });

  it('closes the listener when the API closes', async () => {
    const port = test.app.inboundSmtpPort()!;
    await test.close();
    closed = true;
    const refused = await new Promise<string>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).toBe('ECONNREFUSED');
  });
});
