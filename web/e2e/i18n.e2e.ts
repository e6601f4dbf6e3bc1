// Every player in their own language: in the pseudo-language `xx` (English with every catalog
// message in ⟦ ⟧ and every text variable in ⟨ ⟩) no text outside the markers shows on any
// screen; a game played in each of the six languages, chosen by a link, by the browser's
// languages, and by the switch, with screenshots in e2e/artifacts/ (not committed).

import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { call, type Created, createGame, player, playApi, Server, sharedFixture, shot, STATIC, tokensOf } from "./harness";

const fixture = sharedFixture();

/** The text a player sees or hears (visible text, labels, titles, placeholders) that comes from no
 * catalog: what is left outside ⟦ ⟧, and inside a ⟨ ⟩ that is not itself a message, once the
 * server's own written texts (rules, lessons: `data-written`) and the words in `allowed` (names,
 * ids) are set aside. Notation (`b3`, `a1-d4`, `Q3`, `YBGP`), numbers and signs are not words. */
async function unmarked(page: Page, allowed: string[] = []): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("[data-written], script, style, noscript")) continue;
      if (parent.closest("option") ? !parent.closest("select")?.checkVisibility() : !parent.checkVisibility()) continue;
      if (node.textContent?.trim()) out.push(node.textContent);
    }
    for (const el of document.body.querySelectorAll("[aria-label], [title], [placeholder]")) {
      if (el.closest("[data-written]")) continue;
      for (const name of ["aria-label", "title", "placeholder"]) {
        const value = el.getAttribute(name);
        if (value?.trim()) out.push(value);
      }
    }
    out.push(document.title);
    return out;
  });
  const words = (text: string) =>
    (text.match(/[\p{L}][\p{L}\p{N}'’-]*/gu) ?? []).filter(
      (w) =>
        !allowed.includes(w) &&
        w.length > 1 && // a board's coordinates, a colour's letter
        !/^[a-zA-Z]?\d/.test(w) && // b3, a1-d4, 5m
        !/^[A-Z]\d*$/.test(w) && // C, Q3, R5, W, D
        !/^[a-z]\d+(-[a-z]\d+)?$/.test(w) &&
        !/^[YBGP]{2,4}$/.test(w) && // Quartino's cards and colours
        !/^[SLRFTDQH]{4}$/.test(w) && // a Quarto! piece's letters
        !["Quartet", "Quarto"].includes(w), // the site's name; the call "Quarto!" stays
    );
  const found: string[] = [];
  for (const text of texts) {
    let rest = text;
    // Innermost messages first: a message's own text is the catalog's; what stays in its ⟨ ⟩
    // was given by the code and is checked like any other text.
    for (;;) {
      const m = /⟦([^⟦⟧]*)⟧/.exec(rest);
      if (!m) break;
      for (const v of m[1].matchAll(/⟨([^⟨⟩]*)⟩/g)) if (words(v[1]).length > 0) found.push(`⟨${v[1]}⟩ in ${text}`);
      rest = rest.slice(0, m.index) + " " + rest.slice(m.index + m[0].length);
    }
    if (words(rest).length > 0) found.push(`${words(rest).join(" ")} in ${text}`);
  }
  return [...new Set(found)];
}

async function open(page: Page, path: string, created?: Created): Promise<void> {
  if (created) {
    await page.goto(`${fixture.server.url}/api/health`);
    await page.evaluate((c) => {
      const all = JSON.parse(localStorage.getItem("quartet.games") ?? "{}") as Record<string, unknown>;
      all[c.id] = { id: c.id, game: c.state.game, tokens: c.tokens, invites: c.invites, at: Date.now() };
      localStorage.setItem("quartet.games", JSON.stringify(all));
    }, created);
  }
  await page.goto(`${fixture.server.url}${path}`);
}

/** The names and ids the lobby lists, from other tests too: data, not text. */
async function listedData(): Promise<string[]> {
  const out: string[] = [];
  for (const status of ["open", "live"]) {
    const list = await call<{ games: { id: string; seats: { name: string | null }[] }[] }>(fixture.server.url, "GET", `/api/games?status=${status}&limit=30`);
    for (const g of list.games) out.push(g.id, ...g.seats.flatMap((s) => (s.name ? s.name.split(/\s+/) : [])));
  }
  return out;
}

test("in the pseudo-language every text on every screen comes from a catalog", async () => {
  const { page, errors } = await player(fixture.browser);
  const names = ["Ada", "Blaise", "Cleo"];

  await open(page, "/?lang=xx");
  await page.locator(".lobby form.new-game").waitFor();
  await page.waitForFunction(() => document.querySelectorAll(".lists h2").length >= 2);
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
  // The record's box shows a record's first line as its placeholder: notation, not words.
  expect(await unmarked(page, [...names, ...(await listedData()), "Game", "quarto"])).toEqual([]);
  await shot(page, "i18n-xx-lobby");

  const games: [string, Created][] = [
    ["quarto", await createGame(fixture.server, { game: "quarto", seats: ["me", "me"], names: ["Ada", "Blaise"], hints: true })],
    ["danish", await createGame(fixture.server, { game: "danish", seats: ["me", "me"], names: ["Ada", "Blaise"] })],
    ["quartino", await createGame(fixture.server, { game: "quartino", seats: ["me", "me", "me"], names })],
  ];
  await playApi(fixture.server, games[0][1], ["0", "b2"]);
  for (const [game, created] of games) {
    await open(page, `/game/${created.id}?lang=xx`, created);
    await page.locator(".replay-label").waitFor();
    await page.waitForFunction(() => /\d/.test(document.querySelector(".replay-label")?.textContent ?? ""));
    const cover = page.locator(".cover button");
    if (await cover.isVisible()) await cover.click();
    expect(await unmarked(page, [...names, created.id]), game).toEqual([]);
    await shot(page, `i18n-xx-${game}`);
  }

  // The result of a game: a resignation, and a win by the rules.
  const [, quarto] = games[0];
  await call(fixture.server.url, "POST", `/api/games/${quarto.id}/resign`, {}, [quarto.tokens[0].token]);
  await open(page, `/game/${quarto.id}?lang=xx`, quarto);
  await page.locator(".banner.shown").waitFor();
  expect(await unmarked(page, [...names, quarto.id]), "result").toEqual([]);
  await shot(page, "i18n-xx-result");

  const invited = await createGame(fixture.server, { game: "quarto", seats: ["invite", { bot: "beginner" }] });
  await open(page, `/join/${invited.invites[0].code}?lang=xx`);
  await page.locator("form button").waitFor();
  expect(await unmarked(page, [invited.id]), "invitation").toEqual([]);

  // The server writes the rules and lessons in the page's language: their words, set aside on
  // the page (`data-written`), may also name the tab.
  const written = async () => (await page.locator("[data-written]").allTextContents()).flatMap((t) => t.split(/[^\p{L}\p{N}'’-]+/u));
  await open(page, "/rules/quarto?lang=xx");
  await page.locator(".rules-section").first().waitFor();
  expect(await unmarked(page, await written()), "rules").toEqual([]);
  await shot(page, "i18n-xx-rules");

  await open(page, "/learn/danish?lang=xx");
  await page.locator(".lesson").waitFor();
  expect(await unmarked(page, await written()), "lesson").toEqual([]);
  await shot(page, "i18n-xx-lesson");

  // The finished game's review, the puzzles and this browser's games.
  await open(page, `/game/${quarto.id}/review?lang=xx`, quarto);
  await page.locator(".review-step").first().waitFor();
  expect(await unmarked(page, [...names, quarto.id]), "review").toEqual([]);
  await open(page, "/puzzles/quarto?lang=xx");
  await page.locator("article.puzzle").waitFor();
  expect(await unmarked(page, await written()), "puzzles").toEqual([]);
  await open(page, "/games?lang=xx");
  await page.locator(".your-games li").first().waitFor();
  // Dates are written by Intl in the page's locale (English under the pseudo-language).
  const dates = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "AM", "PM"];
  expect(await unmarked(page, [...names, ...games.map(([, c]) => c.id), invited.id, ...dates]), "your games").toEqual([]);
  // The leaderboards, whoever other tests rated (their names are data).
  const board = await call<{ players: { name: string }[] }>(fixture.server.url, "GET", "/api/leaderboard");
  await open(page, "/players?lang=xx");
  await page.locator(".leaderboard-page .panel").waitFor();
  expect(await unmarked(page, [...board.players.map((p) => p.name), ...dates]), "leaderboards").toEqual([]);
  await open(page, "/players/chess/standard/blitz?lang=xx");
  await page.locator(".leaderboard-page .error").waitFor();
  expect(await unmarked(page, []), "no such class").toEqual([]);
  expect(errors).toEqual([]);
});

/** Each language's words for a few texts, from its catalogs. */
const WORDS: Record<string, { newGame: string; resign: string; yourTurn: string; resigned: RegExp; badRecord: RegExp; signIn: string }> = {
  en: { newGame: "New game", resign: "Resign", yourTurn: "Your turn.", resigned: /Ada resigned/, badRecord: /^The server cannot use this request/, signIn: "Sign in" },
  ro: { newGame: "Joc nou", resign: "Abandonează", yourTurn: "E rândul tău.", resigned: /Ada a abandonat/, badRecord: /^Serverul nu poate folosi această cerere/, signIn: "Conectare" },
  es: { newGame: "Partida nueva", resign: "Abandonar", yourTurn: "Te toca.", resigned: /Ada abandonó/, badRecord: /^El servidor no puede usar esta petición/, signIn: "Entrar" },
  fr: { newGame: "Nouvelle partie", resign: "Abandonner", yourTurn: "À vous de jouer.", resigned: /Ada a abandonné/, badRecord: /^Le serveur ne peut pas utiliser cette demande/, signIn: "Connexion" },
  cs: { newGame: "Nová hra", resign: "Vzdát se", yourTurn: "Jste na tahu.", resigned: /Ada se vzdal/, badRecord: /^Server tento požadavek nemůže použít/, signIn: "Přihlásit se" },
  it: { newGame: "Nuova partita", resign: "Abbandona", yourTurn: "Tocca a te.", resigned: /Ada ha abbandonato/, badRecord: /^Il server non può usare questa richiesta/, signIn: "Accedi" },
};

test("a game in each language: chosen by a link, said in the language's words, its server errors too", async () => {
  for (const [lang, words] of Object.entries(WORDS)) {
    const { page, errors } = await player(fixture.browser);
    await open(page, `/?lang=${lang}`);
    await page.getByRole("heading", { name: words.newGame }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    expect(await page.locator("select.lang-switch").inputValue()).toBe(lang);
    // The bar above the page too, though it was drawn before the language's words arrived.
    expect(await page.locator(".account-bar summary").textContent()).toBe(words.signIn);
    // A record the server refuses: its error and its detail said in the language.
    await page.locator("textarea[name=record]").fill("not a record");
    await expect.poll(() => page.locator(".import .error, section .error").allTextContents().then((t) => t.join(""))).toMatch(words.badRecord);
    await shot(page, `i18n-${lang}-lobby`);

    const created = await createGame(fixture.server, { game: "quarto", seats: ["me", { bot: "beginner" }], names: ["Ada", null] });
    await open(page, `/game/${created.id}?lang=${lang}`, created);
    await page.locator(".pool .target").first().waitFor();
    expect(await page.locator(".status-main").textContent()).toBe(words.yourTurn);
    await page.getByRole("button", { name: words.resign }).waitFor();
    // Give a piece, then let the bot answer.
    await page.locator(".pool .target").first().click();
    await page.waitForFunction(() => /[1-9]/.test(document.querySelector(".replay-label")?.textContent ?? ""));
    await shot(page, `i18n-${lang}-game`);
    await call(fixture.server.url, "POST", `/api/games/${created.id}/resign`, {}, tokensOf(created));
    await page.locator(".banner.shown").waitFor();
    await expect.poll(() => page.locator(".status-main").textContent()).toMatch(words.resigned);
    await shot(page, `i18n-${lang}-result`);
    expect(errors, lang).toEqual([]);
    await page.context().close();
  }
});

test("the language comes from the browser's languages, and the switch changes and remembers it", async () => {
  const context = await fixture.browser.newContext({ locale: "cs-CZ" });
  const page = await context.newPage();
  await page.goto(fixture.server.url);
  await page.getByRole("heading", { name: "Nová hra" }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("cs");
  await page.locator("select.lang-switch").selectOption("it");
  await page.getByRole("heading", { name: "Nuova partita" }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("it");
  // Remembered: a new visit speaks Italian, though the browser asks for Czech; a link still wins.
  await page.goto(fixture.server.url);
  await page.getByRole("heading", { name: "Nuova partita" }).waitFor();
  await page.goto(`${fixture.server.url}/rules/quartino?lang=es`);
  await page.locator(".rules-section").first().waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe("es");
  // The rules page asks the server for the page's language.
  expect(await page.locator("h1").textContent()).not.toBe("");
  await context.close();
});

test("a language chosen on a page of an older build is loaded from the new build", async () => {
  // A copy of the built UI, served by a server of its own, so that a new build can replace it.
  const ui = mkdtempSync(path.join(tmpdir(), "quartet-e2e-ui-"));
  cpSync(STATIC, ui, { recursive: true });
  const server = await Server.start(undefined, 0, ["--static", ui]);
  try {
    const p = await player(fixture.browser);
    await p.page.goto(`${server.url}/puzzles`);
    await p.page.locator("select.lang-switch").waitFor();
    expect(await p.page.evaluate(() => document.documentElement.lang)).toBe("en");

    // A new build is served: its French chunk and its script have new names, the old ones
    // are gone (as a deployment leaves them), and the page above is of the old build.
    const assets = path.join(ui, "assets");
    const named = (prefix: string) => readdirSync(assets).find((f) => f.startsWith(prefix) && f.endsWith(".js")) ?? "";
    const [french, script] = [named("fr-"), named("index-")];
    const [newFrench, newScript] = [french.replace(/^fr-/, "fr-new"), script.replace(/^index-/, "index-new")];
    for (const f of readdirSync(assets).filter((f) => f.startsWith(french) || f.startsWith(script))) rmSync(path.join(assets, f));
    cpSync(path.join(STATIC, "assets", french), path.join(assets, newFrench));
    const code = readFileSync(path.join(STATIC, "assets", script), "utf8");
    expect(code).toContain(french);
    writeFileSync(path.join(assets, newScript), code.replaceAll(french, newFrench));
    const index = readFileSync(path.join(STATIC, "index.html"), "utf8");
    for (const f of readdirSync(ui).filter((f) => f.startsWith("index.html."))) rmSync(path.join(ui, f));
    writeFileSync(path.join(ui, "index.html"), index.replace(script, newScript));

    // French is chosen on the old page: its chunk is gone, so the new build is loaded, in French.
    const requested: string[] = [];
    p.page.on("request", (r) => requested.push(new URL(r.url()).pathname));
    await p.page.locator("select.lang-switch").selectOption("fr");
    await expect.poll(() => p.page.evaluate(() => document.documentElement.lang), { timeout: 15_000 }).toBe("fr");
    expect(requested).toContain(`/assets/${french}`);
    expect(requested).toContain(`/assets/${newScript}`);
    expect(requested).toContain(`/assets/${newFrench}`);
    expect(await p.page.locator("select.lang-switch").inputValue()).toBe("fr");
    await p.page.getByRole("heading", { name: "Problèmes", level: 1 }).waitFor();
    expect(p.errors).toEqual([]);
    await p.context.close();
  } finally {
    await server.stop();
    rmSync(ui, { recursive: true, force: true });
  }
});

test("offline, a language that cannot be loaded leaves the page as it is, in its language", async () => {
  const p = await player(fixture.browser);
  await p.page.goto(`${fixture.server.url}/puzzles`);
  await p.page.getByRole("heading", { name: "Puzzles", level: 1 }).waitFor();
  await p.page.evaluate(() => Object.assign(window, { stillThisPage: true }));
  await p.context.setOffline(true);
  await p.page.locator("select.lang-switch").selectOption("it");
  await expect.poll(() => p.page.locator("select.lang-switch").inputValue()).toBe("en");
  expect(await p.page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  expect(await p.page.evaluate(() => document.documentElement.lang)).toBe("en");
  await p.page.getByRole("heading", { name: "Puzzles", level: 1 }).waitFor();
  expect(p.errors.filter((e) => !/dynamically imported module|net::ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
  await p.context.close();
});

test("the language an account chose follows it to another browser, unless a link says otherwise", async () => {
  const signIn = (page: Page, path: string) =>
    page.evaluate(
      ([to]) => fetch(to, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: "Jana", password: "kostky a žetony" }) }).then((r) => r.status),
      [path],
    );
  const first = await fixture.browser.newContext({ locale: "en-US" });
  const a = await first.newPage();
  await a.goto(fixture.server.url);
  expect(await signIn(a, "/api/accounts")).toBe(201);
  await a.reload();
  await a.getByRole("heading", { name: "New game" }).waitFor();
  const sent = a.waitForResponse((r) => r.url().endsWith("/api/session/lang") && r.request().method() === "PUT");
  await a.locator("select.lang-switch").selectOption("cs");
  expect((await sent).status()).toBe(200);
  await a.getByRole("heading", { name: "Nová hra" }).waitFor();

  // Another browser, which never chose: signed in, it speaks the account's Czech.
  const second = await fixture.browser.newContext({ locale: "en-US" });
  const b = await second.newPage();
  await b.goto(fixture.server.url);
  await b.getByRole("heading", { name: "New game" }).waitFor();
  expect(await signIn(b, "/api/session")).toBe(200);
  await b.reload();
  await b.getByRole("heading", { name: "Nová hra" }).waitFor();
  expect(await b.evaluate(() => document.documentElement.lang)).toBe("cs");
  await b.goto(`${fixture.server.url}/?lang=fr`);
  await b.getByRole("heading", { name: "Nouvelle partie" }).waitFor();
  expect(await b.evaluate(() => document.documentElement.lang)).toBe("fr");
  await first.close();
  await second.close();
});

test("a refusal of the rules over the WebSocket, and a closed connection, said in Czech", async () => {
  const { page, errors } = await player(fixture.browser);
  // The page's action is changed on its way to the server into one the rules refuse (a cell when
  // a piece is to be given); then the connection is closed as the server closes a flooding one.
  let route: { close: (o: { code: number; reason: string }) => Promise<void> } | null = null;
  await page.routeWebSocket(/\/ws$/, (ws) => {
    route = ws;
    const server = ws.connectToServer();
    ws.onMessage((message) => {
      const m = JSON.parse(String(message)) as { type?: string };
      server.send(m.type === "action" ? JSON.stringify({ type: "action", action: "b3" }) : message);
    });
  });
  const created = await createGame(fixture.server, { game: "quarto", seats: ["me", { bot: "beginner" }], names: ["Ada", null] });
  await open(page, `/game/${created.id}?lang=cs`, created);
  await page.locator(".pool .target").first().click();
  await expect.poll(() => page.locator(".toast").textContent()).toBe("teď je čas předat figurku, ne pokládat");
  await shot(page, "i18n-cs-refusal");
  await route!.close({ code: 1008, reason: "too_many_messages" });
  await expect.poll(() => page.locator(".link-status").textContent()).toBe("✕ Server spojení ukončil: tato stránka poslala příliš mnoho zpráv.");
  expect(errors).toEqual([]);
  await page.context().close();
});
