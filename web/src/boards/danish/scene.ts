// What Danish Quarto's board draws, worked out from the host's input and the selection: the
// points with their pieces, marks and targets, the squares the server found made, and beside
// the board each side's pieces and squares, a hint for the next click, and the pass.

import type { BoardInput } from "../board";
import { LINES, movesOf, ownerAt, parseDanishMove, parseDanishView, POINTS } from "./notation";
import type { DanishSelection } from "./select";
import { danishTexts } from "./texts";

const T = danishTexts.board;

export interface Target {
  intent: string;
  label: string;
}

/** How a point is marked: a piece that may move, the picked piece, a destination, a capture. */
export type PointMark = "" | "source" | "selected" | "target" | "capture-target";

export interface PointScene {
  name: string;
  x: number;
  y: number;
  owner: 0 | 1 | null;
  /** The last action's destination or origin. */
  last: "to" | "from" | null;
  /** The last action captured a piece of this side here. */
  captured: 0 | 1 | null;
  /** Where this point's piece was drawn before the last action (`stone:e5`, `stock:0`), so
   * that it slides from there. */
  from: string | null;
  mark: PointMark;
  target?: Target;
  /** What the point is, spoken. */
  label: string;
  /** Its piece may be dragged. */
  draggable: boolean;
  /** A dragged piece may be dropped here. */
  drop: boolean;
}

export interface SideScene {
  side: 0 | 1;
  name: string;
  /** The seat's name, when it is not the side's: ` (Ada)`. */
  alias: string | null;
  /** Pieces in hand and on the board. */
  counts: string;
  /** The squares the side has made, if any. */
  squares: string | null;
  toMove: boolean;
}

export interface DanishScene {
  lines: [string, string][];
  /** The squares each side has made, as the server found them, named by corners. */
  squares: { side: 0 | 1; name: string; corners: string[]; title: string }[];
  points: PointScene[];
  /** The last move from one point to another (an arrow). */
  lastMove: { from: string; to: string } | null;
  sides: SideScene[];
  hint: string | null;
  pass: Target | null;
}

export function scene(input: BoardInput, selection: DanishSelection): DanishScene {
  const view = parseDanishView(input.position);
  const moves = movesOf(input.legal);
  const canPass = input.legal.includes("pass");
  const placing = moves.some((m) => m.from === null);
  const sources = new Set(moves.filter((m) => m.from).map((m) => m.from as string));
  const { from, to } = selection;
  const candidates = moves.filter((m) => m.from === from);
  const targets = new Set(candidates.map((m) => m.to));
  const captures = to ? candidates.filter((m) => m.to === to && m.capture) : [];
  const lastEntry = input.history.length > 0 ? input.history[input.history.length - 1] : null;
  const last = lastEntry ? parseDanishMove(lastEntry.action) : null;
  const mover: 0 | 1 = lastEntry?.seat === 1 ? 1 : 0;
  const moverName = danishTexts.side(view.toMove === 0 ? 0 : 1);

  const points = POINTS.map((p): PointScene => {
    const owner = ownerAt(view, p.name);
    let mark: PointMark = "";
    let target: Target | undefined;
    let label = T.point(p.name, owner === null ? null : danishTexts.side(owner));
    if (to) {
      const capture = captures.find((m) => m.capture === p.name);
      if (capture) {
        mark = "capture-target";
        label = T.capture(p.name);
        target = { intent: `play:${capture.text}`, label };
      } else if (p.name === to) {
        mark = "selected";
      }
    } else if (!placing && sources.has(p.name) && p.name !== from) {
      mark = "source";
      label = T.move(p.name);
      target = { intent: `from:${p.name}`, label };
    } else if (p.name === from) {
      mark = "selected";
      label = T.selected(p.name);
      target = { intent: "unselect", label };
    } else if (targets.has(p.name) && (placing || from)) {
      mark = "target";
      label = placing ? T.placeOn(p.name) : T.moveTo(from as string, p.name);
      target = { intent: `to:${p.name}`, label };
    }
    return {
      name: p.name,
      x: p.x,
      y: p.y,
      owner,
      last: last?.to === p.name ? "to" : last?.from === p.name ? "from" : null,
      captured: last?.capture === p.name ? (mover === 0 ? 1 : 0) : null,
      from: last && last.to === p.name && owner !== null ? (last.from ? `stone:${last.from}` : `stock:${owner}`) : null,
      mark,
      target,
      label,
      draggable: mark === "source" || (mark === "selected" && p.name === from),
      drop: mark === "target" || mark === "capture-target",
    };
  });

  const made = input.highlights.made_squares;
  const squares: DanishScene["squares"] = [];
  for (const side of [0, 1] as const) {
    for (const name of made?.[side] ?? []) {
      squares.push({ side, name, corners: name.split("-"), title: T.madeSquare(danishTexts.side(side), name) });
    }
  }

  const sides = ([0, 1] as const).map((side): SideScene => {
    const seat = input.seatName(side);
    const squares = made?.[side] ?? [];
    return {
      side,
      name: danishTexts.side(side),
      alias: danishTexts.isSide(seat) ? null : T.seatAlias(seat),
      counts: T.counts(view.hands[side], (side === 0 ? view.white : view.black).size),
      squares: squares.length > 0 ? T.squares(squares) : null,
      toMove: view.toMove === side && input.toMove !== null,
    };
  });

  let hint: string | null = null;
  if (input.legal.length > 0) {
    if (to) hint = T.pickCapture(danishTexts.side(view.toMove === 0 ? 1 : 0));
    else if (placing) hint = T.pickPlace(moverName);
    else if (from) hint = T.pickTarget(from);
    else if (sources.size > 0) hint = T.pickSource(moverName);
    else if (canPass) hint = T.mustPass;
  }

  const lastMove = last?.from ? { from: last.from, to: last.to } : null;
  return { lines: LINES, squares, points, lastMove, sides, hint, pass: canPass ? { intent: "play:pass", label: T.pass } : null };
}
