// Danish Quarto's player-facing texts: its name and blurb, its rules and actions in words, the
// seats' names (White and Black), the board's labels and hints, from the catalogs (`web-danish`;
// the sides' names are `danish`'s, shared with the terminal).

import type { ReasonView } from "../../api";
import { formatList, t } from "../../i18n";
import { parseDanishMove } from "./notation";

/** White (seat 0) or Black (seat 1). */
function side(seat: 0 | 1): string {
  return seat === 0 ? t("danish-white") : t("danish-black");
}

export const danishTexts = {
  get name() {
    return t("game-danish");
  },
  get blurb() {
    return t("board-danish-blurb");
  },

  side,
  /** Whether a name is a side's (a seat named so needs no second name). */
  isSide: (name: string): boolean => name === side(0) || name === side(1) || name === "White" || name === "Black",

  action(action: string): string {
    if (action === "pass") return t("board-danish-passed");
    const m = parseDanishMove(action);
    if (!m) return action;
    if (m.from)
      return m.capture
        ? t("board-danish-moved-captured", { from: m.from, to: m.to, capture: m.capture })
        : t("board-danish-moved", { from: m.from, to: m.to });
    return m.capture ? t("board-danish-placed-captured", { to: m.to, capture: m.capture }) : t("board-danish-placed", { to: m.to });
  },

  proposal(action: string): string {
    if (action === "pass") return t("board-danish-pass");
    const m = parseDanishMove(action);
    if (!m) return action;
    if (m.from)
      return m.capture
        ? t("board-danish-move-capturing", { from: m.from, to: m.to, capture: m.capture })
        : t("board-danish-move", { from: m.from, to: m.to });
    return m.capture ? t("board-danish-place-capturing", { to: m.to, capture: m.capture }) : t("board-danish-place", { to: m.to });
  },

  /** Why a game ended: `Black is down to 3 pieces` (the words the terminal uses too). */
  reason(reason: ReasonView, seat: (seat: number) => string): string | null {
    switch (reason.kind) {
      case "pieces":
        return t("end-pieces", { seat: seat(reason.seat), left: reason.left });
      case "square_at_four":
        return t("end-square-at-four", { seat: seat(reason.seat) });
      case "repetition":
        return t("end-repetition");
      case "turn_cap":
        return t("end-turn-cap", { turns: reason.turns });
      default:
        return null;
    }
  },

  rules(rules: string): string {
    const words: string[] = [];
    for (const word of rules.split(/\s+/)) {
      const [k, v] = word.split("=");
      if (k === "ply_cap" && v !== "none") words.push(t("board-danish-rules-cap", { turns: Number(v) }));
    }
    return words.length > 0 ? words.join(" · ") : t("board-standard-rules");
  },

  options: {
    get standard() {
      return t("board-danish-standard");
    },
  },

  editor: {
    get label() {
      return t("board-danish-editor-label");
    },
    get help() {
      return t("board-danish-editor-help");
    },
    toMove: (seat: 0 | 1) => t("board-danish-editor-to-move", { side: side(seat) }),
    inHand: (seat: 0 | 1) => t("board-danish-editor-in-hand", { side: side(seat) }),
    get clear() {
      return t("board-danish-editor-clear");
    },
  },

  board: {
    get label() {
      return t("board-danish-label");
    },
    madeSquare: (side: string, square: string) => t("board-danish-made-square", { side, square }),
    point: (point: string, owner: string | null) =>
      owner === null ? t("board-danish-point-empty", { point }) : t("board-danish-point", { point, owner }),
    capture: (point: string) => t("web-board-danish-capture", { point }),
    move: (point: string) => t("board-danish-move-from", { point }),
    selected: (point: string) => t("board-danish-selected", { point }),
    placeOn: (point: string) => t("board-danish-place-on", { point }),
    moveTo: (from: string, to: string) => t("board-danish-move-to", { from, to }),
    seatAlias: (name: string) => ` (${name})`,
    counts: (hand: number, onBoard: number) => ` · ${t("board-danish-counts", { in_hand: hand, on_board: onBoard })}`,
    squares: (squares: string[]) => t("board-danish-squares", { squares: formatList(squares) }),
    pickCapture: (victim: string) => t("board-danish-pick-capture", { side: victim }),
    pickPlace: (mover: string) => t("board-danish-pick-place", { side: mover }),
    pickTarget: (from: string) => t("board-danish-pick-target", { from }),
    pickSource: (mover: string) => t("board-danish-pick-source", { side: mover }),
    get mustPass() {
      return t("web-board-danish-must-pass");
    },
    get pass() {
      return t("board-danish-pass");
    },
    get passChip() {
      return t("board-pass-chip");
    },
  },
};
