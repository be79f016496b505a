import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Pair, startPair } from '../../scripts/lib/pair.mjs';

/**
 * A site and API of their own on a fresh embedded database with the demo data, as `npm start` runs
 * them: the API built by `npm run build`, which runs before the browser tests. `env` adds to or
 * overrides the environment; `ports` pins the addresses.
 */
export const startDemoPair = async (
  name: string,
  env: Record<string, string>,
  ports: { apiPort?: number; sitePort?: number } = {},
): Promise<{ pair: Pair; dataDir: string }> => {
  const dataDir = await mkdtemp(path.join(tmpdir(), `kodewerk-e2e-${name}-`));
  const pair = await startPair({
    dataDir,
    ...ports,
    quiet: true,
    builtApi: true,
    env: { NODE_ENV: 'development', DEMO_DATA: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
  });
  return { pair, dataDir };
};
