import { rm } from 'node:fs/promises';
import { startDemoPair } from './demo-pair.ts';

/** One site and API for the run, on a fresh embedded database with the demo data. */
export default async function globalSetup() {
  const { pair, dataDir } = await startDemoPair('run', {
    // The demo domains are not ours to visit: their screenshots get the placeholder at once.
    SCREENSHOT_URL_TEMPLATE: 'http://127.0.0.1:9/{domain}',
    // Every browser here comes from 127.0.0.1: the tests of the login limit per account must
    // not lock the other tests out by the limit per address (which the API tests cover).
    LOGIN_TRIES_PER_ADDRESS: '1000',
    // As `npm start` runs them: the API believes the visitor's address the site passes on.
    TRUST_PROXY: 'loopback',
  });
  process.env.SITE_URL = pair.siteUrl;
  process.env.API_URL = pair.apiUrl;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    await pair.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
