import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { acceptInvitation } from '../services/staff-members/invitations.ts';
import { staffCreate } from './staff-create.ts';

const run = async (argv: string[], env: ReturnType<typeof loadEnv>) => {
  const out: string[] = [];
  const err: string[] = [];
  const code = await staffCreate(argv, env, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
};

const linkOf = (text: string) => text.match(/https?:\/\/\S+\/beheer\/uitnodiging\?token=\S+/)?.[0] ?? '';

describe('npm run staff:create', () => {
  let dataDir: string;
  let env: ReturnType<typeof loadEnv>;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'kodewerk-staff-create-'));
    // The server of the test run when there is one (DATABASE_URL), else PGlite in DATA_DIR.
    env = loadEnv({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      SITE_URL: 'https://kodewerk.example',
      DATABASE_URL: loadEnv().DATABASE_URL,
    });
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('prints a one-use invitation link for a new beheerder, which sets the password', {
    timeout: 180_000,
  }, async () => {
    const email = `eerste-${Date.now()}@kodewerk.nl`;
    const first = await run(['--email', email, '--role', 'beheerder', '--name', 'Sanne Bakker'], env);
    expect(first.err).toBe('');
    expect(first.code).toBe(0);
    expect(first.out).toContain(`Medewerker ${email} (beheerder) aangemaakt.`);
    const link = linkOf(first.out);
    expect(link).toMatch(/^https:\/\/kodewerk\.example\/beheer\/uitnodiging\?token=/);

    // Again before the password is chosen: a new link, the old one stops.
    const second = await run(['--email', email.toUpperCase(), '--role', 'beheerder'], env);
    expect(second.code).toBe(0);
    expect(second.out).toContain('de vorige link werkt niet meer');
    const newLink = linkOf(second.out);
    expect(newLink).not.toBe(link);

    // The new link sets the password on the same database; the old one no longer does.
    const database = await openDatabase(
      env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.dataDir },
    );
    try {
      const tokenOf = (url: string) => new URL(url).searchParams.get('token') ?? '';
      await expect(
        acceptInvitation(database.db, { token: tokenOf(link), password: 'EenGoedWachtwoord1' }),
      ).rejects.toThrow('Deze uitnodiging is niet (meer) geldig');
      const session = await acceptInvitation(database.db, {
        token: tokenOf(newLink),
        password: 'EenGoedWachtwoord1',
      });
      expect(session.staff).toMatchObject({
        email,
        name: 'Sanne Bakker',
        role: 'beheerder',
        mfa_enabled: false,
      });
    } finally {
      await database.close();
    }
    const third = await run(['--email', email, '--role', 'beheerder'], env);
    expect(third.code).toBe(1);
    expect(third.err).toContain('die een wachtwoord heeft gekozen');
  });

  it('refuses bad arguments with the usage, and an address that already has a password', async () => {
    const bad = await run(['--email', 'geen-adres', '--role', 'baas'], env);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--email: Vul een geldig e-mailadres in.');
    expect(bad.err).toContain('--role: Kies een rol.');
    expect(bad.err).toContain('Gebruik: npm run staff:create');
    const unknown = await run(['--wachtwoord', 'x'], env);
    expect(unknown.code).toBe(2);
  });

  it('runs as a command on PGlite, exits by itself (the database closed) and prints the link', async () => {
    const email = `cli-${Date.now()}@kodewerk.nl`;
    const repoRoot = path.resolve(import.meta.dirname, '../../../..');
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/api/src/commands/staff-create-main.ts',
        '--email',
        email,
        '--role',
        'ontwikkelaar',
      ],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SITE_URL: 'https://kodewerk.example',
        },
        timeout: 60_000,
      },
    );
    expect(stdout).toContain(`Medewerker ${email} (ontwikkelaar) aangemaakt.`);
    expect(linkOf(stdout)).not.toBe('');
  }, 90_000);
});
