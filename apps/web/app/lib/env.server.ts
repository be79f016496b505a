import { z } from 'zod';

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('localhost'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The provider API, as the browser and this server reach it. */
  API_URL: z.url().default('http://localhost:3001'),
  /** The site's own public address, for canonical links and sitemap. */
  SITE_URL: z.url().default('http://localhost:3000'),
  SEARCH_URL: z.url().optional(),
  SEARCH_PUBLIC_KEY: z.string().min(8).default('kodewerk-public-search-key'),
  MATOMO_URL: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(z.url().optional())
    .optional(),
});

const parsed = EnvSchema.safeParse(process.env);
if (!parsed.success) {
  const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Invalid environment:\n${lines.join('\n')}`);
}

/** The site's environment, read once: nothing else in the site reads process.env. */
export const serverEnv = parsed.data;
