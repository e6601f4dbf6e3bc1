// The end-to-end tests' harness: the real `quartet serve` on a free port with a temporary data
// directory, and Debian's Chromium driven by playwright-core (never a downloaded browser).

import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";

export const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const REPO = path.resolve(WEB, "..");
export const ARTIFACTS = path.join(WEB, "e2e", "artifacts");

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

  /** Starts the server on `port` (0: a free one) over `dataDir` (a new temporary one). */
  static async start(dataDir?: string, port = 0): Promise<Server> {
    const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), "quartet-e2e-"));
    const child = spawn(
      serverBinary(),
      ["serve", "--port", String(port), "--data-dir", dir, "--static", path.join(WEB, "dist"), "--bot-threads", "1"],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    const log: string[] = [];
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not start in 30 s:\n${log.join("")}`)), 30_000);
      const seen = (chunk: Buffer) => {
        log.push(chunk.toString());
        const m = /open (http:\/\/[^\s]+)/.exec(log.join(""));
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
    const timeout = new Promise<void>((resolve) =>
      setTimeout(() => {
        this.child.kill("SIGKILL");
        resolve();
      }, 10_000),
    );
    await Promise.race([exited, timeout]);
    await exited;
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

/** Launches Debian's Chromium headless. */
export async function launch(): Promise<Browser> {
  return chromium.launch({
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
    ],
  });
}

/** A player: a browser context of its own (its own localStorage, so its own seats) and a page. */
export interface Player {
  context: BrowserContext;
  page: Page;
  errors: string[];
}

export async function player(browser: Browser, options: { width?: number; height?: number } = {}): Promise<Player> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 860 },
    deviceScaleFactor: 1,
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

/** How many actions the page shows were played (the replay label). */
export async function actionsShown(page: Page): Promise<number> {
  const text = (await page.locator(".replay-label").textContent()) ?? "";
  const m = /(\d+) actions|of (\d+)/.exec(text);
  return m ? Number(m[1] ?? m[2]) : -1;
}

/** Waits until the page shows more than `before` actions, or the game's end. */
export async function waitForProgress(page: Page, before: number, timeout = 30_000): Promise<void> {
  try {
    await waitForMore(page, before, timeout);
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

async function waitForMore(page: Page, before: number, timeout: number): Promise<void> {
  await page.waitForFunction(
    (n) => {
      const label = document.querySelector(".replay-label")?.textContent ?? "";
      const m = /(\d+) actions/.exec(label);
      return (m !== null && Number(m[1]) > n) || document.querySelector(".banner.shown") !== null;
    },
    before,
    { timeout },
  );
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
export async function stateFor(server: Server, page: Page, id: string): Promise<{
  legal: string[];
  status: string;
  ply: number;
  to_move: number | null;
  view: string;
  you: number[];
  result: { text: string; winner: number | null } | null;
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
