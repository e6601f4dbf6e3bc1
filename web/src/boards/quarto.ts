// Quarto!: the 4×4 board, the 16 pieces drawn so that all four attributes read at a glance,
// the pool to give from, the piece in hand, and the announce-mode "Quarto!" claim with the
// line (or square) picked on the board.
//
// Pieces: bit 0 tall (else short), bit 1 dark (else light), bit 2 square (else round), bit 3
// hollow (else solid). Tall pieces stand twice as high; dark pieces are dark brown, light ones
// pale wood (a difference of lightness, not of hue); square pieces are boxes, round ones
// cylinders; hollow ones show a hole in the top.

import { asButton, draggable, h, s } from "../dom";
import { Board, type BoardProps, valueMark, valueWords } from "./board";

/** The board as the view text writes it. */
export interface QuartoView {
  /** The piece on each cell (index row × 4 + column, `a1` = 0), or null. */
  cells: (number | null)[];
  /** The piece the player to move must place, if any. */
  hand: number | null;
  /** Inside a turn: a piece was just placed and its placer must give (`*`). */
  mustGive: boolean;
}

/** The rules that change the board's look. */
export interface QuartoRules {
  squares: boolean;
  announce: boolean;
  attributes: string[];
}

const COLUMNS = "abcd";

/** The name of a cell by index (`a1` = 0, `d4` = 15). */
export function cellName(index: number): string {
  return `${COLUMNS[index % 4]}${Math.floor(index / 4) + 1}`;
}

/** Reads the view text `..../..../..../.... 7`. */
export function parseQuartoView(text: string): QuartoView {
  const [board, hand] = text.trim().split(/\s+/);
  const rows = (board ?? "").split("/");
  if (rows.length !== 4 || rows.some((r) => r.length !== 4)) throw new Error(`not a Quarto! position: ${text}`);
  const cells: (number | null)[] = new Array(16).fill(null);
  rows.forEach((row, i) => {
    const r = 3 - i;
    [...row].forEach((ch, c) => {
      cells[r * 4 + c] = ch === "." ? null : parseInt(ch, 16);
    });
  });
  return {
    cells,
    hand: hand && /^[0-9a-f]$/i.test(hand) ? parseInt(hand, 16) : null,
    mustGive: hand === "*",
  };
}

/** Reads the rules text `attributes=… squares=no win=auto`. */
export function parseQuartoRules(text: string): QuartoRules {
  const rules: QuartoRules = { squares: false, announce: false, attributes: ["height", "colour", "shape", "top"] };
  for (const word of text.split(/\s+/)) {
    const [key, value] = word.split("=");
    if (key === "squares") rules.squares = value === "yes";
    if (key === "win") rules.announce = value === "announce";
    if (key === "attributes" && value) rules.attributes = value.split(",");
  }
  return rules;
}

/** A piece in words: `tall dark square hollow`. */
export function describePiece(p: number): string {
  return [p & 1 ? "tall" : "short", p & 2 ? "dark" : "light", p & 4 ? "square" : "round", p & 8 ? "hollow" : "solid"].join(
    " ",
  );
}

/** An alignment that can be claimed: its name and cells. */
export interface Alignment {
  name: string;
  cells: number[];
  square: boolean;
}

/** The 10 lines, then (with the advanced rules) the 9 squares, named as the notation does. */
export function alignments(squares: boolean): Alignment[] {
  const out: Alignment[] = [];
  for (let r = 0; r < 4; r++) out.push({ name: `a${r + 1}-d${r + 1}`, cells: [0, 1, 2, 3].map((c) => r * 4 + c), square: false });
  for (let c = 0; c < 4; c++)
    out.push({ name: `${COLUMNS[c]}1-${COLUMNS[c]}4`, cells: [0, 1, 2, 3].map((r) => r * 4 + c), square: false });
  out.push({ name: "a1-d4", cells: [0, 5, 10, 15], square: false });
  out.push({ name: "a4-d1", cells: [12, 9, 6, 3], square: false });
  if (squares) {
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3; c++) {
        const base = r * 4 + c;
        out.push({
          name: `${cellName(base)}-${cellName(base + 5)}`,
          cells: [base, base + 1, base + 4, base + 5],
          square: true,
        });
      }
  }
  return out;
}

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

/** Where a cell's centre is drawn (row 4 at the top). */
function centre(index: number): [number, number] {
  const c = index % 4;
  const r = Math.floor(index / 4);
  return [MARGIN + c * CELL + CELL / 2, MARGIN + (3 - r) * CELL + CELL / 2];
}

/** Who did what, in words, for the last action. */
export function describeQuartoAction(action: string): string {
  if (/^[0-9a-f]$/i.test(action)) return `gave ${describePiece(parseInt(action, 16))} (${action})`;
  if (action.startsWith("Q:")) return `claimed Quarto! on ${action.slice(2)}`;
  if (action === "pass") return "passed (no claim)";
  return `placed on ${action}`;
}

export class QuartoBoard extends Board {
  private claiming = false;

  protected reset(): void {
    this.claiming = false;
  }

  protected draw(props: BoardProps): Node[] {
    const view = parseQuartoView(props.view);
    const rules = parseQuartoRules(props.rules);
    const legal = new Set(props.legal);
    const canPlace = props.legal.some((a) => /^[a-d][1-4]$/.test(a));
    const canGive = props.legal.some((a) => /^[0-9a-f]$/.test(a));
    const canPass = legal.has("pass");
    const myTurn = props.legal.length > 0;
    // The last placement (for its mark) and the last give.
    let lastPlaced: number | null = null;
    for (let i = props.history.length - 1; i >= 0; i--) {
      const a = props.history[i].action;
      if (/^[a-d][1-4]$/.test(a)) {
        lastPlaced = (parseInt(a[1]) - 1) * 4 + COLUMNS.indexOf(a[0]);
        break;
      }
    }
    // The quarto that won, as the server found it.
    const won = alignments(true).filter((al) => props.winningLines?.includes(al.name));

    const size = MARGIN * 2 + CELL * 4;
    const svg = s("svg", {
      viewBox: `0 0 ${size} ${size}`,
      class: "quarto-board",
      role: "group",
      "aria-label": "Quarto! board",
    });
    svg.append(s("rect", { x: 4, y: 4, width: size - 8, height: size - 8, rx: 28, class: "quarto-wood" }));
    for (let c = 0; c < 4; c++) {
      svg.append(s("text", { x: MARGIN + c * CELL + CELL / 2, y: size - 6, class: "coord" }, COLUMNS[c]));
    }
    for (let r = 0; r < 4; r++) {
      svg.append(s("text", { x: 12, y: MARGIN + (3 - r) * CELL + CELL / 2 + 5, class: "coord" }, String(r + 1)));
    }
    for (let i = 0; i < 16; i++) {
      const [x, y] = centre(i);
      const name = cellName(i);
      const piece = view.cells[i];
      const target = !this.claiming && canPlace && legal.has(name);
      const g = s("g", {
        class: `cell${target ? " target" : ""}${i === lastPlaced ? " last" : ""}`,
        "data-cell": name,
      });
      g.append(s("circle", { cx: x, cy: y, r: 44, class: "hole" }));
      if (piece !== null) {
        const p = pieceGraphic(piece);
        p.setAttribute("transform", `translate(${x - 30} ${y - 48})`);
        g.append(p);
      }
      if (i === lastPlaced) {
        g.append(s("circle", { cx: x, cy: y, r: 46, class: "last-ring" }));
        g.append(s("path", { d: `M${x + 30} ${y - 44} l12 0 l-6 10 z`, class: "last-mark" }));
      }
      const value = piece === null ? props.values?.get(name) : undefined;
      if (value) {
        g.append(
          s("rect", { x: x - 24, y: y + 18, width: 48, height: 22, rx: 6, class: `value-badge ${value.result}` }),
          s("text", { x, y: y + 34, class: `value-text ${value.result}` }, valueMark(value)),
          s("title", {}, `${name}: ${valueWords(value)}`),
        );
      }
      if (target) {
        g.append(s("circle", { cx: x, cy: y, r: 40, class: "target-ring" }));
        g.setAttribute("data-drop", "");
        const hand = view.hand;
        asButton(g, `place ${hand === null ? "the piece" : describePiece(hand)} on ${name}${value ? ` (${valueWords(value)})` : ""}`, () =>
          props.play(name),
        );
      } else {
        g.setAttribute("aria-label", piece === null ? `${name}: empty` : `${name}: ${describePiece(piece)}`);
      }
      svg.append(g);
    }
    for (const al of won) svg.append(this.lineShape(al, "claimed-line"));
    if (this.claiming) {
      for (const al of alignments(rules.squares)) {
        const shape = this.lineShape(al, "claim-target");
        asButton(shape, `claim Quarto! on ${al.square ? "the square" : "the line"} ${al.name}`, () => {
          this.claiming = false;
          props.play(`Q:${al.name}`);
        });
        svg.append(shape);
      }
    }

    // Beside the board: the piece in hand, the pool, the claim.
    const side = h("div", { class: "quarto-side" });
    const handBox = h("div", { class: "hand-box" });
    if (view.hand !== null) {
      handBox.append(
        h("div", { class: "label" }, canPlace ? "Place this piece:" : `${props.seatName(props.toMove ?? 0)} places:`),
        (() => {
          const hand = view.hand;
          const el = h("div", { class: "hand-piece", "data-hand": hand.toString(16) }, pieceIcon(hand, 56));
          if (canPlace) draggable(el, () => pieceIcon(hand, 64));
          return el;
        })(),
        h("div", { class: "piece-words" }, describePiece(view.hand)),
      );
    } else if (props.toMove !== null) {
      handBox.append(
        h(
          "div",
          { class: "label" },
          canGive ? "Choose the piece your opponent will place:" : `${props.seatName(props.toMove)} chooses a piece to give`,
        ),
      );
    }
    side.append(handBox);

    const pool = h("div", { class: "pool", role: "group", "aria-label": "pieces to give" });
    const onBoard = new Set(view.cells.filter((c): c is number => c !== null));
    for (let p = 0; p < 16; p++) {
      const used = onBoard.has(p) || view.hand === p;
      const hex = p.toString(16);
      const give = !this.claiming && canGive && legal.has(hex);
      const slot = h("div", {
        class: `pool-slot${used ? " used" : ""}${give ? " target" : ""}`,
        "data-piece": hex,
      });
      if (!used) slot.append(pieceIcon(p, 40));
      const value = used ? undefined : props.values?.get(hex);
      if (value) slot.append(h("span", { class: `value-badge ${value.result}`, title: `give ${describePiece(p)}: ${valueWords(value)}` }, valueMark(value)));
      if (give) asButton(slot, `give ${describePiece(p)}${value ? ` (${valueWords(value)})` : ""}`, () => props.play(hex));
      else slot.setAttribute("aria-label", used ? `${describePiece(p)}: played` : describePiece(p));
      slot.title = describePiece(p);
      pool.append(slot);
    }
    side.append(h("div", { class: "label" }, "Pieces not yet played"), pool);

    if (rules.announce && props.live) {
      const claims = h("div", { class: "claims" });
      if (myTurn) {
        if (this.claiming) {
          claims.append(
            h("p", { class: "hint" }, "Pick the line on the board (Escape to cancel)."),
            h("button", { onclick: () => ((this.claiming = false), this.redraw()) }, "Cancel"),
          );
        } else {
          claims.append(
            h(
              "button",
              {
                class: "quarto-call",
                onclick: () => {
                  this.claiming = true;
                  this.redraw();
                },
              },
              "Quarto!",
            ),
          );
        }
        if (canPass) {
          claims.append(h("button", { onclick: () => props.play("pass") }, "Pass (no claim: a draw)"));
        }
      }
      claims.append(
        h(
          "p",
          { class: "small" },
          "Announce mode: a quarto wins only when claimed, by its placer before giving or by the opponent before placing.",
        ),
      );
      side.append(claims);
    }
    return [h("div", { class: "quarto-layout" }, h("div", { class: "board-wrap" }, svg), side)];
  }

  private lineShape(al: Alignment, cls: string): SVGElement {
    if (al.square) {
      const xs = al.cells.map((c) => centre(c)[0]);
      const ys = al.cells.map((c) => centre(c)[1]);
      const x = Math.min(...xs) - 46;
      const y = Math.min(...ys) - 46;
      return s("rect", { x, y, width: CELL + 92, height: CELL + 92, rx: 40, class: `${cls} square-shape` });
    }
    // A band along the line (a polygon, so that it has an area to click and to see).
    const [x1, y1] = centre(al.cells[0]);
    const [x2, y2] = centre(al.cells[3]);
    const length = Math.hypot(x2 - x1, y2 - y1);
    const [dx, dy] = [(x2 - x1) / length, (y2 - y1) / length];
    const [nx, ny] = [-dy * 16, dx * 16];
    const [ex, ey] = [dx * 30, dy * 30];
    const corners = [
      [x1 - ex + nx, y1 - ey + ny],
      [x2 + ex + nx, y2 + ey + ny],
      [x2 + ex - nx, y2 + ey - ny],
      [x1 - ex - nx, y1 - ey - ny],
    ];
    return s("polygon", { points: corners.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" "), class: `${cls} line-shape` });
  }
}
