// The learning pages' words and the hints' warnings, without a browser.

import { describe, expect, it } from "vitest";
import { stateView } from "../test-fixtures";
import { hintWarning } from "./ingame";
import { evalWords, themeWords, whyWords } from "./texts";

describe("why, in words", () => {
  it("names the cell, the line and the traits shared", () => {
    expect(whyWords("quarto", { kind: "gift_wins", piece: "7", cell: "c3", line: "a3-d3", shared: ["tall", "dark"] })).toBe(
      "Piece 7 (tall dark square solid) lets your opponent win on c3: row 3 a3-d3: four tall and dark pieces",
    );
    expect(whyWords("quarto", { kind: "win_lost", now: "draw" })).toContain("draw");
    expect(whyWords("danish", { kind: "capture_allowed", reply: "d4xe5", point: "e5" })).toContain("e5");
    expect(whyWords("quartino", { kind: "claims_left", possible: 1, wanted: 2 })).toContain("only 1 card can be claimed this turn, not 2");
  });

  it("words values and themes", () => {
    expect(evalWords({ kind: "exact", result: "win", distance: 3, score: 1 })).toBe("win in 3");
    expect(evalWords({ kind: "exact", result: "draw", distance: null, score: 0.5 })).toBe("draw");
    expect(evalWords({ kind: "estimate", result: null, distance: null, score: 0.62 })).toBe("62%");
    expect(evalWords({ kind: "unknown", result: null, distance: null, score: null })).toBe("?");
    expect(themeWords("win-in-1")).toBe("Win with this placement");
    expect(themeWords("capture-in-2")).toBe("Capture within 2 moves");
  });
});

describe("hints", () => {
  const hints = { deadly_gifts: ["7"], poisoned_cells: ["b2"], threatened: [], unsafe_moves: [], near_cards: [] };
  it("warn before a deadly gift or a poisoned cell, only in a game with hints", () => {
    expect(hintWarning(stateView({ hints_on: true, hints }), "7")).toContain("Careful");
    expect(hintWarning(stateView({ hints_on: true, hints }), "b2")).toContain("Careful");
    expect(hintWarning(stateView({ hints_on: true, hints }), "3")).toBeNull();
    expect(hintWarning(stateView({ hints_on: false, hints: null }), "7")).toBeNull();
  });
});
