// Browser tests run in Debian's Chromium and never download a browser. Install it when missing, with
// Roboto: Debian's default fonts have no Vietnamese letters like "ế", so Chromium would set each from
// a fallback font, a slower layout (and a different page) than any phone's system font gives.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROBOTO = '/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf';
const isRoot = process.getuid?.() === 0;
const hasApt = fs.existsSync('/usr/bin/apt-get');
const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };

if (!fs.existsSync(CHROMIUM)) {
  if (!isRoot || !hasApt) {
    console.error(
      `Chromium was not found at ${CHROMIUM}. The browser tests need Debian's Chromium:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium\n' +
        'or set CHROMIUM_PATH to a Chromium binary. The browser tests are not skipped.',
    );
    process.exit(1);
  }
  console.log(`Chromium not found at ${CHROMIUM}; installing Debian's chromium package...`);
  execSync('apt-get update -q', { stdio: 'inherit', env: aptEnv });
  execSync('apt-get install -y -q chromium fonts-roboto-unhinted', { stdio: 'inherit', env: aptEnv });
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`Installed the chromium package, but ${CHROMIUM} still does not exist.`);
    process.exit(1);
  }
}

if (!fs.existsSync(ROBOTO)) {
  if (isRoot && hasApt) {
    execSync('apt-get install -y -q fonts-roboto-unhinted', { stdio: 'inherit', env: aptEnv });
  } else {
    console.warn(
      'Roboto is missing: Vietnamese text will be set from fallback fonts. Install it with\n' +
        '  sudo apt-get install -y fonts-roboto-unhinted',
    );
  }
}
