// Quarto!'s player-facing texts: its name and blurb, its rules and options in words, its
// actions and pieces in words, the board's labels and hints, and the solver's values, from the
// catalogs (`web-quarto`; the traits' words are `quarto`'s, shared with the terminal).

import type { ReasonView, SolverValue } from "../../api";
import { formatList, t } from "../../i18n";
import { valueMark } from "../../texts/analysis";
import { ATTRIBUTES, parseQuartoAction } from "./notation";

/** A trait's word (`tall`), for the names the server and the notation use. */
export function traitWord(name: string): string {
  switch (name) {
    case "short":
      return t("quarto-trait-short");
    case "tall":
      return t("quarto-trait-tall");
    case "light":
      return t("quarto-trait-light");
    case "dark":
      return t("quarto-trait-dark");
    case "round":
      return t("quarto-trait-round");
    case "square":
      return t("quarto-trait-square");
    case "solid":
      return t("quarto-trait-solid");
    case "hollow":
      return t("quarto-trait-hollow");
    default:
      return name;
  }
}

/** A piece in words: `tall dark square hollow`. */
export function describePiece(p: number): string {
  return t("board-quarto-piece", {
    height: traitWord(p & 1 ? "tall" : "short"),
    colour: traitWord(p & 2 ? "dark" : "light"),
    shape: traitWord(p & 4 ? "square" : "round"),
    top: traitWord(p & 8 ? "hollow" : "solid"),
  });
}

/** A solver's value in words: `wins in 3 placements`, `wins now` (a claim), `draw`. */
export function describeValue(v: SolverValue): string {
  if (v.result === "draw") return t("board-quarto-value-draw");
  if (v.distance === null) return v.result === "win" ? t("board-quarto-value-wins") : t("board-quarto-value-loses");
  return v.result === "win"
    ? t("board-quarto-value-wins-in", { distance: v.distance })
    : t("board-quarto-value-loses-in", { distance: v.distance });
}

/** Where an alignment lies, in words: `row 1`, `column c`, `the diagonal a1-d4`, `the square
 * b2-c3`. */
export function alignmentWords(name: string): string {
  const [from, to] = name.split("-");
  if (!from || !to) return name;
  if (from[1] === to[1]) return t("board-quarto-row", { row: from[1] });
  if (from[0] === to[0]) return t("board-quarto-column", { column: from[0] });
  const wide = Math.abs(from.charCodeAt(0) - to.charCodeAt(0));
  return wide === 1 ? t("board-quarto-square", { cells: name }) : t("board-quarto-diagonal", { cells: name });
}

/** What pieces share, as their plural (`learn`'s words): `tall`. */
export function sharedWord(name: string): string {
  switch (name) {
    case "short":
      return t("learn-pieces-short");
    case "tall":
      return t("learn-pieces-tall");
    case "light":
      return t("learn-pieces-light");
    case "dark":
      return t("learn-pieces-dark");
    case "round":
      return t("learn-pieces-round");
    case "square":
      return t("learn-pieces-square");
    case "solid":
      return t("learn-pieces-solid");
    case "hollow":
      return t("learn-pieces-hollow");
    default:
      return name;
  }
}

/** Why a Quarto! game ended: `four short pieces on column c`, `a 2×2 square of hollow
 * pieces (b2-c3)`, `every piece placed, no quarto`. */
export function describeReason(reason: ReasonView): string | null {
  switch (reason.kind) {
    case "quarto": {
      const made = reason.alignments.map((a) => {
        const traits = a.traits.map(sharedWord).join(" ");
        return a.square
          ? t("board-quarto-reason-square", { traits, cells: a.name })
          : t("board-quarto-reason-line", { traits, line: alignmentWords(a.name) });
      });
      return made.length > 0 ? formatList(made) : null;
    }
    case "full":
      return t("end-full");
    default:
      return null;
  }
}

export const quartoTexts = {
  get name() {
    return t("game-quarto");
  },
  get blurb() {
    return t("board-quarto-blurb");
  },

  /** An action, as the last action and the history say it. */
  action(action: string): string {
    const a = parseQuartoAction(action);
    if (!a) return t("board-quarto-placed", { cell: action });
    switch (a.kind) {
      case "give":
        return t("board-quarto-gave", { piece: describePiece(a.piece), action });
      case "claim":
        return t("board-quarto-claimed", { alignment: a.alignment });
      case "pass":
        return t("board-quarto-passed");
      case "place":
        return t("board-quarto-placed", { cell: a.cell });
    }
  },

  /** An action as a player chooses it, for a confirmation: `place on b3`. */
  proposal(action: string): string {
    const a = parseQuartoAction(action);
    switch (a?.kind) {
      case "give":
        return t("board-quarto-give-piece", { piece: describePiece(a.piece) });
      case "claim":
        return t("board-quarto-claim-on", { alignment: a.alignment });
      case "pass":
        return t("board-quarto-pass-no-claim");
      case "place":
        return t("board-quarto-place-on", { cell: a.cell });
      default:
        return action;
    }
  },

  reason: describeReason,

  /** The rules in words, short (`standard rules` when nothing differs). */
  rules(rules: string): string {
    const words: string[] = [];
    for (const word of rules.split(/\s+/)) {
      const [k, v] = word.split("=");
      if (k === "attributes" && v !== ATTRIBUTES.join(","))
        words.push(t("board-quarto-rules-only", { traits: formatList(v.split(",").map((a) => quartoTexts.options.attribute[a] ?? a)) }));
      if (k === "squares" && v === "yes") words.push(t("board-quarto-rules-squares"));
      if (k === "win" && v === "announce") words.push(t("board-quarto-rules-announce"));
    }
    return words.length > 0 ? words.join(" · ") : t("board-standard-rules");
  },

  options: {
    get attributes() {
      return `${t("board-quarto-option-traits")} `;
    },
    get attribute(): Record<string, string> {
      return {
        height: t("board-quarto-height"),
        colour: t("board-quarto-colour"),
        shape: t("board-quarto-shape"),
        top: t("board-quarto-top"),
      };
    },
    get squares() {
      return t("board-quarto-option-squares");
    },
    get announce() {
      return t("board-quarto-option-announce");
    },
  },

  board: {
    get label() {
      return t("board-quarto-label");
    },
    empty: (cell: string) => t("board-quarto-cell-empty", { cell }),
    occupied: (cell: string, piece: number) => t("board-quarto-cell", { cell, piece: describePiece(piece) }),
    place: (cell: string, piece: number | null, value: SolverValue | undefined) => {
      const words = piece === null ? t("board-quarto-place-the-piece", { cell }) : t("board-quarto-place", { cell, piece: describePiece(piece) });
      return value ? `${words} (${describeValue(value)})` : words;
    },
    cellValue: (cell: string, value: SolverValue) => `${cell}: ${describeValue(value)}`,
    claim: (alignment: string, square: boolean) =>
      square ? t("board-quarto-claim-square", { alignment }) : t("board-quarto-claim-line", { alignment }),
    get placeThis() {
      return t("board-quarto-place-this");
    },
    get inHand() {
      return t("board-quarto-in-hand");
    },
    claimChip: (alignment: string) => `Quarto! ${alignment}`,
    get passChip() {
      return t("board-pass-chip");
    },
    places: (seat: string) => t("board-quarto-places", { seat }),
    get chooseGift() {
      return t("board-quarto-choose-gift");
    },
    choosesGift: (seat: string) => t("board-quarto-chooses-gift", { seat }),
    get pool() {
      return t("web-board-quarto-pool");
    },
    get poolHeading() {
      return t("board-quarto-pool-heading");
    },
    give: (piece: number, value: SolverValue | undefined) => {
      const words = t("board-quarto-give", { piece: describePiece(piece) });
      return value ? `${words} (${describeValue(value)})` : words;
    },
    giveValue: (piece: number, value: SolverValue) => `${t("board-quarto-give", { piece: describePiece(piece) })}: ${describeValue(value)}`,
    played: (piece: number) => t("board-quarto-played", { piece: describePiece(piece) }),
    get pickLine() {
      return t("board-quarto-pick-line");
    },
    get cancel() {
      return t("play-confirm-no");
    },
    get call() {
      return "Quarto!";
    },
    get pass() {
      return t("board-quarto-pass");
    },
    get announceNote() {
      return t("board-quarto-announce-note");
    },
  },

  editor: {
    get label() {
      return t("board-quarto-editor-label");
    },
    get help() {
      return t("board-quarto-editor-help");
    },
    get hand() {
      return t("board-quarto-in-hand");
    },
    get noHand() {
      return t("board-quarto-editor-no-hand");
    },
    get clear() {
      return t("board-quarto-editor-clear");
    },
  },

  analysis: {
    value: describeValue,
    mark: valueMark,
    legend: (distances: boolean) => `${distances ? t("board-quarto-legend") : t("board-quarto-legend-no-distances")} `,
  },
};
