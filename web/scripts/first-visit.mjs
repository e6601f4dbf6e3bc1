// What a browser downloads to show a page of a running `quartet serve`, as Chromium counts the
// bytes on the wire: a fresh profile opens the page, then opens it again after `about:blank`
// (a later visit). The API's answers are left out. Figures: BENCHMARKS.md, "The browser's first
// visit".
//
//   node web/scripts/first-visit.mjs http://127.0.0.1:8080 [LANG] [PATH]
//
// Needs web/node_modules (`npm ci` in web/) and Debian's chromium (or CHROMIUM=path).
import { chromium } from "playwright-core";

const [base, lang = "en", path = "/"] = process.argv.slice(2);
if (!base) {
  console.error("usage: node web/scripts/first-visit.mjs URL [LANG] [PATH]");
  process.exit(2);
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium", args: ["--no-sandbox"] });
const context = await browser.newContext({ locale: lang });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Network.enable");
const answers = new Map();
let files = [];
cdp.on("Network.responseReceived", (e) => answers.set(e.requestId, e.response));
cdp.on("Network.loadingFinished", (e) => {
  const answer = answers.get(e.requestId);
  if (!answer || new URL(answer.url).pathname.startsWith("/api")) return;
  const cached = answer.fromDiskCache ? " (disk cache)" : answer.fromMemoryCache ? " (memory cache)" : "";
  files.push({ path: new URL(answer.url).pathname, bytes: e.encodedDataLength, how: `${answer.headers["content-encoding"] ?? "identity"}${cached}` });
});

for (const visit of ["first visit", "visit again"]) {
  files = [];
  await page.goto(new URL(path, base).toString(), { waitUntil: "networkidle" });
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  console.log(`${visit}: ${total} bytes`);
  for (const f of files) console.log(`  ${f.path}  ${f.bytes} bytes, ${f.how}`);
  await page.goto("about:blank");
}
await browser.close();
