// Quarto!'s board without a browser: what each intent does to the selection, and what the
// scene draws for a position (targets from the legal list only, marks from the server).

import { describe, expect, it } from "vitest";
import { boardInput } from "../../test-fixtures";
import { parseIntent } from "../board";
import { cellIndex, parseQuartoAction } from "./notation";
import { scene } from "./scene";
import { IDLE, reduce } from "./select";

const input = boardInput({ position: "..../.7../..../.... c", legal: ["a1", "b1", "c1"] });
const act = (intent: string, selection = IDLE, i = input) => reduce(selection, parseIntent(intent), i);

describe("Quarto! notation", () => {
  it("reads actions and cells", () => {
    expect(parseQuartoAction("c")).toEqual({ kind: "give", piece: 12 });
    expect(parseQuartoAction("b3")).toEqual({ kind: "place", cell: "b3" });
    expect(parseQuartoAction("Q:a1-d4")).toEqual({ kind: "claim", alignment: "a1-d4" });
    expect(parseQuartoAction("pass")).toEqual({ kind: "pass" });
    expect(parseQuartoAction("e5")).toBeNull();
    expect(cellIndex("b3")).toBe(9);
    expect(cellIndex("e1")).toBeNull();
  });
});

describe("Quarto! selection", () => {
  it("plays what a target says", () => {
    expect(act("play:b1")).toEqual({ selection: IDLE, play: "b1" });
    expect(act("play:pass").play).toBe("pass");
  });

  it("opens a claim, claims a line or cancels", () => {
    const open = act("claim").selection;
    expect(open.claiming).toBe(true);
    expect(act("claim:a1-d1", open)).toEqual({ selection: IDLE, play: "Q:a1-d1" });
    expect(act("cancel", open).selection.claiming).toBe(false);
    expect(act("drag:piece:c", open).selection).toBe(open);
  });
});

describe("Quarto! scene", () => {
  it("makes targets of the legal placements only, with the piece in hand", () => {
    const sc = scene(input, IDLE);
    expect(sc.cells.filter((c) => c.target).map((c) => c.name)).toEqual(["a1", "b1", "c1"]);
    expect(sc.cells[0].target).toEqual({ intent: "play:a1", label: "place short light square hollow on a1" });
    expect(sc.cells[cellIndex("b3") as number]).toMatchObject({ piece: 7, label: "b3: tall dark square solid", target: undefined });
    expect(sc.hand).toEqual({ piece: 12, label: "Place this piece:", draggable: true });
    expect(sc.pool.filter((p) => p.used).map((p) => p.piece)).toEqual([7, 12]);
    expect(sc.pool.some((p) => p.target)).toBe(false);
    expect(sc.announce).toBeNull();
  });

  it("offers the pool when a piece is to be given", () => {
    const sc = scene(boardInput({ position: "..../.7../..../.... -", legal: ["0", "f"] }), IDLE);
    expect(sc.pool.filter((p) => p.target).map((p) => p.target?.intent)).toEqual(["play:0", "play:f"]);
    expect(sc.hand).toEqual({ piece: null, label: "Choose the piece your opponent will place:", draggable: false });
    const watching = scene(boardInput({ position: "..../.7../..../.... -", toMove: 1 }), IDLE);
    expect(watching.hand?.label).toBe("Seat 2 chooses a piece to give");
    // Once the game is over (a resignation with a piece in hand) nobody "places".
    expect(scene(boardInput({ position: "..../.7../..../.... c", toMove: null }), IDLE).hand?.label).toBe("Piece in hand:");
  });

  it("marks the last placement and the winning quarto the server found", () => {
    const sc = scene(
      boardInput({
        position: "..../..../..../0246 -",
        history: ["0", "a1", "2", "b1", "4", "c1", "6", "d1"].map((action, i) => ({ seat: i % 2, action, at: 0 })),
        highlights: { made_squares: null, winning_lines: ["a1-d1"] },
      }),
      IDLE,
    );
    expect(sc.cells.filter((c) => c.last).map((c) => c.name)).toEqual(["d1"]);
    expect(sc.won.map((a) => a.name)).toEqual(["a1-d1"]);
  });

  it("puts the solver's values on cells and their labels", () => {
    const values = new Map([["a1", { result: "win" as const, distance: 3, text: "" }]]);
    const sc = scene({ ...input, values }, IDLE);
    expect(sc.cells[0].value?.result).toBe("win");
    expect(sc.cells[0].target?.label).toBe("place short light square hollow on a1 (wins in 3 placements)");
  });

  it("in announce mode: a claim's alignments replace the targets", () => {
    const announce = { ...input, rules: "attributes=height,colour,shape,top squares=yes win=announce", legal: ["a1", "pass"] };
    const idle = scene(announce, IDLE);
    expect(idle.announce?.buttons.map((b) => b.intent)).toEqual(["claim", "play:pass"]);
    expect(idle.claims).toEqual([]);
    const claiming = scene(announce, { claiming: true });
    expect(claiming.cells.some((c) => c.target)).toBe(false);
    expect(claiming.claims).toHaveLength(19);
    expect(claiming.claims[0].target).toEqual({ intent: "claim:a1-d1", label: "claim Quarto! on the line a1-d1" });
    expect(claiming.claims[18].target.label).toBe("claim Quarto! on the square c3-d4");
    expect(claiming.announce?.hint).toMatch(/Escape/);
    expect(scene({ ...announce, live: false }, IDLE).announce).toBeNull();
  });

  it("draws a diagram with nothing to press", () => {
    const sc = scene(boardInput({ position: "..../.7../..../.... c", viewer: null, toMove: null, live: false }), IDLE);
    expect(sc.cells.some((c) => c.target)).toBe(false);
    expect(sc.pool.some((p) => p.target)).toBe(false);
    expect(sc.hand?.draggable).toBe(false);
  });
});
