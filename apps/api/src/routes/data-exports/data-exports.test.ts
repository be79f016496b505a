import { DataExport, dataExportMessages } from '@maatwerk/contract';
import { strFromU8, unzipSync } from 'fflate';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createInvoice,
  createUser,
  createUserStory,
  createUserStoryReply,
} from '../../db/factories/index.ts';
import { attachments } from '../../db/schema.ts';
import { databaseStorage } from '../../services/attachments/database-storage.ts';
import { createSession } from '../../services/sessions.ts';
import { customerPerBlock, testAppPerBlock } from '../../test/app-per-block.ts';
import { exactly } from '../../test/exactly.ts';
import { jobsEnded } from '../../test/jobs-ended.ts';
import { mailsTo } from '../../test/mailbox.ts';

type Headers = { authorization: string };
type Files = Record<string, Uint8Array>;

describe('a copy of one’s data (AVG export)', () => {
  const t = testAppPerBlock();
  const owner = customerPerBlock(t);
  const other = customerPerBlock(t);
  const colleague = { headers: {} as Headers, email: '', id: 0 };
  const stories = { mine: 0, colleagues: 0, othersCustomer: 0 };
  let invoiceNumber = '';

  beforeAll(async () => {
    const person = await createUser(t.db, { customerId: owner.customer.id, teamRole: 'financieel' });
    colleague.email = person.email;
    colleague.id = person.id;
    colleague.headers = { authorization: `Bearer ${(await createSession(t.db, person.id, 'login')).token}` };
    const mine = await createUserStory(t.db, {
      customerId: owner.customer.id,
      createdByUserId: owner.user.id,
      title: 'Mijn eigen opdracht',
    });
    stories.mine = mine.id;
    const reply = await createUserStoryReply(t.db, {
      userStoryId: mine.id,
      authorUserId: owner.user.id,
      bodyHtml: '<p>Mijn reactie</p>',
    });
    await createUserStoryReply(t.db, {
      userStoryId: mine.id,
      fromProvider: true,
      kind: 'internal_note',
      bodyHtml: '<p>Alleen voor de ontwikkelaars</p>',
    });
    const [file] = await t.db
      .insert(attachments)
      .values({
        customerId: owner.customer.id,
        uploadedByUserId: owner.user.id,
        userStoryId: mine.id,
        replyId: reply.id,
        state: 'ready',
        name: 'notitie.txt',
        type: 'text/plain',
        sizeBytes: 13,
        attachedAt: new Date(),
      })
      .returning();
    await databaseStorage(t.db).write(
      file!.id,
      (async function* () {
        yield Buffer.from('hallo bijlage');
      })(),
    );
    stories.colleagues = (
      await createUserStory(t.db, { customerId: owner.customer.id, createdByUserId: person.id })
    ).id;
    stories.othersCustomer = (
      await createUserStory(t.db, { customerId: other.customer.id, createdByUserId: other.user.id })
    ).id;
    invoiceNumber = (await createInvoice(t.db, { customerId: owner.customer.id })).number!;
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const request = (headers: Headers, scope: 'person' | 'company') =>
    t.app.inject({ method: 'POST', url: '/data-exports', headers, payload: { scope } });
  const status = (headers: Headers, id: string) =>
    t.app.inject({ method: 'GET', url: `/data-exports/${id}`, headers });
  const download = (headers: Headers, id: string) =>
    t.app.inject({ method: 'GET', url: `/data-exports/${id}/download`, headers });

  /** Asks for an export and polls it, as the portal does, until it is ready. */
  const readyExport = async (headers: Headers, scope: 'person' | 'company'): Promise<DataExport> => {
    const asked = await request(headers, scope);
    expect(asked.statusCode, asked.body).toBe(202);
    const { id } = exactly(DataExport, asked.json());
    for (let i = 0; i < 400; i++) {
      const now = exactly(DataExport, (await status(headers, id)).json());
      if (now.state === 'ready' || now.state === 'failed') {
        expect(now).toMatchObject({ state: 'ready', percent: 100, error: null });
        return now;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the export did not get ready');
  };

  const filesOf = async (headers: Headers, id: string): Promise<Files> => {
    const response = await download(headers, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    return unzipSync(new Uint8Array(response.rawPayload));
  };
  const rows = (files: Files, name: string) => {
    const file = files[name];
    expect(file, `${name} in the ZIP`).toBeDefined();
    return JSON.parse(strFromU8(file!)) as Record<string, unknown>[];
  };

  it('holds my own orders, replies and files, and nothing of another customer or an internal note', async () => {
    const made = await readyExport(owner.headers, 'person');
    const files = await filesOf(owner.headers, made.id);
    expect(rows(files, 'opdrachten.json').map((row) => row.id)).toEqual([stories.mine]);
    const replies = rows(files, 'reacties.json');
    expect(replies.map((row) => row.body_html)).toEqual(['<p>Mijn reactie</p>']);
    expect(JSON.stringify(replies)).not.toContain('Alleen voor de ontwikkelaars');
    expect(rows(files, 'personen.json')).toEqual([
      expect.objectContaining({ id: owner.user.id, email: owner.user.email }),
    ]);
    expect(rows(files, 'personen.json')[0]).not.toHaveProperty('password_hash');
    const attached = Object.keys(files).find((name) => name.startsWith('bijlagen/'));
    expect(strFromU8(files[attached!]!)).toBe('hallo bijlage');
    // A person's own copy holds no invoices: those are the company's.
    expect(Object.keys(files).some((name) => name.startsWith('facturen/'))).toBe(false);
    const all = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(all).not.toContain(other.user.email);
    expect(all).not.toContain(other.customer.name);
  });

  it('mails the person that it is ready, with a link to the portal page', async () => {
    await readyExport(owner.headers, 'person');
    await jobsEnded(t.db);
    const mails = await mailsTo(t.env.DATA_DIR, owner.user.email);
    const mail = mails.find((one) => one.includes('Je kopie van je gegevens staat klaar'));
    expect(mail).toBeDefined();
    expect(mail).toContain('http://localhost:3000/klantenportaal/mijn-account/je-gegevens');
  });

  it('gives the eigenaar the company: every person’s orders, the invoices as PDF and UBL, not another customer', async () => {
    const made = await readyExport(owner.headers, 'company');
    const files = await filesOf(owner.headers, made.id);
    expect(
      rows(files, 'opdrachten.json')
        .map((row) => row.id)
        .sort(),
    ).toEqual([stories.mine, stories.colleagues].sort());
    expect(rows(files, 'personen.json').map((row) => row.id)).toEqual(
      expect.arrayContaining([owner.user.id, colleague.id]),
    );
    expect(rows(files, 'bedrijf.json')).toEqual([expect.objectContaining({ name: owner.customer.name })]);
    expect(rows(files, 'facturen.json')).toEqual([expect.objectContaining({ number: invoiceNumber })]);
    expect(strFromU8(files[`facturen/${invoiceNumber}.pdf`]!.subarray(0, 5))).toBe('%PDF-');
    expect(strFromU8(files[`facturen/${invoiceNumber}.xml`]!)).toContain(invoiceNumber);
    expect(rows(files, 'beveiligingslogboek.json')).toEqual([]);
    const all = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(all).not.toContain('Alleen voor de ontwikkelaars');
    expect(all).not.toContain(other.customer.name);
  });

  it('lets only an eigenaar ask for the company; any role asks for their own', async () => {
    for (const teamRole of ['financieel', 'technisch', 'opdrachten'] as const) {
      const person = await createUser(t.db, { customerId: owner.customer.id, teamRole });
      const headers = { authorization: `Bearer ${(await createSession(t.db, person.id, 'login')).token}` };
      const refused = await request(headers, 'company');
      expect(refused.statusCode, teamRole).toBe(403);
      expect(refused.json()).toMatchObject({ message: dataExportMessages.companyOnlyOwner });
    }
    const own = await readyExport(colleague.headers, 'person');
    const files = await filesOf(colleague.headers, own.id);
    expect(rows(files, 'opdrachten.json').map((row) => row.id)).toEqual([stories.colleagues]);
  });

  it('downloads once: the second download is refused in Dutch', async () => {
    const made = await readyExport(owner.headers, 'person');
    await filesOf(owner.headers, made.id);
    const again = await download(owner.headers, made.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: dataExportMessages.alreadyDownloaded });
    expect(exactly(DataExport, (await status(owner.headers, made.id)).json())).toMatchObject({
      state: 'downloaded',
    });
  });

  it('answers 404 for another person’s export, of the same company or another', async () => {
    const made = await readyExport(owner.headers, 'person');
    for (const headers of [colleague.headers, other.headers]) {
      expect((await status(headers, made.id)).statusCode).toBe(404);
      const taken = await download(headers, made.id);
      expect(taken.statusCode).toBe(404);
      expect(taken.json()).toMatchObject({ message: dataExportMessages.notFound });
      const listed = await t.app.inject({ method: 'GET', url: '/data-exports', headers });
      expect((listed.json() as DataExport[]).map((one) => one.id)).not.toContain(made.id);
    }
    // Untouched by those tries: the owner still downloads it.
    await filesOf(owner.headers, made.id);
  });

  it('expires 24 hours after it is ready', async () => {
    const made = await readyExport(owner.headers, 'person');
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(made.expires_at!).getTime() + 1000 });
    // A login of that later day: the one of the test's start has ended by then.
    const later = {
      authorization: `Bearer ${(await createSession(t.db, owner.user.id, 'login')).token}`,
    };
    const late = await download(later, made.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: dataExportMessages.expired });
    expect(exactly(DataExport, (await status(later, made.id)).json())).toMatchObject({ state: 'expired' });
  });

  it('a minute before the end it still downloads', async () => {
    const made = await readyExport(owner.headers, 'person');
    expect(new Date(made.expires_at!).getTime() - new Date(made.ready_at!).getTime()).toBe(24 * 3600 * 1000);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(made.expires_at!).getTime() - 60_000 });
    const later = {
      authorization: `Bearer ${(await createSession(t.db, owner.user.id, 'login')).token}`,
    };
    await filesOf(later, made.id);
  });
});
