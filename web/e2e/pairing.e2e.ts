// Players in the browser: accounts (sign up, sign in, the server's refusals in words, claiming a
// guest's games, signing out here and everywhere, deleting the account), the CSRF token on every
// state-changing request, player pages, and two strangers finding a game.

import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { call, createGame, offScreen, openGame, player, shot, sharedFixture } from "./harness";

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
  await expect.poll(() => page.locator(".account-form .error").textContent()).toContain("3 to 20 characters");
  await account(page, "up", "guest", "correct horse");
  await expect.poll(() => page.locator(".account-form .error").textContent()).toContain("reserved");
  const name = fresh("ada");
  await account(page, "up", name, name);
  await expect.poll(() => page.locator(".account-form .error").textContent()).toContain("cannot be the name");
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
  await expect.poll(() => other.page.locator(".account-form .error").textContent()).toContain("taken");

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
  await expect.poll(() => page.locator(".account-form .error").textContent()).toContain("do not go together");
  await account(page, "in", fresh("nobody"), "wrong horse");
  await expect.poll(() => page.locator(".account-form .error").textContent()).toContain("do not go together");
  await account(page, "in", name, "correct horse");
  await expect.poll(() => shownAccount(page)).toBe(name);

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
  await expect.poll(() => other.page.locator(".account-form .error").textContent()).toMatch(/try again in \d+ seconds?/);
  await shot(other.page, "players-sign-in-429");

  expect(errors).toEqual([]);
  expect(other.errors).toEqual([]);
});
