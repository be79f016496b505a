import type { DomainScreenshot } from '@maatwerk/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import type { JobQueue, JobRow } from '../../ports/job-queue.ts';
import { findScreenshot, type ScreenshotRow, screenshotUrl, toDataUrl } from '../screenshots.ts';

export const SCREENSHOT_QUEUE = 'domain-screenshot';
/** A picture younger than this is answered again instead of rendering the site once more. */
const FRESH_MS = 5 * 60 * 1000;
/** Time for Chromium to start and close, on top of the time the site may take. */
export const BROWSER_MARGIN_MS = 15_000;

const pendingJob = async (db: Db, domainId: number): Promise<JobRow | undefined> => {
  const [row] = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.queue, SCREENSHOT_QUEUE),
        inArray(jobs.status, ['queued', 'running']),
        eq(sql`(${jobs.payload}->>'domainId')::int`, domainId),
      ),
    )
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  return row;
};

const answer = (
  domainId: number,
  url: string,
  stored: ScreenshotRow | undefined,
  fallback: Pick<DomainScreenshot, 'state' | 'message'>,
): DomainScreenshot =>
  stored && fallback.state !== 'failed'
    ? {
        domain_id: domainId,
        url,
        state: stored.status,
        image: toDataUrl(stored),
        taken_at: stored.takenAt.toISOString(),
        message: null,
      }
    : { domain_id: domainId, url, image: null, taken_at: null, ...fallback };

/**
 * create=0 answers what is stored (or that one is being made). create=1 waits for the rendering
 * under way, or answers a picture of the last few minutes, or renders the site now.
 */
export const domainScreenshot = async (
  app: {
    db: Db;
    jobs: Pick<JobQueue, 'enqueue' | 'waitFor'>;
    config: Pick<Env, 'SCREENSHOT_URL_TEMPLATE' | 'SCREENSHOT_TIMEOUT_MS'>;
  },
  domain: { id: number; name: string; customerId: number },
  create: boolean,
): Promise<DomainScreenshot> => {
  const url = screenshotUrl(app.config.SCREENSHOT_URL_TEMPLATE, domain.name);
  const stored = await findScreenshot(app.db, domain.id);
  let job = await pendingJob(app.db, domain.id);
  if (!create) {
    if (stored) return answer(domain.id, url, stored, { state: 'ok', message: null });
    return answer(domain.id, url, undefined, { state: job ? 'pending' : 'none', message: null });
  }
  if (!job && stored && Date.now() - stored.takenAt.getTime() < FRESH_MS) {
    return answer(domain.id, url, stored, { state: 'ok', message: null });
  }
  job ??= await app.jobs.enqueue({
    queue: SCREENSHOT_QUEUE,
    customerId: domain.customerId,
    payload: { domainId: domain.id, domain: domain.name, url },
  });
  const ended = await app.jobs.waitFor(job.id, {
    timeoutMs: app.config.SCREENSHOT_TIMEOUT_MS + BROWSER_MARGIN_MS,
  });
  if (ended?.status === 'finished') {
    return answer(domain.id, url, await findScreenshot(app.db, domain.id), { state: 'none', message: null });
  }
  if (ended?.status === 'failed') {
    return answer(domain.id, url, undefined, {
      state: 'failed',
      message: ended.error ?? 'Er kan nu geen schermafbeelding worden gemaakt.',
    });
  }
  return answer(domain.id, url, undefined, { state: 'pending', message: null });
};
