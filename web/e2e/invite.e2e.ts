// An online game between two browsers through an invitation link: Quarto! in announce mode,
// the used link opened again by a third browser and by the player who took the seat, a
// refused claim that costs nothing, the right claim with its line picked on the board, then
// a rematch asked by one player and accepted by the other.

import { expect, test } from "vitest";
import { act, actionsShown, gameId, player, shot, sharedFixture } from "./harness";

const fixture = sharedFixture();

test("two browsers play through an invitation link, then a rematch", async () => {
  const ada = await player(fixture.browser);
  const blaise = await player(fixture.browser);
  const a = ada.page;
  const b = blaise.page;
  await a.goto(fixture.server.url);
  await a.locator("input[name=announce]").check();
  await a.getByRole("button", { name: "with friends (link)" }).click();
  await a.locator("input[name=name]").fill("Ada");
  await a.getByRole("button", { name: "Create game" }).click();
  await a.waitForURL(/\/game\//);
  const id = gameId(a);
  const link = await a.locator('input[data-invite="1"]').inputValue();
  expect(link).toMatch(/\/join\/[A-Za-z0-9_-]+$/);
  await expect.poll(() => a.locator(".status-main").textContent()).toContain("Waiting for");
  await shot(a, "invite-waiting");

  const fresh = await b.evaluate(() => history.length);
  await b.goto(link);
  await b.getByRole("button", { name: /Take seat 2/ }).waitFor();
  await b.locator("input[name=name]").fill("Blaise");
  await shot(b, "invite-join");
  await b.getByRole("button", { name: /Take seat 2/ }).click();
  await b.waitForURL(`**/game/${id}`);
  // The game took the invitation's place in the history.
  expect(await b.evaluate(() => history.length)).toBe(fresh + 1);
  await expect.poll(() => a.locator(".seat").nth(1).textContent()).toContain("Blaise");

  // Used, the link says so to anyone else and leads them to watch; it takes Blaise back to
  // his game.
  const cleo = await player(fixture.browser);
  const c = cleo.page;
  await c.goto(link);
  await expect.poll(() => c.locator("main [role=status]").textContent()).toBe("This invitation has already been used: Blaise took seat 2.");
  expect(await c.getByRole("button", { name: /Take seat/ }).count()).toBe(0);
  await shot(c, "invite-used");
  await c.getByRole("link", { name: "Watch the game" }).click();
  await c.waitForURL(`**/game/${id}`);
  await c.locator(".board-wrap svg").waitFor();
  const before = await b.evaluate(() => history.length);
  await b.goto(link);
  await b.waitForURL(`**/game/${id}`);
  await b.locator(".pool-slot").first().waitFor();
  // The game took the link's place in the history: back does not lead to the link again.
  expect(await b.evaluate(() => history.length)).toBe(before + 1);

  const both = [a, b];
  // Four short pieces along row 1: Ada places the last one.
  await act(a, '.pool-slot[data-piece="0"]', both);
  await act(b, '[data-cell="a1"]', both);
  await act(b, '.pool-slot[data-piece="2"]', both);
  await act(a, '[data-cell="b1"]', both);
  await act(a, '.pool-slot[data-piece="4"]', both);
  await act(b, '[data-cell="c1"]', both);
  await act(b, '.pool-slot[data-piece="6"]', both);
  await act(a, '[data-cell="d1"]', both);
  const ply = await actionsShown(a);

  // A claim on a line that is no quarto is refused, and changes nothing.
  await a.getByRole("button", { name: "Quarto!" }).click();
  await a.getByRole("button", { name: "claim Quarto! on the line a1-a4" }).click();
  await expect.poll(() => a.locator(".toast.shown").textContent()).toMatch(/\S/);
  expect(await actionsShown(a)).toBe(ply);

  // The right line.
  await a.getByRole("button", { name: "Quarto!" }).click();
  await shot(a, "invite-claim-mode");
  await a.getByRole("button", { name: "claim Quarto! on the line a1-d1" }).click();
  await a.locator(".banner.shown").waitFor();
  await b.locator(".banner.shown").waitFor();
  expect(await a.locator(".banner .headline").textContent()).toBe("You win!");
  expect(await b.locator(".banner .headline").textContent()).toBe("You lose");
  await shot(a, "invite-end-ada");
  await shot(b, "invite-end-blaise");
  await c.goto(link);
  await expect.poll(() => c.locator("main [role=status]").textContent()).toBe("This invitation was for a game of Quarto!, which is over.");
  await c.getByRole("link", { name: "See the game" }).waitFor();

  // Blaise asks for a rematch; Ada accepts it.
  await b.getByRole("button", { name: "Rematch" }).click();
  await b.waitForURL((url) => url.pathname.startsWith("/game/") && !url.pathname.endsWith(id));
  const rematch = gameId(b);
  await a.getByRole("button", { name: "Accept the rematch" }).click();
  await a.waitForURL(`**/game/${rematch}`);
  await expect.poll(() => a.locator(".status-main").textContent()).not.toContain("Waiting for");
  // Seats turn: Blaise begins the rematch.
  await b.locator(".pool-slot.target[role=button]").first().waitFor();
  await shot(b, "invite-rematch");
  expect(ada.errors).toEqual([]);
  expect(blaise.errors).toEqual([]);
  expect(cleo.errors).toEqual([]);
});
