// A Danish Quarto position set up by hand, for a game that starts from it: each of the 37 points
// empty, White's or Black's, the side to move and the pieces each side holds in hand; each
// change written at once in the notation (`notation.ts`), which the server reads and checks.
// The state changes only through the pure functions here; `danishEditor` draws it.

import { h, s } from "../../dom";
import { positionEditor } from "../editor";
import type { PositionEditor } from "../record";
import { LINES, POINT, POINTS } from "./notation";
import { danishTexts } from "./texts";

const T = danishTexts.editor;

/** A position being set up. */
export interface Setup {
  /** Who holds each point that is not empty: 0 White, 1 Black. */
  owners: ReadonlyMap<string, 0 | 1>;
  /** 0 White, 1 Black. */
  toMove: 0 | 1;
  /** The pieces each side holds in hand (0–12). */
  hands: [number, number];
}

/** The usual start: an empty board, White to move, twelve pieces each in hand. */
export const START: Setup = { owners: new Map(), toMove: 0, hands: [12, 12] };

/** The setup of a position written in the notation, or null when it does not read as one (the
 * server says what is wrong when the game is asked for). */
export function setupOf(position: string): Setup | null {
  const text = position.trim();
  if (text === "") return START;
  const m = /^([a-i0-9,]*)\/([a-i0-9,]*)\s+([wb])\s+(\d{1,2})\s+(\d{1,2})$/.exec(text);
  if (!m) return null;
  const owners = new Map<string, 0 | 1>();
  for (const [list, side] of [
    [m[1], 0],
    [m[2], 1],
  ] as const) {
    for (const point of list.split(",").filter((p) => p !== "")) {
      if (!POINT.has(point) || owners.has(point)) return null;
      owners.set(point, side);
    }
  }
  const hands: [number, number] = [Number(m[4]), Number(m[5])];
  if (hands.some((n) => n > 12)) return null;
  return { owners, toMove: m[3] === "w" ? 0 : 1, hands };
}

/** The setup in the notation: White's points, then Black's, column by column, the side to move
 * and the hands. */
export function positionOf(setup: Setup): string {
  const side = (owner: 0 | 1) =>
    POINTS.filter((p) => setup.owners.get(p.name) === owner)
      .map((p) => p.name)
      .join(",");
  return `${side(0)}/${side(1)} ${setup.toMove === 0 ? "w" : "b"} ${setup.hands[0]} ${setup.hands[1]}`;
}

/** A point clicked: empty becomes White's, White's Black's, Black's empty again. */
export function clickPoint(setup: Setup, point: string): Setup {
  const owners = new Map(setup.owners);
  const owner = owners.get(point);
  if (owner === undefined) owners.set(point, 0);
  else if (owner === 0) owners.set(point, 1);
  else owners.delete(point);
  return { ...setup, owners };
}

/** The side to move chosen. */
export function withToMove(setup: Setup, toMove: 0 | 1): Setup {
  return { ...setup, toMove };
}

/** A side's pieces in hand, from 0 to 12. */
export function withHand(setup: Setup, side: 0 | 1, count: number): Setup {
  const hands: [number, number] = [...setup.hands];
  hands[side] = Math.max(0, Math.min(12, Math.round(Number.isFinite(count) ? count : 0)));
  return { ...setup, hands };
}

/** Where a point is drawn, in percent of the board's width and height (row 9 at the top). */
const at = (x: number, y: number) => [((x - 1) / 8) * 100, ((9 - y) / 8) * 100];

/** A board to set a position up on, which calls `changed` with the position's notation at
 * each change; `show` draws another position typed elsewhere (one that does not read leaves the
 * board as it is). */
export function danishEditor(position: string, changed: (position: string) => void): PositionEditor {
  const element = h("div", { class: "danish-editor", role: "group", "aria-label": T.label });
  const draw = (setup: Setup, update: (next: Setup) => void) => {
    const lines = s("svg", { class: "editor-lines", viewBox: "0 0 100 100", preserveAspectRatio: "none", "aria-hidden": "true" });
    for (const [a, b] of LINES) {
      const p = POINT.get(a);
      const q = POINT.get(b);
      if (!p || !q) continue;
      const [x1, y1] = at(p.x, p.y);
      const [x2, y2] = at(q.x, q.y);
      lines.append(s("line", { x1, y1, x2, y2 }));
    }
    const board = h("div", { class: "editor-points" }, lines);
    for (const p of POINTS) {
      const owner = setup.owners.get(p.name);
      const [left, top] = at(p.x, p.y);
      const button = h("button", {
        type: "button",
        class: `editor-point${owner === undefined ? "" : owner === 0 ? " white" : " black"}`,
        "data-point": p.name,
        "aria-label": danishTexts.board.point(p.name, owner === undefined ? null : danishTexts.side(owner)),
        onclick: () => update(clickPoint(setup, p.name)),
      });
      // Set through the style object: the server's content policy refuses style attributes.
      button.style.left = `${left}%`;
      button.style.top = `${top}%`;
      board.append(button);
    }
    const sideChoice = (side: 0 | 1) =>
      h(
        "label",
        { class: "check" },
        h("input", {
          type: "radio",
          name: "danish-to-move",
          "data-control": `to-move-${side}`,
          checked: setup.toMove === side,
          onchange: () => update(withToMove(setup, side)),
        }),
        ` ${T.toMove(side)}`,
      );
    const hand = (side: 0 | 1) =>
      h(
        "label",
        { class: "number" },
        h("input", {
          type: "number",
          name: `danish-hand-${side}`,
          "data-control": `hand-${side}`,
          min: 0,
          max: 12,
          step: 1,
          inputmode: "numeric",
          value: setup.hands[side],
          onchange: (e: Event) => update(withHand(setup, side, Number((e.target as HTMLInputElement).value))),
        }),
        ` ${T.inHand(side)}`,
      );
    element.replaceChildren(
      h("p", { class: "small" }, T.help),
      h(
        "div",
        { class: "editor-layout" },
        h("div", { class: "editor-danish-board" }, board),
        h(
          "div",
          { class: "editor-side" },
          sideChoice(0),
          sideChoice(1),
          hand(0),
          hand(1),
          h("button", { type: "button", class: "editor-clear", "data-control": "clear", onclick: () => update(START) }, T.clear),
        ),
      ),
    );
  };
  return positionEditor(element, position, START, { read: setupOf, write: positionOf }, ["data-point", "data-control"], draw, changed);
}
