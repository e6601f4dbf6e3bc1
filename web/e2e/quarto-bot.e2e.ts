// A whole Quarto! game against a bot, created from the lobby and played by clicks; then the
// replay slider, the record's export, the game continued from a step of it in a new one, and the
// same game on a phone-sized screen.

import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "vitest";
import { actionsShown, clickRandomTarget, gameId, player, rng, settled, shot, stateFor, waitForProgress, sharedFixture } from "./harness";

const fixture = sharedFixture();

test("a whole Quarto! game against a bot", async () => {
  const me = await player(fixture.browser);
  const { page } = me;
  await page.goto(fixture.server.url);
  await page.getByRole("heading", { name: "Quartet" }).waitFor();
  await shot(page, "lobby");
  await page.getByRole("button", { name: "vs bots" }).click();
  await page.locator("select[name=level-1]").selectOption("beginner");
  await page.locator("select[name=clock]").selectOption("5m+3s");
  await page.getByRole("button", { name: "Create game" }).click();
  await page.waitForURL(/\/game\//);
  const id = gameId(page);
  const random = rng(8);
  const targets = ".board .cell.target[role=button], .board .pool-slot.target[role=button]";

  // My first turn is free (as on lichess): my clock stands while I think.
  await page.locator(".board .pool-slot.target[role=button]").first().waitFor();
  const clock = page.locator('[data-clock="0"]');
  const first = await clock.textContent();
  expect(first).toBe("5:00");
  await page.waitForTimeout(1200);
  expect(await clock.textContent()).toBe(first);

  // The keyboard: Tab to a piece of the pool, Enter gives it.
  let before = await actionsShown(page);
  await page.locator(".board .pool-slot.target[role=button]").first().focus();
  await page.keyboard.press("Enter");
  await waitForProgress(page, before);
  // The bot places it and gives me one; I take my turn back, the bot's with it.
  await page.locator(".board .cell.target[role=button]").first().waitFor();
  expect(await actionsShown(page)).toBe(3);
  // My second turn: now my clock runs while I think.
  const second = await clock.textContent();
  await expect.poll(() => clock.textContent(), { timeout: 5000 }).not.toBe(second);
  await page.getByRole("button", { name: "Take back" }).click();
  await expect.poll(() => actionsShown(page)).toBe(0);

  let moves = 0;
  let dragged = false;
  for (let i = 0; i < 40; i++) {
    await page.waitForSelector(`${targets}, .banner.shown`, { timeout: 30_000 });
    if (await page.locator(".banner.shown").count()) break;
    before = await actionsShown(page);
    const cells = page.locator(".board .cell.target[role=button]");
    if (!dragged && (await cells.count()) > 0) {
      // Drag the piece in hand onto a cell (once it has slid into the hand).
      await settled(page);
      const from = await page.locator(".hand-piece").boundingBox();
      const to = await cells.nth(Math.floor(random() * (await cells.count()))).boundingBox();
      if (!from || !to) throw new Error("nothing to drag");
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
      await page.mouse.up();
      dragged = true;
    } else {
      await clickRandomTarget(page, random, targets);
    }
    moves += 1;
    await waitForProgress(page, before);
    if (moves === 5) await shot(page, "quarto-bot-midgame");
  }
  expect(dragged).toBe(true);
  await page.locator(".banner.shown").waitFor();
  await shot(page, "quarto-bot-end");
  const banner = (await page.locator(".banner").textContent()) ?? "";
  expect(banner).toMatch(/You win!|You lose|Draw/);
  const state = await stateFor(fixture.server, page, id);
  expect(state.status).toBe("finished");
  expect(state.result).not.toBeNull();
  expect(moves).toBeGreaterThanOrEqual(4);
  // The winning quarto is drawn as the server found it (none after a draw).
  const lines = state.winning_lines ?? [];
  expect(lines.length > 0).toBe(state.result?.winner !== null);
  expect(await page.locator(".board .claimed-line").count()).toBe(lines.length);

  // The replay: back to the start, then one action on.
  const total = await actionsShown(page);
  await page.getByRole("button", { name: "first", exact: true }).click();
  await expect.poll(() => page.locator(".status-main").textContent()).toContain("Replay: after action 0");
  expect(await page.locator(".board .piece").count()).toBe(16); // all 16 in the pool, none on the board
  await page.getByRole("button", { name: "forward one action" }).click();
  await page.getByRole("button", { name: "forward one action" }).click();
  await expect.poll(() => page.locator(".quarto-board .pieces .piece").count()).toBe(1);
  await shot(page, "quarto-bot-replay");
  await page.getByRole("button", { name: "back to the game" }).click();
  await expect.poll(() => actionsShown(page)).toBe(total);

  // The solver's values, one action before the end.
  await page.getByRole("button", { name: "back one action" }).click();
  await page.getByRole("button", { name: "Show the solver's values" }).click();
  await page.locator(".turn-values li").first().waitFor({ timeout: 30_000 });
  expect(await page.locator(".analysis-value").textContent()).toMatch(/to move: (wins|draw|loses)/);
  // One action before the end the game is decided: its value has the placements left.
  expect(await page.locator(".analysis-value").textContent()).toMatch(/to move: (wins now|(wins|loses) in \d+ placements?|draw)/);
  expect(await page.locator(".turn-values li").first().textContent()).toMatch(/(wins now|(wins|loses) in \d+ placements?|draw)$/);
  expect(await page.locator(".board .value-badge").count()).toBeGreaterThan(0);
  await shot(page, "quarto-bot-analysis");
  await page.getByRole("button", { name: "Hide the solver's values" }).click();
  await page.getByRole("button", { name: "back to the game" }).click();

  // The record.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export record" }).click();
  const dir = mkdtempSync(path.join(tmpdir(), "quartet-record-"));
  const file = path.join(dir, "record.txt");
  await (await download).saveAs(file);
  const record = readFileSync(file, "utf8");
  rmSync(dir, { recursive: true, force: true });
  expect(record).toContain('[Game "quarto"]');
  expect(record).toMatch(/\[Result "(win \d|draw)"\]/);

  // Continue from here: from the third action, in a new game against the same bot.
  await page.getByRole("button", { name: "first", exact: true }).click();
  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "forward one action" }).click();
  await page.getByRole("button", { name: "Continue from here" }).click();
  await page.waitForURL(`${fixture.server.url}/`);
  await expect.poll(() => page.locator(".import-point").getAttribute("data-ply")).toBe("3");
  expect(await page.locator("textarea[name=record]").inputValue()).toBe(record);
  expect(await page.locator("select[name=import-seat-0]").inputValue()).toBe("me");
  expect(await page.locator("select[name=import-seat-1]").inputValue()).toBe("bot");
  expect(await page.locator("select[name=import-level-1]").inputValue()).toBe("beginner");
  await page.getByRole("button", { name: "Import and play on" }).click();
  await page.waitForURL((url) => /\/game\//.test(url.pathname) && !url.pathname.includes(id));
  await expect.poll(() => actionsShown(page)).toBe(3);
  expect(await page.locator(".seat .seat-name").nth(1).textContent()).toBe("Bot (beginner)");
  expect(await page.locator(".status-main").textContent()).toBe("Your turn.");

  // A phone-sized screen: the finished game, then the lobby.
  const phone = await player(fixture.browser, { width: 390, height: 844 });
  await phone.page.goto(`${fixture.server.url}/game/${id}`);
  await phone.page.locator(".banner.shown").waitFor();
  await shot(phone.page, "quarto-phone");
  const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await phone.page.goto(fixture.server.url);
  await phone.page.getByRole("heading", { name: "Quartet" }).waitFor();
  await shot(phone.page, "lobby-phone");
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(me.errors).toEqual([]);
  expect(phone.errors).toEqual([]);
});
