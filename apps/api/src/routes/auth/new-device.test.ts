import { describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema.ts';
import { testAppPerBlock } from '../../test/app-per-block.ts';
import { mailsTo } from '../../test/mailbox.ts';
import { loginFrom, makeUser } from './auth-test-support.ts';

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const CHROME_WINDOWS_NEWER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

describe('the mail after a login from a new device', () => {
  const t = testAppPerBlock();

  const queueDone = async () => {
    for (let i = 0; i < 200; i++) {
      const rows = await t.db.select({ status: jobs.status }).from(jobs);
      if (rows.every((row) => row.status === 'finished')) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the mail jobs did not finish');
  };

  it('goes once per new device, never for the first login or a device seen before', async () => {
    const person = await makeUser(t.db);
    await loginFrom(t.app, person, CHROME_WINDOWS, '192.0.2.10');
    await loginFrom(t.app, person, CHROME_WINDOWS_NEWER, '198.51.100.7');
    await queueDone();
    expect(await mailsTo(t.env.dataDir, person.email)).toEqual([]);

    await loginFrom(t.app, person, FIREFOX_LINUX, '203.0.113.5');
    await loginFrom(t.app, person, FIREFOX_LINUX, '203.0.113.5');
    await queueDone();
    const mails = await mailsTo(t.env.dataDir, person.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^Subject: Nieuwe login op je account bij Kodewerk$/m);
    expect(mails[0]).toContain(
      'vanaf een apparaat dat we nog niet kenden: Firefox op Linux, vanaf adres 203.0.113.5.',
    );
    expect(mails[0]).toContain('/klantenportaal/mijn-account/beveiliging');
    expect(mails[0]).toContain('<html lang="nl">');
  });
});
