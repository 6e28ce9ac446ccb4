/**
 * Writes the installed app's icons into public/ from public/favicon.svg (run by hand when the logo
 * changes: `node apps/web/scripts/write-app-icons.mjs`; the PNGs are committed). `icon-192.png` and
 * `icon-512.png` are the logo as it is; `icon-maskable-512.png` and `apple-touch-icon.png` fill the
 * square with the brand red and keep the leaf inside the maskable safe zone (the middle 80 % circle),
 * since Android and iOS cut them to their own shapes.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../public');
const logo = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const brandRed = /<rect[^>]*fill="(#[0-9a-f]{6})"/i.exec(logo)?.[1];
const leaf = /<path[^>]*\/>/.exec(logo)?.[0];
if (!brandRed || !leaf) throw new Error('favicon.svg has no background <rect> or leaf <path>');

// The leaf's farthest point is 28.2 of the logo's 64 units from its middle: at 0.75, 33 % of the
// icon's width, inside the safe circle's 40 %.
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${brandRed}"/><g transform="translate(32 32) scale(0.75) translate(-32 -32.5)">${leaf}</g></svg>`;

const icons = [
  { file: 'icon-192.png', svg: logo, size: 192 },
  { file: 'icon-512.png', svg: logo, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(publicDir, file));
  console.log(`${file}: ${size}×${size}`);
}
