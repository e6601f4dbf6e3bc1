// Danish Quarto: the 37 points and their lines (an Alquerque-like board), White's and Black's
// pieces, the hands, the squares each player has made, and moves by click: a point to place
// on, or a piece then its destination, then — when the move makes a square — the opponent's
// piece to capture, all picked among the server's legal actions.
//
// The board's geometry (points and lines) is drawing, taken from the spec's definition. Which
// squares are made comes from the server (`made_squares`): the server alone judges squares,
// moves and captures.

import { asButton, draggable, h, s } from "../dom";
import { Board, type BoardProps } from "./board";

export interface Point {
  name: string;
  x: number;
  y: number;
}

const LETTERS = "abcdefghi";

function isPoint(x: number, y: number): boolean {
  if (x < 1 || x > 9 || y < 1 || y > 9 || (x + y) % 2 !== 0) return false;
  return !((x === 1 || x === 9) && (y === 1 || y === 9));
}

/** The 37 points, column by column. */
export const POINTS: Point[] = (() => {
  const out: Point[] = [];
  for (let x = 1; x <= 9; x++) for (let y = 1; y <= 9; y++) if (isPoint(x, y)) out.push({ name: `${LETTERS[x - 1]}${y}`, x, y });
  return out;
})();

const BY_NAME = new Map(POINTS.map((p) => [p.name, p]));
const nameAt = (x: number, y: number) => `${LETTERS[x - 1]}${y}`;

/** The 92 lines, as pairs of point names. */
export const LINES: [string, string][] = (() => {
  const out: [string, string][] = [];
  for (const p of POINTS) {
    const steps: [number, number][] = [
      [1, 1],
      [1, -1],
    ];
    if (p.x % 2 === 1 && p.y % 2 === 1) steps.push([2, 0], [0, 2]);
    for (const [dx, dy] of steps) if (isPoint(p.x + dx, p.y + dy)) out.push([p.name, nameAt(p.x + dx, p.y + dy)]);
  }
  return out;
})();

/** A position as the view text writes it. */
export interface DanishView {
  white: Set<string>;
  black: Set<string>;
  /** 0 White, 1 Black. */
  toMove: number;
  hands: [number, number];
}

/** Reads `e5,e7/b6,c3 w 3 3`. */
export function parseDanishView(text: string): DanishView {
  const [pieces, side, wh, bh] = text.trim().split(/\s+/);
  const [w, b] = (pieces ?? "").split("/");
  if (b === undefined || (side !== "w" && side !== "b")) throw new Error(`not a Danish Quarto position: ${text}`);
  const list = (t: string) => new Set(t ? t.split(",").filter((x) => x) : []);
  return { white: list(w), black: list(b), toMove: side === "w" ? 0 : 1, hands: [Number(wh), Number(bh)] };
}

/** A Danish Quarto action, read. */
export interface DanishMove {
  text: string;
  from: string | null;
  to: string;
  capture: string | null;
}

/** Reads `e5`, `e5-f6`, `d2xe7`, `e5-f6xg3` (not `pass`). */
export function parseDanishMove(text: string): DanishMove | null {
  const m = /^(?:([a-i][1-9])-)?([a-i][1-9])(?:x([a-i][1-9]))?$/.exec(text);
  if (!m) return null;
  return { text, from: m[1] ?? null, to: m[2], capture: m[3] ?? null };
}

const X0 = 42;
const STEP = 54;
const px = (x: number) => X0 + (x - 1) * STEP;
const py = (y: number) => X0 + (9 - y) * STEP;

export class DanishBoard extends Board {
  private from: string | null = null;
  private to: string | null = null;

  protected reset(): void {
    this.from = null;
    this.to = null;
  }

  protected draw(props: BoardProps): Node[] {
    const view = parseDanishView(props.view);
    const moves = props.legal.map(parseDanishMove).filter((m): m is DanishMove => m !== null);
    const canPass = props.legal.includes("pass");
    const placing = moves.some((m) => m.from === null);
    const sources = new Set(moves.filter((m) => m.from).map((m) => m.from as string));
    if (this.from && !sources.has(this.from)) this.from = null;
    const candidates = moves.filter((m) => m.from === this.from);
    const targets = new Set(candidates.map((m) => m.to));
    const captures = this.to ? candidates.filter((m) => m.to === this.to && m.capture) : [];
    const last = props.history.length > 0 ? parseDanishMove(props.history[props.history.length - 1].action) : null;
    const mover = view.toMove === 0 ? "White" : "Black";

    const size = X0 * 2 + STEP * 8;
    const svg = s("svg", { viewBox: `0 0 ${size} ${size}`, class: "danish-board", role: "group", "aria-label": "Danish Quarto board" });
    svg.append(s("rect", { x: 2, y: 2, width: size - 4, height: size - 4, rx: 18, class: "danish-wood" }));
    for (const [a, b] of LINES) {
      const p = BY_NAME.get(a) as Point;
      const q = BY_NAME.get(b) as Point;
      svg.append(s("line", { x1: px(p.x), y1: py(p.y), x2: px(q.x), y2: py(q.y), class: "danish-line" }));
    }
    // Made squares (as the server found them), under the pieces: a square is named by its
    // corners in turn.
    for (const player of [0, 1]) {
      for (const name of props.madeSquares?.[player] ?? []) {
        const corners = name.split("-").map((c) => BY_NAME.get(c));
        if (corners.some((p) => p === undefined)) continue;
        const pts = (corners as Point[]).map((p) => `${px(p.x)},${py(p.y)}`);
        svg.append(
          s("polygon", { points: pts.join(" "), class: `made-square ${player === 0 ? "white" : "black"}` }, s("title", {}, `${player === 0 ? "White" : "Black"}'s square ${name}`)),
        );
      }
    }
    for (const p of POINTS) {
      const x = px(p.x);
      const y = py(p.y);
      const owner = view.white.has(p.name) ? 0 : view.black.has(p.name) ? 1 : null;
      const g = s("g", { class: "point", "data-point": p.name });
      g.append(s("circle", { cx: x, cy: y, r: 5, class: "spot" }));
      if (owner !== null) {
        g.append(s("circle", { cx: x, cy: y, r: 19, class: `stone ${owner === 0 ? "white" : "black"}` }));
        g.append(s("circle", { cx: x, cy: y, r: 11, class: `stone-inner ${owner === 0 ? "white" : "black"}` }));
      }
      if (last && (last.to === p.name || last.from === p.name)) {
        g.append(s("circle", { cx: x, cy: y, r: 24, class: last.to === p.name ? "last-ring" : "last-from" }));
      }
      if (last?.capture === p.name) {
        g.append(s("path", { d: `M${x - 10} ${y - 10} L${x + 10} ${y + 10} M${x + 10} ${y - 10} L${x - 10} ${y + 10}`, class: "captured-mark" }));
      }
      const what = owner === null ? "empty" : owner === 0 ? "White" : "Black";
      let action: (() => void) | null = null;
      let label = `${p.name}: ${what}`;
      let cls = "";
      if (this.to) {
        const cap = captures.find((m) => m.capture === p.name);
        if (cap) {
          cls = "capture-target";
          label = `capture the piece on ${p.name}`;
          action = () => props.play(cap.text);
        } else if (p.name === this.to) {
          cls = "selected";
        }
      } else if (!placing && sources.has(p.name) && p.name !== this.from) {
        cls = "source";
        label = `move the piece on ${p.name}`;
        action = () => {
          this.from = p.name;
          this.redraw();
        };
      } else if (p.name === this.from) {
        cls = "selected";
        label = `${p.name}: selected (Escape to cancel)`;
        action = () => {
          this.from = null;
          this.redraw();
        };
      } else if (targets.has(p.name) && (placing || this.from)) {
        cls = "target";
        label = placing ? `place a piece on ${p.name}` : `move ${this.from} to ${p.name}`;
        action = () => this.choose(props, candidates.filter((m) => m.to === p.name));
      }
      if (cls) {
        g.classList.add(cls);
        g.append(s("circle", { cx: x, cy: y, r: 23, class: "mark" }));
      }
      g.append(s("circle", { cx: x, cy: y, r: 25, class: "hit" }));
      if (action) asButton(g, label, action);
      if (cls === "target" || cls === "capture-target") g.setAttribute("data-drop", "");
      if (cls === "source" || (cls === "selected" && p.name === this.from)) {
        const from = p.name;
        draggable(
          g,
          () => {
            const ghost = s("svg", { viewBox: "0 0 40 40", width: 40, height: 40 });
            ghost.append(s("circle", { cx: 20, cy: 20, r: 17, class: `stone ${owner === 0 ? "white" : "black"}` }));
            return ghost;
          },
          () => {
            if (this.from !== from) {
              this.from = from;
              this.redraw();
            }
          },
        );
      }
      else g.setAttribute("aria-label", label);
      svg.append(g);
    }
    for (let x = 1; x <= 9; x++) svg.append(s("text", { x: px(x), y: size - 6, class: "coord" }, LETTERS[x - 1]));
    for (let y = 1; y <= 9; y++) svg.append(s("text", { x: 12, y: py(y) + 5, class: "coord" }, String(y)));

    const side = h("div", { class: "danish-side" });
    for (const player of [0, 1]) {
      const pieces = player === 0 ? view.white : view.black;
      const made = props.madeSquares?.[player] ?? [];
      side.append(
        h(
          "div",
          { class: `danish-player${view.toMove === player && props.toMove !== null ? " to-move" : ""}` },
          h("span", { class: `stone-icon ${player === 0 ? "white" : "black"}`, "aria-hidden": "true" }),
          h("strong", {}, player === 0 ? "White" : "Black"),
          ["White", "Black"].includes(props.seatName(player)) ? null : h("span", {}, ` (${props.seatName(player)})`),
          h("span", {}, ` · ${view.hands[player]} in hand · ${pieces.size} on the board`),
          made.length > 0 ? h("div", { class: "small" }, `Squares: ${made.join(", ")}`) : null,
        ),
      );
    }
    const hint = h("p", { class: "hint" });
    if (props.legal.length > 0) {
      if (this.to) hint.textContent = `A square! Pick the ${view.toMove === 0 ? "Black" : "White"} piece to capture (dotted rings).`;
      else if (placing) hint.textContent = `${mover} to place: pick an empty point.`;
      else if (this.from) hint.textContent = `Move ${this.from} to a marked point (Escape to cancel).`;
      else if (sources.size > 0) hint.textContent = `${mover} to move: pick one of your marked pieces.`;
      else if (canPass) hint.textContent = "No move is possible: you must pass.";
    }
    side.append(hint);
    if (canPass) side.append(h("button", { onclick: () => props.play("pass") }, "Pass"));
    return [h("div", { class: "danish-layout" }, h("div", { class: "board-wrap" }, svg), side)];
  }

  private choose(props: BoardProps, options: DanishMove[]): void {
    if (options.length === 0) return;
    const plain = options.find((m) => !m.capture);
    if (plain && options.length === 1) {
      props.play(plain.text);
      return;
    }
    if (options.every((m) => m.capture)) {
      if (options.length === 1) {
        // One capture only: still let the player see it, but one click is enough.
        props.play(options[0].text);
        return;
      }
      this.to = options[0].to;
      this.redraw();
      return;
    }
    if (plain) props.play(plain.text);
  }
}
