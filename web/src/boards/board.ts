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
// The live board keeps the keyboard's focus across redraws (on the same cell or piece, or on the
// first target once the position changes), moves it with the arrow keys between everything a
// render marks `data-key` (cells, points, pieces, cards, buttons: to the nearest one that way),
// and animates a change of position: every drawn piece carries `data-anim` (its identity) and,
// when it just came from elsewhere, `data-anim-from`; a piece whose place changed slides from
// where it was drawn before (a captured piece is drawn leaving by its scene).

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
  /** An action chosen and waiting for the player's confirmation (marked on the board). */
  proposed?: string | null;
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
  /** A key pressed on the page (Escape drops a half-made choice, the arrows move the focus on
   * the board); true if the board used it. */
  key(event: KeyboardEvent): boolean;
  /** Puts the keyboard's focus on the board (its first target, else the board itself). */
  focus(): void;
}

/** The live board of any game: holds the input and the selection, and draws their scene. */
export class Board<S, Scene> implements BoardComponent {
  readonly element: HTMLElement = h("div", { class: "board", tabindex: "-1" });
  private input: BoardInput | null = null;
  private selection: S;
  private shownKey = "";
  /** The position changed since the last drawing (the focus may move to a new target). */
  private moved = false;
  /** The history drawn last, to tell a step forward (animated) from a jump. */
  private drawnHistory: readonly HistoryEntry[] = [];
  private animations = 0;

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
      this.moved = true;
    }
    this.input = input;
    this.selection = this.game.settle(this.selection, input);
    this.draw();
  }

  key(event: KeyboardEvent): boolean {
    if (event.key === "Escape") {
      this.selection = this.game.reset(this.selection);
      this.draw();
      return true;
    }
    const step = ARROWS[event.key];
    const from = event.target as Element | null;
    if (!step || !from || !this.element.contains(from)) return false;
    const here = from === this.element ? null : from.closest("[data-key]");
    const all = [...this.element.querySelectorAll<HTMLElement | SVGElement>("[data-key]")].filter(shown);
    const next = (here ? nearest(here, all, step) : (all.find(isTarget) ?? all[0])) as HTMLElement | SVGElement | null;
    event.preventDefault();
    next?.focus({ preventScroll: true });
    return true;
  }

  focus(): void {
    const first = this.element.querySelector<HTMLElement | SVGElement>("[data-key][role=button], [data-key]:is(button)");
    (first ?? this.element).focus({ preventScroll: true });
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
    const input = this.input;
    if (!input) return;
    const active = document.activeElement;
    const focused = active instanceof Element && this.element.contains(active);
    const focusKey = focused ? (active.closest("[data-key]")?.getAttribute("data-key") ?? null) : null;
    const steps = forward(this.drawnHistory, input.history);
    const before = steps > 0 && steps <= 3 && motion() ? places(this.element) : null;
    this.element.replaceChildren(layout(this.game.render(this.game.scene(input, this.selection))));
    this.drawnHistory = input.history;
    if (input.proposed) {
      for (const el of this.element.querySelectorAll(`[data-intent="play:${CSS.escape(input.proposed)}"]`)) el.classList.add("proposed");
    }
    if (before) this.animate(before);
    if (focused) this.refocus(focusKey);
    this.moved = false;
  }

  /** Puts the focus back after a drawing: on the same cell or piece, or, when the position
   * changed and that is no target, on the first target; else on the board itself. */
  private refocus(key: string | null): void {
    const same = key ? this.element.querySelector<HTMLElement | SVGElement>(`[data-key="${CSS.escape(key)}"]`) : null;
    const first = this.element.querySelector<HTMLElement | SVGElement>("[data-key][role=button], button[data-key]");
    const to = same && (isTarget(same) || !this.moved || !first) ? same : (first ?? same ?? this.element);
    to.focus({ preventScroll: true });
  }

  /** Slides every piece whose place changed from where it was drawn before. */
  private animate(before: Map<string, DOMRect>): void {
    for (const el of this.element.querySelectorAll<HTMLElement | SVGGraphicsElement>("[data-anim]")) {
      const from = before.get(el.dataset.animFrom ?? el.dataset.anim ?? "");
      if (!from) continue;
      const to = el.getBoundingClientRect();
      const dx = from.left + from.width / 2 - (to.left + to.width / 2);
      const dy = from.top + from.height / 2 - (to.top + to.height / 2);
      if (Math.hypot(dx, dy) < 2 || to.width === 0) continue;
      const scale = from.width > 0 ? from.width / to.width : 1;
      // Inside a drawing, lengths are the drawing's units, not the screen's pixels.
      const unit = el instanceof SVGGraphicsElement ? (el.ownerSVGElement?.getScreenCTM()?.a ?? 1) : 1;
      el.classList.add("moving");
      const animation = el.animate(
        [{ transform: `translate(${dx / unit}px, ${dy / unit}px) scale(${scale})` }, { transform: "none" }],
        { duration: 260, easing: "cubic-bezier(.2,.7,.3,1)" },
      );
      animation.onfinish = () => el.classList.remove("moving");
      this.animations += 1;
    }
    this.element.dataset.animations = String(this.animations);
  }
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** How many actions `next` adds to `drawn` (0 when it is not `drawn` and more). */
function forward(drawn: readonly HistoryEntry[], next: readonly HistoryEntry[]): number {
  if (next.length <= drawn.length || drawn.length === 0 && next.length > 3) return 0;
  for (let i = 0; i < drawn.length; i++) if (drawn[i].action !== next[i].action || drawn[i].seat !== next[i].seat) return 0;
  return next.length - drawn.length;
}

/** Whether the player lets things move (`prefers-reduced-motion`). */
function motion(): boolean {
  return typeof matchMedia !== "function" || !matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Where each piece (`data-anim`) is drawn now. */
function places(root: Element): Map<string, DOMRect> {
  const out = new Map<string, DOMRect>();
  for (const el of root.querySelectorAll<HTMLElement | SVGElement>("[data-anim]")) out.set(el.dataset.anim ?? "", el.getBoundingClientRect());
  return out;
}

function shown(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.width > 0 && r.height > 0;
}

function isTarget(el: Element): boolean {
  return el.getAttribute("role") === "button" || el instanceof HTMLButtonElement;
}

/** The element nearest to `from` in the direction `step` (screen coordinates), favouring
 * those straight ahead. */
function nearest(from: Element, all: Element[], step: [number, number]): Element | null {
  const centre = (r: DOMRect) => [r.left + r.width / 2, r.top + r.height / 2];
  const [x0, y0] = centre(from.getBoundingClientRect());
  let best: Element | null = null;
  let bestScore = Infinity;
  for (const el of all) {
    if (el === from) continue;
    const [x, y] = centre(el.getBoundingClientRect());
    const along = (x - x0) * step[0] + (y - y0) * step[1];
    const across = Math.abs((x - x0) * step[1] - (y - y0) * step[0]);
    if (along < 4) continue;
    const score = along + 2.5 * across;
    if (score < bestScore) {
      bestScore = score;
      best = el;
    }
  }
  return best;
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
