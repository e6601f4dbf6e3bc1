// A Danish Quarto position set up by hand: clicks as state, and the notation both ways.

import { describe, expect, it } from "vitest";
import { clickPoint, positionOf, setupOf, START, withHand, withToMove } from "./editor";

describe("a Danish Quarto position set up by hand", () => {
  it("writes the start, and each side's points column by column", () => {
    expect(positionOf(START)).toBe("/ w 12 12");
    let s = clickPoint(START, "e5");
    s = clickPoint(clickPoint(s, "c3"), "c3");
    s = clickPoint(s, "a5");
    expect(positionOf(withToMove(withHand(withHand(s, 0, 10), 1, 11), 1))).toBe("a5,e5/c3 b 10 11");
  });

  it("cycles a point through White, Black and empty", () => {
    const white = clickPoint(START, "d4");
    expect(white.owners.get("d4")).toBe(0);
    const black = clickPoint(white, "d4");
    expect(black.owners.get("d4")).toBe(1);
    expect(clickPoint(black, "d4").owners.has("d4")).toBe(false);
  });

  it("keeps the hands between 0 and 12", () => {
    expect(withHand(START, 0, 15).hands).toEqual([12, 12]);
    expect(withHand(START, 1, -2).hands).toEqual([12, 0]);
    expect(withHand(START, 0, Number.NaN).hands).toEqual([0, 12]);
  });

  it("reads what it writes, and leaves a text that is no position to the server", () => {
    for (const text of ["/ w 12 12", "e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3", "a7,c9,i7/c3,d2,e3 b 9 10"]) {
      expect(positionOf(setupOf(text)!)).toBe(text);
    }
    expect(positionOf(setupOf("  ")!)).toBe("/ w 12 12");
    // Points are read in any order and written column by column.
    expect(positionOf(setupOf("i7,a7/ w 10 12")!)).toBe("a7,i7/ w 10 12");
    for (const text of ["a1/ w 12 12", "e5/e5 w 11 11", "e5,e5/ w 11 12", "/ x 12 12", "/ w 13 12", "e5 w 12 12", "..../..../..../.... -"]) {
      expect(setupOf(text)).toBeNull();
    }
  });
});
