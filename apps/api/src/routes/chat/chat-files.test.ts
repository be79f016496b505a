import { attachmentMessages } from '@maatwerk/contract';
import { describe, expect, it } from 'vitest';
import { staffPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { pngOf } from '../attachments/attachments-test-support.ts';

describe('files in the chat, under the attachment rules of orders', () => {
  const t = testAppPerBlock();
  const staff = staffPerBlock(t, 'ontwikkelaar');

  let address = 10;
  const start = async () => {
    const remoteAddress = `203.0.113.${++address}`;
    const response = await t.app.inject({ method: 'POST', url: '/chats', payload: {}, remoteAddress });
    const chat = response.json() as { chat_id: string; session_id: string };
    const upload = (name: string, bytes: Buffer, sessionId = chat.session_id) =>
      t.app.inject({
        method: 'POST',
        url: `/chats/${chat.chat_id}/attachments?name=${encodeURIComponent(name)}`,
        headers: { 'content-type': 'application/octet-stream', 'x-chat-session': sessionId },
        payload: bytes,
        remoteAddress,
      });
    const say = (body: string, attachmentIds: string[], sessionId = chat.session_id) =>
      t.app.inject({
        method: 'POST',
        url: `/chats/${chat.chat_id}/messages`,
        payload: { session_id: sessionId, body, attachment_ids: attachmentIds },
        remoteAddress,
      });
    const download = (id: string, sessionId = chat.session_id, suffix = '') =>
      t.app.inject({
        method: 'GET',
        url: `/chats/${chat.chat_id}/attachments/${id}${suffix}`,
        headers: { 'x-chat-session': sessionId },
      });
    return { ...chat, upload, say, download };
  };

  it('sends a screenshot with a line: staff see and download it, the browser downloads it, never inline', async () => {
    const chat = await start();
    const png = await pngOf(64, 48);
    const stored = await chat.upload('scherm foto.png', png);
    expect(stored.statusCode, stored.body).toBe(201);
    const file = stored.json();
    expect(file).toMatchObject({ name: 'scherm foto.png', type: 'image/png', has_thumbnail: true });

    const line = await chat.say('Zie de foto', [file.id]);
    expect(line.statusCode, line.body).toBe(201);
    expect(line.json().attachments).toEqual([file]);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/staff/chats/${chat.chat_id}`,
      headers: staff.headers,
    });
    expect(detail.json().messages.at(-1).attachments).toEqual([file]);
    const asStaff = await t.app.inject({
      method: 'GET',
      url: `/staff/attachments/${file.id}`,
      headers: staff.headers,
    });
    expect(asStaff.statusCode).toBe(200);
    expect(asStaff.rawPayload.equals(png)).toBe(true);

    const own = await chat.download(file.id);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toMatch(/^attachment;/);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.rawPayload.equals(png)).toBe(true);
    expect((await chat.download(file.id, chat.session_id, '/thumbnail')).headers['content-type']).toBe(
      'image/png',
    );
  });

  it("refuses another visitor's file: it cannot be sent with their line nor downloaded by them", async () => {
    const mine = await start();
    const theirs = await start();
    const file = (
      await mine.upload('factuur.pdf', Buffer.from('%PDF-1.4\n%test\n1 0 obj\n<<>>\nendobj\n'))
    ).json();
    expect(file).toMatchObject({ type: 'application/pdf' });

    const stolen = await theirs.say('Kijk eens', [file.id]);
    expect(stolen.statusCode).toBe(422);
    expect(stolen.json().message).toBe(attachmentMessages.unknownUpload);

    await mine.say('Mijn factuur', [file.id]);
    // Their own chat with this file's id, and this chat with their secret: both unknown.
    expect((await theirs.download(file.id)).statusCode).toBe(404);
    expect((await mine.download(file.id, theirs.session_id)).statusCode).toBe(404);
    const forged = await t.app.inject({
      method: 'GET',
      url: `/chats/${theirs.chat_id}/attachments/${file.id}`,
      headers: { 'x-chat-session': theirs.session_id },
    });
    expect(forged.statusCode).toBe(404);
    // A file sent once cannot be sent again with another line.
    expect((await mine.say('Nog eens', [file.id])).statusCode).toBe(422);
  });

  it('refuses a disguised HTML file and an upload without the browser secret, keeping nothing', async () => {
    const chat = await start();
    const html = await chat.upload('foto.png', Buffer.from('<!doctype html><script>alert(1)</script>'));
    expect(html.statusCode).toBe(422);
    expect(html.json().message).toBe(attachmentMessages.looksLikeHtml('foto.png'));
    const other = await start();
    const noSecret = await chat.upload('a.txt', Buffer.from('hallo'), other.session_id);
    expect(noSecret.statusCode).toBe(404);
  });

  it('takes at most 10 files in one chat', async () => {
    const chat = await start();
    for (let i = 1; i <= 10; i++) {
      const response = await chat.upload(`log-${i}.txt`, Buffer.from(`regel ${i}\n`));
      expect(response.statusCode, response.body).toBe(201);
    }
    const eleventh = await chat.upload('log-11.txt', Buffer.from('regel 11\n'));
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().message).toBe(
      'Je kunt hoogstens 10 bestanden in één chat sturen. Maak voor meer een opdracht aan of mail ze.',
    );
  });

  it("does not hand a staff member's internal note's file to the visitor", async () => {
    const chat = await start();
    const staffFile = await t.app.inject({
      method: 'POST',
      url: '/staff/attachments?name=notitie.txt',
      headers: { ...staff.headers, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('intern\n'),
    });
    expect(staffFile.statusCode, staffFile.body).toBe(201);
    const note = await t.app.inject({
      method: 'POST',
      url: `/staff/chats/${chat.chat_id}/messages`,
      headers: staff.headers,
      payload: { body: 'Zie bijlage', internal: true, attachment_ids: [staffFile.json().id] },
    });
    expect(note.statusCode, note.body).toBe(201);
    expect((await chat.download(staffFile.json().id)).statusCode).toBe(404);
  });
});
