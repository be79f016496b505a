import { loadEnv } from '../env.ts';
import { backupCommand } from './backup.ts';

// The command line of `npm run backup [-- <folder>]`.
process.exitCode = await backupCommand(process.argv.slice(2), loadEnv(), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
