// Between two people at a table, in two browsers: each first turn counted down to both, a draw
// offered and declined, a draw offer that lapses with a move, a take-back asked for and
// accepted, a draw offered and accepted, and a game aborted by a player who has not played yet.

import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { act, actionsShown, gameId, player, shot, sharedFixture } from "./harness";

const fixture = sharedFixture();

/** Ada creates a Quarto! game with a link and Blaise takes its second seat. */
async function table(): Promise<{ a: Page; b: Page; errors: () => string[] }> {
  const ada = await player(fixture.browser);
  const blaise = await player(fixture.browser);
  const a = ada.page;
  const b = blaise.page;
  await a.goto(fixture.server.url);
  await a.getByRole("button", { name: "with friends (link)" }).click();
  await a.locator("input[name=name]").fill("Ada");
  await a.getByRole("button", { name: "Create game" }).click();
  await a.waitForURL(/\/game\//);
  const id = gameId(a);
  const link = await a.locator('input[data-invite="1"]').inputValue();
  await b.goto(link);
  await b.locator("input[name=name]").fill("Blaise");
  await b.getByRole("button", { name: /Take seat 2/ }).click();
  await b.waitForURL(`**/game/${id}`);
  await expect.poll(() => a.locator(".seat").nth(1).textContent()).toContain("Blaise");
  return { a, b, errors: () => [...ada.errors, ...blaise.errors] };
}

const toast = (p: Page) => p.locator(".toast.shown").textContent();

test("draws offered, declined, lapsed and accepted; a take-back asked for and accepted", async () => {
  const { a, b, errors } = await table();
  const both = [a, b];
  // Nobody has played: both may abort, and both see how long Ada's first turn has left.
  await a.getByRole("button", { name: "Abort the game" }).waitFor();
  await b.getByRole("button", { name: "Abort the game" }).waitFor();
  await expect.poll(() => a.locator(".first-turn").textContent()).toMatch(/^You have \d+ s to play your first move, or the game is aborted\.$/);
  await expect.poll(() => b.locator(".first-turn").textContent()).toMatch(/^Ada has \d+ s to play their first move/);
  await act(a, '.pool-slot[data-piece="0"]', both);
  // Now Blaise's first turn runs.
  await expect.poll(() => a.locator(".first-turn").textContent()).toMatch(/^Blaise has \d+ s/);
  await expect.poll(() => b.locator(".first-turn").textContent()).toMatch(/^You have \d+ s/);
  // Ada has played: she may no longer abort; Blaise still may.
  await expect.poll(() => a.getByRole("button", { name: "Abort the game" }).count()).toBe(0);
  expect(await b.getByRole("button", { name: "Abort the game" }).count()).toBe(1);

  // Ada offers a draw; Blaise is asked, and declines.
  await a.getByRole("button", { name: "Offer a draw" }).click();
  await expect.poll(() => a.locator(".offer-standing").textContent()).toContain("until Blaise answers or moves");
  const prompt = b.locator('.offer-prompt[data-offer="draw"]');
  await expect.poll(() => prompt.textContent()).toContain("Ada offers a draw. The offer lapses if you move.");
  await shot(b, "table-draw-prompt");
  await prompt.getByRole("button", { name: "Decline" }).click();
  await expect.poll(() => toast(a)).toBe("Your draw offer was declined.");
  await expect.poll(() => b.locator(".offer-prompt").count()).toBe(0);
  expect(await a.locator(".offer-standing").count()).toBe(0);

  // Offered again, it lapses when Blaise moves.
  await a.getByRole("button", { name: "Offer a draw" }).click();
  await b.locator('.offer-prompt[data-offer="draw"]').waitFor();
  await act(b, '[data-cell="a1"]', both);
  await expect.poll(() => toast(a)).toBe("Your draw offer lapsed: a move was played.");
  expect(await b.locator(".offer-prompt").count()).toBe(0);
  await act(b, '.pool-slot[data-piece="2"]', both);
  const ply = await actionsShown(a);
  expect(ply).toBe(3);

  // Blaise asks to take his turn back; Ada accepts: the placement and the gift go back.
  await b.getByRole("button", { name: "Propose a take-back" }).click();
  const asked = a.locator('.offer-prompt[data-offer="take_back"]');
  await expect.poll(() => asked.textContent()).toContain("Blaise asks to take back their last turn.");
  await asked.getByRole("button", { name: "Accept" }).click();
  await expect.poll(() => actionsShown(a)).toBe(1);
  await expect.poll(() => actionsShown(b)).toBe(1);

  // Blaise plays again; then he offers a draw and Ada accepts it.
  await act(b, '[data-cell="b2"]', both);
  await act(b, '.pool-slot[data-piece="4"]', both);
  await b.getByRole("button", { name: "Offer a draw" }).click();
  const offered = a.locator('.offer-prompt[data-offer="draw"]');
  await offered.waitFor();
  await offered.getByRole("button", { name: "Accept" }).click();
  for (const p of both) {
    await p.locator(".banner.shown").waitFor();
    expect(await p.locator(".banner").textContent()).toContain("the players agreed to a draw");
    expect(await p.locator(".between").textContent()).toBe("");
  }
  await shot(a, "table-agreed-draw");
  // Blaise's lobby says how it ended, from the server's listing of the games he holds.
  const id = gameId(b);
  await b.locator("a.home").click();
  const ended = b.locator(`li:has(a[href="/game/${id}"]) .ended`);
  await expect.poll(() => ended.textContent()).toBe("drawn by agreement");
  expect(await ended.getAttribute("data-ended")).toBe("agreement");
  expect(errors()).toEqual([]);
});

test("a player who has not played aborts the game, which asks first", async () => {
  const { a, b, errors } = await table();
  await act(a, '.pool-slot[data-piece="0"]', [a, b]);
  const abort = b.locator("button.abort-game");
  await abort.click();
  await expect.poll(() => abort.textContent()).toBe("Really abort? It ends with no result");
  await abort.click();
  for (const p of [a, b]) {
    await p.locator(".banner.shown").waitFor();
    expect(await p.locator(".banner").textContent()).toContain("Aborted");
    expect(await p.locator(".banner").textContent()).toContain("Blaise aborted it before their first move");
    // Ada's first turn was played: the game can be reviewed.
    await p.locator(".review-link").waitFor();
  }
  await shot(a, "table-aborted");
  // The lobby lists it among Ada's games as aborted.
  const id = gameId(a);
  await a.locator("a.home").click();
  const mine = a.locator(`li:has(a[href="/game/${id}"]) .ended`);
  await expect.poll(() => mine.textContent()).toBe("aborted");
  expect(errors()).toEqual([]);
});

const chatLines = (p: Page) => p.locator(".chat-lines li:not(.chat-none)").allTextContents();

async function sayInChat(p: Page, text: string): Promise<void> {
  await p.locator("input[name=chat]").fill(text);
  await p.locator(".chat-say button").click();
}

test("players chat with each other and a spectator with other spectators, apart; a player is muted", async () => {
  const { a, b, errors } = await table();
  const watcher = await player(fixture.browser);
  const w = watcher.page;
  await w.goto(a.url());
  await w.locator(".chat h2").waitFor();
  expect(await w.locator(".chat h2").textContent()).toBe("Spectators' chat");
  expect(await a.locator(".chat h2").textContent()).toBe("Players' chat");

  // Markup is shown as text.
  await sayInChat(a, "good luck <b>Blaise</b>");
  await expect.poll(() => chatLines(b)).toEqual(["Ada good luck <b>Blaise</b>"]);
  expect(await b.locator(".chat-lines b").count()).toBe(0);
  await sayInChat(b, "thanks");
  await expect.poll(() => chatLines(a)).toEqual(["Ada good luck <b>Blaise</b>", "Blaise thanks"]);

  await sayInChat(w, "who wins?");
  await expect.poll(() => chatLines(w)).toEqual(["spectator who wins?"]);
  await shot(w, "table-chat-spectator");
  // Confirming actions is a player's option: a spectator has no action to confirm.
  expect(await w.locator("input[name=confirm]").count()).toBe(0);
  expect(await a.locator("input[name=confirm]").count()).toBe(1);
  // The spectators' line never reaches the players, nor theirs the spectator.
  await sayInChat(a, "your move");
  await expect.poll(() => chatLines(b)).toContain("Ada your move");
  expect(await chatLines(a)).not.toContain("spectator who wins?");
  expect(await chatLines(b)).not.toContain("spectator who wins?");
  expect(await chatLines(w)).toEqual(["spectator who wins?"]);

  // Blaise mutes Ada: her lines are hidden for him alone, and stay hidden after a reload.
  await b.getByLabel("Mute Ada").check();
  await expect.poll(() => chatLines(b)).toEqual(["Blaise thanks"]);
  await sayInChat(a, "hello?");
  await expect.poll(() => chatLines(a)).toContain("Ada hello?");
  await b.reload();
  await b.locator(".chat-lines li").first().waitFor();
  await expect.poll(() => chatLines(b)).toEqual(["Blaise thanks"]);
  expect(await b.getByLabel("Mute Ada").isChecked()).toBe(true);
  await shot(b, "table-chat-muted");
  expect(await chatLines(a)).toContain("Blaise thanks");
  expect([...errors(), ...watcher.errors]).toEqual([]);
});

test("a player with nobody to talk to has no chat; a spectator of that game has theirs", async () => {
  const alone = await player(fixture.browser);
  const p = alone.page;
  await p.goto(fixture.server.url);
  await p.getByRole("button", { name: "vs bots" }).click();
  await p.getByRole("button", { name: "Create game" }).click();
  await p.waitForURL(/\/game\//);
  await p.locator(".board .pool-slot.target[role=button]").first().waitFor();
  expect(await p.locator(".chat").isHidden()).toBe(true);
  const watcher = await player(fixture.browser);
  await watcher.page.goto(p.url());
  await watcher.page.locator(".chat h2").waitFor();
  expect(await watcher.page.locator(".chat").isVisible()).toBe(true);
  expect([...alone.errors, ...watcher.errors]).toEqual([]);
});

test("a game created without its chat (for children) shows no chat to anyone", async () => {
  const ada = await player(fixture.browser);
  const a = ada.page;
  await a.goto(fixture.server.url);
  await a.getByRole("button", { name: "with friends (link)" }).click();
  await a.locator("input[name=name]").fill("Ada");
  await a.locator("input[name=no-chat]").check();
  await a.getByRole("button", { name: "Create game" }).click();
  await a.waitForURL(/\/game\//);
  const link = await a.locator('input[data-invite="1"]').inputValue();
  const blaise = await player(fixture.browser);
  const b = blaise.page;
  await b.goto(link);
  await b.locator("input[name=name]").fill("Blaise");
  await b.getByRole("button", { name: /Take seat 2/ }).click();
  await b.waitForURL(/\/game\//);
  await expect.poll(() => a.locator(".seat").nth(1).textContent()).toContain("Blaise");
  const watcher = await player(fixture.browser);
  await watcher.page.goto(a.url());
  await watcher.page.locator(".board").waitFor();
  for (const p of [a, b, watcher.page]) expect(await p.locator(".chat").isHidden()).toBe(true);
  expect([...ada.errors, ...blaise.errors, ...watcher.errors]).toEqual([]);
});
