// The game page around the board: a game that does not exist, names for bots and for every
// player of a shared device, sounds (and the remembered mute switch), the tab's title and
// icon, the confirmation of actions, a bot's "thinking…", and dark mode.

import type { Page } from "playwright-core";
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
  tokensOf,
  waitForProgress,
} from "./harness";

const fixture = sharedFixture();

test("a game that does not exist is said so, with a way back to the lobby, and no WebSocket is tried", async () => {
  const { page, errors } = await player(fixture.browser);
  const sockets: string[] = [];
  page.on("websocket", (ws) => sockets.push(ws.url()));
  await page.goto(`${fixture.server.url}/game/doesnotexist`);
  await page.getByRole("heading", { name: "No such game" }).waitFor({ timeout: 10_000 });
  expect(await page.locator(".not-found").textContent()).toContain("doesnotexist");
  await page.waitForTimeout(1500);
  expect(sockets).toEqual([]);
  expect(await page.locator(".link-status").count()).toBe(0);
  await shot(page, "game-not-found");
  await page.getByRole("link", { name: "← Lobby" }).click();
  await page.getByRole("heading", { name: "Quartet" }).waitFor();
  expect(errors).toEqual([]);
});

test("bots are told apart by their seats, in the seats and the history", async () => {
  const created = await createGame(fixture.server, { game: "quartino", seats: ["me", { bot: "beginner" }, { bot: "beginner" }], names: ["Ada", null, null] });
  const { page, errors } = await player(fixture.browser);
  await openGame(page, fixture.server, created);
  expect(await page.locator(".seat .seat-name").allTextContents()).toEqual(["Ada (you)", "Bot 2 (beginner)", "Bot 3 (beginner)"]);
  // Ada's turn: a token on the centre, then the end of the turn; then both bots play.
  const legal = (await stateFor(fixture.server, page, created.id)).legal;
  await playApi(fixture.server, created, [legal.find((a) => /^[YBGP]@/.test(a)) ?? legal[0], "end"]);
  await expect.poll(async () => (await page.locator(".turns .turn-seat").allTextContents()).slice(0, 3), { timeout: 20_000 }).toEqual([
    "Ada",
    "Bot 2 (beginner)",
    "Bot 3 (beginner)",
  ]);
  expect(errors).toEqual([]);
});

test("on one device every player has their own name: the one typed for themselves, the others by seat", async () => {
  const { page, errors } = await player(fixture.browser);
  await page.goto(fixture.server.url);
  await page.locator("input[name=game][value=quartino]").check();
  await page.getByRole("button", { name: "all on this device" }).click();
  await page.locator("input[name=name]").fill("Ada");
  await page.getByRole("button", { name: "Create game" }).click();
  await page.waitForURL(/\/game\//);
  await page.getByRole("button", { name: "Show Ada's cards" }).waitFor();
  // No seat is marked "(you)": they all are this device's.
  expect(await page.locator(".seat .seat-name").allTextContents()).toEqual(["Ada", "Player 2", "Player 3"]);
  await page.getByRole("button", { name: "Show Ada's cards" }).click();
  const before = await actionsShown(page);
  await page.locator('[data-space="C"][role=button]').click();
  await waitForProgress(page, before);
  await page.getByRole("button", { name: "End turn" }).click();
  await page.getByRole("button", { name: "Show Player 2's cards" }).waitFor();
  expect(await page.locator(".cover").textContent()).toContain("Pass the device to Player 2.");
  // The other players of the device may be named in the lobby too.
  await page.goto(fixture.server.url);
  await page.locator("input[name=game][value=quartino]").check();
  await page.getByRole("button", { name: "all on this device" }).click();
  await page.locator("input[name=seat-name-2]").fill("Cleo");
  await page.getByRole("button", { name: "Create game" }).click();
  await page.waitForURL(/\/game\//);
  await page.getByRole("button", { name: "Show Ada's cards" }).waitFor();
  expect(await page.locator(".seat .seat-name").allTextContents()).toEqual(["Ada", "Player 2", "Cleo"]);
  expect(errors).toEqual([]);
});

test("sounds for a move, a capture, a claim and the end; the mute switch is remembered", async () => {
  const { page, errors } = await player(fixture.browser);
  await countSounds(page);
  // Quarto! in announce mode: the last short piece placed, then the quarto claimed.
  const quarto = await createGame(fixture.server, {
    game: "quarto",
    rules: "attributes=height,colour,shape,top squares=no win=announce",
    seats: ["me", "me"],
    start: "..../..../..../024. 6",
  });
  await openGame(page, fixture.server, quarto);
  await page.locator(".cell.target[role=button]").first().waitFor();
  await playApi(fixture.server, quarto, ["d1"]);
  await expect.poll(() => soundsPlayed(page)).toEqual(["move"]);
  await playApi(fixture.server, quarto, ["Q:a1-d1"]);
  await expect.poll(() => soundsPlayed(page)).toEqual(["move", "claim", "end"]);
  // Danish Quarto: a placement that captures.
  const danish = await createGame(fixture.server, { game: "danish", seats: ["me", "me"], start: "e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3" });
  await openGame(page, fixture.server, danish);
  await playApi(fixture.server, danish, ["g5xf4"]);
  await expect.poll(() => soundsPlayed(page)).toEqual(["capture"]);
  // Sounds off: nothing more, and still off after a reload.
  const mute = page.locator(".sound-switch");
  expect(await mute.getAttribute("aria-pressed")).toBe("false");
  await mute.click();
  expect(await mute.getAttribute("aria-pressed")).toBe("true");
  await playApi(fixture.server, danish, ["f4"]);
  await expect.poll(() => actionsShown(page)).toBe(2);
  await page.reload();
  await page.locator(".replay-label").waitFor();
  expect(await page.locator(".sound-switch").getAttribute("aria-pressed")).toBe("true");
  await playApi(fixture.server, danish, ["i7xd8"]);
  await expect.poll(() => actionsShown(page)).toBe(3);
  await page.waitForTimeout(300);
  expect(await soundsPlayed(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test("the tab's title and icon say when it is your turn", async () => {
  const created = await createGame(fixture.server, { game: "quarto", seats: ["me", "invite"], names: ["Ada", null] });
  const joined = await call<{ token: string }>(fixture.server.url, "POST", "/api/join", { code: created.invites[0].code, name: "Blaise" });
  const { page, errors } = await player(fixture.browser);
  await openGame(page, fixture.server, created);
  await expect.poll(() => page.title()).toBe("● Your turn · Quarto! · Quartet");
  expect(await page.locator("link[rel=icon]").getAttribute("data-turn")).toBe("true");
  await playApi(fixture.server, created, ["3"]);
  await expect.poll(() => page.title()).toBe("Quarto! · Quartet");
  expect(await page.locator("link[rel=icon]").getAttribute("data-turn")).toBe("false");
  // The lobby, reached from the bar, does not keep the game's title.
  await page.locator(".home-link").click();
  await page.getByRole("heading", { name: "New game" }).waitFor();
  expect(await page.title()).toBe("Quartet");
  await page.goBack();
  await expect.poll(() => page.title()).toBe("Quarto! · Quartet");
  await call(fixture.server.url, "POST", `/api/games/${created.id}/actions`, { action: "a1" }, [joined.token]);
  await call(fixture.server.url, "POST", `/api/games/${created.id}/actions`, { action: "4" }, [joined.token]);
  await expect.poll(() => page.title()).toBe("● Your turn · Quarto! · Quartet");
  expect(errors).toEqual([]);
});

test("an action can wait for a confirmation (an option this browser remembers); Escape drops it", async () => {
  const created = await createGame(fixture.server, { game: "quarto", seats: ["me", "me"], names: ["Ada", "Blaise"] });
  const { page, errors } = await player(fixture.browser);
  await openGame(page, fixture.server, created);
  await page.locator("input[name=confirm]").check();
  await page.locator('.pool-slot[data-piece="9"][role=button]').click();
  await page.locator(".confirm.shown").waitFor();
  expect(await page.locator(".confirm-words").textContent()).toBe("Give tall light round hollow?");
  expect(await page.locator('.pool-slot[data-piece="9"]').getAttribute("class")).toContain("proposed");
  await page.waitForTimeout(400);
  expect(await actionsShown(page)).toBe(0);
  await shot(page, "confirm-action");
  await page.locator(".confirm").getByRole("button", { name: "Confirm" }).click();
  await expect.poll(() => actionsShown(page)).toBe(1);
  // Another action, then Escape: nothing is sent.
  await page.locator('.cell[data-cell="b2"][role=button]').click();
  await page.locator(".confirm.shown").waitFor();
  await page.keyboard.press("Escape");
  expect(await page.locator(".confirm.shown").count()).toBe(0);
  await page.waitForTimeout(300);
  expect(await actionsShown(page)).toBe(1);
  await page.reload();
  await page.locator(".replay-label").waitFor();
  expect(await page.locator("input[name=confirm]").isChecked()).toBe(true);
  expect(errors).toEqual([]);
});

/** Notes whether something matching `selector` was ever shown (kept in `window.seen`). */
async function watchFor(page: Page, selector: string): Promise<void> {
  await page.addInitScript((sel) => {
    const w = window as unknown as { seen: string[] };
    w.seen = [];
    new MutationObserver(() => {
      for (const el of document.querySelectorAll(sel)) w.seen.push(el.textContent ?? "");
    }).observe(document, { subtree: true, childList: true, attributes: true });
  }, selector);
}

test("a bot's turn says it is thinking", async () => {
  const { page, errors } = await player(fixture.browser);
  await watchFor(page, ".status-main.thinking, .seat.thinking .seat-kind");
  await page.goto(fixture.server.url);
  await page.getByRole("button", { name: "vs bots" }).click();
  await page.locator("input[name=name]").fill("Ada");
  await page.getByRole("button", { name: "Create game" }).click();
  await page.waitForURL(/\/game\//);
  const before = await actionsShown(page);
  await page.locator(".pool-slot.target[role=button]").first().click();
  await waitForProgress(page, before);
  await page.locator(".cell.target[role=button]").first().waitFor();
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen).toContain("Bot (casual) is thinking…");
  expect(seen).toContain("bot · thinking…");
  expect(gameId(page)).toMatch(/\w/);
  expect(errors).toEqual([]);
});

test("dark mode follows the system, and a switch (remembered) overrides it", async () => {
  const { page, errors } = await player(fixture.browser, { colorScheme: "dark" });
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  // The colour a phone's browser (or the installed app) paints its bars with.
  const bars = () => page.locator('meta[name="theme-color"]').getAttribute("content");
  await page.goto(fixture.server.url);
  await page.getByRole("heading", { name: "Quartet" }).waitFor();
  expect(await background()).toBe("rgb(23, 20, 15)");
  expect(await bars()).toBe("#17140f");
  await shot(page, "lobby-dark");
  const theme = page.locator(".theme-switch");
  expect(await theme.getAttribute("data-theme")).toBe("auto");
  await theme.click();
  expect(await theme.getAttribute("data-theme")).toBe("light");
  expect(await background()).toBe("rgb(245, 241, 234)");
  expect(await bars()).toBe("#f5f1ea");
  await page.reload();
  await page.getByRole("heading", { name: "Quartet" }).waitFor();
  expect(await background()).toBe("rgb(245, 241, 234)");
  await page.locator(".theme-switch").click();
  expect(await background()).toBe("rgb(23, 20, 15)");
  // A game in the dark.
  const created = await createGame(fixture.server, { game: "quartino", seats: ["me", { bot: "beginner" }], names: ["Ada", null] });
  await openGame(page, fixture.server, created);
  expect(await background()).toBe("rgb(23, 20, 15)");
  await shot(page, "quartino-dark");
  expect(tokensOf(created)).toHaveLength(1);
  expect(errors).toEqual([]);
});

test("in the dark, the hints for beginners are as readable as in the light", async () => {
  const created = await createGame(fixture.server, { game: "quarto", start: "..../..../.5../13d. *", seats: ["me", "me"], hints: true });
  for (const colorScheme of ["light", "dark"] as const) {
    const { page, errors, context } = await player(fixture.browser, { colorScheme });
    await openGame(page, fixture.server, created);
    await page.locator(".hints p").first().waitFor();
    // The WCAG contrast ratio of the hints' text on their panel.
    const ratio = await page.evaluate(() => {
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const lum = (c: string) => {
        const [r, g, b] = rgb(c).map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const text = lum(getComputedStyle(document.querySelector(".hints p") as Element).color);
      const panel = lum(getComputedStyle(document.querySelector(".hints") as Element).backgroundColor);
      return (Math.max(text, panel) + 0.05) / (Math.min(text, panel) + 0.05);
    });
    expect(ratio, colorScheme).toBeGreaterThanOrEqual(4.5);
    await shot(page, `hints-${colorScheme}`, false);
    expect(errors).toEqual([]);
    await context.close();
  }
});
