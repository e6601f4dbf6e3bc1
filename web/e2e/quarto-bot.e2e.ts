// A whole Quarto! game against a bot, created from the lobby and played by clicks; then the
// replay slider, the record's export, and the same game on a phone-sized screen.

import { readFileSync } from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { actionsShown, clickRandomTarget, gameId, launch, player, rng, Server, shot, stateFor, waitForProgress } from "./harness";

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

test("a whole Quarto! game against a bot", async () => {
  const me = await player(browser);
  const { page } = me;
  await page.goto(server.url);
  await page.getByRole("heading", { name: "Quartet" }).waitFor();
  await shot(page, "lobby");
  await page.getByRole("button", { name: "vs bots" }).click();
  await page.locator("select[name=level-1]").selectOption("beginner");
  await page.getByRole("button", { name: "Create game" }).click();
  await page.waitForURL(/\/game\//);
  const id = gameId(page);
  const random = rng(8);
  const targets = ".board .cell.target[role=button], .board .pool-slot.target[role=button]";
  let moves = 0;
  for (let i = 0; i < 40; i++) {
    await page.waitForSelector(`${targets}, .banner.shown`, { timeout: 30_000 });
    if (await page.locator(".banner.shown").count()) break;
    const before = await actionsShown(page);
    await clickRandomTarget(page, random, targets);
    moves += 1;
    await waitForProgress(page, before);
    if (moves === 5) await shot(page, "quarto-bot-midgame");
  }
  await page.locator(".banner.shown").waitFor();
  await shot(page, "quarto-bot-end");
  const banner = (await page.locator(".banner").textContent()) ?? "";
  expect(banner).toMatch(/You win!|You lose|Draw/);
  const state = await stateFor(server, page, id);
  expect(state.status).toBe("finished");
  expect(state.result).not.toBeNull();
  expect(moves).toBeGreaterThanOrEqual(4);

  // The replay: back to the start, then one action on.
  const total = await actionsShown(page);
  await page.getByRole("button", { name: "first", exact: true }).click();
  await expect.poll(() => page.locator(".status-main").textContent()).toContain("Replay: after action 0");
  expect(await page.locator(".board .piece").count()).toBe(16); // all 16 in the pool, none on the board
  await page.getByRole("button", { name: "forward one action" }).click();
  await page.getByRole("button", { name: "forward one action" }).click();
  await expect.poll(() => page.locator(".cell .piece").count()).toBe(1);
  await shot(page, "quarto-bot-replay");
  await page.getByRole("button", { name: "back to the game" }).click();
  await expect.poll(() => actionsShown(page)).toBe(total);

  // The record.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export record" }).click();
  const file = await (await download).path();
  const record = readFileSync(file, "utf8");
  expect(record).toContain('[Game "quarto"]');
  expect(record).toMatch(/\[Result "(win \d|draw)"\]/);

  // A phone-sized screen: the finished game, then the lobby.
  const phone = await player(browser, { width: 390, height: 844 });
  await phone.page.goto(`${server.url}/game/${id}`);
  await phone.page.locator(".banner.shown").waitFor();
  await shot(phone.page, "quarto-phone");
  const width = await phone.page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await phone.page.goto(server.url);
  await phone.page.getByRole("heading", { name: "Quartet" }).waitFor();
  await shot(phone.page, "lobby-phone");
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(me.errors).toEqual([]);
  expect(phone.errors).toEqual([]);
});
