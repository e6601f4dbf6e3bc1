// The boards' readers of the server's notation, and the Danish board's geometry against the
// spec's counts (which squares are made comes from the server).

import { describe, expect, it } from "vitest";
import { LINES, parseDanishMove, parseDanishView, POINTS } from "./danish";
import { describePhase, parseQuartinoView, quarterSpaces, supply } from "./quartino";
import { alignments, cellName, describePiece, parseQuartoRules, parseQuartoView } from "./quarto";

describe("Quarto!", () => {
  it("reads a position: row 4 first, a1 bottom-left", () => {
    const v = parseQuartoView("0f../..../.3../a... 5");
    expect(v.cells[12]).toBe(0); // a4
    expect(v.cells[13]).toBe(15); // b4
    expect(v.cells[5]).toBe(3); // b2
    expect(v.cells[0]).toBe(10); // a1
    expect(v.cells.filter((c) => c !== null)).toHaveLength(4);
    expect(v.hand).toBe(5);
    expect(v.mustGive).toBe(false);
    expect(parseQuartoView("..../.7../..../.... *").mustGive).toBe(true);
    expect(parseQuartoView("..../..../..../.... -").hand).toBeNull();
    expect(() => parseQuartoView("..../....")).toThrow();
  });

  it("names cells and alignments as the notation does", () => {
    expect(cellName(0)).toBe("a1");
    expect(cellName(15)).toBe("d4");
    const lines = alignments(false).map((a) => a.name);
    expect(lines).toHaveLength(10);
    expect(lines).toContain("a1-d4");
    expect(lines).toContain("a4-d1");
    expect(lines).toContain("b1-b4");
    const all = alignments(true);
    expect(all).toHaveLength(19);
    expect(all.filter((a) => a.square).map((a) => a.name)).toContain("a1-b2");
    expect(all.find((a) => a.name === "c3-d4")?.cells).toEqual([10, 11, 14, 15]);
  });

  it("reads the rules and describes pieces", () => {
    expect(parseQuartoRules("attributes=height,colour,shape,top squares=yes win=announce")).toEqual({
      squares: true,
      announce: true,
      attributes: ["height", "colour", "shape", "top"],
    });
    expect(describePiece(0)).toBe("short light round solid");
    expect(describePiece(15)).toBe("tall dark square hollow");
  });
});

describe("Danish Quarto geometry", () => {
  it("has the spec's 37 points and 92 lines with its degrees", () => {
    expect(POINTS).toHaveLength(37);
    expect(LINES).toHaveLength(92);
    const degree = new Map<string, number>();
    for (const [a, b] of LINES) {
      degree.set(a, (degree.get(a) ?? 0) + 1);
      degree.set(b, (degree.get(b) ?? 0) + 1);
    }
    const counts = new Map<number, number>();
    for (const p of POINTS) counts.set(degree.get(p.name) ?? 0, (counts.get(degree.get(p.name) ?? 0) ?? 0) + 1);
    expect(Object.fromEntries(counts)).toEqual({ 8: 9, 5: 4, 4: 20, 3: 4 });
    const has = (a: string, b: string) => LINES.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
    expect(has("e7", "g7")).toBe(true);
    expect(has("c3", "d2")).toBe(true);
    expect(has("d4", "f4")).toBe(false);
  });

  it("reads a position", () => {
    const v = parseDanishView("e5,e7,e9,g3,g7,g9,i5/b6,c3,d2,d4,d6,d8,e3,f4,f6 w 3 3");
    expect(v.toMove).toBe(0);
    expect(v.hands).toEqual([3, 3]);
    expect(v.white.has("e5")).toBe(true);
    expect(v.black.size).toBe(9);
    expect(parseDanishView("/ w 12 12").white.size).toBe(0);
  });

  it("reads moves", () => {
    expect(parseDanishMove("e5")).toEqual({ text: "e5", from: null, to: "e5", capture: null });
    expect(parseDanishMove("e5-f6xg3")).toEqual({ text: "e5-f6xg3", from: "e5", to: "f6", capture: "g3" });
    expect(parseDanishMove("d2xe7")?.capture).toBe("e7");
    expect(parseDanishMove("pass")).toBeNull();
  });
});

describe("Quartino", () => {
  it("reads an observation: own hand only, the others hidden", () => {
    const v = parseQuartinoView("GYP/./YP/YG/G/PP/YPYY/./PYG 2 P3@R5 17 ?,?,?,?/YGPB,GYBP,PYBG,PGYB @2");
    expect(v.stacks[0]).toEqual(["G", "Y", "P"]);
    expect(v.stacks[1]).toEqual([]);
    expect(v.toMove).toBe(1);
    expect(v.phase).toBe("P3@R5");
    expect(describePhase(v.phase)).toBe("3 tokens to place and the column on R5 to remove, in any order");
    expect(describePhase("P0@R3,R5")).toBe("remove the column on R3 or R5 (its token is placed)");
    expect(describePhase("P2+F")).toBe("2 tokens to place");
    expect(describePhase("Q-FC")).toBe("claim cards, or end the turn");
    expect(v.turns).toBe(17);
    expect(v.viewer).toBe(1);
    expect(v.seats[0].hand).toEqual(["?", "?", "?", "?"]);
    expect(v.seats[1].hand).toEqual(["YGPB", "GYBP", "PYBG", "PGYB"]);
    const stock = supply(v);
    expect(stock.Y + stock.B + stock.G + stock.P).toBe(28 - 17);
  });

  it("reads put-aside cards and empty hands", () => {
    const v = parseQuartinoView("././././././././. 1 - 9 -:YBGP,BGPY,GBPY,PGYB/YGBP,BPGY,GYPB");
    expect(v.seats[0].hand).toEqual([]);
    expect(v.seats[0].aside).toHaveLength(4);
    expect(v.seats[1].hand).toHaveLength(3);
    expect(v.viewer).toBeNull();
  });

  it("names the spaces of a quarter", () => {
    expect(quarterSpaces(0)).toEqual(["C", "R0", "R1", "R2"]);
    expect(quarterSpaces(7)).toEqual(["C", "R7", "R0", "R1"]);
  });
});
