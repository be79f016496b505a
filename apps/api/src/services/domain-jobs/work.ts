import type { ServiceWork } from '../../ports/work.ts';
import { hostingPanelFromEnv, LOGIN_URL_QUEUE, NO_PANEL_MESSAGE } from '../hosting-panel.ts';
import { JobFailure } from '../jobs.ts';
import {
  DEFAULT_CHROME_PATH,
  renderWebsite,
  storeScreenshot,
  unreachablePlaceholder,
} from '../screenshots.ts';
import { BROWSER_MARGIN_MS, SCREENSHOT_QUEUE } from './screenshot.ts';

const LOGIN_URL_TIMEOUT_MS = 20_000;

/**
 * A customer's domain, behind the job queue (decision 0010): a login link of the hosting panel, and
 * a picture of the website, rendered on whichever instance takes the job.
 */
export const domainWork: ServiceWork = ({ db, config }) => {
  const panel = hostingPanelFromEnv(config);
  return {
    jobs: [
      {
        queue: LOGIN_URL_QUEUE,
        timeoutMs: LOGIN_URL_TIMEOUT_MS,
        handler: async ({ payload, signal }) => {
          if (!panel) throw new JobFailure(NO_PANEL_MESSAGE);
          const url = await panel.createLoginUrl({
            domain: String(payload.domain),
            redirectUrl: String(payload.redirectUrl),
            signal,
          });
          return { url };
        },
      },
      {
        queue: SCREENSHOT_QUEUE,
        timeoutMs: config.SCREENSHOT_TIMEOUT_MS + BROWSER_MARGIN_MS,
        handler: async ({ payload, signal, log }) => {
          const domainId = Number(payload.domainId);
          const domain = String(payload.domain);
          const url = String(payload.url);
          const rendering = await renderWebsite(url, {
            executablePath: config.CHROME_PATH ?? DEFAULT_CHROME_PATH,
            timeoutMs: config.SCREENSHOT_TIMEOUT_MS,
            signal,
            policy: { allowedPrivateHosts: config.SCREENSHOT_ALLOWED_PRIVATE_HOSTS },
            log,
          });
          if (rendering.status === 'ok') {
            await storeScreenshot(db, domainId, {
              status: 'ok',
              contentType: 'image/png',
              image: rendering.png,
            });
          } else {
            log.info({ url, reason: rendering.reason, refused: rendering.refused }, 'website did not answer');
            await storeScreenshot(db, domainId, {
              status: 'unreachable',
              contentType: 'image/svg+xml',
              image: Buffer.from(unreachablePlaceholder(domain, rendering.refused)),
            });
          }
          return { status: rendering.status };
        },
      },
    ],
  };
};
