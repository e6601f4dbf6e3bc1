// Danish Quarto's scene drawn: the board of points and lines, White's and Black's pieces, the
// marks (targets dashed, the picked piece thick, captures dotted, the last move an arrow to a
// ringed piece, a captured piece a ghost with a bold haloed cross that reads in greyscale),
// the made squares, and beside it each side's counts and the hint.

import { h, s } from "../../dom";
import type { Rendered } from "../board";
import { dragSource } from "../drag";
import { navigable, target } from "../input";
import { LETTERS, parseDanishMove, POINT, type Point } from "./notation";
import type { DanishScene } from "./scene";
import { danishTexts } from "./texts";

const X0 = 42;
const STEP = 54;
const SIZE = X0 * 2 + STEP * 8;
const px = (x: number) => X0 + (x - 1) * STEP;
const py = (y: number) => X0 + (9 - y) * STEP;
const SIDE_CLASS = ["white", "black"];

export function render(scene: DanishScene): Rendered {
  return { board: boardDrawing(scene), side: sidePanel(scene), layout: "danish-layout" };
}

function boardDrawing(scene: DanishScene): SVGSVGElement {
  const svg = s("svg", { viewBox: `0 0 ${SIZE} ${SIZE}`, class: "danish-board", role: "group", "aria-label": danishTexts.board.label });
  svg.append(s("rect", { x: 2, y: 2, width: SIZE - 4, height: SIZE - 4, rx: 18, class: "danish-wood" }));
  for (const [a, b] of scene.lines) {
    const p = POINT.get(a) as Point;
    const q = POINT.get(b) as Point;
    svg.append(s("line", { x1: px(p.x), y1: py(p.y), x2: px(q.x), y2: py(q.y), class: "danish-line" }));
  }
  // Made squares under the pieces.
  for (const square of scene.squares) {
    const corners = square.corners.map((c) => POINT.get(c));
    if (corners.some((p) => p === undefined)) continue;
    const pts = (corners as Point[]).map((p) => `${px(p.x)},${py(p.y)}`);
    svg.append(s("polygon", { points: pts.join(" "), class: `made-square ${SIDE_CLASS[square.side]}` }, s("title", {}, square.title)));
  }
  // The last move: an arrow from where the piece came, under the pieces.
  if (scene.lastMove) {
    const from = POINT.get(scene.lastMove.from) as Point;
    const to = POINT.get(scene.lastMove.to) as Point;
    const [x1, y1, x2, y2] = [px(from.x), py(from.y), px(to.x), py(to.y)];
    const len = Math.hypot(x2 - x1, y2 - y1);
    const [ux, uy] = [(x2 - x1) / len, (y2 - y1) / len];
    const [ex, ey] = [x2 - ux * 24, y2 - uy * 24];
    svg.append(
      s(
        "g",
        { class: "last-move", "aria-hidden": "true" },
        s("circle", { cx: x1, cy: y1, r: 8, class: "last-from" }),
        s("line", { x1, y1, x2: ex - ux * 8, y2: ey - uy * 8, class: "last-arrow" }),
        s("path", { d: `M${ex} ${ey} l${-ux * 14 - uy * 9} ${-uy * 14 + ux * 9} l${uy * 18} ${-ux * 18} z`, class: "last-head" }),
      ),
    );
  }
  // The points in reading order: the top row first, from the left.
  const order = [...scene.points].sort((a, b) => b.y - a.y || a.x - b.x);
  for (const p of order) {
    const x = px(p.x);
    const y = py(p.y);
    const g = s("g", { class: "point", "data-point": p.name });
    g.append(s("circle", { cx: x, cy: y, r: 5, class: "spot" }));
    if (p.owner !== null) {
      const stone = s(
        "g",
        { class: "stone-piece", "data-anim": `stone:${p.name}`, "data-anim-from": p.from ?? null },
        s("circle", { cx: x, cy: y, r: 19, class: `stone ${SIDE_CLASS[p.owner]}` }),
        s("circle", { cx: x, cy: y, r: 11, class: `stone-inner ${SIDE_CLASS[p.owner]}` }),
      );
      g.append(stone);
    }
    if (p.last === "to") g.append(s("circle", { cx: x, cy: y, r: 24, class: "last-ring" }));
    if (p.captured !== null) {
      // The captured piece leaves: drawn fading, then a ghost with a bold cross.
      g.append(
        s(
          "g",
          { class: "captured", "aria-hidden": "true" },
          s("circle", { cx: x, cy: y, r: 19, class: `stone leaving ${SIDE_CLASS[p.captured]}` }),
          s("circle", { cx: x, cy: y, r: 19, class: "captured-ghost" }),
          s("path", { d: `M${x - 11} ${y - 11} L${x + 11} ${y + 11} M${x + 11} ${y - 11} L${x - 11} ${y + 11}`, class: "captured-halo" }),
          s("path", { d: `M${x - 11} ${y - 11} L${x + 11} ${y + 11} M${x + 11} ${y - 11} L${x - 11} ${y + 11}`, class: "captured-mark" }),
        ),
      );
    }
    if (p.mark) {
      g.classList.add(p.mark);
      g.append(s("circle", { cx: x, cy: y, r: 23, class: "mark" }));
    }
    // A touch target of at least 44 px on a phone: the points are 54 units apart diagonally.
    g.append(s("circle", { cx: x, cy: y, r: 36, class: "hit" }));
    if (p.target) target(g, p.target.label, p.target.intent);
    else g.setAttribute("aria-label", p.label);
    if (p.drop) g.setAttribute("data-drop", "");
    if (p.draggable) dragSource(g, p.name);
    svg.append(navigable(g, `point:${p.name}`));
  }
  for (let x = 1; x <= 9; x++) svg.append(s("text", { x: px(x), y: SIZE - 6, class: "coord" }, LETTERS[x - 1]));
  for (let y = 1; y <= 9; y++) svg.append(s("text", { x: 12, y: py(y) + 5, class: "coord" }, String(y)));
  return svg;
}

function sidePanel(scene: DanishScene): HTMLElement {
  const side = h("div", { class: "danish-side" });
  const players = h("div", { class: "danish-players" });
  for (const p of scene.sides) {
    players.append(
      h(
        "div",
        { class: `danish-player${p.toMove ? " to-move" : ""}`, "data-side": String(p.side) },
        h("span", { class: `stone-icon ${SIDE_CLASS[p.side]}`, "aria-hidden": "true", "data-anim": `stock:${p.side}` }),
        h("strong", {}, p.name),
        p.alias === null ? null : h("span", {}, p.alias),
        h("span", { class: "counts" }, p.counts),
        p.squares === null ? null : h("div", { class: "small" }, p.squares),
      ),
    );
  }
  side.append(players, h("p", { class: "hint" }, scene.hint ?? ""));
  if (scene.pass) side.append(navigable(h("button", { "data-intent": scene.pass.intent }, scene.pass.label), "button:pass"));
  return side;
}

/** An action drawn small, for the history: the point placed on, the move, the capture. */
export function chip(action: string): HTMLElement {
  const m = parseDanishMove(action);
  const words = danishTexts.action(action);
  if (!m) return h("span", { class: "chip", title: words }, action === "pass" ? danishTexts.board.passChip : action);
  return h(
    "span",
    { class: "chip danish-chip", title: words },
    m.from ? `${m.from}→${m.to}` : m.to,
    m.capture ? h("span", { class: "capture" }, ` ×${m.capture}`) : null,
  );
}

/** The piece a drag shows under the pointer: a stone of a side. */
export function stoneGhost(owner: 0 | 1): Element {
  const ghost = s("svg", { viewBox: "0 0 40 40", width: 40, height: 40 });
  ghost.append(s("circle", { cx: 20, cy: 20, r: 17, class: `stone ${SIDE_CLASS[owner]}` }));
  return ghost;
}
