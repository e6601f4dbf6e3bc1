// Players in the browser: accounts (sign up, sign in, the server's refusals in words, claiming a
// guest's games, signing out here and everywhere, deleting the account), the CSRF token on every
// state-changing request, player pages and the leaderboards, and two strangers finding a game:
// playing it to its end with a draw declined, a take-back and a word in the chat between them,
// or left unplayed by the one who never moves, aborted by the server.

import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { act, actionsShown, call, createGame, gameId, offScreen, openGame, player, Server, shot, sharedFixture, stateFor } from "./harness";

const fixture = sharedFixture();

/** A name no other test (or earlier run on this server) has taken. */
function fresh(base: string): string {
  return `${base}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`.slice(0, 20);
}

/** Opens the account menu (if closed) and signs up or in through its form. */
async function account(page: Page, mode: "up" | "in", name: string, password: string): Promise<void> {
  const menu = page.locator(".account-bar details.account-menu");
  if ((await menu.getAttribute("open")) === null) await menu.locator("summary").click();
  const form = page.locator(".account-form").first();
  if ((await form.getAttribute("data-mode")) !== mode) {
    await page.locator(".account-form .link-button").click();
    await page.locator(`.account-form[data-mode=${mode}]`).waitFor();
  }
  await page.locator("input[name=account-name]").fill(name);
  await page.locator("input[name=account-password]").fill(password);
  await page.locator(".account-form button[type=submit]").click();
}

/** The account name the header shows, or null for a guest. */
async function shownAccount(page: Page): Promise<string | null> {
  return page.locator(".account-bar summary").getAttribute("data-account");
}

test("accounts: sign up with the refusals in words, claim the guest's games, sign out and in, delete", async () => {
  const { page, errors } = await player(fixture.browser, { width: 375, height: 740 });
  // A guest's game, kept by this browser.
  const guest = await createGame(fixture.server, { game: "quarto", seats: ["me", { bot: "beginner" }] });
  await openGame(page, fixture.server, guest);
  await page.goto(fixture.server.url);
  await page.locator(".account-bar summary").waitFor();
  expect(await offScreen(page, [".account-bar"])).toEqual([]);

  // Refusals of the sign-up form, worded from their codes.
  await account(page, "up", "ad", "correct horse");
  await expect.poll(() => page.locator(".account-form .account-error").textContent()).toContain("3 to 20 characters");
  await account(page, "up", "guest", "correct horse");
  await expect.poll(() => page.locator(".account-form .account-error").textContent()).toContain("reserved");
  const name = fresh("ada");
  await account(page, "up", name, name);
  await expect.poll(() => page.locator(".account-form .account-error").textContent()).toContain("cannot be the name");
  await shot(page, "players-sign-up-refused");
  await account(page, "up", name, "correct horse");
  await expect.poll(() => shownAccount(page)).toBe(name);

  // The guest's game goes to the account.
  await page.locator(".claim-offer").waitFor();
  expect(await page.locator(".claim-offer").textContent()).toContain("1 game played as a guest");
  await shot(page, "players-claim-offer");
  await page.locator(".claim-offer button.primary").click();
  await expect.poll(() => page.locator(".account-notice").textContent()).toContain("1 seat added");
  const profile = await call<{ games: { id: string }[] }>(fixture.server.url, "GET", `/api/players/${name}`);
  expect(profile.games.map((g) => g.id)).toContain(guest.id);
  // The account's page lists it, under way, against the bot.
  await page.locator(".account-bar summary").click();
  await page.getByRole("link", { name: "Your player page" }).click();
  await page.locator(`.profile-games li[data-game="${guest.id}"]`).waitFor();
  expect(await page.locator(`.profile-games li[data-game="${guest.id}"]`).textContent()).toContain("under way");
  expect(await page.locator(".player-page").textContent()).toContain("No rated game yet.");
  expect(await offScreen(page, [".player-page h1"])).toEqual([]);
  await page.goto(`${fixture.server.url}/player/${fresh("nobody")}`);
  await expect.poll(() => page.locator(".player-page .error").textContent()).toContain("Nobody plays under the name");
  await page.goto(fixture.server.url);

  // A name taken (or one that looks like it) is said so.
  const other = await player(fixture.browser);
  await other.page.goto(fixture.server.url);
  await account(other.page, "up", name.toUpperCase(), "another password");
  await expect.poll(() => other.page.locator(".account-form .account-error").textContent()).toContain("taken");

  // Every state-changing request of the signed-in page carries the CSRF token: a game is made
  // through the lobby's form; the same request without the token is refused.
  const refused = await page.evaluate(async () => {
    const r = await fetch("/api/games", { method: "POST", body: JSON.stringify({ game: "quarto", seats: ["me", { bot: "beginner" }] }) });
    return { status: r.status, body: (await r.json()) as { error: string } };
  });
  expect(refused).toEqual({ status: 403, body: expect.objectContaining({ error: "csrf" }) });
  await page.getByRole("button", { name: "Create game" }).click();
  await page.waitForURL(/\/game\//);
  await expect.poll(() => shownAccount(page)).toBe(name);

  // Sign out, then in: a wrong password is refused without saying which half is wrong.
  await page.locator(".account-bar summary").click();
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect.poll(() => shownAccount(page)).toBeNull();
  await account(page, "in", name, "wrong horse");
  await expect.poll(() => page.locator(".account-form .account-error").textContent()).toContain("do not go together");
  await account(page, "in", fresh("nobody"), "wrong horse");
  await expect.poll(() => page.locator(".account-form .account-error").textContent()).toContain("do not go together");
  await account(page, "in", name, "correct horse");
  await expect.poll(() => shownAccount(page)).toBe(name);
  // The game made while signed in, and the seats taken over, are the account's: nothing is
  // offered as a guest's.
  await page.waitForTimeout(300);
  expect(await page.locator(".claim-offer").count()).toBe(0);

  // Signed in in a second browser; signing out everywhere from the first ends both.
  await account(other.page, "in", name, "correct horse");
  await expect.poll(() => shownAccount(other.page)).toBe(name);
  await page.locator(".account-bar summary").click();
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect.poll(() => page.locator(".account-notice").textContent()).toContain("Signed out of 2 browsers");
  await other.page.reload();
  await other.page.locator(".account-bar summary").waitFor();
  await expect.poll(() => shownAccount(other.page)).toBeNull();

  // Deleting the account asks the password and says what stays.
  await account(page, "in", name, "correct horse");
  await expect.poll(() => shownAccount(page)).toBe(name);
  await page.locator(".account-bar summary").click();
  await page.getByRole("button", { name: "Delete the account" }).click();
  expect(await page.locator(".delete-account").textContent()).toContain("deleted player");
  await page.locator("input[name=delete-password]").fill("correct horse");
  await shot(page, "players-delete");
  await page.locator(".delete-account button[type=submit]").click();
  await expect.poll(() => page.locator(".account-notice").textContent()).toContain("deleted");
  expect(await shownAccount(page)).toBeNull();
  const gone = await fetch(`${fixture.server.url}/api/players/${name}`);
  expect(gone.status).toBe(404);
  // Too many tries for a name (one that does not exist: the same answers): the page says when
  // to try again.
  const nobody = fresh("nobody");
  for (let i = 0; i < 6; i++) await account(other.page, "in", nobody, `wrong ${i} horse`);
  await expect.poll(() => other.page.locator(".account-form .account-error").textContent()).toMatch(/try again in \d+ seconds?/);
  await shot(other.page, "players-sign-in-429");

  expect(errors).toEqual([]);
  expect(other.errors).toEqual([]);
});

/** A new player with an account of their own, signed up through the header, on the lobby. */
async function stranger(base: string, width?: number): Promise<{ page: Page; name: string; errors: string[] }> {
  const p = await player(fixture.browser, width ? { width, height: 800 } : {});
  const name = fresh(base);
  await p.page.goto(fixture.server.url);
  await account(p.page, "up", name, "correct horse");
  await expect.poll(() => shownAccount(p.page)).toBe(name);
  return { page: p.page, name, errors: p.errors };
}

test("two strangers find a rated game, play it to its end, and see their new ratings", async () => {
  const ada = await stranger("ada", 375);
  const bob = await stranger("bob");
  // Both ask for a rated game of the same pool (the panel's first game, rules and clock).
  for (const p of [ada.page, bob.page]) {
    await p.locator("input[name=play-rated]").check();
  }
  await ada.page.getByRole("button", { name: "Find an opponent" }).click();
  await ada.page.locator(".play-wait:not([hidden])").waitFor();
  await expect.poll(() => ada.page.locator(".play-wait").textContent()).toMatch(/Looking for an opponent: Quarto! · .* · rated/);
  await expect.poll(() => ada.page.locator(".play-wait").textContent()).toContain("1 waiting");
  // The pool shows on the other's page.
  await expect.poll(() => bob.page.locator(".play-pools").textContent(), { timeout: 10_000 }).toContain("1 waiting");
  expect(await offScreen(ada.page, [".play-panel"])).toEqual(expect.not.arrayContaining([expect.stringMatching(/page \d+ px wide/)]));
  await shot(ada.page, "pairing-waiting");
  await bob.page.getByRole("button", { name: "Find an opponent" }).click();
  await ada.page.waitForURL(/\/game\//);
  await bob.page.waitForURL(/\/game\//);
  const id = gameId(ada.page);
  expect(gameId(bob.page)).toBe(id);
  await ada.page.locator(".replay-label").waitFor();
  await bob.page.locator(".replay-label").waitFor();
  // Beside each name at the table, the rating in the game's class: two new players' 1500?.
  await expect.poll(() => ada.page.locator(".seat .seat-rating").allTextContents()).toEqual(["1500?", "1500?"]);
  // The opponent's name at the table is a link to their page.
  const bobLink = ada.page.locator(`.seat .seat-name a.player-link`, { hasText: bob.name });
  await bobLink.waitFor();
  expect(await bobLink.getAttribute("href")).toBe(`/player/${encodeURIComponent(bob.name)}`);

  // Who moves first was drawn by lot: the first player gives, the other places; four short
  // pieces along row 1, the first player places the last one and wins.
  const adaSeat = (await stateFor(fixture.server, ada.page, id)).you[0];
  const [first, second] = adaSeat === 0 ? [ada, bob] : [bob, ada];
  const both = [first.page, second.page];
  await act(first.page, '.pool-slot[data-piece="0"]', both);
  await act(second.page, '[data-cell="a1"]', both);
  await act(second.page, '.pool-slot[data-piece="2"]', both);
  // Between them: a draw offered and declined, a take-back asked for and accepted, a word said.
  await first.page.getByRole("button", { name: "Offer a draw" }).click();
  const drawPrompt = second.page.locator('.offer-prompt[data-offer="draw"]');
  await expect.poll(() => drawPrompt.textContent()).toContain(`${first.name} offers a draw.`);
  await drawPrompt.getByRole("button", { name: "Decline" }).click();
  await expect.poll(() => first.page.locator(".toast.shown").textContent()).toBe("Your draw offer was declined.");
  await act(first.page, '[data-cell="d4"]', both);
  await act(first.page, '.pool-slot[data-piece="4"]', both);
  await first.page.getByRole("button", { name: "Propose a take-back" }).click();
  const takeBack = second.page.locator('.offer-prompt[data-offer="take_back"]');
  await expect.poll(() => takeBack.textContent()).toContain(`${first.name} asks to take back their last turn.`);
  await takeBack.getByRole("button", { name: "Accept" }).click();
  await expect.poll(() => actionsShown(first.page)).toBe(3);
  await first.page.locator("input[name=chat]").fill("well played so far");
  await first.page.locator(".chat-say button").click();
  await expect.poll(() => second.page.locator(".chat-lines li:not(.chat-none)").allTextContents()).toEqual([expect.stringContaining("well played so far")]);
  await act(first.page, '[data-cell="b1"]', both);
  await act(first.page, '.pool-slot[data-piece="4"]', both);
  await act(second.page, '[data-cell="c1"]', both);
  await act(second.page, '.pool-slot[data-piece="6"]', both);
  await act(first.page, '[data-cell="d1"]', both);
  await first.page.locator(".banner.shown").waitFor();
  expect(await first.page.locator(".banner .headline").textContent()).toBe("You win!");
  // Once over, each rating there is the one the game left, with its change.
  await expect.poll(() => first.page.locator(".seat.mine .seat-rating .change.up").textContent()).toMatch(/^\+\d+$/);
  await expect.poll(() => first.page.locator(".seat:not(.mine) .seat-rating .change.down").textContent()).toMatch(/^−\d+$/);
  expect(await first.page.locator(".seat.mine .seat-rating").textContent()).toMatch(/^1[5-9]\d\d\? \+\d+$/);
  await shot(ada.page, "rated-game-over-phone");

  // Each sees the new rating on their page, provisional, the game listed with its change.
  for (const [who, outcome, up] of [
    [first, "won", true],
    [second, "lost", false],
  ] as const) {
    await who.page.goto(`${fixture.server.url}/player/${who.name}`);
    const row = who.page.locator(`.profile-games li[data-game="${id}"]`);
    await row.waitFor();
    expect(await row.getAttribute("data-outcome")).toBe(outcome);
    expect(await row.textContent()).toMatch(up ? /\+\d+/ : /−\d+/);
    const other = who === first ? second.name : first.name;
    expect(await row.locator(".player-link").textContent()).toBe(other);
    const rating = await who.page.locator("table.ratings .rating").first().textContent();
    expect(rating).toMatch(/^\d+\?$/);
    expect(Number(rating?.slice(0, -1))).toBeGreaterThan(up ? 1500 : 0);
    if (!up) expect(Number(rating?.slice(0, -1))).toBeLessThan(1500);
    expect(await who.page.locator("table.ratings").textContent()).toContain("Quarto!");
    // A provisional rating has no place on the leaderboard yet.
    expect(await who.page.locator("table.ratings .rank-link").count()).toBe(0);
    expect(await who.page.locator("svg.rating-chart circle").count()).toBe(1);
    expect(await who.page.locator("svg.rating-chart .chart-axis").allTextContents()).toEqual(["Date", "Rating"]);
    // The legend's square has its line's colour (set on the element: the content security
    // policy refuses a style attribute).
    const swatch = who.page.locator(".chart-legend .swatch").first();
    expect(await swatch.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(11, 114, 185)");
  }
  expect(await offScreen(ada.page, [".player-page h1", "svg.rating-chart"])).toEqual([]);
  // A long name is cut short in the bar, which keeps to one line on the phone.
  const tops = await ada.page.locator(".account-bar").evaluate((bar) =>
    [...bar.children].map((c) => c.getBoundingClientRect()).filter((r) => r.height > 0).map((r) => r.top),
  );
  expect(tops.length).toBeGreaterThanOrEqual(4);
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(20);
  expect(await ada.page.locator(".account-bar summary").getAttribute("title")).toBe(ada.name);
  await shot(ada.page, "player-page-phone");
  // The class on her page leads to its leaderboard: both listed, best first, unranked while
  // provisional, her row marked; it fits the phone.
  await ada.page.locator("table.ratings tbody th a").first().click();
  await ada.page.waitForURL(/\/players\/quarto\/[^/]+\/[^/]+$/);
  const classPath = new URL(ada.page.url()).pathname;
  const listed = ada.page.locator("table.leaderboard tbody tr");
  await listed.first().waitFor();
  const order = await listed.evaluateAll((rows) => rows.map((r) => r.getAttribute("data-player")));
  expect(order.indexOf(first.name)).toBeGreaterThanOrEqual(0);
  expect(order.indexOf(first.name)).toBeLessThan(order.indexOf(second.name));
  for (const who of [ada, bob]) {
    const row = ada.page.locator(`table.leaderboard tr[data-player="${who.name}"]`);
    expect(await row.locator("td.rank").textContent()).toBe("–");
    expect(await row.locator(".rating").textContent()).toMatch(/^\d+\?$/);
  }
  expect(await ada.page.locator("table.leaderboard tr.you").getAttribute("data-player")).toBe(ada.name);
  expect(await ada.page.locator("select[name=leaderboard-class]").inputValue()).toBe(classPath.replace("/players/", ""));
  expect(await offScreen(ada.page, [".leaderboard-page h1", "table.leaderboard"])).toEqual([]);
  await shot(ada.page, "leaderboard-phone");
  // From the lobby's play panel, the leaderboards; a class chosen in the list; a class that does
  // not read, said in words.
  await bob.page.goto(fixture.server.url);
  await bob.page.getByRole("link", { name: "Top players" }).click();
  await bob.page.waitForURL(/\/players$/);
  const choice = bob.page.locator("select[name=leaderboard-class]");
  await choice.waitFor();
  await choice.selectOption(classPath.replace("/players/", ""));
  await bob.page.waitForURL((url) => url.pathname === classPath);
  await bob.page.locator(`table.leaderboard tr.you[data-player="${bob.name}"]`).waitFor();
  await bob.page.goto(`${fixture.server.url}/players/chess/standard/blitz`);
  await expect.poll(() => bob.page.locator(".leaderboard-page .error").textContent()).toBe("There is no such rating class.");
  // Any player's page, found by name from there.
  await bob.page.getByLabel("Find a player").fill(ada.name);
  await bob.page.getByRole("button", { name: "Open" }).click();
  await bob.page.waitForURL((url) => url.pathname === `/player/${ada.name}`);
  await expect.poll(() => bob.page.locator(".player-page h1").textContent()).toBe(ada.name);
  await bob.page.goto(`${fixture.server.url}/players`);
  await bob.page.getByLabel("Find a player").fill("nobody-at-all");
  await bob.page.getByRole("button", { name: "Open" }).click();
  await expect.poll(() => bob.page.locator(".player-page .error").textContent()).toContain("Nobody plays under the name “nobody-at-all”");
  // Each lobby lists the game among their own, saying how it ended for them.
  for (const [who, words] of [
    [first, "won"],
    [second, "lost"],
  ] as const) {
    await who.page.goto(fixture.server.url);
    const ended = who.page.locator(`li:has(a[href="/game/${id}"]) .ended`);
    await expect.poll(() => ended.textContent()).toBe(words);
  }
  expect(ada.errors).toEqual([]);
  expect(bob.errors).toEqual([]);
});

test("a paired stranger who never moves: the server aborts the game, unrated, for both", async () => {
  // A server of its own, whose first turns last 3 s (30 s by default).
  const server = await Server.start(undefined, 0, ["--first-turn-seconds", "3"]);
  try {
    const [ada, bob] = await Promise.all(["ada", "bob"].map(async (base) => {
      const p = await player(fixture.browser);
      const name = fresh(base);
      await p.page.goto(server.url);
      await account(p.page, "up", name, "correct horse");
      await expect.poll(() => shownAccount(p.page)).toBe(name);
      await p.page.locator("input[name=play-rated]").check();
      return { ...p, name };
    }));
    await ada.page.getByRole("button", { name: "Find an opponent" }).click();
    await ada.page.locator(".play-wait:not([hidden])").waitFor();
    await bob.page.getByRole("button", { name: "Find an opponent" }).click();
    await ada.page.waitForURL(/\/game\//);
    await bob.page.waitForURL(/\/game\//);
    const id = gameId(ada.page);
    // Nobody moves: once the first turn's time has run out, both see the game aborted.
    for (const p of [ada.page, bob.page]) {
      await p.locator(".banner.shown").waitFor({ timeout: 15_000 });
      expect(await p.locator(".banner").textContent()).toContain("Aborted");
      expect(await p.locator(".banner").textContent()).toContain("a player did not take their first turn in time");
      // Nothing was played, so there is nothing to review (drawn with the banner).
      expect(await p.locator(".review-link").count()).toBe(0);
    }
    await shot(ada.page, "pairing-aborted-by-the-server");
    // Stored and unrated: the lobby says aborted, the player's page has no rating.
    for (const who of [ada, bob]) {
      await who.page.goto(server.url);
      const ended = who.page.locator(`li:has(a[href="/game/${id}"]) .ended`);
      await expect.poll(() => ended.textContent()).toBe("aborted");
      await who.page.goto(`${server.url}/player/${who.name}`);
      const row = who.page.locator(`.profile-games li[data-game="${id}"]`);
      await row.waitFor();
      expect(await row.getAttribute("data-outcome")).toBe("aborted");
      expect(await who.page.locator("table.ratings .rating").count()).toBe(0);
    }
    expect(ada.errors).toEqual([]);
    expect(bob.errors).toEqual([]);
  } finally {
    await server.stop();
  }
});

test("challenges declined and accepted, a seek accepted from the list", async () => {
  const cleo = await stranger("cleo");
  const dan = await stranger("dan", 375);

  // Cleo challenges Dan, who declines: Cleo is told so.
  await cleo.page.locator("input[name=challenge-name]").fill(dan.name);
  await cleo.page.getByRole("button", { name: "Challenge", exact: true }).click();
  await expect.poll(() => cleo.page.locator(".play-wait").textContent()).toContain(`Waiting for ${dan.name} to answer`);
  const received = dan.page.locator(".play-challenges li.received");
  await received.waitFor({ timeout: 10_000 });
  expect(await received.textContent()).toContain(cleo.name);
  await shot(dan.page, "pairing-challenge-received");
  await received.getByRole("button", { name: "Decline" }).click();
  await expect.poll(() => cleo.page.locator(".play-panel .error").textContent()).toContain("declined");
  await expect.poll(() => dan.page.locator(".play-challenges li").count()).toBe(0);

  // A challenge to nobody is refused in words.
  await cleo.page.locator("input[name=challenge-name]").fill(fresh("nobody"));
  await cleo.page.getByRole("button", { name: "Challenge", exact: true }).click();
  await expect.poll(() => cleo.page.locator(".play-panel .error").textContent()).toMatch(/\S/);
  expect(await cleo.page.locator(".play-wait").isHidden()).toBe(true);

  // Again, and Dan accepts: both are at the new game.
  await cleo.page.locator("input[name=challenge-name]").fill(dan.name);
  await cleo.page.getByRole("button", { name: "Challenge", exact: true }).click();
  await expect.poll(() => cleo.page.locator(".play-challenges li.made").textContent()).toContain(dan.name);
  await received.waitFor({ timeout: 10_000 });
  await received.getByRole("button", { name: "Accept" }).click();
  await dan.page.waitForURL(/\/game\//);
  await cleo.page.waitForURL(/\/game\//);
  expect(gameId(cleo.page)).toBe(gameId(dan.page));
  await dan.page.locator(".replay-label").waitFor();
  const id = gameId(dan.page);
  const state = await stateFor(fixture.server, dan.page, id);
  expect(state.you).toHaveLength(1);

  // Their games: the one to move is told in the title, the tab's icon and the list.
  const [mover, other] = state.to_move === state.you[0] ? [dan, cleo] : [cleo, dan];
  const moverGames = await mover.page.context().newPage();
  const otherGames = await other.page.context().newPage();
  await moverGames.goto(`${fixture.server.url}/games`);
  await otherGames.goto(`${fixture.server.url}/games`);
  await expect.poll(() => moverGames.title()).toBe("(1) Your games · Quartet");
  expect(await moverGames.locator("link[rel=icon]").getAttribute("data-turn")).toBe("true");
  expect(await moverGames.locator(`li[data-game="${id}"]`).textContent()).toContain("your turn");
  await expect.poll(() => otherGames.locator(`li[data-game="${id}"]`).textContent()).toContain("their turn");
  expect(await otherGames.title()).toBe("Your games · Quartet");
  expect(await otherGames.locator("link[rel=icon]").getAttribute("data-turn")).toBe("false");
  await shot(moverGames, "your-games");
  await moverGames.close();
  await otherGames.close();
  // … and every other page says it too: the lobby's title and icon, for the mover only.
  const lobbies = [mover, other].map(async (who) => {
    const lobby = await who.page.context().newPage();
    await lobby.goto(`${fixture.server.url}/`);
    return lobby;
  });
  const [moverLobby, otherLobby] = await Promise.all(lobbies);
  await expect.poll(() => moverLobby.title()).toMatch(/^\(1\) \S/);
  expect(await moverLobby.locator("link[rel=icon]").getAttribute("data-turn")).toBe("true");
  await otherLobby.waitForLoadState("networkidle");
  expect(await otherLobby.title()).not.toMatch(/^\(/);
  expect(await otherLobby.locator("link[rel=icon]").getAttribute("data-turn")).toBe("false");
  await moverLobby.close();
  await otherLobby.close();

  // A seek: a guest offers a casual game in the list, Cleo accepts it there.
  const guest = await player(fixture.browser);
  await guest.page.goto(fixture.server.url);
  await guest.page.getByRole("button", { name: "Offer in the list" }).click();
  await expect.poll(() => guest.page.locator(".play-wait").textContent()).toContain("in the list");
  await expect.poll(() => guest.page.locator(".play-seeks li").textContent(), { timeout: 10_000 }).toContain("yours");
  await cleo.page.goto(fixture.server.url);
  const seek = cleo.page.locator(".play-seeks li").filter({ has: cleo.page.getByRole("button", { name: "Accept" }) });
  await seek.first().waitFor({ timeout: 10_000 });
  await shot(cleo.page, "pairing-seek-list");
  await seek.first().getByRole("button", { name: "Accept" }).click();
  await cleo.page.waitForURL(/\/game\//);
  await guest.page.waitForURL(/\/game\//);
  expect(gameId(guest.page)).toBe(gameId(cleo.page));
  expect(cleo.errors).toEqual([]);
  expect(dan.errors).toEqual([]);
  expect(guest.errors).toEqual([]);
});
