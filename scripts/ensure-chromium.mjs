// Browser tests run in Debian's Chromium and never download a browser. Install it when missing.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM)) {
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium was not found at ${CHROMIUM}. The browser tests need Debian's Chromium:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or set CHROMIUM_PATH to a Chromium binary. The browser tests are not skipped.',
    );
    process.exit(1);
  }
  console.log(`Chromium not found at ${CHROMIUM}; installing Debian's chromium package...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execSync('apt-get update -q', { stdio: 'inherit', env });
  execSync('apt-get install -y -q chromium', { stdio: 'inherit', env });
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`Installed the chromium package, but ${CHROMIUM} still does not exist.`);
    process.exit(1);
  }
}
