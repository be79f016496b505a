import {
  ATTACHMENT_MAX_BYTES,
  Attachment,
  attachmentMessages,
  StaffOrderDetail,
  StaffReplyResult,
  UserStoryDetail,
  UserStoryReply,
} from '@maatwerk/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUserStory } from '../../db/factories/index.ts';
import { attachments, auditLog } from '../../db/schema.ts';
import { removeUnattachedUploads } from '../../services/attachments/cleanup.ts';
import { customerPerBlock, staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { exactly } from '../../test/exactly.ts';
import type { LoggedInCustomer } from '../../test/logged-in-customer.ts';
import { mailsTo } from '../../test/mailbox.ts';
import type { LoggedInStaff } from '../../test/staff-login.ts';
import { pngOf, zipOf } from './attachments-test-support.ts';

const t = testAppPerBlock({ SITE_URL: 'https://www.kodewerk.test' });
const jan = customerPerBlock(t, { name: 'Voorbeeld B.V.' });
const petra = customerPerBlock(t, { name: 'Jansen Webdesign' });
const developer = staffPerBlock(t, 'ontwikkelaar');

const upload = (who: { headers: { authorization: string } }, url: string, name: string, bytes: Buffer) =>
  t.app.inject({
    method: 'POST',
    url: `${url}?name=${encodeURIComponent(name)}`,
    headers: { ...who.headers, 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
const uploadAsCustomer = (who: LoggedInCustomer, name: string, bytes: Buffer) =>
  upload(who, '/user-story-attachments', name, bytes);
const uploadAsStaff = (who: LoggedInStaff, name: string, bytes: Buffer) =>
  upload(who, '/staff/attachments', name, bytes);

const uploaded = (response: LightMyRequestResponse): Attachment => {
  expect(response.statusCode, response.body).toBe(201);
  return exactly(Attachment, response.json());
};

const refusal = (response: LightMyRequestResponse) => {
  const body = response.json() as { message: string; fields?: Record<string, string> };
  return { status: response.statusCode, message: body.message, field: body.fields?.file };
};

const get = (who: { headers: { authorization: string } }, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who.headers });

const post = (who: { headers: { authorization: string } }, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: who.headers, payload });

describe('attachments', () => {
  it('an image attached to a reply by a customer is in the thread, and staff download it unchanged', async () => {
    const png = await pngOf(480, 360);
    const file = uploaded(await uploadAsCustomer(jan, 'Schermafbeelding 2026-11-28.png', png));
    expect(file).toMatchObject({
      name: 'Schermafbeelding 2026-11-28.png',
      size_bytes: png.length,
      type: 'image/png',
      has_thumbnail: true,
    });
    const order = await createUserStory(t.db, { customerId: jan.customer.id });
    const reply = await post(jan, '/user-story-replies', {
      user_story_id: order.id,
      body_html: '<p>Zie de schermafbeelding.</p>',
      attachment_ids: [file.id],
    });
    expect(reply.statusCode).toBe(201);
    expect(exactly(UserStoryReply, reply.json()).attachments).toEqual([file]);

    const thread = exactly(UserStoryDetail, (await get(jan, `/user-stories/${order.id}`)).json());
    expect(thread.replies.at(-1)?.attachments.map((a) => a.name)).toEqual([
      'Schermafbeelding 2026-11-28.png',
    ]);
    const staffView = exactly(StaffOrderDetail, (await get(developer, `/staff/orders/${order.id}`)).json());
    expect(staffView.replies.at(-1)?.attachments).toEqual([file]);

    const download = await get(developer, `/staff/attachments/${file.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(png)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Schermafbeelding 2026-11-28.png"; filename*=UTF-8''Schermafbeelding%202026-11-28.png`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toContain("default-src 'none'");
    expect(download.headers['content-security-policy']).toContain('sandbox');
    expect(download.headers['cache-control']).toBe('private, no-store');

    const thumbnail = await get(jan, `/user-story-attachments/${file.id}/thumbnail`);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/png');
    expect(thumbnail.headers['content-disposition']).toMatch(/^attachment;/);
    const { Jimp } = await import('jimp');
    const small = await Jimp.fromBuffer(thumbnail.rawPayload);
    expect([small.width, small.height]).toEqual([320, 240]);
  });

  it('a new order takes files too; the name is made harmless and non-ASCII names download by filename*', async () => {
    const log = uploaded(
      await uploadAsCustomer(jan, '../../etc/foutmelding.log', Buffer.from('fout om 10:00\n')),
    );
    expect(log).toMatchObject({ name: 'foutmelding.log', type: 'text/plain', has_thumbnail: false });
    const bare = uploaded(await uploadAsCustomer(jan, '../../x', Buffer.from('regel\n')));
    expect(bare.name).toBe('x.txt');
    const page = uploaded(await uploadAsCustomer(jan, 'notities.html', Buffer.from('alleen tekst\n')));
    expect(page.name).toBe('notities.html.txt');
    const euro = uploaded(await uploadAsCustomer(jan, 'offerte €.txt', Buffer.from('prijs\n')));

    const created = await post(jan, '/user-stories', {
      title: 'Foutmelding bij inloggen',
      description_html: '<p>Zie het logbestand.</p>',
      attachment_ids: [log.id, bare.id, page.id, euro.id],
    });
    expect(created.statusCode).toBe(201);
    const detail = exactly(UserStoryDetail, created.json());
    expect(detail.attachments.map((a) => a.name).sort()).toEqual(
      ['foutmelding.log', 'notities.html.txt', 'offerte €.txt', 'x.txt'].sort(),
    );
    const download = await get(jan, `/user-story-attachments/${euro.id}`);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="offerte _.txt"; filename*=UTF-8''offerte%20%E2%82%AC.txt`,
    );
    expect(download.headers['content-type']).toBe('text/plain');
  });

  it('refuses a disguised HTML file and HTML in a PNG, naming the file, and keeps nothing of them', async () => {
    const before = await t.db.select().from(attachments);
    const html = await uploadAsCustomer(
      jan,
      'foto.png',
      Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'),
    );
    expect(refusal(html)).toEqual({
      status: 422,
      message: attachmentMessages.looksLikeHtml('foto.png'),
      field: attachmentMessages.looksLikeHtml('foto.png'),
    });
    const png = await pngOf(4, 4);
    const polyglot = Buffer.concat([
      png.subarray(0, 33),
      Buffer.from('<html><script>alert(1)</script></html>'),
    ]);
    expect(refusal(await uploadAsCustomer(jan, 'plaatje.png', polyglot)).message).toBe(
      attachmentMessages.looksLikeHtml('plaatje.png'),
    );
    // A PNG's signature and header over other bytes does not decode: not an image.
    const broken = Buffer.concat([png.subarray(0, 33), Buffer.alloc(200, 0x41)]);
    expect(refusal(await uploadAsCustomer(jan, 'kapot.png', broken)).message).toBe(
      attachmentMessages.brokenImage('kapot.png'),
    );
    // A whole PNG with a page hidden after its end decodes, but carries HTML: refused as well.
    const appended = Buffer.concat([png, Buffer.from('<script>alert(1)</script>')]);
    expect(refusal(await uploadAsCustomer(jan, 'echt.png', appended)).message).toBe(
      attachmentMessages.looksLikeHtml('echt.png'),
    );
    expect(
      refusal(
        await uploadAsCustomer(jan, 'programma.exe', Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x00binary')),
      ).message,
    ).toBe(attachmentMessages.refusedType('programma.exe'));
    expect(await t.db.select().from(attachments)).toHaveLength(before.length);
  });

  it('takes office documents and zips by their directory, and refuses a zip bomb without unpacking it', async () => {
    const docx = zipOf([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'word/document.xml', data: Buffer.from('<w:document/>') },
    ]);
    expect(uploaded(await uploadAsCustomer(jan, 'offerte', docx))).toMatchObject({
      name: 'offerte.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const zip = zipOf([{ name: 'logs/app.log', data: Buffer.from('regel\n'.repeat(100)) }]);
    expect(uploaded(await uploadAsCustomer(jan, 'logs.zip', zip)).type).toBe('application/zip');

    const bomb = zipOf([
      { name: 'a.bin', data: Buffer.alloc(1000), declaredSize: 700 * 1024 * 1024 },
      { name: 'b.bin', data: Buffer.alloc(1000), declaredSize: 700 * 1024 * 1024 },
    ]);
    expect(refusal(await uploadAsCustomer(jan, 'bom.zip', bomb)).message).toBe(
      attachmentMessages.zipTooLarge('bom.zip'),
    );
    const many = zipOf([{ name: 'a', data: Buffer.alloc(0) }], { declaredEntries: 10_001 });
    expect(refusal(await uploadAsCustomer(jan, 'veel.zip', many)).message).toBe(
      attachmentMessages.zipTooLarge('veel.zip'),
    );
  });

  it('refuses a file over 25 MB and more than 10 files in one message', async () => {
    const big = Buffer.alloc(ATTACHMENT_MAX_BYTES + 1, 0x61);
    expect(refusal(await uploadAsCustomer(jan, 'groot.log', big))).toEqual({
      status: 422,
      message: 'groot.log is te groot: een bijlage mag hoogstens 25 MB zijn.',
      field: 'groot.log is te groot: een bijlage mag hoogstens 25 MB zijn.',
    });
    expect(refusal(await uploadAsCustomer(jan, 'leeg.txt', Buffer.alloc(0))).message).toBe(
      'leeg.txt is leeg.',
    );

    const files = await Promise.all(
      Array.from({ length: 11 }, async (_, i) =>
        uploaded(await uploadAsCustomer(jan, `${i}.txt`, Buffer.from(`${i}\n`))),
      ),
    );
    const order = await createUserStory(t.db, { customerId: jan.customer.id });
    const tooMany = await post(jan, '/user-story-replies', {
      user_story_id: order.id,
      body_html: '<p>Alles</p>',
      attachment_ids: files.map((f) => f.id),
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().fields?.attachment_ids).toBe(
      'Je kunt hoogstens 10 bijlagen per bericht meesturen.',
    );
  });

  it('another customer’s file, an internal note’s file and someone else’s upload are out of reach', async () => {
    const order = await createUserStory(t.db, { customerId: jan.customer.id });
    const janFile = uploaded(await uploadAsCustomer(jan, 'geheim.txt', Buffer.from('geheim\n')));
    await post(jan, '/user-story-replies', {
      user_story_id: order.id,
      body_html: '<p>Bijlage</p>',
      attachment_ids: [janFile.id],
    });
    for (const url of [
      `/user-story-attachments/${janFile.id}`,
      `/user-story-attachments/${janFile.id}/thumbnail`,
    ]) {
      const response = await get(petra, url);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(attachmentMessages.notFound);
    }
    expect((await get(jan, `/user-story-attachments/${janFile.id}`)).statusCode).toBe(200);

    // Petra cannot put Jan's upload in her own order either.
    const petraFile = uploaded(await uploadAsCustomer(petra, 'van-petra.txt', Buffer.from('p\n')));
    const stolen = await post(jan, '/user-story-replies', {
      user_story_id: order.id,
      body_html: '<p>Niet van mij</p>',
      attachment_ids: [petraFile.id],
    });
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().message).toBe(attachmentMessages.unknownUpload);

    const noteFile = uploaded(await uploadAsStaff(developer, 'analyse.txt', Buffer.from('intern\n')));
    const note = await post(developer, `/staff/orders/${order.id}/replies`, {
      kind: 'internal_note',
      body_html: '<p>Alleen voor ons</p>',
      attachment_ids: [noteFile.id],
    });
    expect(exactly(StaffReplyResult, note.json()).reply.attachments.map((a) => a.name)).toEqual([
      'analyse.txt',
    ]);
    expect((await get(jan, `/user-story-attachments/${noteFile.id}`)).statusCode).toBe(404);
    const thread = exactly(UserStoryDetail, (await get(jan, `/user-stories/${order.id}`)).json());
    expect(thread.replies.flatMap((r) => r.attachments).map((a) => a.id)).not.toContain(noteFile.id);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, noteFile.id));
    expect(audit.map((entry) => entry.action)).toEqual(['attachment.upload']);
  });

  it('a staff reply mails the customer links to its attachments', async () => {
    const order = await createUserStory(t.db, { customerId: jan.customer.id, createdByUserId: jan.user.id });
    const file = uploaded(await uploadAsStaff(developer, 'ontwerp.pdf', Buffer.from('%PDF-1.4\n%%EOF\n')));
    expect(file.type).toBe('application/pdf');
    const response = await post(developer, `/staff/orders/${order.id}/replies`, {
      body_html: '<p>Het ontwerp</p>',
      attachment_ids: [file.id],
    });
    expect(response.statusCode).toBe(201);
    const [mail] = (await mailsTo(t.env.dataDir, jan.user.email)).slice(-1);
    expect(mail).toContain(
      `https://www.kodewerk.test/klantenportaal/opdrachten/${order.id}#bijlage-${file.id}`,
    );
    expect(mail).toContain('ontwerp.pdf (15 bytes)');
  });

  it('removes uploads no message took after a day, and keeps attached ones', async () => {
    const loose = uploaded(await uploadAsCustomer(jan, 'los.txt', Buffer.from('los\n')));
    expect(await removeUnattachedUploads(t.db, new Date(Date.now() + 23 * 3600_000))).toBe(0);
    expect(await removeUnattachedUploads(t.db, new Date(Date.now() + 25 * 3600_000))).toBeGreaterThan(0);
    expect(await t.db.select().from(attachments).where(eq(attachments.id, loose.id))).toEqual([]);
    expect((await t.db.select().from(attachments)).every((row) => row.userStoryId !== null)).toBe(true);
  });
});

describe('the storage quota of a customer', () => {
  const small = testAppPerBlock({ ATTACHMENT_QUOTA_BYTES: String(3000) });
  const kees = customerPerBlock(small);

  it('refuses an upload that does not fit any more, with the Dutch message, and frees nothing that was stored', async () => {
    const send = (name: string, bytes: number) =>
      small.app.inject({
        method: 'POST',
        url: `/user-story-attachments?name=${name}`,
        headers: { ...kees.headers, 'content-type': 'application/octet-stream' },
        payload: Buffer.alloc(bytes, 0x62),
      });
    expect((await send('eerste.txt', 2000)).statusCode).toBe(201);
    const full = await send('tweede.txt', 1500);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(attachmentMessages.quotaFull('tweede.txt', 3000));
    expect(full.json().message).toContain('tweede.txt past niet meer');
    expect((await send('klein.txt', 900)).statusCode).toBe(201);
  });
});
