import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.ts';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

const mails = async (dataDir: string): Promise<string[]> => {
  const folder = path.join(dataDir, 'mail');
  const names = await readdir(folder).catch(() => []);
  return Promise.all(names.sort().map((name) => readFile(path.join(folder, name), 'utf8')));
};

const valid = {
  name: 'Anna Bakker',
  email: 'anna@bakker.nl',
  phone: '06 12345678',
  company: 'Bakker & Zn',
  subject: 'Offerte app',
  message: 'Wij zoeken een partner voor een app voor onze klanten.',
};

describe('POST /frontend/contact-form', () => {
  const t = testAppPerBlock({ CONTACT_EMAIL: 'verkoop@kodewerk.nl' });

  it('stores the message and mails it to CONTACT_EMAIL, reply-to the sender', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/frontend/contact-form', payload: valid });
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({ name: 'Anna Bakker', email: 'anna@bakker.nl', company: 'Bakker & Zn' });
    const [mail] = await mails(t.env.dataDir);
    expect(mail).toContain('To: verkoop@kodewerk.nl');
    expect(mail).toContain('Reply-To: Anna Bakker <anna@bakker.nl>');
    expect(mail).toContain('Subject: Contactformulier: Offerte app');
    expect(mail).toContain('Wij zoeken een partner voor een app voor onze klanten.');
  });

  it('takes empty optional fields as none', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/frontend/contact-form',
      payload: {
        name: 'Piet',
        email: 'piet@voorbeeld.nl',
        phone: '',
        company: '',
        message: 'Bel me even terug aub.',
      },
    });
    expect(response.statusCode).toBe(201);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, response.json().id));
    expect(row).toMatchObject({ phone: null, company: null, subject: null });
  });

  it('answers 422 with a Dutch message per field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/frontend/contact-form',
      payload: { name: 'A', email: 'geen-adres', message: 'kort', phone: 'abc' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'validation_failed',
      fields: {
        name: 'Naam moet tussen de 2 en 100 tekens bevatten.',
        email: 'Vul een geldig e-mailadres in.',
        message: 'Bericht moet tussen de 10 en 5000 tekens bevatten.',
        phone: 'Vul een geldig telefoonnummer in.',
      },
    });
  });

  it('keeps line breaks out of mail headers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/frontend/contact-form',
      payload: { ...valid, subject: 'Hallo\r\nBcc: iedereen@voorbeeld.nl' },
    });
    expect(response.statusCode).toBe(201);
    const all = await mails(t.env.dataDir);
    const last = all.find((mail) => mail.includes('iedereen@voorbeeld.nl')) ?? '';
    const headers = last.split(/\r?\n\r?\n/)[0] ?? '';
    expect(headers).toContain('Subject: Contactformulier: Hallo Bcc: iedereen@voorbeeld.nl');
    expect(headers).not.toMatch(/^Bcc:/m);
  });

  it('stores nothing when the mail cannot be sent', async () => {
    const broken = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const response = await broken.app.inject({
        method: 'POST',
        url: '/frontend/contact-form',
        payload: valid,
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toContain('Je bericht kon nu niet worden verstuurd.');
      expect(await broken.db.select().from(contactMessages)).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });

  it('limits how often one address may send', async () => {
    const limited = await buildTestApp();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/frontend/contact-form',
          payload: valid,
          remoteAddress: '203.0.113.9',
        });
        codes.push(response.statusCode);
      }
      expect(codes.slice(0, 10).every((code) => code === 201)).toBe(true);
      expect(codes[10]).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
