// The leaderboards, `/players` and `/players/GAME/FAMILY/SPEED`: a rating class's players best
// first (the trusted ratings ranked, the provisional ones after them, with `?`), the class chosen
// among those players are rated in, the signed-in player's row marked; and a name typed to open
// any player's page.

import { ApiFailure, request } from "../api";
import { clear, h } from "../dom";
import { formatNumber } from "../i18n";
import { navigate } from "../nav";
import type { Leader, Leaderboard } from "../wire";
import { failureText } from "./account";
import { classPath, leaderboardPath, playerLink, playerPath } from "./link";
import { className, day } from "./page";
import { ratingShown } from "./profile";
import { onSession, signedIn } from "./session";
import { playersTexts as T } from "./texts";

/** A name typed to open that player's page (which says so when nobody has the name). */
function findPlayer(): HTMLFormElement {
  const name = h("input", { name: "find-player", autocomplete: "off", maxlength: 20, required: true });
  const form = h("form", { class: "find-player" }, h("label", {}, T.findPlayer, name), h("button", { type: "submit" }, T.openPage));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const wanted = name.value.trim();
    if (wanted !== "") navigate(playerPath(wanted));
  });
  return form;
}

export class LeaderboardPage {
  readonly element = h("main", { class: "leaderboard-page" });
  private board: Leaderboard | null = null;
  /** One form for the page's life: a drawing again keeps a name being typed. */
  private readonly find = findPlayer();
  /** The signed-in player's row is marked: drawn again when the session is known or changes. */
  private readonly stop = onSession(() => {
    if (this.board) this.draw(this.board);
  });

  /** `cls`: the class in the address (null: the one with the most players). */
  constructor(cls: string | null) {
    document.title = `${T.topPlayers} · Quartet`;
    this.element.append(h("h1", {}, T.topPlayers), h("p", { class: "small" }, T.loading));
    const path = cls === null ? "/api/leaderboard" : `/api/leaderboard/${classPath(cls)}`;
    request<Leaderboard>("GET", path)
      .then((board) => {
        this.board = board;
        this.draw(board);
      })
      .catch((e: unknown) => this.fail(e));
  }

  destroy(): void {
    this.stop();
  }

  private fail(e: unknown): void {
    clear(this.element);
    const text = e instanceof ApiFailure && e.status === 404 ? T.noSuchClass : failureText(e);
    this.element.append(
      h("h1", {}, T.topPlayers),
      h("p", { class: "error", role: "alert" }, text),
      h("p", {}, h("a", { href: "/players", "data-link": "" }, T.allTopPlayers)),
      this.find,
    );
  }

  private draw(board: Leaderboard): void {
    clear(this.element);
    this.element.append(h("h1", {}, T.topPlayers), this.find);
    if (board.class === null) {
      this.element.append(h("section", { class: "panel" }, h("p", {}, T.nobodyRated)));
      return;
    }
    const shown = board.class;
    const choice = h("select", { name: "leaderboard-class", "aria-label": T.ratingClass });
    const classes = board.classes.some((c) => c.class === shown) ? board.classes : [...board.classes, { class: shown, players: 0 }];
    for (const c of classes) {
      choice.append(h("option", { value: c.class, selected: c.class === shown }, T.classPlayers(className(c.class), c.players)));
    }
    choice.addEventListener("change", () => navigate(leaderboardPath(choice.value)));
    const panel = h("section", { class: "panel" }, h("label", { class: "leaderboard-choice" }, T.ratingClass, choice));
    if (board.players.length === 0) panel.append(h("p", { class: "small" }, T.nobodyHere));
    else {
      panel.append(this.table(board.players));
      panel.append(h("p", { class: "small" }, T.rankedNote));
    }
    this.element.append(panel);
  }

  private table(players: Leader[]): HTMLElement {
    const me = signedIn();
    const body = h("tbody");
    for (const p of players) {
      const mine = me === p.name;
      body.append(
        h(
          "tr",
          { "data-player": p.name, class: mine ? "you" : null, "aria-current": mine ? "true" : null },
          h("td", { class: "rank" }, p.rank === null ? "–" : formatNumber(p.rank)),
          h("th", { scope: "row" }, playerLink(p.name), mine ? h("span", { class: "small" }, ` (${T.you})`) : null),
          h(
            "td",
            {},
            h("strong", { class: "rating", title: p.provisional ? T.provisional : null }, ratingShown(p)),
            " ",
            h("span", { class: "small deviation" }, T.deviation(p.deviation)),
          ),
          h("td", {}, formatNumber(p.games)),
          h("td", { class: "small last" }, day(p.last_played)),
        ),
      );
    }
    return h(
      "table",
      { class: "ratings leaderboard" },
      h(
        "thead",
        {},
        h(
          "tr",
          {},
          h("th", { scope: "col" }, T.rank),
          h("th", { scope: "col" }, T.player),
          h("th", { scope: "col" }, T.rating),
          h("th", { scope: "col" }, T.games),
          h("th", { scope: "col", class: "last" }, T.lastGame),
        ),
      ),
      body,
    );
  }
}
