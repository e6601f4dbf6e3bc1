// A 3-seat Quartino game played to its end: one person here, one invited through a link in
// another browser, and a bot. Each person sees only their own cards: the other's hand is never
// in their page. The people play a simple plan (make one of their cards show, claim it),
// through the UI's clicks only.

import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { actionsShown, gameId, player, rng, shot, stateFor, waitForProgress, sharedFixture } from "./harness";

const fixture = sharedFixture();

const SPACES = ["C", "R0", "R1", "R2", "R3", "R4", "R5", "R6", "R7"];

/** The test's plan (not the UI's): an action that brings one of our cards closer to showing. */
function plan(view: string, legal: string[], random: () => number): string {
  const claim = legal.find((a) => /^[YBGP]{4}@Q\d$/.test(a));
  if (claim) return claim;
  const places = legal.filter((a) => /^[YBGP]@/.test(a));
  if (places.length > 0) {
    const [board, , , , seats, me] = view.split(" ");
    const tops = board.split("/").map((s) => (s === "." ? "" : s[s.length - 1]));
    const hand = seats.split("/")[Number(me.slice(1)) - 1].split(":")[0].split(",");
    let best: string | null = null;
    let bestScore = -1;
    for (const card of hand) {
      for (let k = 0; k < 8; k++) {
        const spaces = ["C", `R${k}`, `R${(k + 1) % 8}`, `R${(k + 2) % 8}`];
        const missing = spaces.filter((s, i) => tops[SPACES.indexOf(s)] !== card[i]);
        const score = 4 - missing.length;
        if (missing.length > 0 && score > bestScore) {
          const i = spaces.indexOf(missing[0]);
          const action = `${card[i]}@${missing[0]}`;
          if (legal.includes(action)) {
            best = action;
            bestScore = score;
          }
        }
      }
    }
    return best ?? places[Math.floor(random() * places.length)];
  }
  // Empty piles: a column gives tokens back (or the game could lock).
  const column = legal.find((a) => a.startsWith("column@"));
  if (column) return column;
  if (legal.includes("end")) return "end";
  return legal[0];
}

/** Plays an action through the page's UI. */
async function playByClicks(page: Page, action: string): Promise<void> {
  const claim = /^([YBGP]{4})@(Q\d)$/.exec(action);
  const place = /^([YBGP])@(\S+)$/.exec(action);
  const column = /^column@(\S+)$/.exec(action);
  if (claim) {
    await page.locator(`[data-card="${claim[1]}"][role=button]`).click();
    await page.locator(`[data-quarter="${claim[2]}"][role=button]`).click();
  } else if (place) {
    await page.locator(`.supply-pile[data-colour="${place[1]}"][role=button]`).click();
    await page.locator(`[data-space="${place[2]}"][role=button]`).click();
  } else if (column) {
    await page.getByRole("button", { name: `Remove the column on ${column[1]} (+1 token)` }).click();
  } else if (action === "end") {
    await page.getByRole("button", { name: "End turn" }).click();
  } else if (action === "four") {
    await page.getByRole("button", { name: "Use four colours (+1 token)" }).click();
  } else {
    throw new Error(`no click for ${action}`);
  }
}

test("a 3-seat Quartino game: a person, a friend through a link, a bot", async () => {
  const one = await player(fixture.browser);
  const two = await player(fixture.browser);
  const a = one.page;
  const b = two.page;
  await a.goto(fixture.server.url);
  await a.locator("input[name=game][value=quartino]").check();
  await a.getByRole("button", { name: "with friends (link)" }).click();
  await a.locator("select[name=seat-2]").selectOption("bot");
  await a.locator("select[name=level-2]").selectOption("beginner");
  await shot(a, "quartino-lobby");
  await a.getByRole("button", { name: "Create game" }).click();
  await a.waitForURL(/\/game\//);
  const id = gameId(a);
  const link = await a.locator('input[data-invite="1"]').inputValue();
  await b.goto(link);
  await b.getByRole("button", { name: /Take seat 2/ }).click();
  await b.waitForURL(`**/game/${id}`);

  const random = rng(3);
  const pages = [a, b];
  let shots = 0;
  let checkedHidden = 0;
  for (let step = 0; step < 600; step++) {
    const state = await stateFor(fixture.server, a, id);
    if (state.status === "finished") break;
    const seat = state.to_move as number;
    if (seat === 2) {
      await waitForProgress(a, state.ply);
      continue;
    }
    const page = pages[seat];
    const mine = await stateFor(fixture.server, page, id);
    if (mine.legal.length === 0 || mine.ply !== state.ply) continue;
    // Hidden information: the other person's cards never reach this page.
    const other = await stateFor(fixture.server, pages[1 - seat], id);
    const otherHand = other.view.split(" ")[4].split("/")[1 - seat].split(":")[0].split(",").filter((c) => /^[YBGP]{4}$/.test(c));
    expect(otherHand.length).toBeGreaterThan(0);
    const html = await page.content();
    for (const card of otherHand) expect(html).not.toContain(card);
    checkedHidden += 1;
    const action = plan(mine.view, mine.legal, random);
    await page.locator(".board [role=button]").first().waitFor();
    const before = await actionsShown(page);
    await playByClicks(page, action);
    await waitForProgress(page, before);
    if (action.includes("@Q") && shots < 2) {
      shots += 1;
      await shot(page, `quartino-claim-${shots}`);
    }
    if (step === 12) await shot(a, "quartino-midgame");
  }
  const end = await stateFor(fixture.server, a, id);
  expect(end.status).toBe("finished");
  await a.locator(".banner.shown").waitFor();
  await b.locator(".banner.shown").waitFor();
  await shot(a, "quartino-end");
  const phone = await player(fixture.browser, { width: 390, height: 844 });
  await phone.page.goto(a.url());
  await phone.page.locator(".banner.shown").waitFor();
  await shot(phone.page, "quartino-phone");
  expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(checkedHidden).toBeGreaterThan(5);
  expect(one.errors).toEqual([]);
  expect(two.errors).toEqual([]);
});

test("Quartino for two on one device: each player's cards stay covered until they take the device", async () => {
  const { page, errors } = await player(fixture.browser);
  await page.goto(fixture.server.url);
  await page.locator("input[name=game][value=quartino]").check();
  await page.locator("select[name=seat-1]").selectOption("me");
  await page.getByRole("button", { name: "− seat" }).click();
  await page.getByRole("button", { name: "Create game" }).click();
  await page.waitForURL(/\/game\//);
  await page.getByRole("button", { name: "Show Player 1's cards" }).waitFor();
  expect(await page.locator(".cover.shown").count()).toBe(1);
  await shot(page, "quartino-cover");
  await page.getByRole("button", { name: "Show Player 1's cards" }).click();
  expect(await page.locator(".hand [data-card]").count()).toBe(4);
  const before = await actionsShown(page);
  await page.locator('[data-space="C"][role=button]').click();
  await waitForProgress(page, before);
  await page.getByRole("button", { name: "End turn" }).click();
  await page.getByRole("button", { name: "Show Player 2's cards" }).waitFor();
  expect(await page.locator(".cover.shown").count()).toBe(1);
  // The hands in a replay step as the server sent it: the seats' field of each view.
  const replayHands = async (): Promise<string[][][]> => {
    const response = page.waitForResponse((r) => r.url().includes("/history"));
    await page.getByRole("button", { name: "first", exact: true }).click();
    const body = (await (await response).json()) as { plies: { view: string }[] };
    await page.getByRole("button", { name: "back to the game" }).click();
    return body.plies.map((p) =>
      p.view
        .split(" ")[4]
        .split("/")
        .map((seat) => seat.split(":")[0].split(",").filter((c) => /^[YBGP]{4}$/.test(c))),
    );
  };
  // The cards are covered: the replay shows nobody's hand (not Player 1's, who just played).
  const covered = await replayHands();
  expect(covered.length).toBeGreaterThan(1);
  for (const hands of covered) expect(hands.flat()).toEqual([]);
  await page.getByRole("button", { name: "Show Player 2's cards" }).click();
  expect(await page.locator(".hand [data-card]").count()).toBe(4);
  // Player 2 has the device: the replay shows Player 2's hand, and only that.
  const shown = await replayHands();
  for (const hands of shown) {
    expect(hands[0]).toEqual([]);
    expect(hands[1].length).toBe(4);
  }
  await page.locator('[data-space="R0"][role=button]').waitFor();
  expect(errors).toEqual([]);
});
