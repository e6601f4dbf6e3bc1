// The learning pages' header: the lobby, and for each game its rules, its lessons and the
// puzzles, with the page shown marked.

import "./learn.css";
import { GAMES } from "../boards/registry";
import { h } from "../dom";
import { langSwitch } from "../switches";
import { learnTexts as T } from "./texts";

/** Which page: rules, lessons or puzzles, of which game (`none`: a page that is none of them). */
export type Where = { page: "rules" | "learn" | "puzzles" | "none"; game: string | null };

function link(href: string, text: string, current: boolean): HTMLElement {
  return h("a", { href, "data-link": true, class: current ? "current" : null, "aria-current": current ? "page" : null }, text);
}

/** The header of every learning page. */
export function learnNav(where: Where): HTMLElement {
  const rows = GAMES.map((g) =>
    h(
      "li",
      {},
      h("span", { class: "learn-game" }, g.texts.name),
      link(`/rules/${g.tag}`, T.nav.rules, where.page === "rules" && where.game === g.tag),
      link(`/learn/${g.tag}`, T.nav.learn, where.page === "learn" && where.game === g.tag),
    ),
  );
  return h(
    "nav",
    { class: "learn-nav", "aria-label": T.nav.learn },
    h("a", { href: "/", "data-link": true }, T.nav.lobby),
    h("ul", {}, ...rows),
    link("/puzzles", T.nav.puzzles, where.page === "puzzles"),
    langSwitch(),
  );
}

/** The lobby's way in: each game's rules and lessons, and the puzzles. */
export function learnSection(): HTMLElement {
  return h(
    "section",
    { class: "panel learn-links" },
    h("h2", {}, T.lobby.heading),
    h("p", {}, T.lobby.intro),
    h(
      "ul",
      {},
      ...GAMES.map((g) =>
        h(
          "li",
          {},
          h("strong", {}, g.texts.name),
          " ",
          h("a", { href: `/rules/${g.tag}`, "data-link": true }, T.nav.rules),
          " · ",
          h("a", { href: `/learn/${g.tag}`, "data-link": true }, T.nav.learn),
          " · ",
          h("a", { href: `/puzzles/${g.tag}`, "data-link": true }, T.nav.puzzles),
        ),
      ),
    ),
  );
}

/** A message box the pages say things in (`role=status`). */
export function sayBox(): { element: HTMLElement; say(message: string, kind: "info" | "good" | "bad"): void; clear(): void } {
  const element = h("div", { class: "learn-say", role: "status", "aria-live": "polite" });
  return {
    element,
    say(message, kind) {
      element.append(h("p", { class: `say-${kind}` }, message));
      // On a small screen the box may lie under the board, out of sight: bring it in.
      requestAnimationFrame(() => element.scrollIntoView?.({ block: "nearest" }));
    },
    clear() {
      element.replaceChildren();
    },
  };
}
