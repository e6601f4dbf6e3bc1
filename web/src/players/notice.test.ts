import { describe, expect, test } from "vitest";
import type { ChallengeList, YourGames } from "../wire";
import { prefixed, speaksOn, waitingOf } from "./notice";

describe("a game needs you, on every page", () => {
  test("the count goes in front of whatever title the page has, once", () => {
    expect(prefixed("Quarto! · Quartet", 2)).toBe("(2) Quarto! · Quartet");
    expect(prefixed("(2) Quarto! · Quartet", 3)).toBe("(3) Quarto! · Quartet");
    expect(prefixed("(2) Quarto! · Quartet", 0)).toBe("Quarto! · Quartet");
    expect(prefixed("● Your turn · Quarto! · Quartet", 1)).toBe("(1) ● Your turn · Quarto! · Quartet");
    expect(prefixed("Lobby", 0)).toBe("Lobby");
  });

  test("the games that need the player and the challenges received count", () => {
    const game = (needs_you: boolean) => ({ needs_you }) as YourGames["games"][number];
    const games = { games: [game(true), game(false), game(true)] } as YourGames;
    const challenges = { received: [{}], sent: [{}, {}] } as unknown as ChallengeList;
    expect(waitingOf(games, challenges)).toBe(3);
    expect(waitingOf({ games: [] } as unknown as YourGames, { received: [], sent: [] } as unknown as ChallengeList)).toBe(0);
  });

  test("your games says it itself", () => {
    expect(speaksOn("/games")).toBe(false);
    expect(speaksOn("/games/")).toBe(false);
    expect(speaksOn("/")).toBe(true);
    expect(speaksOn("/game/abc")).toBe(true);
    expect(speaksOn("/player/games")).toBe(true);
  });
});
