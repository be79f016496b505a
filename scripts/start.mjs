// `npm start`: the API and the site on one machine, on the embedded database unless
// DATABASE_URL says otherwise.
import { startPair } from './lib/pair.mjs';

const dev = process.argv.includes('--dev');
const apiPort = Number(process.env.API_PORT ?? 3001);
const sitePort = Number(process.env.PORT ?? 3000);

const pair = await startPair({ apiPort, sitePort, dev }).catch((error) => {
  console.error(error.message);
  process.exit(1);
});

console.log(`
  Kodewerk is running
  Site:  ${pair.siteUrl}
  API:   ${pair.apiUrl}  (reference: ${pair.apiUrl}/docs)
  Data:  ${process.env.DATABASE_URL ? 'PostgreSQL at DATABASE_URL' : `embedded PGlite in ${process.env.DATA_DIR ?? './data'}`}
  Demo:  klant@voorbeeld.nl / Welkom123!   mfa@voorbeeld.nl / Welkom123! (TOTP JBSWY3DPEHPK3PXP)
`);

let stopping = false;
const stop = async (code) => {
  if (stopping) return;
  stopping = true;
  await pair.stop();
  process.exit(code);
};
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
pair.api.on('exit', (code) => void stop(code ?? 1));
pair.site.on('exit', (code) => void stop(code ?? 1));
