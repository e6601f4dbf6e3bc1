// The boards: keyboard play (the focus stays on the board, arrow keys between cells and pieces,
// cells in reading order), a dragged piece selects no text, pieces slide, the winning quarto is
// drawn under its pieces, a finished game prompts nobody, and Danish marks that read in
// greyscale.

import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { actionsShown, createGame, openGame, playApi, player, settled, sharedFixture, shot, waitForProgress } from "./harness";

const fixture = sharedFixture();

const focusedKey = (page: Page) => page.evaluate(() => (document.activeElement as HTMLElement | null)?.closest("[data-key]")?.getAttribute("data-key") ?? document.activeElement?.tagName ?? "");
const focusInBoard = (page: Page) => page.evaluate(() => document.querySelector(".board")?.contains(document.activeElement) ?? false);

test("keyboard play: the focus stays on the board, the arrow keys move it, the cells are in reading order", async () => {
  const created = await createGame(fixture.server, { game: "quarto", seats: ["me", "me"], names: ["Ada", "Blaise"] });
  const { page, errors } = await player(fixture.browser);
  await openGame(page, fixture.server, created);
  // Tab to the first piece to give, and give it with Enter.
  for (let i = 0; i < 40 && !(await focusInBoard(page)); i++) await page.keyboard.press("Tab");
  expect(await focusInBoard(page)).toBe(true);
  let before = await actionsShown(page);
  await page.keyboard.press("Enter");
  await waitForProgress(page, before);
  // The focus is still on the board, on the first place to put the piece.
  await expect.poll(() => focusedKey(page)).toBe("cell:a4");
  await page.keyboard.press("ArrowRight");
  expect(await focusedKey(page)).toBe("cell:b4");
  await page.keyboard.press("ArrowDown");
  expect(await focusedKey(page)).toBe("cell:b3");
  before = await actionsShown(page);
  await page.keyboard.press("Enter");
  await waitForProgress(page, before);
  expect((await playApiState(page)).placed).toBe("b3");
  // Then on the pieces to give; the arrows walk the pool too.
  await expect.poll(() => focusedKey(page)).toMatch(/^pool:/);
  const first = await focusedKey(page);
  await page.keyboard.press("ArrowRight");
  expect(await focusedKey(page)).not.toBe(first);
  expect(await focusedKey(page)).toMatch(/^pool:/);
  await shot(page, "keyboard-focus");
  // Reading order: the top row (row 4) first, from the left.
  const cells = await page.$$eval(".quarto-board [data-cell]", (els) => els.map((e) => e.getAttribute("data-cell")));
  expect(cells.slice(0, 5)).toEqual(["a4", "b4", "c4", "d4", "a3"]);
  expect(errors).toEqual([]);
});

/** What the page shows as the last placement. */
async function playApiState(page: Page): Promise<{ placed: string | null }> {
  return { placed: await page.locator(".quarto-board .cell.last").getAttribute("data-cell") };
}

test("dragging a Quarto! piece selects no text of the page, and the piece slides into place", async () => {
  const created = await createGame(fixture.server, { game: "quarto", seats: ["me", "me"], names: ["Ada", "Blaise"] });
  await playApi(fixture.server, created, ["5"]);
  const { page, errors } = await player(fixture.browser);
  await openGame(page, fixture.server, created);
  await settled(page);
  const from = await page.locator(".hand-piece").boundingBox();
  const to = await page.locator('.cell[data-cell="c2"]').boundingBox();
  if (!from || !to) throw new Error("nothing to drag");
  const before = await actionsShown(page);
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x - 200, from.y + 300, { steps: 6 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? "")).toBe("");
  await page.mouse.up();
  await waitForProgress(page, before);
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? "")).toBe("");
  // The give that follows: the piece slides from the pool to the hand.
  const animations = Number((await page.locator(".board").getAttribute("data-animations")) ?? 0);
  await page.locator('.pool-slot[data-piece="a"][role=button]').click();
  await expect.poll(async () => Number((await page.locator(".board").getAttribute("data-animations")) ?? 0)).toBeGreaterThan(animations);
  expect(errors).toEqual([]);
});

test("the winning quarto is drawn under its four pieces", async () => {
  // Row 1 short: a1, b1, c1 short pieces placed; the fourth short piece (6) in hand, to c... d1.
  const created = await createGame(fixture.server, { game: "quarto", seats: ["me", "me"], names: ["Ada", "Blaise"], start: "..../..../..../024. 6" });
  await playApi(fixture.server, created, ["d1"]);
  const { page, errors } = await player(fixture.browser);
  await openGame(page, fixture.server, created);
  await page.locator(".banner.shown").waitFor();
  const band = page.locator(".quarto-board .claimed-line");
  expect(await band.count()).toBe(1);
  // Every piece of the quarto is painted after (over) the band.
  const under = await page.evaluate(() => {
    const line = document.querySelector(".quarto-board .claimed-line");
    const pieces = [...document.querySelectorAll(".quarto-board .piece")];
    return pieces.length === 4 && pieces.every((p) => line !== null && (line.compareDocumentPosition(p) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0);
  });
  expect(under).toBe(true);
  await shot(page, "quarto-won-line");
  expect(errors).toEqual([]);
});

test("a finished game prompts nobody to play: a resignation with a piece in hand", async () => {
  const created = await createGame(fixture.server, { game: "quarto", seats: ["me", { bot: "beginner" }], names: ["Ada", null] });
  await playApi(fixture.server, created, ["7"]);
  const { page, errors } = await player(fixture.browser);
  await openGame(page, fixture.server, created);
  await page.locator(".cell.target[role=button]").first().waitFor();
  await page.getByRole("button", { name: "Resign" }).click();
  await page.getByRole("button", { name: "Really resign?" }).click();
  await page.locator(".banner.shown").waitFor();
  expect(await page.locator(".hand-box .label").textContent()).toBe("Piece in hand:");
  expect(await page.locator(".status-main").textContent()).toBe("Bot (beginner) wins: Ada resigned");
  expect(await page.locator(".banner .detail").textContent()).toBe("Ada resigned");
  expect(errors).toEqual([]);
});

test("Danish Quarto: the last move an arrow from a solid dot, a capture a bold haloed cross (not dotted rings)", async () => {
  const created = await createGame(fixture.server, {
    game: "danish",
    seats: ["me", "me"],
    start: "e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3",
  });
  await playApi(fixture.server, created, ["g5xf4", "f4", "i7xd8", "a7", "i3xd6", "f8", "i7-h8", "c3-a3", "h8-i7xd4"]);
  const { page, errors } = await player(fixture.browser);
  await openGame(page, fixture.server, created);
  // Found and read in one task of the page: a handle taken first may be of an element that a
  // later render replaced, whose computed style is empty.
  const style = (selector: string, property: string) =>
    page.evaluate(
      ([sel, p]) => {
        const el = document.querySelector(sel);
        if (!el) throw new Error(`no element matches ${sel}`);
        return getComputedStyle(el).getPropertyValue(p);
      },
      [selector, property],
    );
  // Where the piece came from: a solid mark, not dashed like the capture rings.
  expect(await page.locator(".last-from").count()).toBe(1);
  expect(await style(".last-from", "stroke-dasharray")).toBe("none");
  expect(await style(".last-from", "fill")).not.toBe("none");
  expect(await page.locator(".last-arrow").count()).toBe(1);
  // The capture: a cross at least 6 units wide on a wider light halo.
  expect(await page.locator('[data-point="d4"] .captured-mark').count()).toBe(1);
  expect(parseFloat(await style(".captured-mark", "stroke-width"))).toBeGreaterThanOrEqual(6);
  expect(await page.locator('[data-point="d4"] .captured-halo').count()).toBe(1);
  expect(parseFloat(await style(".captured-halo", "stroke-width"))).toBeGreaterThan(parseFloat(await style(".captured-mark", "stroke-width")));
  await page.emulateMedia({ colorScheme: "light" });
  // Set on the element: the site's content security policy refuses a <style> a test would add.
  await page.evaluate(() => {
    document.documentElement.style.filter = "grayscale(1)";
  });
  await shot(page, "danish-marks-greyscale");
  expect(errors).toEqual([]);
});
