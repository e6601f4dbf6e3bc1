// The lobby: the play panel (`play/panel.ts`: an opponent now, seeks, challenges), the form for a
// new game (`lobby/form.ts`), the open and live games, your own
// games, and the import of a game record. Each game's name and rules in words come from its
// record; what the form offers from the record and the server. The lists are asked for again
// every few seconds and drawn again only when they changed, the keyboard's focus kept on the
// same link or button. Each list shows a page of games (the server's order: waiting games fair
// to every creator) and a "more" button while the server has more.

import { api, ApiFailure, type Listed } from "./api";
import type { GameRecord } from "./boards/record";
import { findGame } from "./boards/registry";
import { clear, h } from "./dom";
import { NewGameForm } from "./lobby/form";
import { ImportPanel } from "./lobby/import";
import { meta } from "./meta";
import { learnSection } from "./learn/nav";
import { navigate } from "./nav";
import { PlayPanel } from "./play/panel";
import { seatLink } from "./players/link";
import { outcomeOf } from "./players/profile";
import { playersTexts } from "./players/texts";
import { keep, keptGames, playerName, tokensOf } from "./seats";
import { switches } from "./switches";
import { lobbyTexts } from "./texts/lobby";
import { endedWords, sideEndedWords } from "./texts/table";

export { type FormState, rulesText, seatPlans } from "./lobby/form";

const T = lobbyTexts;

/** The games a list shows at first, and how many more each "more" shows. */
const PAGE = 30;
/** The most games the server gives in one page. */
const SERVER_PAGE_MAX = 200;

/** A list's games: its first `shown` (asked for a page at a time), and whether more follow. */
async function gamesOf(status: "open" | "live", shown: number): Promise<{ games: Listed[]; more: boolean }> {
  const games: Listed[] = [];
  let offset: number | null = 0;
  while (offset !== null && games.length < shown) {
    const page = await api.list(status, Math.min(SERVER_PAGE_MAX, shown - games.length), offset);
    games.push(...page.games);
    offset = page.next;
  }
  return { games, more: offset !== null };
}

/** How a game this browser holds seats of ended, from the server's row of it: `null` while it
 * is not over (or not listed). One seat held: won, lost or drawn from that seat's side, and how
 * (on time, by resignation, by agreement, by a claim); several
 * (one device for all), or an abort or cancel: how it ended only. */
export function keptEnding(
  row: Pick<Listed, "status" | "result" | "termination"> | undefined,
  seats: number[],
): { ended: string; words: string } | null {
  if (row?.status !== "finished" || !row.termination) return null;
  const ended = row.termination.split(" ")[0];
  if (seats.length !== 1 || ended === "abort" || ended === "cancel" || ended === "abandoned") return { ended, words: endedWords(ended) };
  const outcome = outcomeOf({ status: row.status, result: row.result, termination: row.termination, seat: seats[0] });
  const side = outcome === "won" || outcome === "lost" || outcome === "drawn" ? sideEndedWords(ended, outcome) : null;
  return { ended, words: side ?? playersTexts.outcome(outcome) };
}

function endedTag(ending: { ended: string; words: string } | null): HTMLElement | null {
  return ending ? h("span", { class: "small ended", "data-ended": ending.ended }, ending.words) : null;
}

export class LobbyPage {
  readonly element = h("main", { class: "lobby" });
  private readonly errorEl = h("p", { class: "error", role: "alert" });
  private readonly form = new NewGameForm((e) => this.showError(e));
  private readonly listsEl = h("div", { class: "lists" });
  private readonly timer: ReturnType<typeof setInterval>;
  private listsKey = "";
  /** How many games each list shows. */
  private readonly shown = { open: PAGE, live: PAGE };
  private readonly switches = switches({ sound: false });
  private readonly importPanel = new ImportPanel();
  private readonly playPanel = new PlayPanel();

  constructor() {
    this.element.append(
      h("header", { class: "lobby-header" }, h("div", { class: "lobby-title" }, h("h1", {}, T.title), this.switches.element), h("p", {}, T.tagline)),
      this.playPanel.element,
      h("section", { class: "panel" }, h("h2", {}, T.newGame), this.form.element, this.errorEl),
      learnSection(),
      this.listsEl,
      this.importPanel.element,
    );
    meta()
      .then((m) => this.form.setMeta(m))
      .catch((e: unknown) => this.showError(e));
    void this.refreshLists();
    this.timer = setInterval(() => void this.refreshLists(), 5000);
  }

  destroy(): void {
    clearInterval(this.timer);
    this.switches.destroy();
    this.importPanel.destroy();
    this.playPanel.destroy();
  }

  /** Shows an error (null: clears it). */
  private showError(e: unknown): void {
    this.errorEl.textContent = e === null ? "" : e instanceof ApiFailure ? e.message : String(e);
  }

  private async refreshLists(): Promise<void> {
    let open: { games: Listed[]; more: boolean };
    let live: { games: Listed[]; more: boolean };
    const mine = keptGames().slice(0, 8);
    let rows: Listed[];
    try {
      [open, live, rows] = await Promise.all([
        gamesOf("open", this.shown.open),
        gamesOf("live", this.shown.live),
        mine.length > 0 ? api.listed(mine.map((g) => g.id)).then((l) => l.games, () => []) : Promise.resolve([]),
      ]);
    } catch {
      return;
    }
    const endings = new Map(mine.map((g) => [g.id, keptEnding(rows.find((r) => r.id === g.id), g.tokens.map((t) => t.seat))]));
    const key = JSON.stringify([
      [open.games, live.games, mine].map((list) => list.map((g) => [g.id, "seats" in g ? g.seats : g.tokens, "ply" in g ? g.ply : (endings.get(g.id) ?? 0)])),
      open.more,
      live.more,
    ]);
    if (key === this.listsKey) return;
    this.listsKey = key;
    const active = document.activeElement;
    const focused = active instanceof HTMLElement && this.listsEl.contains(active) ? active.dataset.key : undefined;
    clear(this.listsEl);
    if (mine.length > 0) {
      this.listsEl.append(
        h(
          "section",
          { class: "panel" },
          h("h2", {}, T.yourGames),
          h(
            "ul",
            { class: "game-list" },
            ...mine.map((g) =>
              h(
                "li",
                {},
                h("a", { href: `/game/${g.id}`, "data-link": "", "data-key": `mine:${g.id}` }, T.yourGame(findGame(g.game)?.texts.name ?? g.game, g.id)),
                h("span", { class: "small" }, T.yourSeats(g.tokens.map((t) => t.seat))),
                endedTag(endings.get(g.id) ?? null),
              ),
            ),
          ),
        ),
      );
    }
    this.listsEl.append(this.gameList(T.openGames, "open-games", open, T.noOpenGames, () => this.more("open")));
    this.listsEl.append(this.gameList(T.liveGames, "live-games", live, T.noLiveGames, () => this.more("live")));
    if (focused) this.listsEl.querySelector<HTMLElement>(`[data-key="${CSS.escape(focused)}"]`)?.focus({ preventScroll: true });
  }

  /** Shows a page more of a list. */
  private more(list: "open" | "live"): void {
    this.shown[list] += PAGE;
    void this.refreshLists();
  }

  private gameList(title: string, key: string, { games, more }: { games: Listed[]; more: boolean }, empty: string, showMore: () => void): HTMLElement {
    const section = h("section", { class: "panel" }, h("h2", {}, title));
    if (games.length === 0) {
      section.append(h("p", { class: "small" }, empty));
      return section;
    }
    const list = h("ul", { class: "game-list", "data-list": key });
    for (const g of games) {
      const record = findGame(g.game);
      // A game this UI does not know is listed by its tag; its page says what is wrong.
      list.append(this.gameRow(g, record));
    }
    section.append(list);
    if (more) section.append(h("button", { class: "more-games", onclick: showMore, "data-key": `more:${key}` }, T.moreGames));
    return section;
  }

  private gameRow(g: Listed, record: GameRecord | undefined): HTMLElement {
    const S = T.listedSeat;
    const seats = h("div", { class: "small" });
    g.seats.forEach((s, i) => {
      if (i > 0) seats.append(" · ");
      seats.append(seatLink(s, s.kind === "bot" ? S.bot(s.level) : s.taken ? (s.name ?? S.player(s.seat)) : s.kind === "open" ? S.open : S.invited));
    });
    const rules = record ? record.texts.rules(g.rules) : g.rules;
    const row = h(
      "li",
      { "data-game": g.id },
      h("strong", {}, record?.texts.name ?? g.game),
      h("span", { class: "small" }, T.listedGame(rules, g.clock && g.clock !== "none" ? g.clock : null, g.ply)),
      seats,
    );
    const buttons = h("div", { class: "row-buttons" });
    if (tokensOf(g.id).length > 0) buttons.append(h("a", { href: `/game/${g.id}`, "data-link": "", class: "button", "data-key": `play:${g.id}` }, T.play));
    else {
      if (g.joinable) {
        const join = () =>
          api
            .joinOpen(g.id, playerName() || undefined)
            .then((joined) => {
              keep(joined.id, g.game, [{ seat: joined.seat, token: joined.token }]);
              navigate(`/game/${joined.id}`);
            })
            .catch((e: unknown) => this.showError(e));
        buttons.append(h("button", { onclick: () => void join(), "data-key": `join:${g.id}` }, T.join));
      }
      buttons.append(h("a", { href: `/game/${g.id}`, "data-link": "", class: "button", "data-key": `watch:${g.id}` }, T.watch));
    }
    row.append(buttons);
    return row;
  }
}
