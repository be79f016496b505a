import { loadEnv } from '../env.ts';
import { staffCreate } from './staff-create.ts';

// The command line of `npm run staff:create -- --email … --role …`.
const code = await staffCreate(process.argv.slice(2), loadEnv(), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exitCode = code;
