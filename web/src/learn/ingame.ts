// What the learning part adds to the game page: the hints for beginners of a game created with
// them (Quarto!'s deadly gifts and poisoned cells, Danish pieces under threat, Quartino's cards
// one token away), a warning before an action the hints advise against, and once the game is
// over the link to its review (when it has actions to review). The server works every hint
// out; this only words them.

import type { StateView } from "../api";
import type { GameRecord } from "../boards/record";
import { h } from "../dom";
import { learnTexts as T } from "./texts";

/** The hints panel into `hintsEl` (first in the game page's side, so that on a phone it is
 * on the first screen, under the board) and the review and rules links into `linksEl`. */
export function renderLearn(hintsEl: HTMLElement, linksEl: HTMLElement, st: StateView, record: GameRecord): void {
  const hints = st.hints;
  if (st.hints_on && hints) {
    const lines: string[] = [];
    if (hints.deadly_gifts.length > 0) lines.push(T.hints.deadly(hints.deadly_gifts.join(", ")));
    if (hints.poisoned_cells.length > 0) lines.push(T.hints.poisoned(hints.poisoned_cells.join(", ")));
    if (hints.threatened.length > 0) lines.push(T.hints.threatened(hints.threatened.join(", ")));
    if (hints.unsafe_moves.length > 0) lines.push(T.hints.unsafe(hints.unsafe_moves.length));
    for (const n of hints.near_cards) lines.push(T.hints.near(n.card, n.colour, n.space, n.quarter));
    hintsEl.replaceChildren(
      h(
        "section",
        { class: "hints", "aria-label": T.hints.heading },
        h("h2", {}, T.hints.heading),
        ...(lines.length > 0 ? lines : [T.hints.none]).map((l) => h("p", {}, l)),
      ),
    );
  } else {
    hintsEl.replaceChildren();
  }
  const links: HTMLElement[] = [];
  // A game aborted or cancelled before its first action has nothing to review.
  if (st.status === "finished" && st.ply > 0) {
    links.push(h("p", {}, h("a", { href: `/game/${st.id}/review`, "data-link": true, class: "button review-link" }, T.game.review)));
  }
  links.push(h("p", { class: "small" }, h("a", { href: `/rules/${st.game}`, "data-link": true }, T.rulesLink(record.texts.name))));
  linksEl.replaceChildren(...links);
}

/** The warning to give before `action`, when the hints advise against it. */
export function hintWarning(st: StateView, action: string): string | null {
  const hints = st.hints;
  if (!st.hints_on || !hints) return null;
  if (hints.deadly_gifts.includes(action)) return T.hints.warnGift;
  if (hints.poisoned_cells.includes(action)) return T.hints.warnCell;
  if (hints.unsafe_moves.includes(action)) return T.hints.warnMove;
  return null;
}
