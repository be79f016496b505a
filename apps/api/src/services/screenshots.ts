import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Browser } from 'playwright-core';
import type { DbOrTx } from '../db/client.ts';
import { domainScreenshots } from '../db/schema.ts';
import { JobFailure } from './jobs.ts';
import {
  type AddressPolicy,
  REFUSED_HEADER,
  REFUSED_REASON,
  startFilteringProxy,
} from './screenshot-guard.ts';

export type ScreenshotRow = typeof domainScreenshots.$inferSelect;

export const DEFAULT_CHROME_PATH = '/usr/bin/chromium';
const VIEWPORT = { width: 1280, height: 800 };

/** The address to render for a domain: the template with {domain} filled in. */
export const screenshotUrl = (template: string, domain: string): string =>
  template.replaceAll('{domain}', encodeURIComponent(domain));

export type Rendering =
  | { status: 'ok'; png: Buffer }
  | { status: 'unreachable'; reason: string; refused: boolean };

/**
 * Whether Chromium may run with its own sandbox here. It refuses to as root, and on Linux it needs
 * unprivileged user namespaces (or its setuid helper) for it; docs/decisions/0020.
 */
export const sandboxPossible = (): boolean => {
  if (process.platform !== 'linux') return true;
  if (process.getuid?.() === 0) return false;
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8').trim();
    } catch {
      return undefined;
    }
  };
  if (read('/proc/sys/kernel/unprivileged_userns_clone') === '0') return false;
  if (read('/proc/sys/user/max_user_namespaces') === '0') return false;
  if (read('/proc/sys/kernel/apparmor_restrict_unprivileged_userns') === '1') return false;
  return true;
};

let sandbox: boolean | undefined;

const launchBrowser = async (options: RenderOptions, proxyUrl: string): Promise<Browser> => {
  // Loaded at the first screenshot: the driver is large and most API processes never need it.
  const { chromium } = await import('playwright-core');
  const launch = (withSandbox: boolean) =>
    chromium.launch({
      executablePath: options.executablePath,
      chromiumSandbox: withSandbox,
      args: [
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-gpu',
        '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
        '--webrtc-ip-handling-policy=disable_non_proxied_udp',
      ],
      // Every request, loopback included (Chromium bypasses a proxy for loopback unless told not to).
      proxy: { server: proxyUrl, bypass: '<-loopback>' },
      timeout: options.timeoutMs,
    });
  sandbox ??= sandboxPossible();
  if (sandbox) {
    try {
      return await launch(true);
    } catch (error) {
      options.log.warn(
        { err: error },
        'Chromium would not start with its sandbox; it runs without from now on',
      );
      sandbox = false;
    }
  }
  return launch(false);
};

export interface RenderOptions {
  executablePath: string;
  timeoutMs: number;
  signal: AbortSignal;
  /** Which addresses the browser may visit: public ones, and what the operator allows besides. */
  policy: AddressPolicy;
  log: FastifyBaseLogger;
}

/**
 * Opens the address in headless Chromium and photographs the first screen. A site that does not
 * answer (no DNS, refused, an error of the connection, out of time) is 'unreachable', not a failure:
 * that is what the customer needs to know about it. So is a site that leads to an address on a
 * private network: the browser's every request goes through a proxy that refuses those.
 */
export const renderWebsite = async (url: string, options: RenderOptions): Promise<Rendering> => {
  const proxy = await startFilteringProxy(options.policy, options.timeoutMs);
  let browser: Browser;
  try {
    browser = await launchBrowser(options, proxy.url);
  } catch (error) {
    await proxy.close();
    options.log.error({ err: error }, 'the browser for screenshots could not start');
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
      // A service worker's requests would pass by the page; the proxy sees them anyway.
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    let refusedFirst = false;
    try {
      const response = await page.goto(url, { waitUntil: 'load', timeout: options.timeoutMs });
      refusedFirst = response?.headers()[REFUSED_HEADER] === '1';
    } catch (error) {
      if (options.signal.aborted) throw error;
      // A site that could not be reached did not answer, whatever else the browser was refused
      // on the way (its own background requests go through the proxy too).
      const refused = proxy.refusals.length > 0 && proxy.failures() === 0;
      return {
        status: 'unreachable',
        refused,
        reason: refused
          ? proxy.refusals[0]!
          : error instanceof Error
            ? error.message.split('\n')[0]!
            : 'onbekend',
      };
    }
    if (refusedFirst)
      return { status: 'unreachable', refused: true, reason: proxy.refusals[0] ?? REFUSED_REASON };
    const png = await page.screenshot({ type: 'png', timeout: options.timeoutMs });
    return { status: 'ok', png };
  } finally {
    options.signal.removeEventListener('abort', close);
    await close();
    await proxy.close();
  }
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** What the domain page shows for a site that did not answer: a plain card that says so. */
export const unreachablePlaceholder = (domain: string, refused = false): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${VIEWPORT.width}" height="${VIEWPORT.height}" viewBox="0 0 ${VIEWPORT.width} ${VIEWPORT.height}">` +
  `<rect width="100%" height="100%" fill="#f1f5fa"/>` +
  `<rect x="160" y="170" width="960" height="460" rx="24" fill="#ffffff" stroke="#8a9bb0" stroke-width="3"/>` +
  `<circle cx="640" cy="300" r="56" fill="none" stroke="#4a5568" stroke-width="10"/>` +
  `<line x1="600" y1="340" x2="680" y2="260" stroke="#4a5568" stroke-width="10"/>` +
  `<text x="640" y="450" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="60" font-weight="bold" fill="#14213d">Website niet bereikbaar</text>` +
  `<text x="640" y="530" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="40" fill="#4a5568">${escapeXml(domain)} ${refused ? REFUSED_REASON : 'gaf geen antwoord'}</text>` +
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
