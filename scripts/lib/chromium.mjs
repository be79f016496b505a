// Finds a Chromium for the browser tests; installs Debian's where none is there and apt-get can.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
].filter(Boolean);

const found = () => candidates.find((file) => existsSync(file));

const canInstall = () => {
  try {
    execFileSync('which', ['apt-get'], { stdio: 'ignore' });
    return process.getuid?.() === 0;
  } catch {
    return false;
  }
};

export const ensureChromium = () => {
  const existing = found();
  if (existing) return existing;
  if (!canInstall()) {
    throw new Error('No Chromium found. Install one (Debian: apt-get install chromium) or set CHROME_PATH.');
  }
  console.log("No Chromium found: installing Debian's chromium package with apt-get…");
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const installed = found();
  if (!installed) throw new Error('apt-get installed chromium, but no binary was found.');
  return installed;
};
