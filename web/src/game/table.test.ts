// The game page's panel between the players: the first turn's countdown in words.

import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { loadLang, useLang } from "../i18n";
import { stateView } from "../test-fixtures";
import { between } from "./between";
import { firstTurnWords } from "./table";

const names = (seat: number) => ["Ada", "Blaise"][seat];
const offers = (ends: number | null) => ({ draw: null, take_back: null, draws: true, abortable: [0, 1], first_turn_ends: ends, claims: false, rematch: false });

beforeAll(async () => {
  await loadLang("en");
  await loadLang("cs");
});
afterEach(() => useLang("en"));

describe("the first turn's countdown", () => {
  it("is shown to both players while the server says a first turn runs, and to nobody else", () => {
    expect(between(stateView({ offers: offers(30_000), to_move: 0 }), null).firstTurn).toEqual({ seat: 0, mine: true, at: 30_000 });
    expect(between(stateView({ offers: offers(30_000), to_move: 0, you: [1], viewer: 1 }), null).firstTurn).toEqual({ seat: 0, mine: false, at: 30_000 });
    expect(between(stateView({ offers: offers(null), to_move: 0 }), null).firstTurn).toBeNull();
    expect(between(stateView({ offers: offers(30_000), to_move: 0, you: [], viewer: null }), null).firstTurn).toBeNull();
  });

  it("says the whole seconds left, rounded up, to the player to move and about them to the other", () => {
    const mine = { seat: 0, mine: true, at: 30_000 };
    expect(firstTurnWords(mine, names, 0)).toEqual({ seconds: 30, words: "You have 30 s to play your first move, or the game is aborted." });
    expect(firstTurnWords(mine, names, 20_500).seconds).toBe(10);
    expect(firstTurnWords(mine, names, 31_000).seconds).toBe(0);
    const theirs = { ...mine, mine: false };
    expect(firstTurnWords(theirs, names, 29_001).words).toBe("Ada has 1 s to play their first move, or the game is aborted.");
    useLang("cs");
    expect(firstTurnWords(theirs, names, 25_000).words).toBe("Ada má na první tah 5 s, jinak bude hra zrušena.");
  });
});
