// `npm test`: unit and API tests (Vitest), then the browser tests (Playwright with Debian's
// Chromium) against a freshly built site. Ends with one line: "N passed, N failed".
//   --only unit | --only e2e | --only soak   run one part
//   --project api              Vitest project filter (repeatable), e.g. the API suites alone
//   --postgres URL             run the API suites on that PostgreSQL server; the suites of the
//                              embedded database's own behaviour stay on PGlite (vitest.config.ts,
//                              docs/decisions/0038-where-each-test-suite-runs.md)
//   --no-layout                with --postgres, leave out the production layout that otherwise
//                              runs beside the soak (bench/production-layout.mjs: Debian's nginx in
//                              front of two site and two API instances, restarted and killed under
//                              load), e.g. on a machine without nginx
// A full run ends with the soak's short form (bench/soak.mjs: a minute of mixed traffic on the
// built API per database, no answer 5xx and none lost; with --postgres, the production layout
// beside it) and the time each phase took.
// With TEST_SUMMARY_FILE set, the counts are also appended there as JSON, for .ci/run.
import { spawn } from 'node:child_process';
import { appendFileSync, createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureTestChromium } from './lib/chromium.mjs';
import { repoRoot } from './lib/pair.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const only = option('--only');
const postgresUrl = option('--postgres');
const layout = Boolean(postgresUrl) && !args.includes('--no-layout');
const projects = args.flatMap((arg, i) => (args[i - 1] === '--project' ? ['--project', arg] : []));
const tmp = path.join(repoRoot, '.tmp');
mkdirSync(tmp, { recursive: true });

const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name);

/** Runs a command to its end; with `logFile` its output goes there instead of the terminal. */
const run = (command, commandArgs, { env = {}, logFile } = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: repoRoot,
      stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    if (logFile) {
      const log = createWriteStream(logFile);
      child.stdout.pipe(log);
      child.stderr.pipe(log);
    }
    child.on('error', () => resolve(1));
    child.on('close', (code) => resolve(code ?? 1));
  });

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

const totals = { passed: 0, failed: 0, skipped: 0 };
/** The names of failed and retried tests, repeated at the end where a shortened log still shows them. */
const named = { failed: [], flaky: [] };

/** Vitest's tests of `status`; with `retried`, those that passed after a failed first try. */
const vitestTests = (json, status, { retried = false } = {}) =>
  (json?.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? [])
      .filter((test) => test.status === status && (!retried || test.failureMessages?.length > 0))
      .map((test) => `${path.relative(repoRoot, file.name)} › ${test.fullName}`),
  );

const playwrightTests = (suite, titles = []) => [
  ...(suite.specs ?? []).flatMap((spec) =>
    (spec.tests ?? []).map((test) => ({
      name: [...titles, spec.title].filter(Boolean).join(' › '),
      status: test.status,
    })),
  ),
  ...(suite.suites ?? []).flatMap((child) => playwrightTests(child, [...titles, child.title])),
];
const add = (label, counts, status) => {
  // A runner that failed without reporting a failed test (crash, setup error) still counts as one.
  const failed = counts.failed + (status !== 0 && counts.failed === 0 ? 1 : 0);
  totals.passed += counts.passed;
  totals.failed += failed;
  totals.skipped += counts.skipped;
  console.log(`${label}: ${counts.passed} passed, ${failed} failed, ${counts.skipped} skipped`);
};

const vitest = async (label, { reportName, vitestProjects, env, logFile }) => {
  const report = path.join(tmp, reportName);
  rmSync(report, { force: true });
  const status = await run(
    bin('vitest'),
    ['run', ...vitestProjects, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { env, logFile },
  );
  const json = readJson(report);
  named.failed.push(...vitestTests(json, 'failed').map((name) => `${label}: ${name}`));
  named.flaky.push(...vitestTests(json, 'passed', { retried: true }).map((name) => `${label}: ${name}`));
  return () =>
    add(
      label,
      {
        passed: json?.numPassedTests ?? 0,
        failed: json?.numFailedTests ?? 0,
        skipped: (json?.numPendingTests ?? 0) + (json?.numTodoTests ?? 0),
      },
      status,
    );
};

const browserTests = async () => {
  let status = 0;
  let counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    const chromium = ensureTestChromium();
    status = await run('npm', ['run', 'build', '--silent']);
    if (status === 0) {
      const report = path.join(tmp, 'playwright.json');
      rmSync(report, { force: true });
      status = await run(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts'], {
        env: { CHROME_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
      });
      const json = readJson(report);
      const stats = json?.stats;
      const tests = (json?.suites ?? []).flatMap((suite) => playwrightTests(suite, [suite.title]));
      for (const test of tests) {
        if (test.status === 'unexpected') named.failed.push(`Browser tests: ${test.name}`);
        if (test.status === 'flaky') named.flaky.push(`Browser tests: ${test.name}`);
      }
      counts = {
        passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
        failed: stats?.unexpected ?? 0,
        skipped: stats?.skipped ?? 0,
      };
    }
  } catch (error) {
    console.error(error.message);
    status = 1;
  }
  return () => add('Browser tests', counts, status);
};

/**
 * The soak's short form on the built API, one run per database at the same time (they share the machine, as two instances would): it checks that no answer is 5xx and
 * none is lost, not how fast they are. With PostgreSQL (unless --no-layout), the production layout runs beside
 * them on the built API and site (the site is built first when the browser tests did not build it).
 */
const soak = async () => {
  const built = await run(process.execPath, ['scripts/build-api.mjs']);
  if (built !== 0) return () => add('Soak (short form)', { passed: 0, failed: 1, skipped: 0 }, built);
  const siteBuilt =
    !layout ||
    existsSync(path.join(repoRoot, 'apps/web/build/server/index.js')) ||
    (await run('npm', ['run', 'build', '--silent', '--workspace', 'apps/web'])) === 0;
  const env = postgresUrl ? { BENCH_DATABASE_URL: postgresUrl } : {};
  const databases = postgresUrl ? ['pglite', 'postgres'] : ['pglite'];
  const scripts = [
    ...databases.map((database) => ({
      label: 'Soak (short form)',
      title: 'Soak, short form',
      logFile: path.join(tmp, `soak-${database}.log`),
      args: [...'bench/soak.mjs --minutes 1 --users 8 --check --built --database'.split(' '), database],
    })),
    ...(layout
      ? [
          {
            label: 'Production layout',
            title: 'Production layout, nginx with two site and two API instances',
            logFile: path.join(tmp, 'production-layout.log'),
            args: ['bench/production-layout.mjs', '--check', '--built'],
          },
        ]
      : []),
  ];
  const runs = await Promise.all(
    scripts.map(async (script) => {
      if (script.label === 'Production layout' && !siteBuilt)
        return { ...script, status: 1, output: 'The site did not build.' };
      const status = await run(process.execPath, script.args, { env, logFile: script.logFile });
      return { ...script, status };
    }),
  );
  return () => {
    for (const { label, title, logFile, status, output } of runs) {
      console.log(`\n== ${title} (${logFile})`);
      console.log(output ?? readFileSync(logFile, 'utf8'));
      add(label, { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, skipped: 0 }, status);
    }
  };
};

/** How long each phase took, printed at the end (docs/test-times.md keeps the figures of CI). */
const phases = [];
const timed = async (name, work) => {
  const started = Date.now();
  try {
    return await work();
  } finally {
    phases.push({ name, seconds: (Date.now() - started) / 1000 });
  }
};
const minutesAndSeconds = (seconds) =>
  `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

const started = Date.now();
if (only !== 'e2e' && only !== 'soak') {
  const report = await timed('Unit and API tests', () =>
    vitest(postgresUrl ? 'Unit and API tests (API suites on PostgreSQL)' : 'Unit and API tests', {
      reportName: 'vitest.json',
      vitestProjects: projects,
      env: postgresUrl ? { TEST_DATABASE_URL: postgresUrl } : {},
    }),
  );
  report();
}
if ((only === undefined || only === 'e2e') && projects.length === 0)
  (await timed('Browser tests (build and run)', browserTests))();
if ((only === undefined || only === 'soak') && projects.length === 0) (await timed('Soak', soak))();

if (named.flaky.length > 0) console.log(`\nPassed on a retry:\n  ${named.flaky.join('\n  ')}`);
if (named.failed.length > 0) console.log(`\nFailed:\n  ${named.failed.join('\n  ')}`);
if (process.env.TEST_SUMMARY_FILE)
  appendFileSync(process.env.TEST_SUMMARY_FILE, `${JSON.stringify(totals)}\n`);
console.log('\nPhase times (minutes:seconds):');
for (const { name, seconds } of phases) console.log(`  ${minutesAndSeconds(seconds).padStart(6)}  ${name}`);
console.log(`  ${minutesAndSeconds((Date.now() - started) / 1000).padStart(6)}  npm test in all`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
