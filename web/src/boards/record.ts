// What the generic pages (lobby, game, invitation) ask of a game: one record per game, next to
// its board (`quarto.ts` beside `quarto/`, …), found by its tag in `registry.ts`. Nothing in a
// generic page depends on which game it shows.

import type { ReasonView, GameTag, SolverValue } from "../api";
import type { BoardComponent, BoardEvents, DiagramInput } from "./board";

/** One game, as the browser draws and words it. */
export interface GameRecord {
  tag: GameTag;
  texts: GameTexts;
  /** The options of a new game in the lobby, and the rules text they make. */
  lobby: LobbyRules;
  /** A live board. */
  board(events: BoardEvents): BoardComponent;
  /** A position drawn for reading only (no targets, no input). */
  diagram(input: DiagramInput): HTMLElement;
  /** An action drawn small, for the history and the analysis (a piece's picture, a colour's
   * chip, points), its words in its title. */
  chip(action: string): HTMLElement;
  /** What an action sounds like. */
  sound(action: string): ActionSound;
  /** A board to set a start position up on by hand (the games that have one), starting from
   * `position` (its notation, possibly empty) and calling `changed` with the notation at each
   * change. */
  editor?(position: string, changed: (position: string) => void): PositionEditor;
}

/** A start position being set up by hand. */
export interface PositionEditor {
  element: HTMLElement;
  /** Draws a position typed elsewhere (one that does not read leaves the board as it is). */
  show(position: string): void;
}

/** The sound of an action: a plain move, a capture (something leaves the board), a claim. */
export type ActionSound = "move" | "capture" | "claim";

/** A game's player-facing texts that pages show (the board has its own). */
export interface GameTexts {
  /** The game's name: `Quarto!`. */
  name: string;
  /** A line about the game for the lobby. */
  blurb: string;
  /** An action in words, after the seat's name: `placed on b3`. */
  action(action: string): string;
  /** An action as the player chooses it, to confirm: `Place on b3`. */
  proposal(action: string): string;
  /** The rules in words, short: `squares win too · announce Quarto!`, `standard rules`. */
  rules(rules: string): string;
  /** The game's own name for a seat (`White`), or null: pages then say `Player 2`. */
  seatName(seat: number): string | null;
  /** The solver's values in words, for the games with an analysis. */
  analysis?: AnalysisTexts;
  /** Why the rules ended a game, in words with the seats' names (`four short pieces in
   * column c`); null for a reason this UI does not know. */
  reason?(reason: ReasonView, seat: (seat: number) => string): string | null;
}

/** The words of the solver's analysis of a game. */
export interface AnalysisTexts {
  /** `win in 3 placements`. */
  value(v: SolverValue): string;
  /** `W3`. */
  mark(v: SolverValue): string;
  /** What the marks on the board mean, up to the best line (drawn after it). */
  legend(distances: boolean): string;
}

/** The lobby's rule options of a game. */
export interface LobbyRules {
  options: RuleOption[];
  /** How many seats a new game has at first. */
  seats: number;
  /** The rules text the options' values make, for a game of `seats` seats (`""`: defaults). */
  text(choices: RuleChoices, seats: number): string;
}

/** One option of the lobby's form: a checkbox, a set of checkboxes, a choice of one value, or a
 * note. */
export type RuleOption =
  | { kind: "flag"; key: string; name: string; label: string; initial: boolean; anchor?: string }
  | {
      kind: "choice";
      key: string;
      name: string;
      label: string;
      /** The values offered, in order, each with its words. */
      items: { value: string; label: string }[];
      initial: string;
      /** The section of the game's rules page that explains it (`/rules/GAME#ANCHOR`). */
      anchor?: string;
    }
  | {
      kind: "set";
      key: string;
      label: string;
      /** The section of the game's rules page that explains it (`/rules/GAME#ANCHOR`). */
      anchor?: string;
      /** The values, each a checkbox named `name`; at least one stays checked. */
      items: { value: string; name: string; label: string }[];
    }
  | { kind: "note"; text: string };

/** The values of every game's options, by option key: a flag's boolean, a set's checked map. */
export type RuleChoices = { readonly [key: string]: unknown };

/** A flag's value. */
export function chosenFlag(choices: RuleChoices, key: string): boolean {
  return choices[key] === true;
}

/** A choice's value (its first value if none was chosen). */
export function chosenValue(choices: RuleChoices, option: RuleOption & { kind: "choice" }): string {
  const value = choices[option.key];
  return typeof value === "string" && option.items.some((i) => i.value === value) ? value : option.initial;
}

/** The checked values of a set, in the option's order. */
export function chosenSet(choices: RuleChoices, option: RuleOption & { kind: "set" }): string[] {
  const map = (choices[option.key] ?? {}) as Record<string, boolean>;
  return option.items.map((i) => i.value).filter((v) => map[v] === true);
}

/** The values of a game's options, and its seat count among `seats`, that make the rules text
 * `text` (as `LobbyRules.text` writes it), found by trying every combination (a few dozen);
 * null when none does. */
export function choicesOf(rules: LobbyRules, text: string, seats: number[]): { choices: Record<string, unknown>; seats: number } | null {
  let combos: Record<string, unknown>[] = [{}];
  for (const o of rules.options) {
    if (o.kind === "note") continue;
    // A set's values: every non-empty subset of its items (bit i of m + 1: item i checked).
    const values: unknown[] =
      o.kind === "flag"
        ? [o.initial, !o.initial]
        : o.kind === "choice"
          ? o.items.map((i) => i.value)
          : Array.from({ length: (1 << o.items.length) - 1 }, (_, m) => Object.fromEntries(o.items.map((item, i) => [item.value, ((m + 1) & (1 << i)) !== 0])));
    combos = combos.flatMap((c) => values.map((v) => ({ ...c, [o.key]: v })));
  }
  for (const count of seats) {
    for (const choices of combos) if (rules.text(choices, count) === text.trim()) return { choices, seats: count };
  }
  return null;
}

/** The first values of a game's options. */
export function initialChoices(rules: LobbyRules): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const o of rules.options) {
    if (o.kind === "flag" || o.kind === "choice") out[o.key] = o.initial;
    if (o.kind === "set") out[o.key] = Object.fromEntries(o.items.map((i) => [i.value, true]));
  }
  return out;
}
