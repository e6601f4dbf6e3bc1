// What needs the server too: a record imported from a chosen point with chosen seats and its
// names kept, a waiting game cancelled, presence (spectators, connections), seat tokens never
// in a URL, each side's first move free of the clock, low time, why a game ended, and a
// Quartino resignation with more seats said plainly.

import { expect, test } from "vitest";
import {
  actionsShown,
  call,
  countSounds,
  createGame,
  gameId,
  openGame,
  playApi,
  player,
  sharedFixture,
  shot,
  soundsPlayed,
  stateFor,
  tokensIn,
  tokensOf,
  waitForProgress,
} from "./harness";

const fixture = sharedFixture();

const RECORD = '[Game "quarto"]\n[Player1 "Ada"]\n[Player2 "Blaise"]\n\n0 a1 1 b1 2 c1 3 a2 4 b2 5 d3\n';

test("a record is imported from a chosen point, with a bot in a seat and the record's names kept", async () => {
  const { page, errors } = await player(fixture.browser);
  await page.goto(fixture.server.url);
  await page.locator("textarea[name=record]").fill(RECORD);
  await page.locator(".import-summary").waitFor();
  expect(await page.locator(".import-summary").textContent()).toBe("Quarto! · standard rules · 12 actions");
  expect(await page.locator("input[name=import-name-0]").inputValue()).toBe("Ada");
  // Back to the fifth action: the diagram shows its two pieces.
  await page.locator("input[name=import-ply]").evaluate((el: HTMLInputElement) => {
    el.value = "5";
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
  expect(await page.locator(".import-point").textContent()).toBe("go on after action 5 of 12");
  expect(await page.locator(".import-diagram .pieces .piece").count()).toBe(2);
  await page.locator("select[name=import-seat-0]").selectOption("bot");
  await page.locator("select[name=import-level-0]").selectOption("beginner");
  await shot(page, "lobby-import");
  await page.getByRole("button", { name: "Import and play on" }).click();
  await page.waitForURL(/\/game\//);
  await expect.poll(() => actionsShown(page)).toBe(5);
  expect(await page.locator(".seat .seat-name").allTextContents()).toEqual(["Bot (beginner)", "Blaise (you)"]);
  expect(await page.locator(".status-main").textContent()).toBe("Your turn.");
  expect(errors).toEqual([]);
});

test("a game that waits for its players can be cancelled, and leaves the lobby's lists", async () => {
  const { page, errors } = await player(fixture.browser);
  await page.goto(fixture.server.url);
  await page.getByRole("button", { name: "with friends (link)" }).click();
  await page.getByRole("button", { name: "Create game" }).click();
  await page.waitForURL(/\/game\//);
  const id = gameId(page);
  await page.getByRole("button", { name: "Cancel the game" }).click();
  await page.getByRole("button", { name: "Really cancel?" }).click();
  await page.locator(".banner.shown").waitFor();
  expect(await page.locator(".banner .headline").textContent()).toBe("Cancelled");
  await page.goto(fixture.server.url);
  await page.getByRole("heading", { name: "Open games" }).waitFor();
  await page.waitForTimeout(300);
  expect(await page.locator(`a[href="/game/${id}"]`).count()).toBe(0);
  expect(errors).toEqual([]);
});

test("presence: the spectators are counted, and each player's connection shown", async () => {
  const created = await createGame(fixture.server, { game: "quarto", seats: ["me", "invite"], names: ["Ada", null] });
  const joined = await call<{ token: string }>(fixture.server.url, "POST", "/api/join", { code: created.invites[0].code, name: "Blaise" });
  const ada = await player(fixture.browser);
  await openGame(ada.page, fixture.server, created);
  const presence = (seat: number) => ada.page.locator(`.seat[data-seat="${seat}"]`).getAttribute("data-connected");
  await expect.poll(() => presence(0)).toBe("true");
  expect(await presence(1)).toBe("false");
  // Blaise comes.
  const blaise = await player(fixture.browser);
  await openGame(blaise.page, fixture.server, { ...created, tokens: [{ seat: 1, token: joined.token }], invites: [] });
  await expect.poll(() => presence(1)).toBe("true");
  // A spectator comes, and goes.
  const watcher = await player(fixture.browser);
  await watcher.page.goto(`${fixture.server.url}/game/${created.id}`);
  await expect.poll(() => ada.page.locator(".spectators .spectators-words").textContent()).toBe("1 spectator");
  await shot(ada.page, "presence");
  await watcher.context.close();
  await expect.poll(() => ada.page.locator(".spectators").getAttribute("data-spectators")).toBe("0");
  // Blaise leaves.
  await blaise.context.close();
  await expect.poll(() => presence(1)).toBe("false");
  expect(ada.errors).toEqual([]);
});

test("seat tokens never appear in a URL or the console, and the seats are held all the same", async () => {
  const { page, errors } = await player(fixture.browser);
  const urls: string[] = [];
  const console: string[] = [];
  page.on("websocket", (ws) => urls.push(ws.url()));
  page.on("request", (r) => urls.push(r.url()));
  page.on("console", (m) => console.push(m.text()));
  await page.goto(fixture.server.url);
  await page.getByRole("button", { name: "vs bots" }).click();
  await page.getByRole("button", { name: "Create game" }).click();
  await page.waitForURL(/\/game\//);
  const id = gameId(page);
  await page.locator(".pool-slot.target[role=button]").first().waitFor();
  const before = await actionsShown(page);
  await page.locator(".pool-slot.target[role=button]").first().click();
  await waitForProgress(page, before);
  const tokens = await tokensIn(page, id);
  expect(tokens).toHaveLength(1);
  expect(urls.some((u) => u.includes("/ws"))).toBe(true);
  for (const text of [...urls, ...console]) expect(text).not.toContain(tokens[0]);
  expect(errors).toEqual([]);
});

test("each side's first move runs no clock (as on lichess); then the clocks run", async () => {
  const created = await createGame(fixture.server, { game: "quarto", clock: "5m", seats: ["me", { bot: "beginner" }], names: ["Ada", null] });
  const { page, errors } = await player(fixture.browser);
  await openGame(page, fixture.server, created);
  const clock = page.locator('[data-clock="0"]');
  await page.waitForTimeout(1500);
  expect(await clock.textContent()).toBe("5:00");
  expect(await clock.getAttribute("class")).not.toContain("running");
  const before = await actionsShown(page);
  await page.locator(".pool-slot.target[role=button]").first().click();
  await waitForProgress(page, before);
  // The bot's first turn is free too; then Ada's clock runs.
  await page.locator(".cell.target[role=button]").first().waitFor();
  // Neither first turn was charged (Ada's clock has only just started).
  const clocks = (await stateFor(fixture.server, page, created.id)).clock?.remaining_ms ?? [];
  expect(clocks[1]).toBe(300_000);
  expect(clocks[0]).toBeGreaterThan(298_500);
  await expect.poll(() => clock.getAttribute("class")).toContain("running");
  await expect.poll(() => clock.textContent(), { timeout: 5000 }).toBe("4:59");
  expect(errors).toEqual([]);
});

test("low time: the clock turns red and sounds once", async () => {
  const created = await createGame(fixture.server, { game: "quarto", clock: "6s/move", seats: ["me", { bot: "beginner" }], names: ["Ada", null] });
  const { page, errors } = await player(fixture.browser);
  await countSounds(page);
  await openGame(page, fixture.server, created);
  await playApi(fixture.server, created, ["7"]);
  await page.locator(".cell.target[role=button]").first().waitFor();
  const clock = page.locator('[data-clock="0"]');
  await expect.poll(() => clock.getAttribute("class"), { timeout: 8000 }).toContain("low");
  await expect.poll(() => soundsPlayed(page)).toContain("lowtime");
  await shot(page, "low-time");
  expect((await soundsPlayed(page)).filter((s) => s === "lowtime")).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("the end says why, with names: the quarto's traits and place", async () => {
  const created = await createGame(fixture.server, { game: "quarto", seats: ["me", "me"], names: ["Ada", "Blaise"], start: "..0./..2./..4./.... 6" });
  const { page, errors } = await player(fixture.browser);
  await openGame(page, fixture.server, created);
  const mover = (await stateFor(fixture.server, page, created.id)).to_move ?? 0;
  await page.locator('.cell[data-cell="c1"][role=button]').click();
  await page.locator(".banner.shown").waitFor();
  const name = ["Ada", "Blaise"][mover];
  expect(await page.locator(".status-main").textContent()).toBe(`${name} wins: four short solid pieces on column c`);
  expect(await page.locator(".banner .headline").textContent()).toBe(`${name} wins`);
  expect(errors).toEqual([]);
});

test("a Quartino resignation with more seats ends the game for everyone, and says so", async () => {
  const created = await createGame(fixture.server, { game: "quartino", seats: ["me", { bot: "beginner" }, { bot: "beginner" }], names: ["Ada", null, null] });
  const { page, errors } = await player(fixture.browser);
  await openGame(page, fixture.server, created);
  await page.getByRole("button", { name: "Resign" }).click();
  await page.getByRole("button", { name: "Really resign? The game ends for everyone" }).click();
  await page.locator(".banner.shown").waitFor();
  expect(await page.locator(".banner .headline").textContent()).toBe("Nobody wins");
  expect(await page.locator(".banner .detail").textContent()).toBe("Ada resigned, which ends the game for everyone");
  expect(await page.locator(".quartino-side .phase").textContent()).toMatch(/^The game is over after \d+ turns\.$/);
  expect(tokensOf(created)).toHaveLength(1);
  expect(errors).toEqual([]);
});
