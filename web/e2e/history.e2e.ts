// The history: the replay slider dragged and stepped by keys, the count of actions, the moves
// grouped by turn with the pieces drawn, a move clicked to see its position, and the analysis
// asked for once the replay rests (not for every step it passes).

import { expect, test } from "vitest";
import { call, createGame, openGame, player, plyShown, sharedFixture, shot, tokensOf } from "./harness";

const fixture = sharedFixture();

/** A Quarto! game of 14 actions on one device (no quarto), finished by a resignation. */
const FOURTEEN = ["0", "a1", "1", "b1", "2", "c1", "3", "a2", "4", "b2", "5", "d3", "6", "c4"];

async function fourteen(resign: boolean) {
  const created = await createGame(fixture.server, { game: "quarto", seats: ["me", "me"], names: ["Ada", "Blaise"] });
  for (const action of FOURTEEN) await call(fixture.server.url, "POST", `/api/games/${created.id}/actions`, { action }, tokensOf(created));
  if (resign) await call(fixture.server.url, "POST", `/api/games/${created.id}/resign`, {}, tokensOf(created));
  return created;
}

const at = plyShown;

test("the replay slider can be dragged from the end to the start, and stepped by keys without losing focus", async () => {
  const created = await fourteen(true);
  const { page, errors } = await player(fixture.browser);
  await openGame(page, fixture.server, created);
  expect(await at(page)).toBe(14);

  // Drag the thumb from the end to the start.
  const slider = page.locator(".replay-slider");
  const box = await slider.boundingBox();
  if (!box) throw new Error("no slider");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width - 6, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, y, { steps: 6 });
  await page.mouse.move(box.x - 20, y, { steps: 6 });
  await page.mouse.up();
  await expect.poll(() => at(page)).toBe(0);

  // The arrow keys on the slider: one step each, and the slider keeps the focus.
  await page.keyboard.press("End");
  await expect.poll(() => at(page)).toBe(14);
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => at(page)).toBe(13);
  await page.keyboard.press("ArrowLeft");
  await expect.poll(() => at(page)).toBe(12);
  expect(await page.evaluate(() => document.activeElement?.className)).toBe("replay-slider");
  expect(errors).toEqual([]);
});

test("the history counts its actions in words, and says nothing of `live` once the game is over", async () => {
  const created = await createGame(fixture.server, { game: "quarto", seats: ["me", { bot: "beginner" }] });
  await call(fixture.server.url, "POST", `/api/games/${created.id}/actions`, { action: "7" }, tokensOf(created));
  const { page } = await player(fixture.browser);
  await openGame(page, fixture.server, created);
  // The bot has placed and given: three actions; before it, one.
  await expect.poll(() => page.locator(".replay-label").textContent()).toMatch(/^(1 action|3 actions)$/);
  const over = await fourteen(true);
  await openGame(page, fixture.server, over);
  expect(await page.locator(".replay-label").textContent()).toBe("14 actions");
});

test("the history groups the actions by turn, draws Quarto!'s pieces, and shows a move's position when clicked", async () => {
  const created = await fourteen(false);
  const { page, errors } = await player(fixture.browser);
  await openGame(page, fixture.server, created);
  const turns = page.locator(".turns .turn");
  // The first give, six turns of a placement and a give, the last placement.
  expect(await turns.count()).toBe(8);
  expect(await turns.nth(0).locator(".turn-seat").textContent()).toBe("Ada");
  expect(await turns.nth(1).locator(".move").count()).toBe(2);
  expect(await turns.nth(1).locator(".turn-seat").textContent()).toBe("Blaise");
  // Pieces given are drawn (not hex digits), with their words for screen readers.
  expect(await page.locator(".turns .chip.give svg.piece-icon").count()).toBe(7);
  expect(await turns.nth(1).locator(".move").nth(1).getAttribute("aria-label")).toBe("Blaise gave tall light round solid (1)");
  expect(await turns.nth(1).locator(".move").nth(0).textContent()).toBe("a1");
  await shot(page, "history-grouped");
  // A move clicked: the position after it.
  await turns.nth(2).locator(".move").nth(0).click();
  await expect.poll(() => at(page)).toBe(4);
  expect(await page.locator(".quarto-board .pieces .piece").count()).toBe(2);
  expect(await page.locator(".turns .move.current").getAttribute("data-ply")).toBe("4");
  expect(errors).toEqual([]);
});

test("the analysis is asked for once the replay rests, in words (wins, draw, loses)", async () => {
  const created = await fourteen(true);
  const { page, errors } = await player(fixture.browser);
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/analysis")) asked.push(new URL(r.url()).searchParams.get("ply") ?? "");
  });
  await openGame(page, fixture.server, created);
  await page.getByRole("button", { name: "Show the solver's values" }).click();
  await page.locator(".analysis-value").waitFor({ timeout: 20_000 });
  expect(await page.locator(".analysis-value").textContent()).toMatch(/to move: (wins|draw|loses)/);
  expect(asked).toEqual(["14"]);
  // Three steps back in a row: one question, for where the replay stops.
  for (let i = 0; i < 3; i++) await page.getByRole("button", { name: "back one action" }).click();
  await page.locator(".analysis-value").waitFor({ timeout: 20_000 });
  await expect.poll(() => at(page)).toBe(11);
  await expect.poll(() => asked).toEqual(["14", "11"]);
  expect(await page.locator(".turn-values li").first().textContent()).toMatch(/(wins|loses)( now| in \d+ placements?)?$|draw$/);
  expect(errors).toEqual([]);
});
