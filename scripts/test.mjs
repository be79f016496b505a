// `npm test`: unit and API tests (Vitest), then the browser tests (Playwright with Debian's
// Chromium) against a freshly built site. Ends with one line: "N passed, N failed".
//   --only unit | --only e2e   run one half
//   --project api              Vitest project filter (repeatable), e.g. the API suites alone
// With TEST_SUMMARY_FILE set, the counts are also appended there as JSON, for .ci/run.
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { repoRoot } from './lib/pair.mjs';

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
const projects = args.flatMap((arg, i) => (args[i - 1] === '--project' ? ['--project', arg] : []));
const tmp = path.join(repoRoot, '.tmp');
mkdirSync(tmp, { recursive: true });

const bin = (name) => path.join(repoRoot, 'node_modules/.bin', name);
const run = (command, commandArgs, env = {}) =>
  spawnSync(command, commandArgs, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } })
    .status ?? 1;

const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

const totals = { passed: 0, failed: 0, skipped: 0 };
const add = (label, counts, status) => {
  // A runner that failed without reporting a failed test (crash, setup error) still counts as one.
  const failed = counts.failed + (status !== 0 && counts.failed === 0 ? 1 : 0);
  totals.passed += counts.passed;
  totals.failed += failed;
  totals.skipped += counts.skipped;
  console.log(`${label}: ${counts.passed} passed, ${failed} failed, ${counts.skipped} skipped`);
};

if (only !== 'e2e') {
  const report = path.join(tmp, 'vitest.json');
  rmSync(report, { force: true });
  const status = run(bin('vitest'), [
    'run',
    ...projects,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
  const json = readJson(report);
  add(
    'Unit and API tests',
    {
      passed: json?.numPassedTests ?? 0,
      failed: json?.numFailedTests ?? 0,
      skipped: (json?.numPendingTests ?? 0) + (json?.numTodoTests ?? 0),
    },
    status,
  );
}

if (only !== 'unit' && projects.length === 0) {
  let status = 0;
  let counts = { passed: 0, failed: 0, skipped: 0 };
  try {
    const chromium = ensureChromium();
    status = run('npm', ['run', 'build', '--silent']);
    if (status === 0) {
      const report = path.join(tmp, 'playwright.json');
      rmSync(report, { force: true });
      status = run(bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts'], {
        CHROME_PATH: chromium,
        PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      });
      const stats = readJson(report)?.stats;
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
  add('Browser tests', counts, status);
}

if (process.env.TEST_SUMMARY_FILE)
  appendFileSync(process.env.TEST_SUMMARY_FILE, `${JSON.stringify(totals)}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
