// A Quarto! position set up by hand: picks and clicks as state, and the notation both ways.

import { describe, expect, it } from "vitest";
import { clickCell, clickHand, EMPTY, pick, pool, positionOf, setupOf } from "./editor";

describe("a Quarto! position set up by hand", () => {
  it("writes the empty board as the start, and a board with pieces as a give to come", () => {
    expect(positionOf(EMPTY)).toBe("..../..../..../.... -");
    const one = clickCell(pick(EMPTY, 7), 9); // b3
    expect(positionOf(one)).toBe("..../.7../..../.... *");
    expect(positionOf(clickHand(pick(one, 10)))).toBe("..../.7../..../.... a");
  });

  it("reads what it writes, and leaves a text that is no position to the server", () => {
    for (const text of ["..../..../..../.... -", "10.d/53.8/.c.a/.fe. 7", "0f../..../.3../a5.. *"]) {
      const setup = setupOf(text);
      expect(setup).not.toBeNull();
      expect(positionOf(setup!)).toBe(text);
    }
    expect(setupOf("  ")).toEqual(EMPTY);
    expect(positionOf(setupOf("10.D/53.8/.C.A/.FE. 7  ")!)).toBe("10.d/53.8/.c.a/.fe. 7");
    for (const text of ["..../..x./..../.... -", "..../..../.... -", "0.../..../..../.... 0", "..../..../..../0123 * d1", "00../..../..../.... 1"]) {
      expect(setupOf(text)).toBeNull();
    }
  });

  it("puts the picked piece on a cell or in hand, the one there before back in the pool", () => {
    let s = clickCell(pick(EMPTY, 3), 0);
    expect(s.cells[0]).toBe(3);
    expect(pool(s)).not.toContain(3);
    // Another piece on the same cell: 3 goes back.
    s = clickCell(pick(s, 5), 0);
    expect(s.cells[0]).toBe(5);
    expect(pool(s)).toContain(3);
    // Without a piece picked, a click takes the piece off the board.
    s = clickCell(s, 0);
    expect(s.cells[0]).toBeNull();
    expect(pool(s)).toHaveLength(16);
    // The hand: a piece picked goes there, replacing the one before; a bare click empties it.
    s = clickHand(pick(s, 4));
    s = clickHand(pick(s, 6));
    expect(s.hand).toBe(6);
    expect(pool(s)).toContain(4);
    expect(clickHand(s).hand).toBeNull();
  });

  it("picks only pieces of the pool, and a second pick of the same piece puts it down", () => {
    const s = clickCell(pick(EMPTY, 2), 15);
    expect(pick(s, 2)).toBe(s);
    expect(pick(pick(s, 1), 1).picked).toBeNull();
    expect(pick(pick(s, 1), 0).picked).toBe(0);
  });
});
