// Quartino: the wheel (a centre and a ring of eight spaces) with its stacks, the supply, your
// hand of cards (nobody else's: the server sends only your own), the cards put aside, and a
// turn by clicks — a situation, a colour then a space for each token, a card then a quarter
// of the wheel for a claim, and the end of the turn.
//
// Colours always come with their letter (Y, B, G, P), so nothing is told by hue alone.

import { asButton, h, s } from "../dom";
import { Board, type BoardProps } from "./board";

export const COLOURS = ["Y", "B", "G", "P"] as const;
export const COLOUR_NAMES: Record<string, string> = { Y: "yellow", B: "blue", G: "green", P: "pink" };
const FILL: Record<string, string> = { Y: "#f2c12e", B: "#2f64c8", G: "#2d9a52", P: "#ee86bb" };
const INK: Record<string, string> = { Y: "#1b1400", B: "#ffffff", G: "#ffffff", P: "#1b0010" };
/** Tokens of each colour in the game (the standard equipment). */
const TOKENS_PER_COLOUR = 7;

/** The nine spaces: `C`, then `R0`…`R7` clockwise from the top. */
export const SPACES = ["C", "R0", "R1", "R2", "R3", "R4", "R5", "R6", "R7"];

/** One seat's cards. */
export interface QuartinoSeat {
  /** The cards in hand (`?` for a card this viewer may not see). */
  hand: string[];
  /** The cards put aside (claimed), face up. */
  aside: string[];
}

/** A state as the view text writes it (an observation, or the whole position once over). */
export interface QuartinoView {
  /** The stack on each space, bottom first, by `SPACES` order. */
  stacks: string[][];
  /** The seat to move, from 0 (for a finished game the winner). */
  toMove: number;
  phase: string;
  turns: number;
  seats: QuartinoSeat[];
  /** The viewer's seat, from 0, if the text says (`@N`). */
  viewer: number | null;
}

/** Reads `GYP/./YP/YG/G/PP/YPYY/./PYG 2 SC+1 17 ?,?,?,?/YGPB,GYBP,PYBG,PGYB @2`. */
export function parseQuartinoView(text: string): QuartinoView {
  const fields = text.trim().split(/\s+/);
  if (fields.length < 5) throw new Error(`not a Quartino state: ${text}`);
  const [board, toMove, phase, turns, seats, viewer] = fields;
  const stacks = board.split("/").map((st) => (st === "." ? [] : [...st]));
  if (stacks.length !== 9) throw new Error(`not a Quartino board: ${board}`);
  return {
    stacks,
    toMove: Number(toMove) - 1,
    phase,
    turns: Number(turns),
    seats: seats.split("/").map((seat) => {
      const [hand, aside] = seat.split(":");
      return {
        hand: hand === "-" || hand === "" ? [] : hand.split(","),
        aside: aside ? aside.split(",").filter((c) => c) : [],
      };
    }),
    viewer: viewer?.startsWith("@") ? Number(viewer.slice(1)) - 1 : null,
  };
}

/** Tokens of each colour still in the supply. */
export function supply(view: QuartinoView): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of COLOURS) out[c] = TOKENS_PER_COLOUR;
  for (const stack of view.stacks) for (const t of stack) if (t in out) out[t] -= 1;
  return out;
}

/** The phase in words. */
export function describePhase(phase: string): string {
  if (phase === "-") return "the game is over";
  if (phase.startsWith("S")) {
    const open: string[] = [];
    if (phase.includes("F")) open.push("four colours");
    if (phase.includes("C")) open.push("a column");
    return `situations open: ${open.join(" and ") || "none"}${phase.includes("+1") ? " (one used)" : ""}`;
  }
  if (phase.startsWith("P")) {
    const n = Number(phase.slice(1));
    return `${n} token${n === 1 ? "" : "s"} to place`;
  }
  if (phase === "Q") return "claim cards, or end the turn";
  return phase;
}

/** The spaces of the quarter `k`: the centre and three ring spaces from `Rk` clockwise. */
export function quarterSpaces(k: number): string[] {
  return ["C", `R${k % 8}`, `R${(k + 1) % 8}`, `R${(k + 2) % 8}`];
}

/** Describes an action in words. */
export function describeQuartinoAction(action: string): string {
  if (action === "four") return "used four colours (+1 token)";
  if (action === "end") return "ended the turn";
  const column = /^column@(\S+)$/.exec(action);
  if (column) return `removed the column on ${column[1]}`;
  const claim = /^([YBGP]{4})@Q(\d)$/.exec(action);
  if (claim) return `claimed card ${claim[1]} at quarter Q${claim[2]}`;
  const place = /^([YBGP])@(\S+)$/.exec(action);
  if (place) return `placed ${COLOUR_NAMES[place[1]]} on ${place[2]}`;
  return action;
}

const CX = 210;
const CY = 210;
const RING = 128;

function spaceCentre(space: string): [number, number] {
  if (space === "C") return [CX, CY];
  const k = Number(space.slice(1));
  const angle = ((-90 + 45 * k) * Math.PI) / 180;
  return [CX + RING * Math.cos(angle), CY + RING * Math.sin(angle)];
}

/** A token: a disc of its colour with its letter. */
function token(colour: string, x: number, y: number, r: number): SVGGElement {
  return s(
    "g",
    { class: "token" },
    s("circle", { cx: x, cy: y, r, fill: FILL[colour] ?? "#999", stroke: "#1d1d1d", "stroke-width": 1.5 }),
    s("text", { x, y: y + r * 0.36, "font-size": r * 1.05, class: "token-letter", fill: INK[colour] ?? "#000" }, colour),
  );
}

/** A card: the quarter it shows (centre, then three ring spaces), as on the wheel's Q0. */
export function cardGraphic(card: string, size = 76): SVGSVGElement {
  const svg = s("svg", { viewBox: "0 0 80 80", width: size, height: size, class: "card-graphic" });
  svg.append(s("rect", { x: 1, y: 1, width: 78, height: 78, rx: 8, class: "card-face" }));
  if (card === "?") {
    svg.append(s("text", { x: 40, y: 50, class: "card-back" }, "?"));
    return svg;
  }
  const spots: [number, number][] = [
    [22, 58],
    [22, 20],
    [46, 28],
    [58, 54],
  ];
  svg.append(s("path", { d: "M22 58 L22 20 M22 58 L46 28 M22 58 L58 54", class: "card-spokes" }));
  [...card].forEach((colour, i) => svg.append(token(colour, spots[i][0], spots[i][1], 11)));
  return svg;
}

export class QuartinoBoard extends Board {
  private colour: string | null = null;
  private card: string | null = null;

  protected reset(): void {
    this.card = null;
  }

  protected draw(props: BoardProps): Node[] {
    const view = parseQuartinoView(props.view);
    const legal = new Set(props.legal);
    const placements = props.legal.filter((a) => /^[YBGP]@(C|R\d)$/.test(a));
    const colours = COLOURS.filter((c) => placements.some((a) => a.startsWith(`${c}@`)));
    if (this.colour && !colours.includes(this.colour as (typeof COLOURS)[number])) this.colour = null;
    if (!this.colour && colours.length > 0) this.colour = colours[0];
    const columns = props.legal.filter((a) => a.startsWith("column@")).map((a) => a.slice(7));
    const claiming = legal.has("end");
    const viewer = props.viewer;
    const myHand = viewer !== null ? (view.seats[viewer]?.hand ?? []).filter((c) => c !== "?") : [];
    if (this.card && !myHand.includes(this.card)) this.card = null;
    const last = props.history.length > 0 ? props.history[props.history.length - 1].action : null;
    const lastSpace = last ? /@(C|R\d)$/.exec(last)?.[1] ?? null : null;

    const svg = s("svg", { viewBox: "0 0 420 420", class: "quartino-wheel", role: "group", "aria-label": "Quartino wheel" });
    svg.append(s("circle", { cx: CX, cy: CY, r: 200, class: "wheel-wood" }));
    for (let k = 0; k < 8; k++) {
      const [x, y] = spaceCentre(`R${k}`);
      svg.append(s("line", { x1: CX, y1: CY, x2: x, y2: y, class: "spoke" }));
    }
    svg.append(s("circle", { cx: CX, cy: CY, r: RING, class: "ring-line" }));
    const spaceEls = new Map<string, SVGGElement>();
    SPACES.forEach((space, i) => {
      const [x, y] = spaceCentre(space);
      const stack = view.stacks[i];
      const target = this.colour !== null && legal.has(`${this.colour}@${space}`);
      const g = s("g", { class: `space${target ? " target" : ""}${space === lastSpace ? " last" : ""}`, "data-space": space });
      g.append(s("circle", { cx: x, cy: y, r: 42, class: "space-hole" }));
      // The stack seen from above: each buried token a ring around the one on it.
      const shown = stack.slice(-4);
      for (let depth = shown.length - 1; depth >= 1; depth--) {
        const colour = shown[shown.length - 1 - depth];
        g.append(s("circle", { cx: x, cy: y, r: 22 + depth * 5, fill: FILL[colour], stroke: "#1d1d1d", "stroke-width": 1 }));
      }
      if (shown.length > 0) g.append(token(shown[shown.length - 1], x, y, 22));
      if (stack.length > 1) {
        // The height, beside the stack, away from the quarter tabs (which sit outward).
        const k = space === "C" ? -1 : Number(space.slice(1));
        const a = space === "C" ? -Math.PI / 4 : ((-90 + 45 * k + 90) * Math.PI) / 180;
        const [bx, by] = [x + 36 * Math.cos(a), y + 36 * Math.sin(a)];
        g.append(
          s("circle", { cx: bx, cy: by, r: 11, class: "height-badge" }),
          s("text", { x: bx, y: by + 4, class: "height-text" }, String(stack.length)),
        );
      }
      g.append(s("text", { x, y: y + 56, class: "space-name" }, space));
      if (columns.includes(space)) g.append(s("circle", { cx: x, cy: y, r: 46, class: "column-mark" }));
      if (space === lastSpace) g.append(s("circle", { cx: x, cy: y, r: 46, class: "last-ring" }));
      const words = stack.length === 0 ? "empty" : `stack ${stack.map((c) => COLOUR_NAMES[c]).join(", ")} (top ${COLOUR_NAMES[stack[stack.length - 1]]})`;
      g.append(s("title", {}, `${space}: ${words}`));
      if (target) {
        g.append(s("circle", { cx: x, cy: y, r: 38, class: "target-ring" }));
        asButton(g, `place ${COLOUR_NAMES[this.colour as string]} on ${space} (${words})`, () =>
          props.play(`${this.colour}@${space}`),
        );
      } else {
        g.setAttribute("aria-label", `${space}: ${words}`);
      }
      spaceEls.set(space, g);
      svg.append(g);
    });
    // The quarter tabs around the wheel: a claim names one.
    for (let k = 0; k < 8; k++) {
      const angle = ((-90 + 45 * (k + 1)) * Math.PI) / 180;
      const x = CX + 186 * Math.cos(angle);
      const y = CY + 186 * Math.sin(angle);
      const tab = s(
        "g",
        { class: `quarter-tab${claiming && this.card ? " armed" : ""}`, "data-quarter": `Q${k}` },
        s("circle", { cx: x, cy: y, r: 17, class: "tab-disc" }),
        s("text", { x, y: y + 5, class: "tab-text" }, `Q${k}`),
      );
      const spaces = quarterSpaces(k);
      const show = (on: boolean) => spaces.forEach((sp) => spaceEls.get(sp)?.classList.toggle("in-quarter", on));
      tab.addEventListener("mouseenter", () => show(true));
      tab.addEventListener("mouseleave", () => show(false));
      tab.addEventListener("focus", () => show(true));
      tab.addEventListener("blur", () => show(false));
      if (claiming) {
        asButton(tab, `claim ${this.card ?? "a card"} at quarter Q${k} (${spaces.join(", ")})`, () => {
          if (!this.card) {
            props.say("Pick one of your cards first, then the quarter where it shows.");
            return;
          }
          props.play(`${this.card}@Q${k}`);
        });
      } else {
        tab.setAttribute("aria-label", `quarter Q${k}: ${spaces.join(", ")}`);
      }
      svg.append(tab);
    }

    const side = h("div", { class: "quartino-side" });
    side.append(h("p", { class: "phase" }, `${props.seatName(view.toMove)}: ${describePhase(view.phase)} · turn ${view.turns + 1}`));
    // Situations and the end of the turn.
    const buttons = h("div", { class: "actions" });
    if (legal.has("four")) buttons.append(h("button", { onclick: () => props.play("four") }, "Use four colours (+1 token)"));
    for (const space of columns)
      buttons.append(h("button", { onclick: () => props.play(`column@${space}`) }, `Remove the column on ${space} (+1 token)`));
    if (legal.has("end")) buttons.append(h("button", { class: "end-turn", onclick: () => props.play("end") }, "End turn"));
    if (buttons.childElementCount > 0) side.append(buttons);
    // The supply, which is also the colour picker when a token is due.
    const stock = supply(view);
    const palette = h("div", { class: "palette", role: "group", "aria-label": "supply" });
    for (const c of COLOURS) {
      const usable = colours.includes(c);
      const chip = h(
        "div",
        { class: `supply-pile${usable ? " usable" : ""}${this.colour === c && usable ? " chosen" : ""}`, "data-colour": c },
        (() => {
          const icon = s("svg", { viewBox: "0 0 40 40", width: 34, height: 34 });
          icon.append(token(c, 20, 20, 16));
          return icon;
        })(),
        h("span", {}, `${COLOUR_NAMES[c]} ×${stock[c]}`),
      );
      if (usable)
        asButton(chip, `use ${COLOUR_NAMES[c]} (${stock[c]} left)`, () => {
          this.colour = c;
          this.redraw();
        });
      chip.setAttribute("aria-pressed", String(this.colour === c && usable));
      palette.append(chip);
    }
    side.append(h("div", { class: "label" }, placements.length > 0 ? "Pick a colour, then a space:" : "Supply"), palette);
    // Your hand.
    if (viewer !== null) {
      const hand = h("div", { class: "hand", role: "group", "aria-label": "your cards" });
      for (const card of myHand) {
        const el = h("div", { class: `card${this.card === card ? " chosen" : ""}`, "data-card": card }, cardGraphic(card), h("span", {}, card));
        if (claiming)
          asButton(el, `card ${card}${this.card === card ? " (chosen)" : ""}`, () => {
            this.card = this.card === card ? null : card;
            this.redraw();
          });
        else el.setAttribute("aria-label", `card ${card}`);
        hand.append(el);
      }
      side.append(
        h("div", { class: "label" }, claiming ? "Your cards: pick one, then the quarter (Q0–Q7) where it shows:" : "Your cards"),
        hand,
      );
    }
    // Every seat: cards held, cards put aside.
    const seats = h("div", { class: "quartino-seats" });
    view.seats.forEach((seat, i) => {
      seats.append(
        h(
          "div",
          { class: `quartino-seat${i === view.toMove && props.toMove !== null ? " to-move" : ""}` },
          h("strong", {}, props.seatName(i)),
          h("span", {}, ` · ${seat.hand.length} card${seat.hand.length === 1 ? "" : "s"} in hand`),
          seat.aside.length > 0
            ? h("div", { class: "aside" }, ...seat.aside.map((c) => h("span", { class: "aside-card", title: `put aside: ${c}` }, cardGraphic(c, 40))))
            : null,
          viewer !== i && props.toMove === null && seat.hand.length > 0 && !seat.hand.includes("?")
            ? h("div", { class: "small" }, `hand: ${seat.hand.join(", ")}`)
            : null,
        ),
      );
    });
    side.append(seats);
    return [h("div", { class: "quartino-layout" }, h("div", { class: "board-wrap" }, svg), side)];
  }
}
