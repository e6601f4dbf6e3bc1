// Quarto!'s player-facing texts: its name and blurb, its rules and options in words, its
// actions and pieces in words, the board's labels and hints, and the solver's values.

import type { ReasonView, SolverValue } from "../../api";
import { valueMark, valueWords } from "../../texts/analysis";
import { ATTRIBUTES, parseQuartoAction } from "./notation";

/** A piece in words: `tall dark square hollow`. */
export function describePiece(p: number): string {
  return [p & 1 ? "tall" : "short", p & 2 ? "dark" : "light", p & 4 ? "square" : "round", p & 8 ? "hollow" : "solid"].join(
    " ",
  );
}

const UNIT = { one: "placement", other: "placements" };

/** A solver's value in words: `wins in 3 placements`, `wins now` (a claim), `draw`. */
export function describeValue(v: SolverValue): string {
  return valueWords(v, UNIT);
}

/** Where an alignment lies, in words: `row 1`, `column c`, `the diagonal a1-d4`, `the square
 * b2-c3`. */
export function alignmentWords(name: string): string {
  const [from, to] = name.split("-");
  if (!from || !to) return name;
  if (from[1] === to[1]) return `row ${from[1]}`;
  if (from[0] === to[0]) return `column ${from[0]}`;
  const wide = Math.abs(from.charCodeAt(0) - to.charCodeAt(0));
  return wide === 1 ? `the square ${name}` : `the diagonal ${name}`;
}

/** Why a Quarto! game ended: `four short pieces in column c`, `a 2×2 square of hollow
 * pieces (b2-c3)`, `every piece is placed`. */
export function describeReason(reason: ReasonView): string | null {
  switch (reason.kind) {
    case "quarto": {
      const words = reason.alignments.map((a) => {
        const traits = a.traits.join(" ");
        return a.square
          ? `a 2×2 square of ${traits} pieces (${a.name})`
          : `four ${traits} pieces in ${alignmentWords(a.name)}`;
      });
      return words.length > 0 ? words.join(" and ") : null;
    }
    case "full":
      return "every piece is placed, and no quarto";
    default:
      return null;
  }
}

export const quartoTexts = {
  name: "Quarto!",
  blurb: "Gigamic's classic: give your opponent the piece they must place; four in a line sharing a trait wins.",

  /** An action, as the last action and the history say it. */
  action(action: string): string {
    const a = parseQuartoAction(action);
    if (!a) return `placed on ${action}`;
    switch (a.kind) {
      case "give":
        return `gave ${describePiece(a.piece)} (${action})`;
      case "claim":
        return `claimed Quarto! on ${a.alignment}`;
      case "pass":
        return "passed (no claim)";
      case "place":
        return `placed on ${a.cell}`;
    }
  },

  /** An action as a player chooses it, for a confirmation: `place on b3`. */
  proposal(action: string): string {
    const a = parseQuartoAction(action);
    switch (a?.kind) {
      case "give":
        return `Give ${describePiece(a.piece)}`;
      case "claim":
        return `Claim Quarto! on ${a.alignment}`;
      case "pass":
        return "Pass (no claim)";
      case "place":
        return `Place on ${a.cell}`;
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
      if (k === "attributes" && v !== ATTRIBUTES.join(",")) words.push(`only ${v.replace(/,/g, ", ")}`);
      if (k === "squares" && v === "yes") words.push("squares win too");
      if (k === "win" && v === "announce") words.push("announce Quarto!");
    }
    return words.length > 0 ? words.join(" · ") : "standard rules";
  },

  options: {
    attributes: "Traits that count: ",
    attribute: { height: "height", colour: "colour", shape: "shape", top: "top" } as Record<string, string>,
    squares: "2×2 squares win too (advanced)",
    announce: 'Announce "Quarto!" to win (official rules)',
  },

  board: {
    label: "Quarto! board",
    empty: (cell: string) => `${cell}: empty`,
    occupied: (cell: string, piece: number) => `${cell}: ${describePiece(piece)}`,
    place: (cell: string, piece: number | null, value: SolverValue | undefined) =>
      `place ${piece === null ? "the piece" : describePiece(piece)} on ${cell}${value ? ` (${describeValue(value)})` : ""}`,
    cellValue: (cell: string, value: SolverValue) => `${cell}: ${describeValue(value)}`,
    claim: (alignment: string, square: boolean) => `claim Quarto! on ${square ? "the square" : "the line"} ${alignment}`,
    placeThis: "Place this piece:",
    inHand: "Piece in hand:",
    claimChip: (alignment: string) => `Quarto! ${alignment}`,
    passChip: "pass",
    places: (seat: string) => `${seat} places:`,
    chooseGift: "Choose the piece your opponent will place:",
    choosesGift: (seat: string) => `${seat} chooses a piece to give`,
    pool: "pieces to give",
    poolHeading: "Pieces not yet played",
    give: (piece: number, value: SolverValue | undefined) => `give ${describePiece(piece)}${value ? ` (${describeValue(value)})` : ""}`,
    giveValue: (piece: number, value: SolverValue) => `give ${describePiece(piece)}: ${describeValue(value)}`,
    played: (piece: number) => `${describePiece(piece)}: played`,
    pickLine: "Pick the line on the board (Escape to cancel).",
    cancel: "Cancel",
    call: "Quarto!",
    pass: "Pass (no claim: a draw)",
    announceNote: "Announce mode: a quarto wins only when claimed, by its placer before giving or by the opponent before placing.",
  },

  analysis: {
    value: describeValue,
    mark: valueMark,
    legend: (distances: boolean) =>
      `Marks on the board: W wins, D draw, L loses for the player to move, with the placements left until the end under perfect play${
        distances ? "" : " (not known this time: the solver ran out of time for them)"
      }. Best line: `,
  },
};
