import path from 'node:path';
import { API_KEY_REQUESTS_PER_MINUTE, ATTACHMENT_QUOTA_DEFAULT_BYTES } from '@maatwerk/contract';
import { z } from 'zod';

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url().optional())
  .optional();

/** The public search key the code ships with: anyone who read the source knows it. */
export const DEFAULT_SEARCH_PUBLIC_KEY = 'kodewerk-public-search-key';
export const DEFAULT_MAIL_LINK_SECRET = 'kodewerk-development-mail-link-secret';

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** host:port pairs, comma-separated, as lower-case entries. */
const hostList = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean),
  );

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  API_HOST: z.string().default('localhost'),
  API_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where the embedded database, mail files and screenshots live. */
  DATA_DIR: z.string().default('./data'),
  /** A PostgreSQL server instead of the embedded PGlite. */
  DATABASE_URL: optionalUrl,
  /** Shared rate limits for several API instances. */
  REDIS_URL: optionalUrl,
  /**
   * Failed logins allowed per client address over all accounts per 15 minutes (against spraying
   * one password over many accounts). Raised for the browser tests, whose browsers all come from
   * 127.0.0.1; the limits per e-mail address (10) and per e-mail address and address (10) stay.
   */
  LOGIN_TRIES_PER_ADDRESS: z.coerce.number().int().min(1).default(50),
  /** Requests one customer API key may make per minute, on all instances together (with REDIS_URL). */
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).default(API_KEY_REQUESTS_PER_MINUTE),
  /** What one customer's attachments may take together, in bytes (5 GB unless set). */
  ATTACHMENT_QUOTA_BYTES: z.coerce.number().int().min(0).default(ATTACHMENT_QUOTA_DEFAULT_BYTES),
  /** The site's own address: CORS origin and links in mail. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** The key the site's visitors search with; it can do nothing else. */
  SEARCH_PUBLIC_KEY: z.string().min(8).default(DEFAULT_SEARCH_PUBLIC_KEY),
  MEILI_URL: optionalUrl,
  MEILI_MASTER_KEY: z.string().optional(),
  /** SMTP server for outgoing mail; without it mail is written as .eml files under DATA_DIR/mail. */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Kodewerk <noreply@kodewerk.nl>'),
  ONCALL_EMAIL: z.email().default('storing@kodewerk.nl'),
  /**
   * The domain of the reply addresses order mails carry (`order+…@domain`): its MX must deliver to
   * the inbound listener (docs/operations.md). The domain of MAIL_FROM unless given.
   */
  REPLY_MAIL_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .optional()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .regex(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/, 'a domain name')
        .optional(),
    ),
  /**
   * The port of the inbound SMTP listener that takes replies to order mails; off unless set (0
   * takes a free port, for tests). One instance listening is enough: every instance shares the database.
   */
  INBOUND_SMTP_PORT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int().min(0).max(65535).optional(),
  ),
  /** The address the inbound SMTP listener binds to. */
  INBOUND_SMTP_HOST: z.string().default('0.0.0.0'),
  CONTACT_EMAIL: z.email().default('info@kodewerk.nl'),
  /** The hosting control panel that hands out login links; none configured means such jobs fail. */
  HOSTING_PANEL_URL: optionalUrl,
  HOSTING_PANEL_TOKEN: z.string().optional(),
  /** The registrar that gives a domain's transfer code; none configured means none can be given. */
  DOMAIN_REGISTRAR_URL: optionalUrl,
  DOMAIN_REGISTRAR_TOKEN: z.string().optional(),
  /**
   * RDAP service(s) that say whether a domain name is free: one base URL for every extension, or
   * `nl=https://…,com=https://…,*=https://…`. Without it availability is 'onbekend' and staff check
   * each ordered name.
   */
  DOMAIN_RDAP_URL: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(
      z
        .string()
        .refine(
          (value) =>
            value
              .split(',')
              .every((part) =>
                URL.canParse(part.includes('=') ? part.split('=').slice(1).join('=').trim() : part.trim()),
              ),
          'one URL, or tld=URL pairs separated by commas',
        )
        .optional(),
    )
    .optional(),
  /**
   * The API's own public address (https://api.example.nl): where Mollie sends its payment webhook.
   * Without it no webhook is given and a payment's outcome is asked when the customer returns.
   */
  API_PUBLIC_URL: optionalUrl,
  /** Mollie's API key (test_… or live_…); without it invoices cannot be paid online. */
  MOLLIE_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined),
  /** Another address for Mollie's API (a local stand-in in tests); Mollie's own by default. */
  MOLLIE_API_URL: optionalUrl,
  /**
   * The creditor identifier (incassant-ID) the SEPA pre-notification names, NL98ZZZ999999999999.
   * Without it, or without MOLLIE_API_KEY, direct debit is not offered.
   */
  SEPA_CREDITOR_ID: z
    .string()
    .trim()
    .optional()
    .transform((value) => value?.replace(/\s+/g, '').toUpperCase() || undefined)
    .refine((value) => value === undefined || /^[A-Z]{2}\d{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/.test(value), {
      message: 'a SEPA creditor identifier, such as NL98ZZZ999999999999',
    }),
  /** How often a failed or reversed direct debit is tried again before the customer pays otherwise. */
  DIRECT_DEBIT_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  CHROME_PATH: z.string().optional(),
  /** The address a domain's screenshot renders; {domain} becomes the domain name. */
  SCREENSHOT_URL_TEMPLATE: z.string().includes('{domain}').default('https://{domain}/'),
  /**
   * host:port pairs (comma-separated) the screenshot browser may visit although they are on a
   * private or loopback address; every other such address is refused (docs/decisions/0020).
   */
  SCREENSHOT_ALLOWED_PRIVATE_HOSTS: hostList,
  /** How long the browser waits for a site before it counts as not answering. */
  SCREENSHOT_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(15_000),
  /**
   * host:port pairs (comma-separated) webhooks may be delivered to although they are on a loopback
   * or private address, over http too: only for tests, whose receiver runs on the test's own
   * machine. Every other endpoint is https on a public address (docs/decisions/0052).
   */
  WEBHOOK_ALLOWED_PRIVATE_HOSTS: hostList,
  /** How long one webhook delivery may take, connecting and answering, before it counts as failed. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(200).max(30_000).default(10_000),
  /** The video meeting room of a reservation; {id} becomes its unguessable meeting id. */
  MEETING_URL_TEMPLATE: z.string().includes('{id}').default('https://meet.jit.si/kodewerk-{id}'),
  /** Load the demo accounts and data on the first start (never in production). */
  DEMO_DATA: flag,
  /**
   * The proxies in front whose X-Forwarded-For is believed: a number of hops (1 for one load
   * balancer) or a comma-separated list of their addresses or CIDR ranges. Never "trust all":
   * that would believe the left-most entry, which any client writes itself.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('')
    .transform((value, context): number | string[] | false => {
      if (value === '' || value === 'false' || value === '0') return false;
      if (/^\d+$/.test(value)) return Number(value);
      if (value === 'true') {
        context.addIssue({
          code: 'custom',
          message: 'give the number of proxies in front (e.g. 1) or their addresses, not true',
        });
        return z.NEVER;
      }
      return value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
    }),
  /** How long a request (headers and body) may take to arrive before the connection is closed. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /**
   * Requests one API process works on at once; the rest wait their turn in order. 0 chooses: 16 on
   * the embedded database, which answers one query at a time, no limit on PostgreSQL.
   */
  REQUEST_CONCURRENCY: z.coerce.number().int().min(0).max(10_000).default(0),
  /** Requests that may wait for a turn; past this the API answers 503 with Retry-After at once. */
  REQUEST_QUEUE_LIMIT: z.coerce.number().int().min(0).max(100_000).default(1000),
  /** Open connections one API process accepts at most; more are refused at once. */
  MAX_CONNECTIONS: z.coerce.number().int().min(10).default(2000),
  /**
   * Days after an invoice's due date on which the first and the second payment reminder go out,
   * while something is left to pay: "7,21".
   */
  INVOICE_REMINDER_DAYS: z
    .string()
    .trim()
    .default('7,21')
    .transform((value, context): [number, number] => {
      const days = value.split(',').map((day) => Number(day.trim()));
      const [first, second] = days;
      if (
        days.length !== 2 ||
        !Number.isInteger(first) ||
        !Number.isInteger(second) ||
        first! < 1 ||
        second! <= first!
      ) {
        context.addIssue({ code: 'custom', message: 'two whole numbers of days, the second larger: 7,21' });
        return z.NEVER;
      }
      return [first!, second!];
    }),
  /**
   * The bearer token that opens /metrics and the API's own backup call (`npm run backup` on the
   * embedded database). Without it both answer 404; production refuses to start without it.
   */
  OPS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(z.string().min(24, 'at least 24 characters').optional()),
  /**
   * The key that signs the links of mails a person can switch off (the week mail's one-click
   * unsubscribe). Production refuses to start with the default; changing it ends the old links.
   */
  MAIL_LINK_SECRET: z.string().min(32, 'at least 32 characters').default(DEFAULT_MAIL_LINK_SECRET),
  /** Where backups go: DATA_DIR/backups unless given. */
  BACKUP_DIR: z.string().optional(),
  /** How often the scheduled backup runs (once across all instances), or off. */
  BACKUP_SCHEDULE: z.enum(['daily', 'hourly', 'off']).default('daily'),
  /** How many backups are kept in BACKUP_DIR; older ones are removed after a new one is made. */
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  /**
   * On SIGTERM, how long the instance keeps answering while /health/ready says 503, so that the
   * load balancer stops sending it new requests before it closes its port.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** On SIGTERM, how long requests in flight may take to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /** Whether this instance runs the periodic tasks (reminders, subscription invoices, week mails) on
   * its timers; 'off' by default only in tests, which run them by hand. */
  SCHEDULE: z.enum(['on', 'off']).optional(),
});

export type Env = z.infer<typeof EnvSchema> & {
  dataDir: string;
  backupDir: string;
  scheduleEnabled: boolean;
};

/** The environment, read once: nothing else in the API reads process.env. */
export const loadEnv = (source: Record<string, string | undefined> = process.env): Env => {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const demoDefault = source.DEMO_DATA === undefined && env.NODE_ENV !== 'production';
  return {
    ...env,
    DEMO_DATA: env.NODE_ENV !== 'production' && (env.DEMO_DATA || demoDefault),
    dataDir: path.resolve(env.DATA_DIR),
    backupDir: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups')),
    scheduleEnabled: env.SCHEDULE ? env.SCHEDULE === 'on' : env.NODE_ENV !== 'test',
  };
};

/** The environment with some variables set otherwise (a test project's own, say). */
export const loadEnvWith = (overrides: Record<string, string | undefined>): Env =>
  loadEnv({ ...process.env, ...overrides });

/**
 * Turns off Node's check of TLS certificates for this process, for tests against a local HTTPS
 * server with a certificate of its own; the returned function puts the setting back.
 */
export const acceptAnyCertificate = (): (() => void) => {
  const previous = process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  return () => {
    if (previous === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previous;
  };
};
