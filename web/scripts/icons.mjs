// Draws the app's icons (web/public/icon-SIZE.png) from web/public/icon.svg with Chromium, for
// the systems that want bitmaps: Android's launcher (192 and 512, also as a maskable icon: the
// pieces lie within the middle 80%) and iOS's home screen (180). Run it after changing the SVG,
// and commit the PNGs:
//
//   node web/scripts/icons.mjs
//
// Needs web/node_modules (`npm ci` in web/) and Debian's chromium (or CHROMIUM=path).
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public");
const svg = readFileSync(path.join(publicDir, "icon.svg"), "utf8");
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const size of [512, 192, 180]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<style>html, body { margin: 0 } svg { display: block; width: ${size}px; height: ${size}px }</style>${svg}`);
  const file = path.join(publicDir, `icon-${size}.png`);
  await page.screenshot({ path: file });
  console.log(file);
}
await browser.close();
