// Quarto!'s scene drawn: the wooden board with its 16 holes, the pieces drawn so that all four
// attributes read at a glance, the marks (last placement, winning quarto, targets, the solver's
// values), and beside it the piece in hand, the pool and the claim's buttons.
//
// Tall pieces stand twice as high; dark pieces are dark brown, light ones pale wood (a
// difference of lightness, not of hue); square pieces are boxes, round ones cylinders; hollow
// ones show a hole in the top.

import { h, s } from "../../dom";
import type { Rendered } from "../board";
import { dragSource } from "../drag";
import { navigable, target } from "../input";
import { type Alignment, COLUMNS, parseQuartoAction, pieceText } from "./notation";
import type { QuartoScene } from "./scene";
import { describePiece, quartoTexts } from "./texts";

const T = quartoTexts.board;
const mark = quartoTexts.analysis.mark;

const LIGHT = { top: "#fbefd2", front: "#efd39c", side: "#d2b277", hole: "#3a2410" };
const DARK = { top: "#7b4c29", front: "#55301a", side: "#3b200f", hole: "#0d0703" };
const STROKE = "#21150b";

/**
 * A piece drawn in its own box, 60 wide and 80 high, standing on (30, 74): cylinders and
 * boxes in a light oblique view.
 */
export function pieceGraphic(p: number): SVGGElement {
  const tall = (p & 1) !== 0;
  const dark = (p & 2) !== 0;
  const square = (p & 4) !== 0;
  const hollow = (p & 8) !== 0;
  const paint = dark ? DARK : LIGHT;
  const height = tall ? 46 : 20;
  const g = s("g", { class: `piece piece-${p.toString(16)}` });
  g.append(s("title", {}, describePiece(p)));
  const base = 74;
  if (square) {
    const w = 30;
    const d = 9;
    const x0 = 30 - w / 2 - d / 2;
    const x1 = x0 + w;
    const top = base - height;
    g.append(
      s("path", {
        d: `M${x1} ${top} l${d} ${-d} v${height} l${-d} ${d} z`,
        fill: paint.side,
        stroke: STROKE,
        "stroke-width": 1.5,
        "stroke-linejoin": "round",
      }),
      s("rect", { x: x0, y: top, width: w, height, fill: paint.front, stroke: STROKE, "stroke-width": 1.5 }),
      s("path", {
        d: `M${x0} ${top} l${d} ${-d} h${w} l${-d} ${d} z`,
        fill: paint.top,
        stroke: STROKE,
        "stroke-width": 1.5,
        "stroke-linejoin": "round",
      }),
    );
    if (hollow) {
      g.append(
        s("path", {
          d: `M${x0 + 8} ${top - 2} l${d - 5} ${-d + 5} h${w - 12} l${-d + 5} ${d - 5} z`,
          fill: paint.hole,
          stroke: dark ? "#e9cf9e" : STROKE,
          "stroke-width": 1.5,
          "stroke-linejoin": "round",
        }),
      );
    }
  } else {
    const rx = 17;
    const ry = 6.5;
    const top = base - height;
    g.append(
      s("path", {
        d: `M${30 - rx} ${top} V${base} A${rx} ${ry} 0 0 0 ${30 + rx} ${base} V${top} Z`,
        fill: paint.front,
        stroke: STROKE,
        "stroke-width": 1.5,
      }),
      s("ellipse", { cx: 30, cy: top, rx, ry, fill: paint.top, stroke: STROKE, "stroke-width": 1.5 }),
    );
    if (hollow) {
      g.append(
        s("ellipse", {
          cx: 30,
          cy: top,
          rx: rx - 6,
          ry: ry - 2.4,
          fill: paint.hole,
          stroke: dark ? "#e9cf9e" : STROKE,
          "stroke-width": 1.5,
        }),
      );
    }
  }
  return g;
}

/** A piece as a small standalone SVG (for the hand, the pool, messages). */
export function pieceIcon(p: number, size = 48): SVGSVGElement {
  const svg = s("svg", { viewBox: "0 0 60 80", width: size, height: (size * 80) / 60, class: "piece-icon" });
  svg.append(pieceGraphic(p));
  return svg;
}

const CELL = 100;
const MARGIN = 24;
const SIZE = MARGIN * 2 + CELL * 4;

/** Where a cell's centre is drawn (row 4 at the top). */
function centre(index: number): [number, number] {
  const c = index % 4;
  const r = Math.floor(index / 4);
  return [MARGIN + c * CELL + CELL / 2, MARGIN + (3 - r) * CELL + CELL / 2];
}

export function render(scene: QuartoScene): Rendered {
  return { board: boardDrawing(scene), side: sidePanel(scene), layout: "quarto-layout" };
}

function boardDrawing(scene: QuartoScene): SVGSVGElement {
  const svg = s("svg", { viewBox: `0 0 ${SIZE} ${SIZE}`, class: "quarto-board", role: "group", "aria-label": T.label });
  svg.append(s("rect", { x: 4, y: 4, width: SIZE - 8, height: SIZE - 8, rx: 28, class: "quarto-wood" }));
  for (let c = 0; c < 4; c++) svg.append(s("text", { x: MARGIN + c * CELL + CELL / 2, y: SIZE - 6, class: "coord" }, COLUMNS[c]));
  for (let r = 0; r < 4; r++) svg.append(s("text", { x: 12, y: MARGIN + (3 - r) * CELL + CELL / 2 + 5, class: "coord" }, String(r + 1)));
  // Layers from the bottom: the holes with their marks (the cells to press), the winning
  // quarto, the pieces, the alignments of an open claim.
  const pieces = s("g", { class: "pieces", "aria-hidden": "true" });
  // The cells in reading order: row 4 first, from the left.
  const order = [...scene.cells].sort((a, b) => Math.floor(b.index / 4) - Math.floor(a.index / 4) || (a.index % 4) - (b.index % 4));
  for (const cell of order) {
    const [x, y] = centre(cell.index);
    const g = s("g", { class: `cell${cell.target ? " target" : ""}${cell.last ? " last" : ""}`, "data-cell": cell.name });
    g.append(s("circle", { cx: x, cy: y, r: 44, class: "hole" }));
    if (cell.piece !== null) {
      const placed = pieceGraphic(cell.piece);
      placed.setAttribute("transform", `translate(${x - 30} ${y - 48})`);
      pieces.append(s("g", { "data-anim": `piece:${pieceText(cell.piece)}` }, placed));
    }
    if (cell.last) {
      g.append(s("circle", { cx: x, cy: y, r: 46, class: "last-ring" }));
      g.append(s("path", { d: `M${x + 30} ${y - 44} l12 0 l-6 10 z`, class: "last-mark" }));
    }
    if (cell.value) {
      g.append(
        s("rect", { x: x - 24, y: y + 18, width: 48, height: 22, rx: 6, class: `value-badge ${cell.value.result}` }),
        s("text", { x, y: y + 34, class: `value-text ${cell.value.result}` }, mark(cell.value)),
        s("title", {}, T.cellValue(cell.name, cell.value)),
      );
    }
    if (cell.target) {
      g.append(s("circle", { cx: x, cy: y, r: 40, class: "target-ring" }));
      g.setAttribute("data-drop", "");
      target(g, cell.target.label, cell.target.intent);
    } else {
      g.setAttribute("aria-label", cell.label);
    }
    svg.append(navigable(g, `cell:${cell.name}`));
  }
  for (const al of scene.won) svg.append(alignmentShape(al, "claimed-line"));
  svg.append(pieces);
  for (const al of scene.claims) svg.append(navigable(target(claimShape(al), al.target.label, al.target.intent), `claim:${al.name}`));
  return svg;
}

function sidePanel(scene: QuartoScene): HTMLElement {
  const side = h("div", { class: "quarto-side" });
  const handBox = h("div", { class: "hand-box" });
  const hand = scene.hand;
  if (hand) {
    handBox.append(h("div", { class: "label hand-label" }, hand.label));
    if (hand.piece !== null) {
      const el = h("div", { class: "hand-piece", "data-hand": pieceText(hand.piece), "data-anim": `piece:${pieceText(hand.piece)}` }, pieceIcon(hand.piece, 56));
      if (hand.draggable) dragSource(el, `piece:${pieceText(hand.piece)}`);
      handBox.append(el, h("div", { class: "piece-words" }, describePiece(hand.piece)));
    }
  }
  side.append(handBox);
  const pool = h("div", { class: "pool", role: "group", "aria-label": T.pool });
  for (const slot of scene.pool) {
    const hex = pieceText(slot.piece);
    const el = h("div", { class: `pool-slot${slot.used ? " used" : ""}${slot.target ? " target" : ""}`, "data-piece": hex });
    if (!slot.used) el.append(h("span", { class: "pool-piece", "data-anim": `piece:${hex}` }, pieceIcon(slot.piece, 40)));
    if (slot.value) el.append(h("span", { class: `value-badge ${slot.value.result}`, title: T.giveValue(slot.piece, slot.value) }, mark(slot.value)));
    if (slot.target) target(el, slot.target.label, slot.target.intent);
    else el.setAttribute("aria-label", slot.label);
    el.title = describePiece(slot.piece);
    pool.append(slot.used ? el : navigable(el, `pool:${hex}`));
  }
  side.append(h("div", { class: "label pool-label" }, T.poolHeading), pool);
  if (scene.announce) {
    const claims = h("div", { class: "claims" });
    if (scene.announce.hint) claims.append(h("p", { class: "hint" }, scene.announce.hint));
    for (const b of scene.announce.buttons) claims.append(navigable(h("button", { class: b.class, "data-intent": b.intent }, b.text), `button:${b.intent}`));
    claims.append(h("p", { class: "small" }, scene.announce.note));
    side.append(claims);
  }
  return side;
}

/** An action drawn small, for the history and the analysis: the piece given (its picture),
 * the cell placed on, the claim. */
export function chip(action: string): HTMLElement {
  const a = parseQuartoAction(action);
  const words = quartoTexts.action(action);
  switch (a?.kind) {
    case "give":
      return h("span", { class: "chip give", title: words }, pieceIcon(a.piece, 18));
    case "place":
      return h("span", { class: "chip place", title: words }, a.cell);
    case "claim":
      return h("span", { class: "chip claim", title: words }, T.claimChip(a.alignment));
    default:
      return h("span", { class: "chip", title: words }, action === "pass" ? T.passChip : action);
  }
}

/** The piece a drag shows under the pointer (`piece:HEX`). */
export function ghost(what: string): Element {
  return pieceIcon(parseInt(what.replace(/^piece:/, ""), 16), 64);
}

/** An alignment to claim: its shape, and for a square a disc at its centre (large enough for a
 * finger, where the four cells meet). */
function claimShape(al: Alignment): SVGElement {
  const shape = alignmentShape(al, "claim-target");
  if (!al.square) return shape;
  const xs = al.cells.map((c) => centre(c)[0]);
  const ys = al.cells.map((c) => centre(c)[1]);
  const [cx, cy] = [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
  return s("g", { class: "claim-target square-claim" }, shape, s("circle", { cx, cy, r: 27, class: "square-handle" }));
}

/** An alignment as a shape: a band along a line (a polygon, so that it has an area to click
 * and to see), or a rounded square around a 2×2 square. */
function alignmentShape(al: Alignment, cls: string): SVGElement {
  if (al.square) {
    const xs = al.cells.map((c) => centre(c)[0]);
    const ys = al.cells.map((c) => centre(c)[1]);
    const x = Math.min(...xs) - 46;
    const y = Math.min(...ys) - 46;
    return s("rect", { x, y, width: CELL + 92, height: CELL + 92, rx: 40, class: `${cls} square-shape` });
  }
  const [x1, y1] = centre(al.cells[0]);
  const [x2, y2] = centre(al.cells[3]);
  const length = Math.hypot(x2 - x1, y2 - y1);
  const [dx, dy] = [(x2 - x1) / length, (y2 - y1) / length];
  // 54 wide: 44 px on a phone, for a finger to pick the line.
  const [nx, ny] = [-dy * 27, dx * 27];
  const [ex, ey] = [dx * 30, dy * 30];
  const corners = [
    [x1 - ex + nx, y1 - ey + ny],
    [x2 + ex + nx, y2 + ey + ny],
    [x2 + ex - nx, y2 + ey - ny],
    [x1 - ex - nx, y1 - ey - ny],
  ];
  return s("polygon", { points: corners.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" "), class: `${cls} line-shape` });
}
