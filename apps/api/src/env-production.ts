import { DEFAULT_MAIL_LINK_SECRET, DEFAULT_SEARCH_PUBLIC_KEY, type Env } from './env.ts';

const isLocalHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';

/**
 * What a production install must not run with, one line each: the API refuses to start while any
 * is left (server.ts). Outside production nothing is refused.
 */
export const productionProblems = (env: Env): string[] => {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (env.SEARCH_PUBLIC_KEY === DEFAULT_SEARCH_PUBLIC_KEY) {
    problems.push('SEARCH_PUBLIC_KEY is the default key from the source code: set a key of your own.');
  }
  if (env.MAIL_LINK_SECRET === DEFAULT_MAIL_LINK_SECRET) {
    problems.push('MAIL_LINK_SECRET is the default from the source code: set a secret of your own.');
  }
  const site = new URL(env.SITE_URL);
  if (site.protocol !== 'https:' && !isLocalHost(site.hostname)) {
    problems.push(`SITE_URL ${env.SITE_URL} is not https: links in mail and the CORS origin need https.`);
  }
  if (!env.SMTP_URL) {
    problems.push('SMTP_URL is not set: mail would only be written to files under DATA_DIR/mail.');
  }
  if (!env.OPS_TOKEN) {
    problems.push('OPS_TOKEN is not set: /metrics and the backup call need it (at least 24 characters).');
  }
  if (env.WEBHOOK_ALLOWED_PRIVATE_HOSTS.length > 0) {
    problems.push(
      'WEBHOOK_ALLOWED_PRIVATE_HOSTS is set: it is for tests only, webhooks go to public https addresses.',
    );
  }
  return problems;
};

const SECRET_NAME = /TOKEN|KEY|SECRET|PASSWORD/;

/** A URL with its password (and a token in its query) left out. */
const withoutPassword = (value: string) => {
  try {
    const url = new URL(value);
    if (!url.password) return value;
    url.password = '***';
    return url.toString();
  } catch {
    return value;
  }
};

/** The configuration in force, for the start-up log: every secret replaced by whether it is set. */
export const effectiveConfiguration = (env: Env): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(env).map(([name, value]) => {
      if (SECRET_NAME.test(name)) return [name, value ? '(set)' : '(not set)'];
      if (typeof value === 'string' && value.includes('://')) return [name, withoutPassword(value)];
      return [name, value];
    }),
  );
