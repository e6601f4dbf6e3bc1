// Quartino's board without a browser: the colour of the next token and the card of a claim
// as choices, and what the scene draws (own cards only, targets from the legal list).

import { describe, expect, it } from "vitest";
import { boardInput } from "../../test-fixtures";
import { parseIntent } from "../board";
import { parseQuartinoAction, spaceOf } from "./notation";
import { scene } from "./scene";
import { IDLE, reduce, reset, settle, usableColours } from "./select";

const VIEW = "GYP/./YP/YG/G/PP/YPYY/./PYG 2 P2 17 ?,?,?,?/YGPB,GYBP,PYBG,PGYB @2";
const placing = boardInput({ position: VIEW, viewer: 1, toMove: 1, legal: ["B@C", "B@R0", "G@R6"] });
const claiming = boardInput({ position: VIEW, viewer: 1, toMove: 1, legal: ["YGPB@Q3", "end"] });
const act = (intent: string, selection = IDLE, input = placing) => reduce(selection, parseIntent(intent), input);

describe("Quartino notation", () => {
  it("reads actions", () => {
    expect(parseQuartinoAction("Y@R3")).toEqual({ kind: "place", colour: "Y", space: "R3" });
    expect(parseQuartinoAction("YBGP@Q5")).toEqual({ kind: "claim", card: "YBGP", quarter: 5 });
    expect(parseQuartinoAction("column@R2")).toEqual({ kind: "column", space: "R2" });
    expect(parseQuartinoAction("four")).toEqual({ kind: "four" });
    expect(parseQuartinoAction("nonsense")).toBeNull();
    expect(spaceOf("G@C")).toBe("C");
    expect(spaceOf("end")).toBeNull();
  });
});

describe("Quartino selection", () => {
  it("takes the first usable colour until another is picked", () => {
    expect(usableColours(placing.legal)).toEqual(["B", "G"]);
    const first = settle(IDLE, placing);
    expect(first.colour).toBe("B");
    const green = act("colour:G", first).selection;
    expect(settle(green, placing)).toBe(green);
    expect(settle(green, { ...placing, legal: ["B@C"] }).colour).toBe("B");
  });

  it("claims the picked card at a quarter, and says so when none is picked", () => {
    expect(act("quarter:3", IDLE, claiming)).toEqual({ selection: IDLE, say: "Pick one of your cards first, then the quarter where it shows." });
    const card = act("card:YGPB", IDLE, claiming).selection;
    expect(card.card).toBe("YGPB");
    expect(act("quarter:3", card, claiming).play).toBe("YGPB@Q3");
    expect(act("card:YGPB", card, claiming).selection.card).toBeNull();
  });

  it("forgets a card no longer held, and the card (not the colour) when the game moves on", () => {
    expect(settle({ colour: null, card: "BBBB" }, claiming).card).toBeNull();
    expect(reset({ colour: "G", card: "YGPB" })).toEqual({ colour: "G", card: null });
  });
});

describe("Quartino scene", () => {
  it("makes targets of the spaces the chosen colour may go to", () => {
    const sc = scene(placing, settle(IDLE, placing));
    expect(sc.spaces.filter((s) => s.target).map((s) => s.target?.intent)).toEqual(["play:B@C", "play:B@R0"]);
    expect(sc.spaces[0].label).toBe("C: stack green, yellow, pink (top pink)");
    expect(sc.piles.map((p) => [p.colour, p.usable, p.chosen])).toEqual([
      ["Y", false, false],
      ["B", true, true],
      ["G", true, false],
      ["P", false, false],
    ]);
    expect(sc.paletteLabel).toBe("Pick a colour, then a space:");
    expect(sc.phase).toBe("Seat 2: 2 tokens to place · turn 18");
    expect(sc.quarters.some((q) => q.target)).toBe(false);
  });

  it("shows the viewer's own cards and arms the quarters for a claim", () => {
    const sc = scene(claiming, { colour: null, card: "YGPB" });
    expect(sc.hand?.cards.map((c) => [c.card, c.chosen, c.target?.intent])).toEqual([
      ["YGPB", true, "card:YGPB"],
      ["GYBP", false, "card:GYBP"],
      ["PYBG", false, "card:PYBG"],
      ["PGYB", false, "card:PGYB"],
    ]);
    expect(sc.quarters[3]).toMatchObject({ armed: true, target: { intent: "quarter:3", label: "claim YGPB at quarter Q3 (C, R3, R4, R5)" } });
    expect(sc.buttons).toEqual([{ text: "End turn", intent: "play:end", class: "end-turn" }]);
    expect(sc.seats.map((s) => s.cards)).toEqual([" · 4 cards in hand", " · 4 cards in hand"]);
    expect(sc.seats.every((s) => s.hand === null)).toBe(true);
  });

  it("offers a column at the start of the turn for one token more, and during the placements as it stands", () => {
    const start = boardInput({ position: VIEW.replace(" P2 ", " SFC "), viewer: 1, toMove: 1, legal: ["four", "column@R6", "B@C"] });
    expect(scene(start, IDLE).buttons.map((b) => b.text)).toEqual(["Use four colours (+1 token)", "Remove the column on R6 (+1 token)"]);
    const both = boardInput({ position: VIEW.replace(" P2 ", " P3@R6 "), viewer: 1, toMove: 1, legal: ["column@R6", "B@C"] });
    const sc = scene(both, IDLE);
    expect(sc.buttons).toEqual([{ text: "Remove the column on R6", intent: "play:column@R6" }]);
    expect(sc.phase).toBe("Seat 2: 3 tokens to place and the column on R6 to remove, in any order · turn 18");
  });

  it("says the game is over instead of a turn's prompt once it ended (a resignation too)", () => {
    const over = scene({ ...placing, legal: [], toMove: null }, IDLE);
    expect(over.phase).toBe("The game is over after 17 turns.");
    // Won within the 18th turn (its last card put aside, no `end`): the 18th counts, as in the
    // history; after an `end`, only the turns completed.
    const won = { ...placing, legal: [], toMove: null, history: [{ seat: 1, action: "G@R6", at: 0 }, { seat: 1, action: "YGPB@Q3", at: 0 }] };
    expect(scene(won, IDLE).phase).toBe("The game is over after 18 turns.");
    expect(scene({ ...won, history: [{ seat: 0, action: "end", at: 0 }] }, IDLE).phase).toBe("The game is over after 17 turns.");
    // A replay step or a diagram still says whose turn it was.
    expect(scene({ ...placing, legal: [], toMove: 1, live: false }, IDLE).phase).toBe("Seat 2: 2 tokens to place · turn 18");
  });

  it("sends the token just placed from its supply pile", () => {
    const sc = scene({ ...placing, history: [{ seat: 1, action: "G@R6", at: 0 }] }, IDLE);
    expect(sc.spaces.find((sp) => sp.space === "R6")?.placed).toBe("G");
    expect(sc.spaces.filter((sp) => sp.placed !== null)).toHaveLength(1);
  });

  it("has no hand for a spectator", () => {
    expect(scene({ ...placing, viewer: null, legal: [] }, IDLE).hand).toBeNull();
  });
});
