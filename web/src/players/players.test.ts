import { describe, expect, test } from "vitest";
import type { Profile } from "../wire";
import { CHART, chartLayout, niceStep } from "./chart";
import { leaderboardPath, linkedAccount } from "./link";
import { seatRating } from "./table-ratings";
import { changeShown, classParts, opponentsOf, outcomeOf, ratingShown } from "./profile";

describe("a player page's figures", () => {
  test("a provisional rating is shown with a question mark", () => {
    expect(ratingShown({ rating: 1520.4, provisional: true })).toBe("1520?");
    expect(ratingShown({ rating: 1687, provisional: false })).toBe("1687");
  });

  test("a rating change has its sign", () => {
    expect([changeShown(12.4), changeShown(-8), changeShown(0)]).toEqual(["+12", "−8", "±0"]);
  });

  test("a game's outcome is the player's: won, lost, drawn, aborted, cancelled or under way", () => {
    const g = { status: "finished", seat: 1, result: "win 2", termination: "rules" };
    expect(outcomeOf(g)).toBe("won");
    expect(outcomeOf({ ...g, seat: 0 })).toBe("lost");
    expect(outcomeOf({ ...g, result: "draw", termination: "agreement" })).toBe("drawn");
    expect(outcomeOf({ ...g, result: "*", termination: "abort 1" })).toBe("aborted");
    expect(outcomeOf({ ...g, result: "*", termination: "cancel 1" })).toBe("cancelled");
    expect(outcomeOf({ ...g, status: "live", result: null, termination: null })).toBe("live");
    expect(outcomeOf({ ...g, status: "open", result: null, termination: null })).toBe("open");
  });

  test("the opponents are every other seat: accounts by name, deleted players, guests and bots", () => {
    const g = { seat: 0, players: ["Ada", "Bob", null, "Cleo"], accounts: ["account", "account", "deleted", "none"] };
    expect(opponentsOf(g)).toEqual([{ kind: "account", name: "Bob" }, { kind: "deleted" }, { kind: "other", name: "Cleo" }]);
  });

  test("a rating class's parts", () => {
    expect(classParts("quarto/squares/blitz")).toEqual({ game: "quarto", family: "squares", traits: null, players: null, speed: "blitz" });
    expect(classParts("quarto/standard-3a/rapid")).toEqual({ game: "quarto", family: "standard", traits: 3, players: null, speed: "rapid" });
    expect(classParts("quartino/4p/correspondence")).toEqual({ game: "quartino", family: "players", traits: null, players: 4, speed: "correspondence" });
  });
});

describe("the rating chart", () => {
  test("ticks are round numbers", () => {
    expect(niceStep(120, 4)).toBe(50);
    expect(niceStep(30, 4)).toBe(10);
    expect(niceStep(0, 4)).toBe(0.25);
  });

  test("one line per class, in time order, inside the plot, higher ratings higher up", () => {
    const layout = chartLayout([
      { game: "g3", class: "quarto/standard/blitz", rating: 1540, change: 20, at: 3000 },
      { game: "g1", class: "quarto/standard/blitz", rating: 1500, change: 0, at: 1000 },
      { game: "g2", class: "danish/standard/rapid", rating: 1460, change: 0, at: 2000 },
    ]);
    expect(layout.series.map((s) => s.class)).toEqual(["quarto/standard/blitz", "danish/standard/rapid"]);
    const [blitz] = layout.series;
    expect(blitz.points.map((p) => p.at)).toEqual([1000, 3000]);
    expect(blitz.points[1].y).toBeLessThan(blitz.points[0].y);
    expect(blitz.points[0].x).toBe(CHART.left);
    expect(blitz.points[1].x).toBe(CHART.width - CHART.right);
    for (const p of layout.series.flatMap((s) => s.points)) {
      expect(p.y).toBeGreaterThanOrEqual(CHART.top);
      expect(p.y).toBeLessThanOrEqual(CHART.height - CHART.bottom);
    }
    const ticks = layout.yTicks.map((t) => t.rating);
    expect(ticks[0]).toBeLessThanOrEqual(1460);
    expect(ticks[ticks.length - 1]).toBeGreaterThanOrEqual(1540);
    expect(layout.xTicks.map((t) => t.at)).toEqual([1000, 2000, 3000]);
  });

  test("a single game is a point in the middle", () => {
    const layout = chartLayout([{ game: "g", class: "c", rating: 1500, change: 0, at: 5 }]);
    expect(layout.series[0].points[0].x).toBe(CHART.left + (CHART.width - CHART.left - CHART.right) / 2);
    expect(layout.xTicks).toHaveLength(1);
    expect(chartLayout([])).toEqual({ series: [], yTicks: [], xTicks: [] });
  });
});

describe("names linked to players' pages", () => {
  test("an account's seat under its own name links to its page; guests, bots and deleted players do not", () => {
    expect(linkedAccount({ account: "Ann" }, "Ann")).toBe("Ann");
    expect(linkedAccount({ account: null }, "Bob")).toBeNull();
    expect(linkedAccount({ account: null }, "Bot (casual)")).toBeNull();
    expect(linkedAccount(undefined, "Player 2")).toBeNull();
    // A name shown otherwise than the account's (an old game's) is not linked to a page it is not.
    expect(linkedAccount({ account: "Ann" }, "Disguised")).toBeNull();
  });
});

describe("the leaderboards' addresses", () => {
  test("a class's parts each in the path, the class with the most players at /players", () => {
    expect(leaderboardPath("quarto/squares-3a/blitz")).toBe("/players/quarto/squares-3a/blitz");
    expect(leaderboardPath("quartino/4p/correspondence")).toBe("/players/quartino/4p/correspondence");
    expect(leaderboardPath(null)).toBe("/players");
    // A family the server might name with other characters stays one part of the path.
    expect(leaderboardPath("quarto/a b?c/rapid")).toBe("/players/quarto/a%20b%3Fc/rapid");
  });
});

describe("ratings at a rated game's table", () => {
  const profile: Profile = {
    name: "Ann",
    created_at: 0,
    ratings: [{ class: "quarto/standard/blitz", rating: 1612, deviation: 95, provisional: false, games: 14, rank: 3 }],
    games: [],
    history: [
      { game: "g1", class: "quarto/standard/blitz", rating: 1600, change: 9, at: 1 },
      { game: "g2", class: "quarto/standard/blitz", rating: 1612, change: 12, at: 2 },
    ],
  };
  test("during the game the rating in the class now; a new player's 1500, provisional", () => {
    expect(seatRating(profile, "g3", "quarto/standard/blitz", false)).toEqual({ rating: "1612", change: null, up: true });
    expect(seatRating(profile, "g3", "danish/standard/blitz", false)).toEqual({ rating: "1500?", change: null, up: true });
  });
  test("after it the rating the game left and its change, even with later games played", () => {
    expect(seatRating(profile, "g1", "quarto/standard/blitz", true)).toEqual({ rating: "1600", change: "+9", up: true });
    const lost = { ...profile, history: [{ game: "g4", class: "quarto/standard/blitz", rating: 1590, change: -22, at: 4 }] };
    expect(seatRating(lost, "g4", "quarto/standard/blitz", true)).toEqual({ rating: "1590", change: "−22", up: false });
    // Not listed yet: the rating now, without a change.
    expect(seatRating(profile, "g9", "quarto/standard/blitz", true)).toEqual({ rating: "1612", change: null, up: true });
  });
});
