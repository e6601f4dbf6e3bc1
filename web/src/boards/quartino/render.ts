// Quartino's scene drawn: the wheel (a centre and a ring of eight spaces) with its stacks seen
// from above, the quarter tabs (hovering one lights its four spaces), and beside it the phase,
// the buttons, the supply, the viewer's cards and every seat's.
//
// Colours always come with their letter (Y, B, G, P), so nothing is told by hue alone.

import { h, s } from "../../dom";
import type { Rendered } from "../board";
import { navigable, target } from "../input";
import { parseQuartinoAction } from "./notation";
import type { QuartinoScene } from "./scene";
import { colourName, quartinoTexts } from "./texts";

const T = quartinoTexts.board;
const FILL: Record<string, string> = { Y: "#f2c12e", B: "#2f64c8", G: "#2d9a52", P: "#ee86bb" };
const INK: Record<string, string> = { Y: "#1b1400", B: "#ffffff", G: "#ffffff", P: "#1b0010" };

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

export function render(scene: QuartinoScene): Rendered {
  return { board: wheel(scene), side: sidePanel(scene), layout: "quartino-layout" };
}

function wheel(scene: QuartinoScene): SVGSVGElement {
  // The quarter tabs reach past the wheel: the drawing is a little larger than it.
  const svg = s("svg", { viewBox: "-24 -24 468 468", class: "quartino-wheel", role: "group", "aria-label": T.label });
  svg.append(s("circle", { cx: CX, cy: CY, r: 200, class: "wheel-wood" }));
  for (let k = 0; k < 8; k++) {
    const [x, y] = spaceCentre(`R${k}`);
    svg.append(s("line", { x1: CX, y1: CY, x2: x, y2: y, class: "spoke" }));
  }
  svg.append(s("circle", { cx: CX, cy: CY, r: RING, class: "ring-line" }));
  const spaceEls = new Map<string, SVGGElement>();
  for (const sp of scene.spaces) {
    const { space, stack } = sp;
    const [x, y] = spaceCentre(space);
    const g = s("g", { class: `space${sp.target ? " target" : ""}${sp.last ? " last" : ""}`, "data-space": space });
    g.append(s("circle", { cx: x, cy: y, r: 42, class: "space-hole" }));
    // The stack seen from above: each buried token a ring around the one on it.
    const shown = stack.slice(-4);
    for (let depth = shown.length - 1; depth >= 1; depth--) {
      const colour = shown[shown.length - 1 - depth];
      g.append(s("circle", { cx: x, cy: y, r: 22 + depth * 5, fill: FILL[colour], stroke: "#1d1d1d", "stroke-width": 1 }));
    }
    if (shown.length > 0) {
      const top = token(shown[shown.length - 1], x, y, 22);
      top.setAttribute("data-anim", `top:${space}`);
      if (sp.placed) top.setAttribute("data-anim-from", `pile:${sp.placed}`);
      g.append(top);
    }
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
    if (sp.column) g.append(s("circle", { cx: x, cy: y, r: 46, class: "column-mark" }));
    if (sp.last) g.append(s("circle", { cx: x, cy: y, r: 46, class: "last-ring" }));
    g.append(s("title", {}, sp.title));
    if (sp.target) {
      g.append(s("circle", { cx: x, cy: y, r: 38, class: "target-ring" }));
      target(g, sp.target.label, sp.target.intent);
    } else {
      g.setAttribute("aria-label", sp.label);
    }
    spaceEls.set(space, g);
    svg.append(navigable(g, `space:${space}`));
  }
  // The quarter tabs around the wheel: a claim names one.
  for (const q of scene.quarters) {
    const angle = ((-90 + 45 * (q.quarter + 1)) * Math.PI) / 180;
    const x = CX + 200 * Math.cos(angle);
    const y = CY + 200 * Math.sin(angle);
    // Large enough to touch on a phone (44 px).
    const tab = s(
      "g",
      { class: `quarter-tab${q.armed ? " armed" : ""}`, "data-quarter": `Q${q.quarter}` },
      s("circle", { cx: x, cy: y, r: 31, class: "tab-disc" }),
      s("text", { x, y: y + 6, class: "tab-text" }, `Q${q.quarter}`),
    );
    const show = (on: boolean) => q.spaces.forEach((sp) => spaceEls.get(sp)?.classList.toggle("in-quarter", on));
    tab.addEventListener("mouseenter", () => show(true));
    tab.addEventListener("mouseleave", () => show(false));
    tab.addEventListener("focus", () => show(true));
    tab.addEventListener("blur", () => show(false));
    if (q.target) target(tab, q.target.label, q.target.intent);
    else tab.setAttribute("aria-label", q.label);
    svg.append(navigable(tab, `quarter:${q.quarter}`));
  }
  return svg;
}

function sidePanel(scene: QuartinoScene): HTMLElement {
  const side = h("div", { class: "quartino-side" });
  side.append(h("p", { class: "phase" }, scene.phase));
  if (scene.buttons.length > 0) {
    side.append(
      h("div", { class: "actions" }, ...scene.buttons.map((b) => navigable(h("button", { class: b.class ?? null, "data-intent": b.intent }, b.text), `button:${b.intent}`))),
    );
  }
  const palette = h("div", { class: "palette", role: "group", "aria-label": T.supply });
  for (const pile of scene.piles) {
    const icon = s("svg", { viewBox: "0 0 40 40", width: 34, height: 34, "data-anim": `pile:${pile.colour}` });
    icon.append(token(pile.colour, 20, 20, 16));
    const chip = h(
      "div",
      { class: `supply-pile${pile.usable ? " usable" : ""}${pile.chosen ? " chosen" : ""}`, "data-colour": pile.colour },
      icon,
      h("span", { class: "pile-name" }, pile.name),
      h("span", { class: "pile-count" }, pile.count),
    );
    chip.title = pile.text;
    if (pile.target) target(chip, pile.target.label, pile.target.intent);
    chip.setAttribute("aria-pressed", String(pile.chosen));
    palette.append(pile.target ? navigable(chip, `colour:${pile.colour}`) : chip);
  }
  side.append(h("div", { class: "label" }, scene.paletteLabel), palette);
  if (scene.hand) {
    const hand = h("div", { class: "hand", role: "group", "aria-label": T.yourCards });
    for (const c of scene.hand.cards) {
      const el = h("div", { class: `card${c.chosen ? " chosen" : ""}`, "data-card": c.card }, cardGraphic(c.card), h("span", {}, c.card));
      el.firstElementChild?.setAttribute("data-anim", `card:${c.card}`);
      if (c.target) target(el, c.target.label, c.target.intent);
      else el.setAttribute("aria-label", c.label);
      hand.append(navigable(el, `card:${c.card}`));
    }
    side.append(h("div", { class: "label" }, scene.hand.label), hand);
  }
  const seats = h("div", { class: "quartino-seats" });
  for (const seat of scene.seats) {
    seats.append(
      h(
        "div",
        { class: `quartino-seat${seat.toMove ? " to-move" : ""}`, "data-seat": String(seat.seat) },
        h("strong", {}, seat.name),
        h("span", {}, seat.cards),
        seat.aside.length > 0
          ? h(
              "div",
              { class: "aside" },
              ...seat.aside.map((a) => {
                const card = cardGraphic(a.card, 40);
                card.setAttribute("data-anim", `card:${a.card}`);
                return h("span", { class: "aside-card", title: a.title }, card);
              }),
            )
          : null,
        seat.hand === null ? null : h("div", { class: "small" }, seat.hand),
      ),
    );
  }
  side.append(seats);
  return side;
}

/** An action drawn small, for the history: the colour placed (a chip with its letter) and
 * where, the situations, the card claimed and its quarter. */
export function chip(action: string): HTMLElement {
  const a = parseQuartinoAction(action);
  const words = quartinoTexts.action(action);
  const C = quartinoTexts.chips;
  switch (a?.kind) {
    case "place":
      return h(
        "span",
        { class: "chip quartino-chip", title: words },
        h("span", { class: `colour-chip colour-${a.colour}`, "aria-label": colourName(a.colour) }, a.colour),
        a.space,
      );
    case "claim":
      return h("span", { class: "chip quartino-chip claim", title: words }, cardGraphic(a.card, 22), `Q${a.quarter}`);
    case "column":
      return h("span", { class: "chip quartino-chip", title: words }, C.column(a.space));
    case "four":
      return h("span", { class: "chip quartino-chip", title: words }, C.four);
    case "end":
      return h("span", { class: "chip quartino-chip end", title: words }, C.end);
    default:
      return h("span", { class: "chip", title: words }, action);
  }
}
