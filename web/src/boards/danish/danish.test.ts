// Danish Quarto's board without a browser: a move picked as a piece, then its destination,
// then (when it makes a square with several captures) the capture; and what the scene draws.

import { describe, expect, it } from "vitest";
import { boardInput } from "../../test-fixtures";
import { parseIntent } from "../board";
import { scene } from "./scene";
import { IDLE, reduce, settle } from "./select";

const moving = boardInput({
  position: "e5,e7/b6,c3 w 0 0",
  legal: ["e5-f6", "e5-d4xb6", "e5-d4xc3", "e7-f8"],
  seatName: (seat) => ["Ada", "Black"][seat],
});
const act = (intent: string, selection = IDLE, input = moving) => reduce(selection, parseIntent(intent), input);

describe("Danish Quarto selection", () => {
  it("picks a piece, then plays a plain move at once", () => {
    const picked = act("from:e5").selection;
    expect(picked).toEqual({ from: "e5", to: null });
    expect(act("to:f6", picked).play).toBe("e5-f6");
    expect(act("unselect", picked).selection.from).toBeNull();
  });

  it("asks for the capture when a move makes a square with several", () => {
    const picked = act("from:e5").selection;
    const square = act("to:d4", picked);
    expect(square.play).toBeUndefined();
    expect(square.selection).toEqual({ from: "e5", to: "d4" });
    const sc = scene(moving, square.selection);
    expect(sc.points.filter((p) => p.mark === "capture-target").map((p) => p.target?.intent)).toEqual([
      "play:e5-d4xb6",
      "play:e5-d4xc3",
    ]);
    expect(sc.hint).toBe("A square! Pick the Black piece to capture (dotted rings).");
  });

  it("plays a single capture at once, and places by one click", () => {
    const one = boardInput({ position: "e5/b6 w 3 3", legal: ["d4xb6"] });
    expect(act("to:d4", IDLE, one).play).toBe("d4xb6");
    const place = boardInput({ position: "/ w 12 12", legal: ["e5", "a3"] });
    expect(act("to:e5", IDLE, place).play).toBe("e5");
    expect(act("to:i9", IDLE, place)).toEqual({ selection: IDLE });
  });

  it("a drag picks the dragged piece", () => {
    expect(act("drag:e7").selection.from).toBe("e7");
    const picked = act("from:e7").selection;
    expect(act("drag:e7", picked).selection).toBe(picked);
  });

  it("drops a picked piece that may no longer move", () => {
    const picked = act("from:e5").selection;
    expect(settle(picked, moving)).toBe(picked);
    expect(settle(picked, { ...moving, legal: [] }).from).toBeNull();
  });
});

describe("Danish Quarto scene", () => {
  it("marks the movable pieces, then the picked one's destinations", () => {
    const sc = scene(moving, IDLE);
    expect(sc.points.filter((p) => p.mark === "source").map((p) => p.name)).toEqual(["e5", "e7"]);
    expect(sc.points.find((p) => p.name === "e5")).toMatchObject({ draggable: true, drop: false, label: "move the piece on e5" });
    expect(sc.hint).toBe("White to move: pick one of your marked pieces.");
    const picked = scene(moving, { from: "e5", to: null });
    expect(picked.points.filter((p) => p.mark === "target").map((p) => p.name)).toEqual(["d4", "f6"]);
    expect(picked.points.find((p) => p.name === "f6")).toMatchObject({ drop: true, label: "move e5 to f6" });
    expect(picked.points.find((p) => p.name === "e5")?.mark).toBe("selected");
  });

  it("draws the sides, the made squares and the last move from the server", () => {
    const sc = scene(
      {
        ...moving,
        legal: [],
        history: [{ seat: 1, action: "d6-c5xe9", at: 0 }],
        highlights: { made_squares: [[], ["b6-c5-d6-c7"]], winning_lines: null },
      },
      IDLE,
    );
    expect(sc.squares).toEqual([{ side: 1, name: "b6-c5-d6-c7", corners: ["b6", "c5", "d6", "c7"], title: "Black's square b6-c5-d6-c7" }]);
    expect(sc.points.find((p) => p.name === "c5")?.last).toBe("to");
    expect(sc.points.find((p) => p.name === "d6")?.last).toBe("from");
    // A piece of the side that did not move was captured on e9 (Black moved: a White piece).
    expect(sc.points.find((p) => p.name === "e9")?.captured).toBe(0);
    expect(sc.lastMove).toEqual({ from: "d6", to: "c5" });
    // The moved piece slides from where it stood.
    expect(sc.points.find((p) => p.name === "c5")?.from).toBe(null);
    expect(sc.sides.map((s) => [s.name, s.alias, s.counts, s.squares])).toEqual([
      ["White", " (Ada)", " · 0 in hand · 2 on the board", null],
      ["Black", null, " · 0 in hand · 2 on the board", "Squares: b6-c5-d6-c7"],
    ]);
    expect(sc.points.some((p) => p.target)).toBe(false);
    expect(sc.hint).toBeNull();
  });

  it("offers the pass when nothing else is possible", () => {
    const sc = scene(boardInput({ position: "e5/b6 b 0 0", legal: ["pass"] }), IDLE);
    expect(sc.pass).toEqual({ intent: "play:pass", label: "Pass" });
    expect(sc.hint).toBe("No move is possible: you must pass.");
  });
});
