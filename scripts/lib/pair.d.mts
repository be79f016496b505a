import type { ChildProcess } from 'node:child_process';

export declare const repoRoot: string;
export declare const freePort: () => Promise<number>;
export declare const builtApiRuntime: (env: NodeJS.ProcessEnv) => {
  nodeArgs: string[];
  env: Record<string, string>;
};
export interface Pair {
  apiUrl: string;
  siteUrl: string;
  api: ChildProcess;
  site: ChildProcess;
  stop: () => Promise<void>;
}
export declare const startPair: (options?: {
  apiPort?: number;
  sitePort?: number;
  dataDir?: string;
  env?: Record<string, string>;
  apiEnv?: Record<string, string>;
  dev?: boolean;
  builtApi?: boolean;
  quiet?: boolean;
  timeoutMs?: number;
}) => Promise<Pair>;
