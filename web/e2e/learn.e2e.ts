// Learning in the browser: the rules pages with their diagrams (reached from the lobby's
// options), the link to the lessons in the bar above every page, a lesson tried wrong then
// right and remembered, a puzzle solved and one failed with the puzzle rating moving (that no
// solution is sent before a try is tested on the server: crates/server/tests/learn.rs), a
// finished game's review with its chart and its mistake played again, and a game with hints for
// beginners warning before a losing gift.

import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { actionsShown, launch, player, REPO, Server, shot } from "./harness";

let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = await Server.start();
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

/** The shipped puzzles' solutions by id (what the test knows and the page must not). */
function solutions(): Map<string, string[]> {
  const tsv = readFileSync(path.join(REPO, "crates/engine/data/puzzles.tsv"), "utf8");
  const out = new Map<string, string[]>();
  for (const line of tsv.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const f = line.split("\t");
    out.set(f[0], f[6].split(" "));
  }
  return out;
}

async function post(pathname: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(server.url + pathname, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${pathname}: ${JSON.stringify(json)}`);
  return json;
}

async function rating(page: Page): Promise<number> {
  const text = (await page.locator(".puzzle-rating").textContent()) ?? "";
  return Number(/(\d+) ±/.exec(text)?.[1] ?? NaN);
}

test("the rules pages, reached from the lobby, draw their diagrams with the game's boards", async () => {
  const { page, errors } = await player(browser);
  await page.goto(server.url);
  await page.locator(".learn-links").waitFor();
  // The option's "?" opens its section of the rules.
  await page.locator('.rule-help[href="/rules/quarto#squares"]').click();
  await page.waitForURL(/\/rules\/quarto#squares$/);
  await page.locator("#squares h3").waitFor();
  expect(await page.locator("h1").textContent()).toBe("Quarto!");
  expect(await page.locator("#squares .learn-diagram svg").count()).toBeGreaterThan(0);
  for (const game of ["danish", "quartino"]) {
    await page.goto(`${server.url}/rules/${game}`);
    await page.locator(".rules-contents li").first().waitFor();
    expect(await page.locator(".learn-diagram svg").count()).toBeGreaterThanOrEqual(3);
  }
  // Danish: the square of the diagram is drawn as the game draws a made square.
  await page.goto(`${server.url}/rules/danish#squares`);
  await page.locator("#squares .learn-diagram").first().waitFor();
  await shot(page, "learn-rules-danish");
  await page.goto(`${server.url}/rules/chess`);
  await expect.poll(() => page.locator(".error").textContent()).toBe("There is no game “chess” here: the games are linked above.");
  expect(errors).toEqual([]);
});

test("an address nothing has says so under the learning links; /learn and /rules open the first game's", async () => {
  const { page, errors } = await player(browser);
  await page.goto(`${server.url}/nothing/here`);
  await expect.poll(() => page.locator("h1").textContent()).toBe("No page at this address");
  expect(await page.locator("[role=alert]").textContent()).toContain("“/nothing/here”");
  expect(await page.locator(".learn-nav a[href='/learn/danish']").count()).toBe(1);
  expect(await page.locator(".lobby").count()).toBe(0);
  await page.goto(`${server.url}/learn`);
  await page.locator(".lesson-list li").first().waitFor();
  expect(await page.locator(".learn-nav a.current").getAttribute("href")).toBe("/learn/quarto");
  await page.goto(`${server.url}/rules/`);
  await expect.poll(() => page.locator("h1").textContent()).toBe("Quarto!");
  expect(errors).toEqual([]);
});

test("the bar above every page leads to the lessons, and says when they are open", async () => {
  const { page, errors } = await player(browser);
  // The bar is drawn before the server says who is signed in, and again once it has said. Its
  // links stay the same elements: a drawing between a press and its release would lose the click.
  let answer = (): void => undefined;
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/session", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.url}/games`);
  const learn = page.locator(".account-bar .learn-link");
  await learn.waitFor();
  const before = await learn.elementHandle();
  const answered = page.waitForResponse("**/api/session");
  answer();
  await answered;
  await page.locator(".account-menu summary").waitFor();
  expect(await before?.evaluate((link) => link.isConnected)).toBe(true);
  expect(await learn.getAttribute("aria-current")).toBeNull();
  await learn.click();
  // The lessons page names the lesson open in the address (`#quarto`) once it has them.
  await page.waitForURL((url) => url.pathname === "/learn/quarto");
  await page.locator(".lesson").waitFor();
  expect(await learn.getAttribute("aria-current")).toBe("page");
  // The bar lines up with the page below it, as wide as the learning pages are.
  const left = async (selector: string) => Math.round((await page.locator(selector).first().boundingBox())?.x ?? NaN);
  expect(await left(".account-bar .home-link")).toBe(await left(".learn h1"));
  // The rules and the puzzles are part of learning too.
  await page.goto(`${server.url}/puzzles/danish`);
  await page.locator("article.puzzle").waitFor();
  expect(await learn.getAttribute("aria-current")).toBe("page");
  // From a game's rules or puzzles, to that game's lessons.
  expect(await learn.getAttribute("href")).toBe("/learn/danish");
  await page.locator(".account-bar .home-link").click();
  await page.waitForURL(`${server.url}/`);
  expect(await learn.getAttribute("aria-current")).toBeNull();
  expect(errors).toEqual([]);
});

test("a lesson is judged by the server, wrong then right, and remembered", async () => {
  const { page, errors } = await player(browser);
  await page.goto(`${server.url}/learn/quarto`);
  await page.locator('.lesson[data-id="quarto"]').waitFor();
  const lessons = await page.locator(".lesson-list li").count();
  expect(lessons).toBeGreaterThanOrEqual(5);
  // A wrong cell: the reason, and a try again.
  await page.locator('.learn-board [data-cell="a4"][role=button]').click();
  await expect.poll(() => page.locator(".learn-say .say-bad").textContent()).toContain("d1");
  await page.getByRole("button", { name: "Hint" }).click();
  expect(await page.locator(".lesson-hint").isVisible()).toBe(true);
  await page.getByRole("button", { name: "Try again" }).click();
  await page.locator('.learn-board [data-cell="d1"][role=button]').click();
  await page.locator(".learn-say .say-good").waitFor();
  await shot(page, "learn-lesson-solved");
  // The quarto made is drawn as the game draws a winning line.
  expect(await page.locator(".learn-board .claimed-line").count()).toBe(1);
  expect(await page.locator(".lesson-progress").textContent()).toBe(`1 of ${lessons} lessons done`);
  // Remembered: a new visit opens the next lesson, the first marked done.
  await page.goto(`${server.url}/learn/quarto`);
  await page.locator(".lesson").waitFor();
  expect(await page.locator(".lesson").getAttribute("data-id")).not.toBe("quarto");
  expect(await page.locator('.lesson-list li[data-lesson="quarto"]').getAttribute("class")).toContain("done");
  expect(errors).toEqual([]);
});

test("a Quartino lesson tried wrong says why and offers another try, never that the game is over", async () => {
  const { page, errors } = await player(browser);
  await page.goto(`${server.url}/learn/quartino`);
  await page.locator(".lesson .learn-board").waitFor();
  // The first lesson wants P on R2: Y on R3 shows no card.
  await page.locator('.learn-board .supply-pile[data-colour="Y"][role=button]').click();
  await page.locator('.learn-board [data-space="R3"][role=button]').click();
  await page.locator(".learn-say .say-bad").waitFor();
  await page.getByRole("button", { name: "Try again" }).waitFor();
  expect(await page.locator(".learn-board .phase").textContent()).not.toContain("over");
  expect(errors).toEqual([]);
});

test("puzzles: solved and failed tries move the rating, the solution shown once a try is over", async () => {
  const known = solutions();
  const { page, errors } = await player(browser);
  await page.goto(`${server.url}/puzzles/quarto`);
  // The easiest puzzles first: a rating of 0 draws among them (win in 1).
  await page.evaluate(() =>
    localStorage.setItem("quartet.puzzleRating", JSON.stringify({ quarto: { rating: 0, rd: 200, vol: 0.06 } })),
  );
  await page.reload();
  const article = page.locator("article.puzzle");
  await article.waitFor();
  expect(await article.getAttribute("data-theme")).toBe("win-in-1");
  const id = (await article.getAttribute("data-id")) ?? "";
  const solution = known.get(id) ?? [];
  expect(solution.length).toBe(1);
  const before = await rating(page);
  // The line under the puzzle counts the tries the server has recorded, this one too.
  const counts = async () => {
    const m = /solved (\d+) of (\d+) tr(y|ies)$/.exec((await page.locator(".puzzle-meta").textContent()) ?? "");
    return m ? { solved: Number(m[1]), tries: Number(m[2]) } : null;
  };
  const countsBefore = await counts();
  expect(countsBefore).not.toBeNull();
  await page.locator(`.learn-board [data-cell="${solution[0]}"][role=button]`).click();
  await page.locator(".learn-say .say-good", { hasText: "Solved!" }).waitFor();
  expect(await counts()).toEqual({ solved: (countsBefore?.solved ?? 0) + 1, tries: (countsBefore?.tries ?? 0) + 1 });
  await expect.poll(() => rating(page)).toBeGreaterThan(before);
  await shot(page, "learn-puzzle-solved");
  // The next one, failed: a cell that is not the solution.
  const solvedRating = await rating(page);
  await page.getByRole("button", { name: "Next puzzle →" }).click();
  await expect.poll(() => article.getAttribute("data-id")).not.toBe(id);
  const next = known.get((await page.locator("article.puzzle").getAttribute("data-id")) ?? "") ?? [];
  const cells = page.locator(".learn-board .cell.target[role=button]");
  const count = await cells.count();
  let wrong: string | null = null;
  for (let i = 0; i < count && !wrong; i++) {
    const cell = await cells.nth(i).getAttribute("data-cell");
    if (cell && cell !== next[0]) wrong = cell;
  }
  await page.locator(`.learn-board [data-cell="${wrong}"][role=button]`).click();
  await expect.poll(() => page.locator(".learn-say").textContent()).toContain("The solution:");
  await expect.poll(() => rating(page)).toBeLessThan(solvedRating);
  // The daily puzzle: the same for everyone today.
  await page.getByRole("link", { name: "Puzzle of the day" }).click();
  await page.waitForURL(/\/puzzles\/quarto\/daily$/);
  await expect.poll(() => page.locator("article.puzzle h2").textContent()).toMatch(/Daily puzzle, [A-Z][a-z]+ \d{1,2}, \d{4}/);
  expect(errors).toEqual([]);
});

test("a finished game's review: the chart, the blunder and why, played again", async () => {
  // Player 2 could win in 3 (c3, then give 2) but gives b, with which player 1 wins on d1.
  const created = await post("/api/games", { game: "quarto", start: "10.d/53.8/.c.a/.fe. 7", seats: ["me", "me"], names: ["Ada", "Blaise"] });
  const id = created.id as string;
  const tokens = (created.tokens as { token: string }[]).map((t) => t.token).join(",");
  for (const action of ["c3", "b", "d1"]) await post(`/api/games/${id}/actions`, { action }, tokens);
  const { page, errors, context } = await player(browser);
  await page.goto(`${server.url}/game/${id}`);
  // The position shown, in the game's notation, to copy: the start of the replay is the
  // position the game was created from.
  await page.getByRole("button", { name: "first", exact: true }).click();
  await expect.poll(() => page.locator("input[name=position]").inputValue()).toBe("10.d/53.8/.c.a/.fe. 7");
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: server.url });
  await page.getByRole("button", { name: "Copy", exact: true }).click();
  await expect.poll(() => page.locator(".toast.shown").textContent()).toBe("Position copied.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe("10.d/53.8/.c.a/.fe. 7");
  await page.getByRole("button", { name: "back to the game" }).click();
  await page.locator(".review-link").click();
  await page.waitForURL(new RegExp(`/game/${id}/review$`));
  await page.locator(".review-chart path.chart-line").waitFor();
  expect(await page.locator(".review-step").count()).toBe(3);
  expect(await page.locator(".review-chart .chart-mark").count()).toBe(1);
  const blunder = page.locator(".review-step.blunder");
  expect(await blunder.locator(".step-why").textContent()).toContain("d1");
  expect(await blunder.locator(".step-value").textContent()).toMatch(/^win in \d → loss in 1$/);
  // The seats are named as at the table, and the page has its language menu.
  expect(await blunder.locator(".step-action").textContent()).toMatch(/^Blaise /);
  expect(await page.locator(".learn-nav select[name=lang]").count()).toBe(1);
  // The chart starts at the page's edge, not indented as a figure is by default.
  const chartX = (await page.locator(".review-chart").boundingBox())?.x;
  expect(chartX).toBe((await page.locator(".review-page h1").boundingBox())?.x);
  expect(await page.locator(".review-by").textContent()).toMatch(/^Reviewed in (under 0\.1|\d+\.\d) s \(exact solver\)\.$/);
  await shot(page, "learn-review");
  await blunder.getByRole("button", { name: "Learn from this mistake" }).click();
  await page.locator('.review-again .learn-board [data-piece="2"][role=button]').click();
  await page.locator(".review-again .learn-say .say-good", { hasText: "Solved!" }).waitFor();
  expect(errors).toEqual([]);
});

test("hints for beginners warn before a gift that loses at once", async () => {
  const { page, errors } = await player(browser);
  // A game created with hints in the lobby's form shows the hints panel.
  await page.goto(server.url);
  await page.locator("input[name=hints]").check();
  await page.getByRole("button", { name: "all on this device" }).click();
  await page.getByRole("button", { name: "Create game" }).click();
  await page.waitForURL(/\/game\//);
  await page.locator(".hints").waitFor();
  // A position where four pieces are deadly gifts, with both seats held by this browser.
  const created = await post("/api/games", { game: "quarto", start: "..../..../.5../13d. *", seats: ["me", "me"], hints: true });
  const id = created.id as string;
  await page.evaluate(
    ([id, tokens]) => {
      const all = JSON.parse(localStorage.getItem("quartet.games") ?? "{}") as Record<string, unknown>;
      all[id as string] = { id, game: "quarto", tokens, invites: [], at: Date.now() };
      localStorage.setItem("quartet.games", JSON.stringify(all));
    },
    [id, created.tokens] as const,
  );
  await page.goto(`${server.url}/game/${id}`);
  await expect.poll(() => page.locator(".hints").textContent()).toContain("Do not give");
  const deadly = page.locator('.board .pool-slot[data-piece="7"][role=button]');
  await deadly.click();
  await expect.poll(() => page.locator(".toast").textContent()).toContain("Careful");
  expect(await actionsShown(page)).toBe(0);
  await shot(page, "learn-hints");
  // Chosen again: given.
  await deadly.click();
  await expect.poll(() => actionsShown(page)).toBe(1);
  expect(errors).toEqual([]);
});
