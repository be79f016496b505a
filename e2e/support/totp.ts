import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A file beside the run's data, shared by both workers, for what is kept per account. */
export const runFile = (account: string, kind: string) =>
  path.join(process.env.E2E_DATA_DIR ?? tmpdir(), `${kind}-${account.replace(/[^a-z0-9]/gi, '_')}`);

/** One lock per account for the whole run (both workers). */
export const withAccountLock = async <T>(account: string, work: () => Promise<T>): Promise<T> => {
  const lock = runFile(account, 'lock');
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      await sleep(100);
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
};

/**
 * Hands `submit` a code of the account's authenticator app that the API has not seen yet, and
 * holds the account's lock until `submit` is done. The API takes only a code of a later time step
 * than the last one it accepted (no replay) and allows one step of drift, so a second login within
 * 30 seconds takes the next step's code, and only a third waits for the clock. A code handed out
 * first is used first, so a later step used by the other worker cannot make it a replay.
 */
export const withTotpCode = async <T>(
  account: { email: string; totpSecret: string },
  submit: (code: string) => Promise<T>,
): Promise<T> =>
  withAccountLock(account.email, async () => {
    const stepFile = runFile(account.email, 'totp-step');
    const last = Number(await readFile(stepFile, 'utf8').catch(() => '0'));
    const step = Math.max(Math.floor(Date.now() / PERIOD_MS), last + 1);
    while (step > Math.floor(Date.now() / PERIOD_MS) + 1) await sleep(250);
    await writeFile(stepFile, String(step));
    return submit(
      TOTP.generate({ secret: Secret.fromBase32(account.totpSecret), timestamp: step * PERIOD_MS }),
    );
  });
