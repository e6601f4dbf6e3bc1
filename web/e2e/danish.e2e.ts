// Danish Quarto: two people on one device place pieces until White makes a square and picks
// the black piece to capture; then a record imported from the lobby is played on to its end by
// a movement that makes a square and a capture that wins.

import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { actionsShown, player, settled, shot, waitForProgress, sharedFixture } from "./harness";

const fixture = sharedFixture();

async function click(page: Page, point: string): Promise<void> {
  const target = page.locator(`[data-point="${point}"][role=button]`);
  await target.waitFor({ timeout: 20_000 });
  await target.click();
}

async function act(page: Page, point: string): Promise<void> {
  const before = await actionsShown(page);
  await click(page, point);
  await waitForProgress(page, before);
}

const RECORD = `[Game "danish"]
[Rules "ply_cap=none"]
[Start "e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3"]
[Result "*"]

g5xf4 f4 i7xd8 a7 i3xd6 f8 i7-h8 c3-a3 h8-i7xd4 e3-d4 g3-e3xf6 a3-b2 e3-g3xa7
b2-c1 g3-e3xc1 d2-c1 e3-g3xd4 f4-g1
`;

test("a Danish Quarto game with captures", async () => {
  const { page, errors } = await player(fixture.browser);
  await page.goto(fixture.server.url);
  await page.locator("input[name=game][value=danish]").check();
  await page.getByRole("button", { name: "all on this device" }).click();
  await page.getByRole("button", { name: "Create game" }).click();
  await page.waitForURL(/\/game\//);
  // White: c3, d2, e3, then d4 makes the square c3-d2-e3-d4; Black places far away.
  for (const point of ["c3", "a7", "d2", "i7", "e3", "g9"]) await act(page, point);
  const before = await actionsShown(page);
  await click(page, "d4");
  // The capture is chosen among Black's three pieces.
  await expect.poll(() => page.locator(".point.capture-target").count()).toBe(3);
  await shot(page, "danish-capture-choice");
  await click(page, "i7");
  await waitForProgress(page, before);
  await expect.poll(() => page.locator(".turns .move").last().textContent()).toBe("d4 ×i7");
  expect(await page.locator('[data-point="i7"] .stone-piece').count()).toBe(0);
  expect(await page.locator(".made-square.white").count()).toBe(1);
  await shot(page, "danish-square-made");

  // A record from the spec's Figure 2, one move before its end, imported from the lobby.
  await page.goto(fixture.server.url);
  await page.locator("textarea[name=record]").fill(RECORD);
  await page.getByRole("button", { name: "Import and play on" }).click();
  await page.waitForURL(/\/game\//);
  // This move by dragging the piece from e5 to e3.
  await page.locator('[data-point="e5"][role=button]').waitFor();
  await settled(page);
  const from = await page.locator('[data-point="e5"]').boundingBox();
  const to = await page.locator('[data-point="e3"]').boundingBox();
  if (!from || !to) throw new Error("no points to drag between");
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect.poll(() => page.locator(".point.capture-target").count()).toBe(4);
  await shot(page, "danish-import-capture-choice");
  await click(page, "c1");
  await page.locator(".banner.shown").waitFor();
  expect(await page.locator(".banner .headline").textContent()).toMatch(/wins/);
  await expect.poll(() => page.locator(".turns .move").last().textContent()).toBe("e5→e3 ×c1");
  await shot(page, "danish-end");
  const phone = await player(fixture.browser, { width: 390, height: 844 });
  await phone.page.goto(page.url());
  await phone.page.locator(".banner.shown").waitFor();
  await shot(phone.page, "danish-phone");
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(errors).toEqual([]);
});
