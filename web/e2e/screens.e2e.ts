// Every game in every phase on a phone (390×844): the board, what is in hand or to give, the
// cards, the clocks and whose turn it is on one screen without scrolling, none of it over
// another, everything to press at least 44 px. Each is kept as a screenshot, with the same on
// a desktop (1280×900), in e2e/artifacts/ (not committed).

import type { Page } from "playwright-core";
import { expect, test } from "vitest";
import { type Created, createGame, DESKTOP, offScreen, openGame, overlapping, PHONE, playApi, player, sharedFixture, shot, smallTargets } from "./harness";

const fixture = sharedFixture();

interface Phase {
  name: string;
  request: Record<string, unknown>;
  /** Actions played through the API before the page opens. */
  actions?: string[];
  /** Clicks on the page before the screen is checked. */
  clicks?: (page: Page) => Promise<void>;
  /** What must be on the first screen, besides the seats, the status and the board. */
  shown: string[];
}

const COMMON = [".seats", ".seat .clock", ".status-main", ".board-wrap svg"];
/** What must not overlap, besides what must be shown: the header's parts, the side's buttons. */
const APART = [".game-header > *", ".seat", ".seat > *", ".banner.shown > *", ".game-side button", ".game-side .hints"];
const QUARTINO_CLAIM = "Y/B/G/P/././././. 1 Q 3 YBGP,BGPY,GBPY,PGYB/YGBP,BPGY,GYPB,PYBG/BYGP,GPYB,PBGY,YPBG";
const QUARTINO_LAST = "Y/B/G/P/././././. 1 Q 12 YBGP:BGPY,GBPY,PGYB/YGBP,BPGY,GYPB,PYBG/BYGP,GPYB,PBGY,YPBG";
const DANISH = "e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3";
const DANISH_MOVES = ["g5xf4", "f4", "i7xd8", "a7", "i3xd6", "f8", "i7-h8", "c3-a3", "h8-i7xd4", "e3-d4", "g3-e3xf6", "a3-b2", "e3-g3xa7", "b2-c1", "g3-e3xc1", "d2-c1", "e3-g3xd4", "f4-g1"];
const clock = "5m+3s";

const PHASES: Phase[] = [
  { name: "quarto-give", request: { game: "quarto", clock, seats: ["me", { bot: "beginner" }], names: ["Ada", null] }, shown: [".pool"] },
  {
    name: "quarto-place",
    request: { game: "quarto", clock, seats: ["me", "me"], names: ["Ada", "Blaise"] },
    actions: ["7", "b3", "c"],
    shown: [".hand-piece", ".pool"],
  },
  {
    name: "quarto-claim",
    request: { game: "quarto", clock, rules: "attributes=height,colour,shape,top squares=yes win=announce", seats: ["me", "me"], start: "..../..../..../024. 6" },
    actions: ["d1"],
    clicks: async (page) => page.getByRole("button", { name: "Quarto!" }).click(),
    shown: [".claims", ".claim-target"],
  },
  {
    name: "quarto-hints",
    request: { game: "quarto", clock, seats: ["me", "me"], names: ["Ada", "Blaise"], start: "..../..../.5../13d. *", hints: true },
    shown: [".pool", ".hints"],
  },
  {
    name: "quarto-over",
    request: { game: "quarto", clock, seats: ["me", "me"], names: ["Ada", "Blaise"], start: "..../..../..../024. 6" },
    actions: ["d1"],
    shown: [".banner.shown", ".claimed-line"],
  },
  { name: "danish-place", request: { game: "danish", clock, seats: ["me", "me"], names: ["Ada", "Blaise"] }, shown: [".danish-players", ".danish-side .hint"] },
  {
    name: "danish-move",
    request: { game: "danish", clock, seats: ["me", "me"], start: DANISH },
    actions: DANISH_MOVES.slice(0, 6),
    clicks: async (page) => page.locator('[data-point="i7"][role=button]').click(),
    shown: [".danish-players", ".danish-side .hint", ".point.target"],
  },
  {
    name: "danish-capture",
    request: { game: "danish", clock, seats: ["me", "me"], start: DANISH },
    actions: DANISH_MOVES,
    clicks: async (page) => {
      await page.locator('[data-point="e5"][role=button]').click();
      await page.locator('[data-point="e3"][role=button]').click();
    },
    shown: [".danish-players", ".danish-side .hint", ".point.capture-target"],
  },
  {
    name: "danish-over",
    request: { game: "danish", clock, seats: ["me", "me"], start: DANISH },
    actions: [...DANISH_MOVES, "e5-e3xc1"],
    shown: [".banner.shown", ".danish-players"],
  },
  {
    name: "quartino-place",
    request: { game: "quartino", clock, seats: ["me", { bot: "beginner" }, { bot: "beginner" }], names: ["Ada", null, null] },
    shown: [".quartino-side .phase", ".palette", ".hand", ".quartino-seats"],
  },
  {
    name: "quartino-five",
    request: { game: "quartino", clock, seats: ["me", { bot: "beginner" }, { bot: "beginner" }, { bot: "beginner" }, { bot: "beginner" }], names: ["Ada"] },
    shown: [".quartino-side .phase", ".palette", ".hand", ".quartino-seats"],
  },
  {
    name: "quartino-claim",
    request: { game: "quartino", clock, seats: ["me", { bot: "beginner" }, { bot: "beginner" }], names: ["Ada", null, null], start: QUARTINO_CLAIM },
    clicks: async (page) => page.locator('[data-card="YBGP"][role=button]').click(),
    shown: [".quartino-side .phase", ".actions", ".hand", ".quarter-tab.armed", ".quartino-seats"],
  },
  {
    name: "quartino-over",
    request: { game: "quartino", clock, seats: ["me", { bot: "beginner" }, { bot: "beginner" }], names: ["Ada", null, null], start: QUARTINO_LAST },
    actions: ["YBGP@Q0"],
    shown: [".banner.shown", ".quartino-seats", ".aside"],
  },
];

async function look(created: Created, phase: Phase, size: { width: number; height: number }): Promise<{ page: Page; errors: string[] }> {
  const p = await player(fixture.browser, { ...size, touch: size === PHONE });
  await openGame(p.page, fixture.server, created);
  await p.page.locator(".board-wrap svg").waitFor();
  await phase.clicks?.(p.page);
  // Animations settle.
  await p.page.waitForTimeout(350);
  return p;
}

for (const phase of PHASES) {
  test(`on a phone, ${phase.name}: board, pieces, cards, clocks and turn on one screen, targets of 44 px`, async () => {
    const created = await createGame(fixture.server, phase.request);
    if (phase.actions) await playApi(fixture.server, created, phase.actions);
    const phone = await look(created, phase, PHONE);
    await shot(phone.page, `screen-${phase.name}-phone`, false);
    expect(await offScreen(phone.page, [...COMMON, ...phase.shown])).toEqual([]);
    expect(await overlapping(phone.page, [...COMMON, ...phase.shown, ...APART])).toEqual([]);
    expect(await smallTargets(phone.page, ".game-header")).toEqual([]);
    expect(await smallTargets(phone.page, ".board-column")).toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.page.context().close();
    const desktop = await look(created, phase, DESKTOP);
    await shot(desktop.page, `screen-${phase.name}-desktop`, false);
    expect(await offScreen(desktop.page, [...COMMON, ...phase.shown])).toEqual([]);
    expect(await overlapping(desktop.page, [...COMMON, ...phase.shown, ...APART])).toEqual([]);
    expect(desktop.errors).toEqual([]);
    await desktop.page.context().close();
  });
}

test("on a phone a spectator's header fits in every language, the game's name in sight", async () => {
  // Danish Quarto has the longest name; a spectator's header also counts the spectators.
  const created = await createGame(fixture.server, { game: "danish", seats: ["me", { bot: "beginner" }] });
  const { page, errors } = await player(fixture.browser, { ...PHONE, touch: true });
  for (const lang of ["en", "ro", "es", "fr", "cs", "it"]) {
    await page.goto(`${fixture.server.url}/game/${created.id}?lang=${lang}`);
    await page.locator(".board-wrap svg").waitFor();
    await expect.poll(() => page.locator(".game-header .spectators").getAttribute("data-spectators")).not.toBe("0");
    expect(await offScreen(page, [".game-header h1", ".game-header .home", ".game-header .spectators", ".game-header .lang-switch"])).toEqual([]);
    expect(await overlapping(page, [".game-header > *"])).toEqual([]);
    // At least its first word shows, whatever the language.
    expect(await page.locator(".game-header h1").evaluate((e) => e.getBoundingClientRect().width)).toBeGreaterThan(60);
  }
  expect(errors).toEqual([]);
  await page.context().close();
});

test("on a phone the site installs as an app: its manifest, icons of the sizes it says, and a standalone window", async () => {
  const { page, errors, context } = await player(fixture.browser, { ...PHONE, touch: true });
  await page.goto(fixture.server.url);
  await page.getByRole("heading", { name: "Quartet" }).waitFor();
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  // A test's browser profile is a private one, which is never offered installing.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito")).toEqual([]);
  const manifest = await cdp.send("Page.getAppManifest");
  expect(manifest.errors).toEqual([]);
  const parsed = JSON.parse(manifest.data ?? "{}") as { name: string; display: string; start_url: string; icons: { src: string; sizes: string; type: string; purpose?: string }[] };
  expect([parsed.name, parsed.display, parsed.start_url]).toEqual(["Quartet", "standalone", "/"]);
  for (const icon of parsed.icons) {
    const answer = await page.request.get(`${fixture.server.url}${icon.src}`);
    expect(answer.status(), icon.src).toBe(200);
    expect(answer.headers()["content-type"], icon.src).toBe(icon.type);
    if (icon.sizes === "any") continue;
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return `${img.naturalWidth}x${img.naturalHeight}`;
    }, icon.src);
    expect(size, icon.src).toBe(icon.sizes);
  }
  // Invitations and the API are kept out of search engines.
  const robots = await page.request.get(`${fixture.server.url}/robots.txt`);
  expect(await robots.text()).toMatch(/^Disallow: \/join\/$/m);
  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect((await page.request.get(`${fixture.server.url}${touchIcon}`)).status()).toBe(200);
  expect(errors).toEqual([]);
  await context.close();
});
