// Draws the installed app's icons (public/icons/*.png) from public/favicon.svg with the
// Chromium the browser tests use: `node apps/web/scripts/app-icons.mjs`. Run again after the
// logo changes; the PNGs are committed. The maskable icon pads the logo into the safe zone.
import { readFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(new URL('../../../e2e/package.json', import.meta.url));
const { chromium } = require('@playwright/test');
const pub = fileURLToPath(new URL('../public/', import.meta.url));
const svg = await readFile(`${pub}favicon.svg`, 'utf8');
await mkdir(`${pub}icons`, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
for (const [name, size, pad] of [
  ['icon-192.png', 192, 0],
  ['icon-512.png', 512, 0],
  ['maskable-512.png', 512, 0.1],
]) {
  await page.setViewportSize({ width: size, height: size });
  const inner = Math.round(size * (1 - 2 * pad));
  const bg = pad ? '#165DFF' : 'transparent';
  await page.setContent(
    `<html><body style="margin:0;background:${bg};display:grid;place-items:center;width:${size}px;height:${size}px">` +
      `<img style="width:${inner}px;height:${inner}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`,
  );
  await page.screenshot({ path: `${pub}icons/${name}`, omitBackground: !pad });
}
await browser.close();
