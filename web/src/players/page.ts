// A player's page, `/player/NAME`: the ratings per class (deviation, provisional ones with `?`,
// game counts), the rating chart, and the recent games (opponents, outcome, rating change,
// date). A name nobody has (or a deleted account's) is said in words.

import { ApiFailure, request } from "../api";
import { findGame } from "../boards/registry";
import { clear, h } from "../dom";
import { formatDate, formatNumber, locale } from "../i18n";
import type { Profile, ProfileGame } from "../wire";
import { failureText } from "./account";
import { COLOURS, ratingChart } from "./chart";
import { changeShown, classParts, opponentsOf, outcomeOf, ratingShown } from "./profile";
import { playersTexts as T } from "./texts";
import { leaderboardPath, playerLink } from "./link";

/** A rating class in words: `Quarto! · squares · blitz`. */
export function className(cls: string): string {
  const p = classParts(cls);
  const game = findGame(p.game)?.texts.name ?? p.game;
  const family =
    p.players !== null ? T.familyPlayers(p.players) : p.traits !== null ? T.familyTraits(T.family(p.family), p.traits) : T.family(p.family);
  return [game, family, T.speed(p.speed)].join(" · ");
}

/** The legend's square of a line's colour (set on the element, not written in a `style`
 * attribute, which the site's content security policy refuses). */
function swatch(colour: string): HTMLElement {
  const el = h("span", { class: "swatch" });
  el.style.background = colour;
  return el;
}

/** A date as a player's pages write it: `7 Dec 2026`. */
export function day(at: number): string {
  return new Intl.DateTimeFormat(locale(), { dateStyle: "medium" }).format(new Date(at));
}

export class PlayerPage {
  readonly element = h("main", { class: "player-page" });

  constructor(private readonly name: string) {
    this.element.append(h("p", { class: "small" }, T.loading));
    request<Profile>("GET", `/api/players/${encodeURIComponent(name)}`)
      .then((p) => this.draw(p))
      .catch((e: unknown) => this.fail(e));
  }

  destroy(): void {}

  private fail(e: unknown): void {
    clear(this.element);
    const text = e instanceof ApiFailure && e.status === 404 ? T.noSuchPlayer(this.name) : failureText(e);
    this.element.append(h("h1", {}, this.name), h("p", { class: "error", role: "alert" }, text));
  }

  private draw(p: Profile): void {
    clear(this.element);
    document.title = `${p.name} · Quartet`;
    this.element.append(h("header", { class: "player-header" }, h("h1", {}, p.name), h("p", { class: "small" }, T.memberSince(day(p.created_at)))));

    const ratings = h("section", { class: "panel" }, h("h2", {}, T.ratings));
    if (p.ratings.length === 0) ratings.append(h("p", { class: "small" }, T.noRatings));
    else {
      const table = h(
        "table",
        { class: "ratings" },
        h("thead", {}, h("tr", {}, h("th", { scope: "col" }, T.ratingClass), h("th", { scope: "col" }, T.rating), h("th", { scope: "col" }, T.games))),
      );
      const body = h("tbody");
      for (const r of p.ratings)
        body.append(
          h(
            "tr",
            { "data-class": r.class },
            h("th", { scope: "row" }, h("a", { href: leaderboardPath(r.class), "data-link": "", title: T.topPlayers }, className(r.class))),
            h(
              "td",
              {},
              h("strong", { class: "rating", title: r.provisional ? T.provisional : null }, ratingShown(r)),
              " ",
              h("span", { class: "small" }, T.deviation(r.deviation)),
              r.rank === null ? null : " ",
              r.rank === null ? null : h("a", { href: leaderboardPath(r.class), "data-link": "", class: "rank-link", title: T.topPlayers }, T.rankPlace(r.rank)),
            ),
            h("td", {}, formatNumber(r.games)),
          ),
        );
      table.append(body);
      ratings.append(table);
      if (p.ratings.some((r) => r.provisional)) ratings.append(h("p", { class: "small" }, T.provisionalNote));
    }
    this.element.append(ratings);

    if (p.history.length > 0) {
      const classes = [...new Set([...p.history].sort((a, b) => a.at - b.at).map((pt) => pt.class))];
      const chart = h(
        "section",
        { class: "panel chart-panel" },
        h("h2", {}, T.chartTitle),
        ratingChart(p.history, {
          title: T.chartTitle,
          rating: T.rating,
          time: T.date,
          date: day,
          point: (cls, rating, at) => T.chartPoint(className(cls), rating, day(at)),
        }),
        h(
          "ul",
          { class: "chart-legend" },
          ...classes.map((cls, i) => h("li", {}, swatch(COLOURS[i % COLOURS.length]), className(cls))),
        ),
      );
      this.element.append(chart);
    }

    const games = h("section", { class: "panel" }, h("h2", {}, T.recentGames));
    if (p.games.length === 0) games.append(h("p", { class: "small" }, T.noGames));
    else games.append(h("ul", { class: "profile-games" }, ...p.games.map((g) => this.gameRow(g))));
    this.element.append(games);
  }

  private gameRow(g: ProfileGame): HTMLElement {
    const opponents = opponentsOf(g).map((o) =>
      o.kind === "account" ? playerLink(o.name) : o.kind === "deleted" ? h("em", {}, T.deletedPlayer) : h("span", {}, o.name ?? T.guest),
    );
    const against = h("span", { class: "opponents" }, T.against);
    opponents.forEach((o, i) => against.append(i === 0 ? " " : ", ", o));
    const outcome = outcomeOf(g);
    const change = g.rating_change === null ? null : h("span", { class: `change ${g.rating_change >= 0 ? "up" : "down"}` }, changeShown(g.rating_change));
    return h(
      "li",
      { "data-game": g.id, "data-outcome": outcome },
      h("a", { href: `/game/${g.id}`, "data-link": "" }, findGame(g.kind)?.texts.name ?? g.kind),
      " ",
      against,
      h("span", { class: `outcome ${outcome}` }, T.outcome(outcome)),
      change,
      h("span", { class: "small" }, [g.rated ? className(g.rated) : T.casual, formatDate(new Date(g.created_at))].join(" · ")),
    );
  }
}
