// The end-to-end tests' harness: the real `quartet serve` on a free port with a temporary data
// directory, and Debian's Chromium driven by playwright-core (never a downloaded browser). The
// suite shares one server and one browser (`setup.ts`, reached with `shared()`); each player
// is a browser context of its own. `QUARTET_STATIC` serves another build of the UI (to check
// that a test fails on the build before a fix).

import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, type BrowserServer, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const REPO = path.resolve(WEB, "..");
export const ARTIFACTS = path.join(WEB, "e2e", "artifacts");
/** The built UI the servers serve. */
export const STATIC = process.env.QUARTET_STATIC ?? path.join(WEB, "dist");

/** The server binary: `QUARTET_BIN`, else the one `cargo test` builds. */
export function serverBinary(): string {
  if (process.env.QUARTET_BIN) return process.env.QUARTET_BIN;
  const target = process.env.CARGO_TARGET_DIR ?? path.join(REPO, "target");
  return path.join(target, "debug", "quartet");
}

/** A running `quartet serve`. */
export class Server {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
    readonly port: number,
    readonly dataDir: string,
    private readonly log: string[],
  ) {}

  /** Starts the server on `port` (0: a free one) over `dataDir` (a new temporary one), with
   * the options `extra` (`--static DIR` for another built UI than web/dist's). */
  static async start(dataDir?: string, port = 0, extra: string[] = []): Promise<Server> {
    const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), "quartet-e2e-"));
    // The built UI, unless `extra` names another.
    const ui = extra.includes("--static") ? [] : ["--static", STATIC];
    const child = spawn(
      serverBinary(),
      ["serve", "--port", String(port), "--data-dir", dir, ...ui, "--bot-threads", "1", ...extra],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    const log: string[] = [];
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start in 30 s:\n${log.join("")}`)), 30_000);
      // The banner on standard output names one address, whatever its language.
      const out: string[] = [];
      const seen = (chunk: Buffer) => {
        log.push(chunk.toString());
        out.push(chunk.toString());
        const m = /(http:\/\/[^\s]+)/.exec(out.join(""));
        if (m) {
          clearTimeout(timer);
          resolve(m[1].replace(/\/$/, ""));
        }
      };
      child.stdout?.on("data", seen);
      child.stderr?.on("data", (chunk: Buffer) => log.push(chunk.toString()));
      child.on("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${code}) before it started:\n${log.join("")}`));
      });
      child.on("error", (e) => {
        clearTimeout(timer);
        reject(e);
      });
    });
    return new Server(child, url, Number(new URL(url).port), dir, log);
  }

  /** Stops the server (SIGKILL: as a crash would) and waits for it to exit. */
  async stop(signal: NodeJS.Signals = "SIGTERM"): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => this.child.once("exit", () => resolve()));
    this.child.kill(signal);
    // A server that has not exited in 10 s is killed; the timer goes once it has (a timer left
    // running would keep the test process alive for its 10 s).
    const timer = setTimeout(() => this.child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }

  /** Stops the server and removes its data directory. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** What the server printed, for failure messages. */
  output(): string {
    return this.log.join("");
  }
}

const CHROMIUM = {
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  headless: true,
  // playwright-core gives every launch a fresh, empty --user-data-dir of its own.
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    // Sounds are played (and counted) without a click first.
    "--autoplay-policy=no-user-gesture-required",
  ],
};

/** Launches Debian's Chromium headless, for this process alone. */
export async function launch(): Promise<Browser> {
  return chromium.launch(CHROMIUM);
}

/** Launches Debian's Chromium headless, for every test file to connect to. */
export async function launchServer(): Promise<BrowserServer> {
  return chromium.launchServer(CHROMIUM);
}

/** The suite's shared server (its address) and browser (connected for this file). */
export async function shared(): Promise<{ server: { url: string }; browser: Browser }> {
  const browser = await chromium.connect(inject("wsEndpoint"));
  return { server: { url: inject("serverUrl") }, browser };
}

/** A test file's fixture: the shared server and browser, connected before its tests and let go
 * after them (read `fixture.server` and `fixture.browser` inside the tests). */
export function sharedFixture(): { server: { url: string }; browser: Browser } {
  const fixture = {} as { server: { url: string }; browser: Browser };
  beforeAll(async () => {
    Object.assign(fixture, await shared());
  });
  afterAll(async () => {
    await fixture.browser?.close();
  });
  return fixture;
}

/** A player: a browser context of its own (its own localStorage, so its own seats) and a page. */
export interface Player {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

/** A phone's screen, as the issue measures it. */
export const PHONE = { width: 390, height: 844 };
/** A desktop screen. */
export const DESKTOP = { width: 1280, height: 900 };

export async function player(
  browser: Browser,
  options: { width?: number; height?: number; colorScheme?: "light" | "dark"; touch?: boolean } = {},
): Promise<Player> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? DESKTOP.width, height: options.height ?? DESKTOP.height },
    deviceScaleFactor: 1,
    colorScheme: options.colorScheme ?? "light",
    hasTouch: options.touch ?? false,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error" && !/WebSocket|ERR_CONNECTION_REFUSED|Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return { context, page, errors };
}

/** Saves a screenshot as e2e/artifacts/NAME.png. */
export async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage });
}

/** How many actions the page shows were played (the history's count). */
export async function actionsShown(page: Page): Promise<number> {
  return page.evaluate(() => {
    const label = document.querySelector(".replay-label");
    const n = label?.getAttribute("data-ply");
    if (n !== null && n !== undefined) return Number(n);
    // The label as older builds wrote it ("12 actions (live)", "showing 3 of 12").
    const m = /(\d+) actions|of (\d+)/.exec(label?.textContent ?? "");
    return m ? Number(m[1] ?? m[2]) : -1;
  });
}

/** The step of the game the page shows (the history's count, or the replay's step). */
export async function plyShown(page: Page): Promise<number> {
  return page.evaluate(() => {
    const label = document.querySelector(".replay-label");
    const n = label?.getAttribute("data-at");
    if (n !== null && n !== undefined) return Number(n);
    const m = /showing (\d+)|(\d+) actions/.exec(label?.textContent ?? "");
    return m ? Number(m[1] ?? m[2]) : -1;
  });
}

/** Waits until the page shows more than `before` actions, or the game's end. */
export async function waitForProgress(page: Page, before: number, timeout = 30_000): Promise<void> {
  try {
    await page.waitForFunction(
      (n) => {
        const label = document.querySelector(".replay-label");
        const m = /(\d+) actions?/.exec(label?.textContent ?? "");
        const shown = Number(label?.getAttribute("data-ply") ?? (m ? m[1] : -1));
        return shown > n || document.querySelector(".banner.shown") !== null;
      },
      before,
      { timeout },
    );
  } catch (e) {
    // Say what the page showed: its status, connection and last message.
    const seen = await page
      .evaluate(() =>
        [".status", ".link-status", ".toast", ".replay-label"]
          .map((s) => `${s}: ${document.querySelector(s)?.textContent ?? "-"}`)
          .join(" | "),
      )
      .catch(() => "(the page cannot be read)");
    await shot(page, `failure-${Date.now()}`).catch(() => {});
    throw new Error(`no progress past ${before} actions on ${page.url()}: ${seen}\n${String(e)}`);
  }
}

/** Clicks a board target once it is playable, and waits for every page of `pages` to see the
 * action. */
export async function act(by: Page, selector: string, pages: Page[]): Promise<void> {
  const before = await Promise.all(pages.map((p) => actionsShown(p)));
  const target = by.locator(`${selector}[role=button]`);
  await target.waitFor({ timeout: 20_000 });
  await target.click();
  await Promise.all(pages.map((p, i) => waitForProgress(p, before[i])));
}

/** The seat tokens this page's browser holds for a game. */
export async function tokensIn(page: Page, id: string): Promise<string[]> {
  const kept = await page.evaluate(() => localStorage.getItem("quartet.games"));
  const games = JSON.parse(kept ?? "{}") as Record<string, { tokens: { token: string }[] }>;
  return (games[id]?.tokens ?? []).map((t) => t.token);
}

/** The game's id from the page's address. */
export function gameId(page: Page): string {
  const m = /\/game\/([A-Za-z0-9_-]+)/.exec(page.url());
  if (!m) throw new Error(`not a game page: ${page.url()}`);
  return m[1];
}

/** The state the server sends this page's seats (the same as its WebSocket's). The test
 * polls it from the same address as its browsers, so like any client it may be asked to slow
 * down (429): it then waits as the server's Retry-After says and asks again. */
export async function stateFor(server: { url: string }, page: Page, id: string): Promise<{
  legal: string[];
  status: string;
  ply: number;
  to_move: number | null;
  view: string;
  you: number[];
  result: { text: string; winner: number | null; termination: string } | null;
  clock: { remaining_ms: number[]; running: number | null } | null;
  seats: { name: string | null; kind: string; connected: boolean }[];
  spectators: number;
  winning_lines: string[] | null;
  made_squares: string[][] | null;
}> {
  const tokens = await tokensIn(page, id);
  const ask = () =>
    fetch(`${server.url}/api/games/${id}`, {
      headers: tokens.length > 0 ? { Authorization: `Bearer ${tokens.join(",")}` } : {},
    });
  let response = await ask();
  for (let tries = 1; response.status === 429 && tries < 10; tries++) {
    const seconds = Number(response.headers.get("Retry-After") ?? "1") || 1;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    response = await ask();
  }
  if (!response.ok) throw new Error(`state of ${id}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A small seeded random generator, so a failing run can be replayed. */
export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 2 ** 32;
  };
}

/** Clicks one of the page's board targets (a legal action), chosen at random. */
export async function clickRandomTarget(page: Page, random: () => number, selector: string): Promise<string> {
  const targets = page.locator(selector);
  const n = await targets.count();
  if (n === 0) throw new Error(`no target matches ${selector}`);
  const target = targets.nth(Math.floor(random() * n));
  const label = (await target.getAttribute("aria-label")) ?? "";
  await target.click();
  return label;
}

/** A request to the server's API as any client makes it, asking again after a 429. */
export async function call<T>(url: string, method: string, path: string, body?: unknown, tokens: string[] = []): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (tokens.length > 0) headers.Authorization = `Bearer ${tokens.join(",")}`;
  const ask = () => fetch(`${url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  let response = await ask();
  for (let tries = 1; response.status === 429 && tries < 10; tries++) {
    await new Promise((resolve) => setTimeout(resolve, (Number(response.headers.get("Retry-After") ?? "1") || 1) * 1000));
    response = await ask();
  }
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** What creating a game answers. */
export interface Created {
  id: string;
  tokens: { seat: number; token: string }[];
  invites: { seat: number; kind: string; code: string; link: string }[];
  state: { game: string };
}

/** Creates a game through the API (`POST /api/games`), as the lobby would. */
export function createGame(server: { url: string }, request: Record<string, unknown>): Promise<Created> {
  return call<Created>(server.url, "POST", "/api/games", request);
}

/** Gives a page's browser the seats of a created game (as the lobby keeps them), then opens
 * the game's page. */
export async function openGame(page: Page, server: { url: string }, created: Created): Promise<void> {
  await page.goto(`${server.url}/api/health`);
  await page.evaluate((c) => {
    const all = JSON.parse(localStorage.getItem("quartet.games") ?? "{}") as Record<string, unknown>;
    all[c.id] = { id: c.id, game: c.state.game, tokens: c.tokens, invites: c.invites, at: Date.now() };
    localStorage.setItem("quartet.games", JSON.stringify(all));
  }, created);
  await page.goto(`${server.url}/game/${created.id}`);
  await page.locator(".replay-label").waitFor();
  await page.waitForFunction(() => /\d/.test(document.querySelector(".replay-label")?.textContent ?? ""));
}

/** What of `selectors` lies outside the first screen (without scrolling), and how. */
export async function offScreen(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((list) => {
    const out: string[] = [];
    const h = window.innerHeight;
    const w = window.innerWidth;
    for (const sel of list) {
      const els = [...document.querySelectorAll(sel)].filter((e) => (e as HTMLElement).getClientRects().length > 0);
      if (els.length === 0) out.push(`${sel}: not shown`);
      for (const e of els) {
        const r = e.getBoundingClientRect();
        if (r.top < -1 || r.bottom > h + 1 || r.left < -1 || r.right > w + 1)
          out.push(`${sel}: ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} (screen ${w}×${h})`);
      }
    }
    if (window.scrollY !== 0) out.push(`scrolled by ${window.scrollY}`);
    if (document.documentElement.scrollWidth > w) out.push(`page ${document.documentElement.scrollWidth} px wide`);
    return out;
  }, selectors);
}

/** The elements of `selectors` that overlap another of them by more than a pixel each way, and
 * with which: as seen, so cut by the boxes that scroll or clip them (a history scrolled to its
 * end hides its first moves); an element inside another is not over it, and the marks of one
 * drawing (a board's svg) may lie over each other. */
export async function overlapping(page: Page, selectors: string[]): Promise<string[]> {
  return page.evaluate((list) => {
    type Box = { left: number; top: number; right: number; bottom: number };
    const cut = (r: Box, q: Box): Box => ({ left: Math.max(r.left, q.left), top: Math.max(r.top, q.top), right: Math.min(r.right, q.right), bottom: Math.min(r.bottom, q.bottom) });
    const seen = (e: Element): Box => {
      let box: Box = e.getBoundingClientRect();
      for (let p = e.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX !== "visible" || style.overflowY !== "visible") box = cut(box, p.getBoundingClientRect());
      }
      return box;
    };
    const found = new Map<Element, { sel: string; box: Box }>();
    for (const sel of list) {
      for (const e of document.querySelectorAll(sel)) {
        if (found.has(e) || getComputedStyle(e).visibility === "hidden" || (e as HTMLElement).getClientRects().length === 0) continue;
        const box = seen(e);
        if (box.right - box.left > 1 && box.bottom - box.top > 1) found.set(e, { sel, box });
      }
    }
    const els = [...found.keys()];
    const out: string[] = [];
    for (let i = 0; i < els.length; i++) {
      for (let j = i + 1; j < els.length; j++) {
        const [a, b] = [els[i], els[j]];
        if (a.contains(b) || b.contains(a)) continue;
        const svg = a.closest("svg");
        if (svg && svg === b.closest("svg")) continue;
        const [x, y] = [found.get(a), found.get(b)];
        if (!x || !y) continue;
        const both = cut(x.box, y.box);
        const [w, h] = [both.right - both.left, both.bottom - both.top];
        if (w > 1 && h > 1) out.push(`${x.sel} and ${y.sel}: ${Math.round(w)}×${Math.round(h)} px`);
      }
    }
    return out;
  }, selectors);
}

/** The touch targets of the page smaller than 44×44 px (visible buttons and board targets). */
export async function smallTargets(page: Page, scope = "body"): Promise<string[]> {
  return page.evaluate((root) => {
    const out: string[] = [];
    for (const e of document.querySelectorAll(`${root} button, ${root} [role=button], ${root} a.button, ${root} select, ${root} input[type=range]`)) {
      const r = e.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (getComputedStyle(e).visibility === "hidden") continue;
      if (r.width < 43.5 || r.height < 43.5) {
        const name = e.getAttribute("aria-label") ?? e.textContent?.trim().slice(0, 30) ?? e.tagName;
        out.push(`${name}: ${r.width.toFixed(0)}×${r.height.toFixed(0)}`);
      }
    }
    return out;
  }, scope);
}

/** Makes the page count the sounds it plays (`quartet:sound` events) in `window.sounds`. */
export async function countSounds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { sounds: string[] };
    w.sounds = [];
    window.addEventListener("quartet:sound", (e) => w.sounds.push(String((e as CustomEvent).detail)));
  });
}

/** The sounds the page played so far (see `countSounds`). */
export async function soundsPlayed(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { sounds?: string[] }).sounds ?? []);
}

/** The seat tokens of a created game. */
export function tokensOf(created: Created): string[] {
  return created.tokens.map((t) => t.token);
}

/** Plays actions through the API for the seats of a created game. */
export async function playApi(server: { url: string }, created: Created, actions: string[]): Promise<void> {
  for (const action of actions) await call(server.url, "POST", `/api/games/${created.id}/actions`, { action }, tokensOf(created));
}

/** Waits until no animation runs on the page (a piece sliding moves its bounding box). */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().filter((a) => a.playState === "running").length === 0);
}
