// Finds a Chromium; installs Debian's package where none is there and apt-get can.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const fullBrowsers = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

const canInstall = () => {
  try {
    execFileSync('which', ['apt-get'], { stdio: 'ignore' });
    return process.getuid?.() === 0;
  } catch {
    return false;
  }
};

const ensure = (candidates, debianPackage) => {
  const found = () => [process.env.CHROME_PATH, ...candidates].find((file) => file && existsSync(file));
  const existing = found();
  if (existing) return existing;
  if (!canInstall()) {
    throw new Error(
      `No Chromium found. Install one (Debian: apt-get install ${debianPackage}) or set CHROME_PATH.`,
    );
  }
  console.log(`No Chromium found: installing Debian's ${debianPackage} package with apt-get…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', debianPackage], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = found();
  if (!installed) throw new Error(`apt-get installed ${debianPackage}, but no binary was found.`);
  return installed;
};

/** A full Chromium (screenshots, the social image). */
export const ensureChromium = () => ensure(fullBrowsers, 'chromium');

/**
 * The browser of the browser tests: Debian's headless shell, the same engine without the full
 * browser's window machinery, which runs the suite on about half the CPU of the full browser's
 * headless mode (docs/test-times.md); a full Chromium where only that is there.
 */
export const ensureTestChromium = () =>
  ensure(['/usr/bin/chromium-headless-shell', ...fullBrowsers], 'chromium-headless-shell');
