// Danish Quarto's player-facing texts: its name and blurb, its rules and actions in words, the
// seats' names (White and Black), the board's labels and hints.

import type { ReasonView } from "../../api";
import { parseDanishMove } from "./notation";

const SIDES = ["White", "Black"];

export const danishTexts = {
  name: "Danish Quarto",
  blurb: "The 1950 game of squares: place, then move your pieces on a board of lines; a square captures.",

  /** White (seat 0) or Black (seat 1). */
  side: (seat: 0 | 1): string => SIDES[seat],
  /** Whether a name is a side's (a seat named so needs no second name). */
  isSide: (name: string): boolean => SIDES.includes(name),

  action(action: string): string {
    if (action === "pass") return "passed";
    const m = parseDanishMove(action);
    if (!m) return action;
    return `${m.from ? `moved ${m.from}→${m.to}` : `placed on ${m.to}`}${m.capture ? `, captured ${m.capture}` : ""}`;
  },

  proposal(action: string): string {
    if (action === "pass") return "Pass";
    const m = parseDanishMove(action);
    if (!m) return action;
    return `${m.from ? `Move ${m.from} to ${m.to}` : `Place on ${m.to}`}${m.capture ? `, capturing ${m.capture}` : ""}`;
  },

  /** Why a game ended: `Black is down to 3 pieces`. */
  reason(reason: ReasonView, seat: (seat: number) => string): string | null {
    switch (reason.kind) {
      case "pieces":
        return `${seat(reason.seat)} is down to ${reason.left} pieces`;
      case "square_at_four":
        return `${seat(reason.seat)} made a square with four pieces against four`;
      case "repetition":
        return "the same position came a third time";
      case "turn_cap":
        return `no winner after ${reason.turns} turns`;
      default:
        return null;
    }
  },

  rules(rules: string): string {
    const words: string[] = [];
    for (const word of rules.split(/\s+/)) {
      const [k, v] = word.split("=");
      if (k === "ply_cap" && v !== "none") words.push(`drawn after ${v} turns`);
    }
    return words.length > 0 ? words.join(" · ") : "standard rules";
  },

  options: {
    standard: "Standard rules: 12 pieces each, squares capture, three repetitions draw.",
  },

  board: {
    label: "Danish Quarto board",
    madeSquare: (side: string, square: string) => `${side}'s square ${square}`,
    point: (point: string, owner: string | null) => `${point}: ${owner ?? "empty"}`,
    capture: (point: string) => `capture the piece on ${point}`,
    move: (point: string) => `move the piece on ${point}`,
    selected: (point: string) => `${point}: selected (Escape to cancel)`,
    placeOn: (point: string) => `place a piece on ${point}`,
    moveTo: (from: string, to: string) => `move ${from} to ${to}`,
    seatAlias: (name: string) => ` (${name})`,
    counts: (hand: number, onBoard: number) => ` · ${hand} in hand · ${onBoard} on the board`,
    squares: (squares: string[]) => `Squares: ${squares.join(", ")}`,
    pickCapture: (victim: string) => `A square! Pick the ${victim} piece to capture (dotted rings).`,
    pickPlace: (mover: string) => `${mover} to place: pick an empty point.`,
    pickTarget: (from: string) => `Move ${from} to a marked point (Escape to cancel).`,
    pickSource: (mover: string) => `${mover} to move: pick one of your marked pieces.`,
    mustPass: "No move is possible: you must pass.",
    pass: "Pass",
    passChip: "pass",
  },
};
