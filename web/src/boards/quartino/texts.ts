// Quartino's player-facing texts: its name and blurb, its rules, options, phases and actions in
// words, the colours' names, the board's labels and hints.

import type { ReasonView } from "../../api";
import { parseQuartinoAction } from "./notation";

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth"];

const COLOUR_NAMES: Record<string, string> = { Y: "yellow", B: "blue", G: "green", P: "pink" };

/** A colour's name: `yellow`. */
export function colourName(colour: string): string {
  return COLOUR_NAMES[colour] ?? colour;
}

/** The phase in words. */
export function describePhase(phase: string): string {
  if (phase === "-") return "the game is over";
  if (phase.startsWith("S")) {
    const open: string[] = [];
    if (phase.includes("F")) open.push("four colours");
    if (phase.includes("C")) open.push("a column");
    return `situations open: ${open.join(" and ") || "none"}${phase.includes("+1") ? " (one used)" : ""}`;
  }
  // A column that may go before, between or after the placements: `P3@R5`, `P0@R3,R5`.
  const column = /^P(\d)@(\S+)$/.exec(phase);
  if (column) {
    const n = Number(column[1]);
    const spaces = column[2].replace(/,/g, " or ");
    if (n === 0) return `remove the column on ${spaces} (its token is placed)`;
    return `${n} token${n === 1 ? "" : "s"} to place and the column on ${spaces} to remove, in any order`;
  }
  if (phase.startsWith("P")) {
    const n = Number(/^P(\d)/.exec(phase)?.[1] ?? 0);
    return `${n} token${n === 1 ? "" : "s"} to place`;
  }
  if (phase.startsWith("Q")) return "claim cards, or end the turn";
  return phase;
}

export const quartinoTexts = {
  name: "Quartino",
  blurb: "2–5 players build stacks on a wheel to show the hidden cards in their hands.",

  action(action: string): string {
    const a = parseQuartinoAction(action);
    switch (a?.kind) {
      case "four":
        return "used four colours (+1 token)";
      case "end":
        return "ended the turn";
      case "column":
        return `removed the column on ${a.space}`;
      case "claim":
        return `claimed card ${a.card} at quarter Q${a.quarter}`;
      case "place":
        return `placed ${colourName(a.colour)} on ${a.space}`;
      default:
        return action;
    }
  },

  proposal(action: string): string {
    const a = parseQuartinoAction(action);
    switch (a?.kind) {
      case "four":
        return "Use four colours (+1 token)";
      case "end":
        return "End the turn";
      case "column":
        return `Remove the column on ${a.space}`;
      case "claim":
        return `Claim card ${a.card} at quarter Q${a.quarter}`;
      case "place":
        return `Place ${colourName(a.colour)} on ${a.space}`;
      default:
        return action;
    }
  },

  chips: {
    column: (space: string) => `column ${space}`,
    four: "4 colours",
    end: "end",
  },

  /** Why a game ended: `Ada put aside a fourth card`. */
  reason(reason: ReasonView, seat: (seat: number) => string): string | null {
    switch (reason.kind) {
      case "cards":
        return `${seat(reason.seat)} put aside a ${ORDINALS[reason.count - 1] ?? `${reason.count}th`} card, the last in hand`;
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
      if (k === "players") words.push(`${v} players`);
      if (k === "situations" && v === "off") words.push("no situations");
      if (k === "situations" && v?.startsWith("from:")) words.push(`situations after ${v.slice(5)} round(s)`);
      if (k === "column_mandatory" && v === "on") words.push("columns mandatory");
      if (k === "allow_mirror" && v === "on") words.push("mirror images count");
    }
    return words.length > 0 ? words.join(" · ") : "standard rules";
  },

  options: {
    situations: "Situations (four colours, columns)",
    situationsWhen: (value: string) =>
      value === "on"
        ? "the whole game"
        : value === "off"
          ? "never (beginners)"
          : `after ${value.slice(5)} round${value === "from:1" ? "" : "s"}`,
    columnMandatory: "A column must be removed",
    allowMirror: "Mirror images of cards count",
  },

  board: {
    label: "Quartino wheel",
    stack: (stack: string[]) =>
      stack.length === 0 ? "empty" : `stack ${stack.map(colourName).join(", ")} (top ${colourName(stack[stack.length - 1])})`,
    space: (space: string, stack: string) => `${space}: ${stack}`,
    place: (colour: string, space: string, stack: string) => `place ${colourName(colour)} on ${space} (${stack})`,
    claim: (card: string | null, quarter: number, spaces: string[]) => `claim ${card ?? "a card"} at quarter Q${quarter} (${spaces.join(", ")})`,
    quarter: (quarter: number, spaces: string[]) => `quarter Q${quarter}: ${spaces.join(", ")}`,
    cardFirst: "Pick one of your cards first, then the quarter where it shows.",
    phase: (seat: string, phase: string, turn: number) => `${seat}: ${describePhase(phase)} · turn ${turn}`,
    over: (turns: number) => `The game is over after ${turns} turns.`,
    four: "Use four colours (+1 token)",
    column: (space: string) => `Remove the column on ${space} (+1 token)`,
    columnDue: (space: string) => `Remove the column on ${space}`,
    end: "End turn",
    supply: "supply",
    pile: (colour: string, left: number) => `${colourName(colour)} ×${left}`,
    left: (left: number) => `×${left}`,
    use: (colour: string, left: number) => `use ${colourName(colour)} (${left} left)`,
    pickColour: "Pick a colour, then a space:",
    supplyHeading: "Supply",
    yourCards: "your cards",
    card: (card: string, chosen: boolean) => `card ${card}${chosen ? " (chosen)" : ""}`,
    pickCard: "Your cards: pick one, then the quarter (Q0–Q7) where it shows:",
    cardsHeading: "Your cards",
    cardsInHand: (n: number) => ` · ${n} card${n === 1 ? "" : "s"} in hand`,
    putAside: (card: string) => `put aside: ${card}`,
    hand: (cards: string[]) => `hand: ${cards.join(", ")}`,
  },
};
