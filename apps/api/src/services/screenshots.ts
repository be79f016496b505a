import { eq } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import type { DbOrTx } from '../db/client.ts';
import { domainScreenshots } from '../db/schema.ts';
import { JobFailure } from './jobs.ts';

export type ScreenshotRow = typeof domainScreenshots.$inferSelect;

export const DEFAULT_CHROME_PATH = '/usr/bin/chromium';
const VIEWPORT = { width: 1280, height: 800 };

/** The address to render for a domain: the template with {domain} filled in. */
export const screenshotUrl = (template: string, domain: string): string =>
  template.replaceAll('{domain}', encodeURIComponent(domain));

export type Rendering = { status: 'ok'; png: Buffer } | { status: 'unreachable'; reason: string };

/**
 * Opens the address in headless Chromium and photographs the first screen. A site that does not
 * answer (no DNS, refused, an error of the connection, out of time) is 'unreachable', not a failure:
 * that is what the customer needs to know about it.
 */
export const renderWebsite = async (
  url: string,
  options: { executablePath: string; timeoutMs: number; signal: AbortSignal },
): Promise<Rendering> => {
  let browser: Awaited<ReturnType<typeof chromium.launch>>;
  try {
    browser = await chromium.launch({
      executablePath: options.executablePath,
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-gpu',
      ],
      timeout: options.timeoutMs,
    });
  } catch {
    throw new JobFailure('Er kan nu geen schermafbeelding worden gemaakt. Probeer het later opnieuw.');
  }
  const close = () => browser.close().catch(() => {});
  options.signal.addEventListener('abort', close, { once: true });
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      acceptDownloads: false,
      ignoreHTTPSErrors: true,
      locale: 'nl-NL',
    });
    const page = await context.newPage();
    try {
      await page.goto(url, { waitUntil: 'load', timeout: options.timeoutMs });
    } catch (error) {
      if (options.signal.aborted) throw error;
      return {
        status: 'unreachable',
        reason: error instanceof Error ? error.message.split('\n')[0]! : 'onbekend',
      };
    }
    const png = await page.screenshot({ type: 'png', timeout: options.timeoutMs });
    return { status: 'ok', png };
  } finally {
    options.signal.removeEventListener('abort', close);
    await close();
  }
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What the domain page shows for a site that did not answer: a plain card that says so. */
export const unreachablePlaceholder = (domain: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${VIEWPORT.width}" height="${VIEWPORT.height}" viewBox="0 0 ${VIEWPORT.width} ${VIEWPORT.height}">` +
  `<rect width="100%" height="100%" fill="#f1f5fa"/>` +
  `<rect x="160" y="170" width="960" height="460" rx="24" fill="#ffffff" stroke="#8a9bb0" stroke-width="3"/>` +
  `<circle cx="640" cy="300" r="56" fill="none" stroke="#4a5568" stroke-width="10"/>` +
  `<line x1="600" y1="340" x2="680" y2="260" stroke="#4a5568" stroke-width="10"/>` +
  `<text x="640" y="450" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="60" font-weight="bold" fill="#14213d">Website niet bereikbaar</text>` +
  `<text x="640" y="530" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="40" fill="#4a5568">${escapeXml(domain)} gaf geen antwoord</text>` +
  `</svg>`;

export const storeScreenshot = async (
  db: DbOrTx,
  domainId: number,
  shot: { status: 'ok' | 'unreachable'; contentType: string; image: Buffer },
): Promise<void> => {
  const values = {
    status: shot.status,
    contentType: shot.contentType,
    imageBase64: shot.image.toString('base64'),
    takenAt: new Date(),
  };
  await db
    .insert(domainScreenshots)
    .values({ domainId, ...values })
    .onConflictDoUpdate({ target: domainScreenshots.domainId, set: values });
};

export const findScreenshot = async (db: DbOrTx, domainId: number): Promise<ScreenshotRow | undefined> => {
  const [row] = await db.select().from(domainScreenshots).where(eq(domainScreenshots.domainId, domainId));
  return row;
};

export const toDataUrl = (row: ScreenshotRow): string => `data:${row.contentType};base64,${row.imageBase64}`;
