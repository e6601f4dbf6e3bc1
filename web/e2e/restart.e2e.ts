// A server restart in the middle of an online game: the server is killed (as a crash would),
// both players' pages say the connection is lost, the server starts again on the same data,
// both pages reconnect by themselves and the game is finished.

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, expect, test } from "vitest";
import { actionsShown, gameId, player, rng, Server, shot, stateFor, waitForProgress, shared } from "./harness";

let server: Server;
let browser: Browser;

beforeAll(async () => {
  server = await Server.start();
  ({ browser } = await shared());
});

afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const TARGETS = ".board .cell.target[role=button], .board .pool-slot.target[role=button]";

/** Plays random legal actions by clicks, on whichever page may act, `count` times or to the end. */
async function playRandomly(pages: Page[], random: () => number, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const ended = await Promise.all(pages.map((p) => p.locator(".banner.shown").count()));
    if (ended.every((n) => n > 0)) return;
    let actor = null as Page | null;
    for (let tries = 0; tries < 200 && !actor; tries++) {
      for (const p of pages) if ((await p.locator(TARGETS).count()) > 0) actor = p;
      if (!actor) {
        if ((await pages[0].locator(".banner.shown").count()) > 0) return;
        await pages[0].waitForTimeout(100);
      }
    }
    if (!actor) throw new Error("nobody can act");
    const before = await Promise.all(pages.map((p) => actionsShown(p)));
    const targets = actor.locator(TARGETS);
    await targets.nth(Math.floor(random() * (await targets.count()))).click();
    await Promise.all(pages.map((p, j) => waitForProgress(p, before[j])));
  }
}

test("both pages reconnect after a server restart and finish the game", async () => {
  const one = await player(browser);
  const two = await player(browser);
  const a = one.page;
  const b = two.page;
  await a.goto(server.url);
  await a.getByRole("button", { name: "with friends (link)" }).click();
  await a.getByRole("button", { name: "Create game" }).click();
  await a.waitForURL(/\/game\//);
  const id = gameId(a);
  await b.goto(await a.locator('input[data-invite="1"]').inputValue());
  await b.getByRole("button", { name: /Take seat 2/ }).click();
  await b.waitForURL(`**/game/${id}`);
  const random = rng(21);
  await playRandomly([a, b], random, 5);
  const ply = await actionsShown(a);
  expect(ply).toBe(5);

  const { port, dataDir } = server;
  await server.stop("SIGKILL");
  await a.locator(".link-status.waiting").waitFor({ timeout: 15_000 });
  await b.locator(".link-status.waiting").waitFor({ timeout: 15_000 });
  // Its own seat is not connected while its connection is lost, whatever was last heard.
  expect(await a.locator(".seat.mine").getAttribute("data-connected")).toBe("false");
  await shot(a, "restart-connection-lost");

  server = await Server.start(dataDir, port);
  await a.locator(".link-status.open").waitFor({ timeout: 20_000 });
  await b.locator(".link-status.open").waitFor({ timeout: 20_000 });
  expect(await actionsShown(a)).toBe(ply);
  expect(await actionsShown(b)).toBe(ply);
  await expect.poll(() => a.locator(".seat.mine").getAttribute("data-connected")).toBe("true");
  await shot(b, "restart-reconnected");

  await playRandomly([a, b], random, 40);
  await a.locator(".banner.shown").waitFor();
  await b.locator(".banner.shown").waitFor();
  const state = await stateFor(server, a, id);
  expect(state.status).toBe("finished");
  expect(state.ply).toBeGreaterThan(ply);
  await shot(a, "restart-end");
  expect(one.errors).toEqual([]);
  expect(two.errors).toEqual([]);
});
