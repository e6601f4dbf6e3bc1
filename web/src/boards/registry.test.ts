// The games' records: found by tag (an unknown tag is an error, never another game), their
// texts, and the rules texts their lobby options write.

import { describe, expect, it } from "vitest";
import type { ReasonView } from "../api";
import { initialChoices } from "./record";
import { describeAction, describeRules, findGame, GAMES, gameRecord, UnknownGame } from "./registry";

describe("the registry", () => {
  it("has one record per game, found by its tag", () => {
    expect(GAMES.map((g) => g.tag)).toEqual(["quarto", "danish", "quartino"]);
    for (const g of GAMES) expect(gameRecord(g.tag)).toBe(g);
    expect(GAMES.map((g) => g.texts.name)).toEqual(["Quarto!", "Danish Quarto", "Quartino"]);
  });

  it("refuses a game it does not know instead of drawing another", () => {
    expect(findGame("chess")).toBeUndefined();
    expect(() => gameRecord("chess")).toThrow(UnknownGame);
    expect(() => gameRecord("chess")).toThrow(/chess/);
    expect(() => describeAction("chess", "e4")).toThrow(UnknownGame);
    expect(() => describeRules("", "")).toThrow(UnknownGame);
  });

  it("names seats in each game's own words", () => {
    expect(gameRecord("danish").texts.seatName(0)).toBe("White");
    expect(gameRecord("danish").texts.seatName(1)).toBe("Black");
    expect(gameRecord("danish").texts.seatName(2)).toBeNull();
    expect(gameRecord("quarto").texts.seatName(0)).toBeNull();
    expect(gameRecord("quartino").texts.seatName(3)).toBeNull();
  });

  it("words the solver's values only where there is an analysis", () => {
    const words = gameRecord("quarto").texts.analysis;
    // Words for the player who moves: "wins in 3", "draw", "loses".
    expect(words?.value({ result: "win", distance: 3, text: "" })).toBe("wins in 3 placements");
    expect(words?.value({ result: "loss", distance: 1, text: "" })).toBe("loses in 1 placement");
    expect(words?.value({ result: "loss", distance: null, text: "" })).toBe("loses");
    expect(words?.value({ result: "win", distance: 0, text: "" })).toBe("wins now");
    expect(words?.value({ result: "draw", distance: null, text: "" })).toBe("draw");
    expect(words?.mark({ result: "loss", distance: 8, text: "" })).toBe("L8");
    expect(words?.legend(false)).toMatch(/ran out of time.*Best line: $/);
    expect(gameRecord("danish").texts.analysis).toBeUndefined();
  });
});

describe("why a game ended, in each game's words", () => {
  const names = (seat: number) => ["Ada", "Blaise", "Bot 3 (casual)"][seat];
  it("Quarto!: the traits the four pieces share, and where", () => {
    const reason = gameRecord("quarto").texts.reason;
    expect(reason?.({ kind: "quarto", alignments: [{ name: "c1-c4", square: false, traits: ["short"] }] }, names)).toBe("four short pieces on column c");
    expect(reason?.({ kind: "quarto", alignments: [{ name: "a2-d2", square: false, traits: ["dark", "round"] }] }, names)).toBe("four dark round pieces on row 2");
    expect(reason?.({ kind: "quarto", alignments: [{ name: "a4-d1", square: false, traits: ["tall"] }] }, names)).toBe("four tall pieces on the diagonal a4-d1");
    expect(reason?.({ kind: "quarto", alignments: [{ name: "b2-c3", square: true, traits: ["hollow"] }] }, names)).toBe("a 2×2 square of hollow pieces (b2-c3)");
    expect(reason?.({ kind: "full" }, names)).toBe("every piece placed, no quarto");
    // A reason a newer server may send and this page does not know: no words, no error.
    expect(reason?.({ kind: "newer" } as unknown as ReasonView, names)).toBeNull();
  });
  it("Danish Quarto and Quartino: who, with the players' names", () => {
    const danish = gameRecord("danish").texts.reason;
    expect(danish?.({ kind: "pieces", seat: 1, left: 3 }, (s) => ["White", "Black"][s])).toBe("Black is down to 3 pieces");
    expect(danish?.({ kind: "repetition" }, names)).toBe("the same position a third time");
    const quartino = gameRecord("quartino").texts.reason;
    expect(quartino?.({ kind: "cards", seat: 1, count: 4 }, names)).toBe("Blaise put aside the last of 4 cards");
    expect(quartino?.({ kind: "turn_cap", turns: 500 }, names)).toBe("the cap of 500 turns was reached");
  });
});

describe("the lobby's options", () => {
  const initial = (tag: string, seats: number) => {
    const g = gameRecord(tag);
    return g.lobby.text(initialChoices(g.lobby), seats);
  };

  it("start from each game's standard rules", () => {
    expect(initial("quarto", 2)).toBe("attributes=height,colour,shape,top squares=no win=auto");
    expect(initial("danish", 2)).toBe("");
    expect(initial("quartino", 4)).toBe("players=4 situations=on column_mandatory=off allow_mirror=off");
    for (const g of GAMES) expect(g.texts.rules(initial(g.tag, g.lobby.seats))).toMatch(/standard rules|3 players/);
  });

  it("give every input a distinct name", () => {
    for (const g of GAMES) {
      const names = g.lobby.options.flatMap((o) => (o.kind === "flag" ? [o.name] : o.kind === "set" ? o.items.map((i) => i.name) : []));
      expect(new Set(names).size).toBe(names.length);
    }
    expect(gameRecord("quarto").lobby.options.map((o) => o.kind)).toEqual(["set", "flag", "flag"]);
    expect(gameRecord("danish").lobby.options.map((o) => o.kind)).toEqual(["note"]);
  });

  it("start Quartino with three seats, the others with two", () => {
    expect(GAMES.map((g) => g.lobby.seats)).toEqual([2, 2, 3]);
  });
});

describe("actions and rules in words", () => {
  it("reads every game's notation", () => {
    expect(describeAction("quarto", "pass")).toBe("passed (no claim)");
    expect(describeAction("quarto", "f")).toBe("gave tall dark square hollow (f)");
    expect(describeAction("danish", "e5")).toBe("placed on e5");
    expect(describeAction("danish", "pass")).toBe("passed");
    expect(describeAction("quartino", "four")).toBe("used four colours (+1 token)");
    expect(describeAction("quartino", "column@R2")).toBe("removed the column on R2");
    expect(describeAction("quartino", "end")).toBe("ended the turn");
    expect(describeAction("quartino", "???")).toBe("???");
    expect(describeRules("danish", "ply_cap=200")).toBe("cap of 200 turns");
    expect(describeRules("danish", "ply_cap=none")).toBe("standard rules");
    expect(describeRules("quartino", "situations=off column_mandatory=on allow_mirror=on")).toBe(
      "no situations · columns mandatory · mirror images count",
    );
  });
});
