import { loadEnv } from '../env.ts';
import { restoreCommand } from './backup.ts';

// The command line of `npm run restore -- <backup file> [--force]`.
process.exitCode = await restoreCommand(process.argv.slice(2), loadEnv(), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
