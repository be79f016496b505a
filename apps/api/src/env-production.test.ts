import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';
import { effectiveConfiguration, productionProblems } from './env-production.ts';
import { startApi } from './reliability/api-process.ts';

const safe = {
  NODE_ENV: 'production',
  SEARCH_PUBLIC_KEY: 'a-search-key-of-our-own',
  SITE_URL: 'https://www.kodewerk.example',
  SMTP_URL: 'smtp://mailer:geheim@smtp.kodewerk.example:587',
  OPS_TOKEN: 'ops-token-for-the-tests-0123456789',
  MAIL_LINK_SECRET: 'a-mail-link-secret-of-our-own-0123456789',
};

describe('production settings', () => {
  it('names each unsafe setting on a line of its own, and nothing when all are safe', () => {
    expect(productionProblems(loadEnv(safe))).toEqual([]);
    expect(productionProblems(loadEnv({ ...safe, SITE_URL: 'http://localhost:3000' }))).toEqual([]);
    expect(
      productionProblems(loadEnv({ NODE_ENV: 'production', SITE_URL: 'http://www.kodewerk.example' })),
    ).toEqual([
      'SEARCH_PUBLIC_KEY is the default key from the source code: set a key of your own.',
      'MAIL_LINK_SECRET is the default from the source code: set a secret of your own.',
      'SITE_URL http://www.kodewerk.example is not https: links in mail and the CORS origin need https.',
      'SMTP_URL is not set: mail would only be written to files under DATA_DIR/mail.',
      'OPS_TOKEN is not set: /metrics and the backup call need it (at least 24 characters).',
    ]);
    expect(productionProblems(loadEnv({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('logs the configuration in force without its secrets', () => {
    const config = effectiveConfiguration(
      loadEnv({ ...safe, DATABASE_URL: 'postgres://app:wachtwoord@db:5432/kodewerk' }),
    );
    expect(config).toMatchObject({
      NODE_ENV: 'production',
      SITE_URL: 'https://www.kodewerk.example',
      SEARCH_PUBLIC_KEY: '(set)',
      OPS_TOKEN: '(set)',
      SMTP_URL: 'smtp://mailer:***@smtp.kodewerk.example:587',
      DATABASE_URL: 'postgres://app:***@db:5432/kodewerk',
    });
    expect(effectiveConfiguration(loadEnv({ MEILI_MASTER_KEY: '' })).MEILI_MASTER_KEY).toBe('(not set)');
    expect(JSON.stringify(config)).not.toMatch(/geheim|wachtwoord|0123456789|of-our-own/);
  });

  it('keeps the API from starting on the default search key, saying why', async () => {
    const withDefaultKey = Object.fromEntries(
      Object.entries(safe).filter(([name]) => name !== 'SEARCH_PUBLIC_KEY'),
    );
    await expect(startApi(withDefaultKey, 30_000)).rejects.toThrow(
      /the API exited \(1\)[\s\S]*SEARCH_PUBLIC_KEY is the default key from the source code/,
    );
  });
});
