// Danish Quarto's scene drawn: the board of points and lines, White's and Black's pieces, the
// marks (targets dashed, the picked piece thick, captures dotted, the last move a ring, a
// capture a cross), the made squares, and beside it each side's counts and the hint.

import { h, s } from "../../dom";
import type { Rendered } from "../board";
import { dragSource } from "../drag";
import { target } from "../input";
import { LETTERS, POINT, type Point } from "./notation";
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
  for (const p of scene.points) {
    const x = px(p.x);
    const y = py(p.y);
    const g = s("g", { class: "point", "data-point": p.name });
    g.append(s("circle", { cx: x, cy: y, r: 5, class: "spot" }));
    if (p.owner !== null) {
      g.append(s("circle", { cx: x, cy: y, r: 19, class: `stone ${SIDE_CLASS[p.owner]}` }));
      g.append(s("circle", { cx: x, cy: y, r: 11, class: `stone-inner ${SIDE_CLASS[p.owner]}` }));
    }
    if (p.last) g.append(s("circle", { cx: x, cy: y, r: 24, class: p.last === "to" ? "last-ring" : "last-from" }));
    if (p.captured) {
      g.append(s("path", { d: `M${x - 10} ${y - 10} L${x + 10} ${y + 10} M${x + 10} ${y - 10} L${x - 10} ${y + 10}`, class: "captured-mark" }));
    }
    if (p.mark) {
      g.classList.add(p.mark);
      g.append(s("circle", { cx: x, cy: y, r: 23, class: "mark" }));
    }
    g.append(s("circle", { cx: x, cy: y, r: 25, class: "hit" }));
    if (p.target) target(g, p.target.label, p.target.intent);
    else g.setAttribute("aria-label", p.label);
    if (p.drop) g.setAttribute("data-drop", "");
    if (p.draggable) dragSource(g, p.name);
    svg.append(g);
  }
  for (let x = 1; x <= 9; x++) svg.append(s("text", { x: px(x), y: SIZE - 6, class: "coord" }, LETTERS[x - 1]));
  for (let y = 1; y <= 9; y++) svg.append(s("text", { x: 12, y: py(y) + 5, class: "coord" }, String(y)));
  return svg;
}

function sidePanel(scene: DanishScene): HTMLElement {
  const side = h("div", { class: "danish-side" });
  for (const p of scene.sides) {
    side.append(
      h(
        "div",
        { class: `danish-player${p.toMove ? " to-move" : ""}` },
        h("span", { class: `stone-icon ${SIDE_CLASS[p.side]}`, "aria-hidden": "true" }),
        h("strong", {}, p.name),
        p.alias === null ? null : h("span", {}, p.alias),
        h("span", {}, p.counts),
        p.squares === null ? null : h("div", { class: "small" }, p.squares),
      ),
    );
  }
  side.append(h("p", { class: "hint" }, scene.hint ?? ""));
  if (scene.pass) side.append(h("button", { "data-intent": scene.pass.intent }, scene.pass.label));
  return side;
}

/** The piece a drag shows under the pointer: a stone of a side. */
export function stoneGhost(owner: 0 | 1): Element {
  const ghost = s("svg", { viewBox: "0 0 40 40", width: 40, height: 40 });
  ghost.append(s("circle", { cx: 20, cy: 20, r: 17, class: `stone ${SIDE_CLASS[owner]}` }));
  return ghost;
}
