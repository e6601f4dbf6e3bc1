// What every game's board gets from its host page, what it reports back, and the one board
// component all games share (the shape of lichess's chessground).
//
// A board is four parts, each a module of the game's folder (`boards/quarto/` …):
// - notation: reads the server's texts (positions, rules, actions);
// - selection: the board's own half-made choice (a selected piece, an open claim), changed
//   only by a pure reducer over intents (`"play:b3"`, `"from:e5"`, `"cancel"`);
// - scene: what to draw, worked out from the host's input and the selection — every target
//   with its intent and spoken label — by a pure function;
// - render: the scene written as SVG and HTML, with nothing to decide.
// The input modules (`input.ts`: clicks and keys, `drag.ts`: the pointer) turn DOM events into
// intents, so the same render serves live boards and static diagrams (no targets, no input).
//
// The board never decides what is legal: its targets come from the host's `legal` list, the
// server's (or, for claims the rules refuse without cost, a claim the server will judge).
//
// Room to grow: a scene is plain data, so an animation can compare the scene drawn with the
// next (a piece gone from one cell, arrived on another) before rendering it; keyboard play is
// more intents (a cursor the arrow keys move) for the reducers and more keys for `Board.key`;
// sounds follow the outcomes an intent has.

import type { HistoryEntry, Ply, SolverValue } from "../api";
import { h } from "../dom";
import { dragInput } from "./drag";
import { clickInput } from "./input";

/** What a board highlights, as the server worked it out (a board draws only its own game's). */
export type Highlights = Pick<Ply, "made_squares" | "winning_lines">;

/** No highlights (a position with nothing to show). */
export const NO_HIGHLIGHTS: Highlights = { made_squares: null, winning_lines: null };

/** What the host page tells a board: a position, what may be played on it, and what to mark. */
export interface BoardInput {
  /** The game's state as this viewer may see it, in the game's notation. */
  position: string;
  /** The rules text. */
  rules: string;
  /** What may be played now (empty when it is not this page's turn, in a replay, or in a
   * diagram): the board's targets come from here. */
  legal: readonly string[];
  /** Every action so far (up to the shown ply): the last one is marked. */
  history: readonly HistoryEntry[];
  /** The seat whose view this is (`null`: a spectator, a replay, a diagram). */
  viewer: number | null;
  /** The seat to move (`null`: over). */
  toMove: number | null;
  /** A seat's name as shown. */
  seatName(seat: number): string;
  /** Whether this is the live game (not a step of the replay, not a diagram). */
  live: boolean;
  /** Changes whenever the game moves on: a board drops its half-made choices then. */
  key: string;
  /** The solver's values of the actions that may be played now, by action (analysis). */
  values?: ReadonlyMap<string, SolverValue>;
  /** What the server highlights in this position. */
  highlights: Highlights;
}

/** What a board reports to its host. */
export interface BoardEvents {
  /** The user chose an action (one of `legal`, or a claim for the server to judge). */
  play(action: string): void;
  /** A hint or refusal to show the user. */
  say(message: string): void;
}

/** A user's intent on a board, as the render writes it in `data-intent`: `verb` or `verb:arg`. */
export interface Intent {
  verb: string;
  arg: string;
}

/** Reads `"play:Q:a1-d4"` as `{verb: "play", arg: "Q:a1-d4"}`. */
export function parseIntent(text: string): Intent {
  const colon = text.indexOf(":");
  return colon < 0 ? { verb: text, arg: "" } : { verb: text.slice(0, colon), arg: text.slice(colon + 1) };
}

/** What an intent leads to: the new selection, and perhaps an action to play or words to say. */
export interface Outcome<S> {
  selection: S;
  play?: string;
  say?: string;
}

/** A game's board: its selection's reducer, its scene and its render (see the module doc). */
export interface BoardGame<S, Scene> {
  /** The selection of a fresh board. */
  initial(): S;
  /** The selection once the game moved on, or after Escape. */
  reset(selection: S): S;
  /** The selection made consistent with new input (a selected piece that may no longer move). */
  settle(selection: S, input: BoardInput): S;
  /** What an intent does. */
  reduce(selection: S, intent: Intent, input: BoardInput): Outcome<S>;
  /** What to draw. */
  scene(input: BoardInput, selection: S): Scene;
  /** The scene as elements: the board itself and what goes beside it (hand, pool, buttons). */
  render(scene: Scene): Rendered;
  /** What follows the pointer while `what` (a `data-drag` value) is dragged, for the games
   * whose pieces may be dragged. */
  ghost?(what: string, input: BoardInput): Element;
}

/** A rendered scene: the board's drawing, and the panel beside it. */
export interface Rendered {
  /** The drawing: a static diagram is this alone. */
  board: SVGSVGElement;
  /** The hand, pool, cards and buttons beside the drawing. */
  side: HTMLElement;
  /** The class of the layout around both (`quarto-layout` …). */
  layout: string;
}

/** A board as a host page uses it. */
export interface BoardComponent {
  readonly element: HTMLElement;
  /** Draws new input (a new position, new legal actions, new marks). */
  set(input: BoardInput): void;
  /** A key pressed on the page (Escape drops a half-made choice); true if the board used it. */
  key(event: KeyboardEvent): boolean;
}

/** The live board of any game: holds the input and the selection, and draws their scene. */
export class Board<S, Scene> implements BoardComponent {
  readonly element: HTMLElement = h("div", { class: "board" });
  private input: BoardInput | null = null;
  private selection: S;
  private shownKey = "";

  constructor(
    private readonly game: BoardGame<S, Scene>,
    private readonly events: BoardEvents,
  ) {
    this.selection = game.initial();
    clickInput(this.element, (intent) => this.intent(intent));
    dragInput(this.element, {
      ghost: (what) => (this.input ? (game.ghost?.(what, this.input) ?? null) : null),
      start: (what) => this.intent(`drag:${what}`),
    });
  }

  set(input: BoardInput): void {
    if (input.key !== this.shownKey) {
      this.shownKey = input.key;
      this.selection = this.game.reset(this.selection);
    }
    this.input = input;
    this.selection = this.game.settle(this.selection, input);
    this.draw();
  }

  key(event: KeyboardEvent): boolean {
    if (event.key !== "Escape") return false;
    this.selection = this.game.reset(this.selection);
    this.draw();
    return true;
  }

  private intent(text: string): void {
    const input = this.input;
    if (!input) return;
    const outcome = this.game.reduce(this.selection, parseIntent(text), input);
    const changed = outcome.selection !== this.selection;
    this.selection = outcome.selection;
    if (changed) this.draw();
    if (outcome.say !== undefined) this.events.say(outcome.say);
    if (outcome.play !== undefined) this.events.play(outcome.play);
  }

  private draw(): void {
    if (!this.input) return;
    this.element.replaceChildren(layout(this.game.render(this.game.scene(this.input, this.selection))));
  }
}

function layout(rendered: Rendered): HTMLElement {
  return h("div", { class: rendered.layout }, h("div", { class: "board-wrap" }, rendered.board), rendered.side);
}

/** What a static diagram shows: a position, its rules, and what to mark on it. */
export interface DiagramInput {
  position: string;
  rules: string;
  /** Actions that led here: the last one is marked. */
  history?: readonly HistoryEntry[];
  highlights?: Highlights;
  /** Seats' names (by default each game's own: White and Black, Player 1 …). */
  seatName?(seat: number): string;
  /** The panel beside the board too (the hand, the pool, the cards), not only the drawing. */
  side?: boolean;
}

/** A position drawn for reading only (rules pages, lessons): no targets, no input. */
export function diagram<S, Scene>(game: BoardGame<S, Scene>, input: DiagramInput, seatName: (seat: number) => string): HTMLElement {
  const scene = game.scene(
    {
      position: input.position,
      rules: input.rules,
      legal: [],
      history: input.history ?? [],
      viewer: null,
      toMove: null,
      seatName: input.seatName ?? seatName,
      live: false,
      key: "diagram",
      highlights: input.highlights ?? NO_HIGHLIGHTS,
    },
    game.initial(),
  );
  const rendered = game.render(scene);
  return h("div", { class: "board diagram" }, input.side ? layout(rendered) : h("div", { class: "board-wrap" }, rendered.board));
}
