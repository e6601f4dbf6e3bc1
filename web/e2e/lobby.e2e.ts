// The lobby: its refresh keeps the keyboard's focus, the seat rows line up, custom clocks.

import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { createGame, PHONE, player, sharedFixture, shot } from "./harness";

const fixture = sharedFixture();

/** The game row and link text the keyboard's focus is on. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el && el !== document.body ? `${el.closest("li[data-game]")?.getAttribute("data-game")}:${el.textContent}` : "body";
  });

test("the lobby's refresh keeps the keyboard's focus where it was", async () => {
  const first = await createGame(fixture.server, { game: "quarto", seats: ["me", "open"] });
  const { page, errors } = await player(fixture.browser);
  await page.goto(fixture.server.url);
  const watch = page.locator(`li[data-game="${first.id}"]`).getByRole("link", { name: "Watch" });
  await watch.waitFor();
  await watch.focus();
  expect(await focused(page)).toBe(`${first.id}:Watch`);
  // Another game changes the lists; the next refresh draws them again.
  const second = await createGame(fixture.server, { game: "danish", seats: ["me", "open"] });
  await page.locator(`li[data-game="${second.id}"]`).first().waitFor({ timeout: 12_000 });
  expect(await focused(page)).toBe(`${first.id}:Watch`);
  expect(errors).toEqual([]);
});

test("the seat rows line up, whatever their labels, on a desktop and a phone", async () => {
  for (const size of [undefined, PHONE]) {
    const { page, context } = await player(fixture.browser, size);
    await page.goto(fixture.server.url);
    await page.locator("input[name=game][value=quartino]").check();
    await page.getByRole("button", { name: "vs bots" }).click();
    await shot(page, size ? "lobby-seats-phone" : "lobby-seats");
    const xs = await Promise.all([0, 1, 2].map((i) => page.locator(`select[name=seat-${i}]`).boundingBox().then((b) => Math.round(b?.x ?? -1))));
    expect(new Set(xs).size).toBe(1);
    const levels = await Promise.all([1, 2].map((i) => page.locator(`select[name=level-${i}]`).boundingBox().then((b) => Math.round(b?.x ?? -1))));
    expect(new Set(levels).size).toBe(1);
    await context.close();
  }
});

test("a custom clock beside the presets: minutes and an increment, or seconds a move", async () => {
  const { page, errors } = await player(fixture.browser);
  await page.goto(fixture.server.url);
  await page.getByRole("button", { name: "vs bots" }).click();
  await page.locator("select[name=clock]").selectOption("custom");
  await page.locator("input[name=clock-minutes]").fill("7");
  await page.locator("input[name=clock-increment]").fill("5");
  await shot(page, "lobby-custom-clock");
  await page.getByRole("button", { name: "Create game" }).click();
  await page.waitForURL(/\/game\//);
  await expect.poll(() => page.locator(".game-header .rules").textContent()).toContain("clock 7 min + 5 s");
  expect(await page.locator('[data-clock="0"]').textContent()).toBe("7:00");
  await page.goto(fixture.server.url);
  await page.getByRole("button", { name: "vs bots" }).click();
  await page.locator("select[name=clock]").selectOption("custom");
  await page.getByLabel("seconds a move").check();
  await page.locator("input[name=clock-seconds]").fill("20");
  await page.getByRole("button", { name: "Create game" }).click();
  await page.waitForURL(/\/game\//);
  await expect.poll(() => page.locator(".game-header .rules").textContent()).toContain("clock 20 s a move");
  expect(errors).toEqual([]);
});

test("a long list shows a page of games and a button for more", async () => {
  // More live games than a page (30) holds: the lobby shows 30 and a button for the next page.
  await Promise.all(Array.from({ length: 32 }, () => createGame(fixture.server, { game: "quarto", seats: ["me", "me"] })));
  const { page, errors } = await player(fixture.browser);
  await page.goto(fixture.server.url);
  const rows = page.locator('[data-list="live-games"] li');
  await expect.poll(() => rows.count()).toBe(30);
  const more = page.locator(".lists section", { has: page.locator('[data-list="live-games"]') }).getByRole("button", { name: "Show more games" });
  await more.click();
  await expect.poll(() => rows.count()).toBeGreaterThan(30);
  expect(errors).toEqual([]);
});

test("a game from a position typed in the form: the board starts there and the solver answers it; a position already over is refused", async () => {
  const { page, errors } = await player(fixture.browser);
  await page.goto(fixture.server.url);
  await page.getByRole("button", { name: "all on this device" }).click();
  const start = page.getByLabel("start position");
  expect(await start.isVisible()).toBe(false);
  await page.getByText("Start from a position").click();
  // The game's usual start, from the server, shows what the notation looks like.
  await expect.poll(() => start.getAttribute("placeholder")).toBe("..../..../..../.... -");
  // A forced win in three placements (docs/solver.md): the player to move places 7, then wins.
  await start.fill("10.d/53.8/.c.a/.fe. 7");
  await shot(page, "lobby-start-position");
  await page.getByRole("button", { name: "Create game" }).click();
  await page.waitForURL(/\/game\//);
  await expect.poll(() => page.locator(".position-line input").inputValue()).toBe("10.d/53.8/.c.a/.fe. 7");
  expect(await page.locator(".quarto-board .pieces .piece").count()).toBe(10);
  await page.getByRole("button", { name: "Show the solver's values" }).click();
  await page.locator(".analysis-value").waitFor({ timeout: 20_000 });
  expect(await page.locator(".analysis-value").textContent()).toMatch(/to move: wins in 3/);
  // A position where a quarto already stands leaves nothing to play: the page says so.
  await page.goto(fixture.server.url);
  await page.getByRole("button", { name: "all on this device" }).click();
  await page.getByText("Start from a position").click();
  await page.getByLabel("start position").fill("..../..../..../0123 -");
  await page.getByRole("button", { name: "Create game" }).click();
  await expect
    .poll(() => page.locator("form.new-game + .error").textContent())
    .toBe("The server cannot use this request. The game is over in this position: nothing would be left to play. Choose a position before its end.");
  expect(page.url()).toBe(`${fixture.server.url}/`);
  expect(errors).toEqual([]);
});

test("a Quarto! position set up by hand on the form's board writes its notation, and a typed one shows on the board", async () => {
  for (const size of [undefined, PHONE]) {
    const { page, context, errors } = await player(fixture.browser, size);
    await page.goto(fixture.server.url);
    await page.getByRole("button", { name: "all on this device" }).click();
    await page.getByText("Start from a position").click();
    const editor = page.getByRole("group", { name: "Set the position up on a board" });
    const put = async (piece: string, where: string) => {
      await editor.locator(`.editor-pool [data-piece="${piece}"]`).click();
      await editor.locator(where).click();
    };
    await put("0", '[data-cell="a1"]');
    await put("1", '[data-cell="b1"]');
    await put("2", '[data-cell="c1"]');
    await put("4", '[data-cell="b2"]');
    await put("3", ".editor-hand");
    const start = page.getByLabel("start position");
    expect(await start.inputValue()).toBe("..../..../.4../012. 3");
    // A piece on the board goes back to the pool with a click; put there again.
    await editor.locator('[data-cell="b2"]').click();
    expect(await start.inputValue()).toBe("..../..../..../012. 3");
    expect(await editor.locator('.editor-pool [data-piece="4"]').count()).toBe(1);
    await put("4", '[data-cell="b2"]');
    await shot(page, size ? "lobby-editor-phone" : "lobby-editor");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    // Typed, the position shows on the board.
    await start.fill("f.../..../.4../012. 3");
    expect(await editor.getByRole("button", { name: /^d4: / }).count()).toBe(1);
    expect(await editor.locator('.editor-pool [data-piece="f"]').count()).toBe(0);
    await start.fill("..../..../.4../012. 3");
    await page.getByRole("button", { name: "Create game" }).click();
    await page.waitForURL(/\/game\//);
    await expect.poll(() => page.locator(".position-line input").inputValue()).toBe("..../..../.4../012. 3");
    expect(errors).toEqual([]);
    await context.close();
  }
});

test("a link to a position fills the form in: the game, its rules and the position, which the player copies as a link again", async () => {
  const { page, context, errors } = await player(fixture.browser);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: fixture.server.url });
  await page.goto(`${fixture.server.url}/?game=quarto&rules=${encodeURIComponent("attributes=height,colour,shape,top squares=yes win=auto")}&start=${encodeURIComponent("..../..../.4../012. 3")}`);
  const start = page.getByLabel("start position");
  await expect.poll(() => start.isVisible()).toBe(true);
  expect(await start.inputValue()).toBe("..../..../.4../012. 3");
  expect(await page.locator("input[name=squares]").isChecked()).toBe(true);
  expect(await page.locator('.quarto-editor [data-cell="b2"]').getAttribute("aria-label")).toMatch(/^b2: /);
  // One piece more on the board, then the link: the clipboard and the address bar hold it.
  await page.locator('.quarto-editor .editor-pool [data-piece="f"]').click();
  await page.locator('.quarto-editor [data-cell="d4"]').click();
  await page.getByRole("button", { name: "Copy a link to this position" }).click();
  await expect.poll(() => page.locator(".start-link [role=status]").textContent()).toContain("Link copied");
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${fixture.server.url}/?game=quarto&rules=attributes%3Dheight%2Ccolour%2Cshape%2Ctop+squares%3Dyes+win%3Dauto&start=...f%2F....%2F.4..%2F012.+3`);
  expect(page.url()).toBe(link);
  // Opened anew, the link gives the same form; the game starts there with the squares.
  await page.goto(link);
  await expect.poll(() => start.inputValue()).toBe("...f/..../.4../012. 3");
  await page.getByRole("button", { name: "all on this device" }).click();
  await page.getByRole("button", { name: "Create game" }).click();
  await page.waitForURL(/\/game\//);
  await expect.poll(() => page.locator(".position-line input").inputValue()).toBe("...f/..../.4../012. 3");
  await expect.poll(() => page.locator(".game-header .rules").textContent()).toContain("squares");
  expect(errors).toEqual([]);
});

test("a Danish Quarto position set up by hand: points, the side to move and the hands, then a game from it", async () => {
  for (const size of [undefined, PHONE]) {
    const { page, context, errors } = await player(fixture.browser, size);
    await page.goto(fixture.server.url);
    await page.locator("input[name=game][value=danish]").check();
    await page.getByRole("button", { name: "all on this device" }).click();
    await page.getByText("Start from a position").click();
    const editor = page.getByRole("group", { name: "Set the position up on a board" });
    const start = page.getByLabel("start position");
    // e5 White's, c3 Black's (two clicks), then the hands after a placement each.
    await editor.getByRole("button", { name: "e5: empty" }).click();
    await editor.getByRole("button", { name: "c3: empty" }).click();
    await editor.getByRole("button", { name: "c3: White" }).click();
    await editor.locator("input[name=danish-hand-0]").fill("11");
    await editor.locator("input[name=danish-hand-0]").press("Tab");
    await editor.locator("input[name=danish-hand-1]").fill("11");
    await editor.locator("input[name=danish-hand-1]").press("Tab");
    expect(await start.inputValue()).toBe("e5/c3 w 11 11");
    await editor.getByLabel("Black to move").check();
    expect(await start.inputValue()).toBe("e5/c3 b 11 11");
    await editor.getByLabel("White to move").check();
    await shot(page, size ? "lobby-danish-editor-phone" : "lobby-danish-editor");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    // Each point is a round target of 40 px: a tap 17 px beside its centre still takes it, and
    // three taps bring it back to empty.
    const box = await editor.locator('[data-point="e7"]').boundingBox();
    expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([40, 40]);
    for (const after of ["e5,e7/c3 w 11 11", "e5/c3,e7 w 11 11", "e5/c3 w 11 11"]) {
      await page.mouse.click((box?.x ?? 0) + 20 + 17, (box?.y ?? 0) + 20);
      expect(await start.inputValue()).toBe(after);
    }
    // Typed, the position shows on the board.
    await start.fill("e5,g7/c3 w 10 11");
    expect(await editor.getByRole("button", { name: "g7: White" }).count()).toBe(1);
    await start.fill("e5/c3 w 11 11");
    await page.getByRole("button", { name: "Create game" }).click();
    await page.waitForURL(/\/game\//);
    await expect.poll(() => page.locator(".position-line input").inputValue()).toBe("e5/c3 w 11 11");
    expect(errors).toEqual([]);
    await context.close();
  }
});
