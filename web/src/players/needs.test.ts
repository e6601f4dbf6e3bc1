import { describe, expect, test } from "vitest";
import type { StateView } from "../wire";
import { fromState, type GameLine, merge, titled } from "./needs";

const line = (id: string, extra: Partial<GameLine>): GameLine => ({
  id,
  game: "quarto",
  seats: [0],
  players: ["Ann", "Bob"],
  accounts: ["account", "account"],
  bots: [null, null],
  status: "live",
  toMove: 1,
  offer: null,
  result: null,
  termination: null,
  createdAt: 0,
  needsYou: false,
  ...extra,
});

describe("your games", () => {
  test("the games that wait for you come first, then those under way, then finished ones, newest first", () => {
    const merged = merge(
      [line("old-turn", { needsYou: true, createdAt: 1 }), line("done", { status: "finished", createdAt: 9 })],
      [line("theirs", { createdAt: 5 }), line("new-turn", { needsYou: true, createdAt: 3 }), line("done", { status: "live", needsYou: true })],
    );
    expect(merged.map((g) => g.id)).toEqual(["new-turn", "old-turn", "theirs", "done"]);
  });

  test("the title says how many games wait", () => {
    expect(titled("Your games · Quartet", 0)).toBe("Your games · Quartet");
    expect(titled("Your games · Quartet", 2)).toBe("(2) Your games · Quartet");
  });
});

describe("a held game's state", () => {
  const state = (extra: Record<string, unknown>) =>
    ({
      id: "g",
      game: "quarto",
      status: "live",
      you: [1],
      to_move: 0,
      seats: [{ name: "Ann" }, { name: null }],
      offers: { draw: null, take_back: null, draws: true, abortable: [] },
      result: null,
      created_at: 7,
      ...extra,
    }) as unknown as StateView;

  test("waits for the player on their turn, or with another's offer to answer", () => {
    expect(fromState(state({})).needsYou).toBe(false);
    expect(fromState(state({ to_move: 1 })).needsYou).toBe(true);
    expect(fromState(state({ offers: { draw: 0, take_back: null, draws: true, abortable: [] } }))).toMatchObject({ offer: "draw", needsYou: true });
    expect(fromState(state({ offers: { draw: 1, take_back: null, draws: true, abortable: [] } }))).toMatchObject({ offer: null, needsYou: false });
    expect(fromState(state({ status: "finished", to_move: 1, result: { result: "win 2" } }))).toMatchObject({ needsYou: false, result: "win 2" });
  });

  test("knows which seats bots hold, with their level", () => {
    const bots = fromState(state({ seats: [{ name: "Ann", kind: "player" }, { name: null, kind: "bot", level: "casual" }] })).bots;
    expect(bots).toEqual([null, "casual"]);
  });
});
