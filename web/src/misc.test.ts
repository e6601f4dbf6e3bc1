// The page helpers that need no browser: clocks, words, the lobby's requests, reconnection.

import { describe, expect, it } from "vitest";
import { describeAction, describeRules, formatClock } from "./game";
import { backoff, mergeHistory } from "./live";
import { stateView } from "./test-fixtures";
import { loadLang, useLang } from "./i18n";
import { learnTexts } from "./learn/texts";
import { keptEnding, rulesText, seatPlans } from "./lobby";

describe("clocks", () => {
  it("shows minutes and seconds, and tenths at the end", () => {
    expect(formatClock(300_000)).toBe("5:00");
    expect(formatClock(61_000)).toBe("1:01");
    expect(formatClock(9_950)).toBe("9.9");
    expect(formatClock(-5)).toBe("0.0");
    expect(formatClock(3_600_000 + 5_000)).toBe("1:00:05");
  });
});

describe("words", () => {
  it("describes actions of every game", () => {
    expect(describeAction("quarto", "7")).toContain("tall dark square solid");
    expect(describeAction("quarto", "b3")).toBe("placed on b3");
    expect(describeAction("quarto", "Q:a1-d4")).toContain("a1-d4");
    expect(describeAction("danish", "e5-f6xg3")).toBe("moved e5→f6, captured g3");
    expect(describeAction("quartino", "Y@R3")).toBe("placed yellow on R3");
    expect(describeAction("quartino", "YBGP@Q5")).toContain("Q5");
  });

  it("describes rules", () => {
    expect(describeRules("quarto", "attributes=height,colour,shape,top squares=no win=auto")).toBe("standard rules");
    expect(describeRules("quarto", "attributes=colour squares=yes win=announce")).toBe(
      "only colour · squares win too · announce Quarto!",
    );
    expect(describeRules("quartino", "players=3 situations=on column_mandatory=off allow_mirror=off cap=500 first=1")).toBe(
      "3 players",
    );
    expect(describeRules("quartino", "players=2 situations=from:3 column_mandatory=off allow_mirror=off")).toBe(
      "2 players · situations after 3 rounds",
    );
  });
});

describe("lobby requests", () => {
  const base = {
    game: "quarto" as const,
    seats: ["me" as const, "bot" as const],
    levels: ["casual", "strong"],
    clock: "none",
    custom: { kind: "total" as const, minutes: 5, increment: 3, seconds: 30 },
    names: [],
    starts: {},
    attributes: { height: true, colour: false, shape: true, top: true },
    squares: true,
    announce: true,
    situations: "on",
    columnMandatory: false,
    allowMirror: false,
  };

  it("writes the rules text and the seats", () => {
    expect(rulesText(base)).toBe("attributes=height,shape,top squares=yes win=announce");
    expect(seatPlans(base)).toEqual(["me", { bot: "strong" }]);
    expect(rulesText({ ...base, game: "quartino", seats: ["me", "bot", "invite"], situations: "off" })).toBe(
      "players=3 situations=off column_mandatory=off allow_mirror=off",
    );
    expect(rulesText({ ...base, game: "quartino", seats: ["me", "bot"], situations: "from:2" })).toBe(
      "players=2 situations=from:2 column_mandatory=off allow_mirror=off",
    );
    expect(rulesText({ ...base, game: "danish" })).toBe("");
  });
});

describe("reconnection", () => {
  it("tries again at once, then waits longer after each failure, up to 2 s, with jitter", () => {
    expect(backoff(0, () => 0.5)).toBe(0);
    expect(backoff(1, () => 0.5)).toBe(250);
    expect(backoff(2, () => 0.5)).toBe(500);
    expect(backoff(10, () => 0.5)).toBe(2000);
    expect(backoff(1, () => 0)).toBe(200);
    expect(backoff(1, () => 1)).toBe(300);
    // After a restart a client never waits more than 2.4 s for the next try.
    for (let attempt = 0; attempt < 20; attempt++) expect(backoff(attempt, () => 1)).toBeLessThanOrEqual(2400);
  });
});

describe("the history sent incrementally", () => {
  const entry = (i: number) => ({ seat: i % 2, action: `a${i}`, at: i });
  const upTo = (n: number) => Array.from({ length: n }, (_, i) => entry(i));

  it("keeps the first history_from actions and appends the message's", () => {
    expect(mergeHistory(null, stateView({ ply: 3, history_from: 0, history: upTo(3) }))).toEqual(upTo(3));
    expect(mergeHistory(upTo(3), stateView({ ply: 4, history_from: 3, history: [entry(3)] }))).toEqual(upTo(4));
    // A take-back: fewer kept, nothing appended.
    expect(mergeHistory(upTo(4), stateView({ ply: 2, history_from: 2, history: [] }))).toEqual(upTo(2));
    // A whole history replaces what was kept.
    expect(mergeHistory([entry(9)], stateView({ ply: 2, history_from: 0, history: upTo(2) }))).toEqual(upTo(2));
  });

  it("says when it lost track, so that the whole history is asked for", () => {
    expect(mergeHistory(null, stateView({ ply: 4, history_from: 3, history: [entry(3)] }))).toBeNull();
    expect(mergeHistory(upTo(2), stateView({ ply: 4, history_from: 3, history: [entry(3)] }))).toBeNull();
    expect(mergeHistory(upTo(3), stateView({ ply: 5, history_from: 3, history: [entry(3)] }))).toBeNull();
  });
});

describe("the lobby's ended tag", () => {
  const over = (result: string, termination: string) => ({ status: "finished" as const, result, termination });

  it("comes from the server's row, from the side of the seat this browser holds", () => {
    expect(keptEnding(over("win 2", "resign 1"), [1])).toEqual({ ended: "resign", words: "won: the opponent resigned" });
    expect(keptEnding(over("win 2", "resign 1"), [0])).toEqual({ ended: "resign", words: "resigned" });
    expect(keptEnding(over("win 1", "time 2"), [0])).toEqual({ ended: "time", words: "won on time" });
    expect(keptEnding(over("win 1", "time 2"), [1])).toEqual({ ended: "time", words: "lost on time" });
    expect(keptEnding(over("win 1", "rules"), [1])).toEqual({ ended: "rules", words: "lost" });
    expect(keptEnding(over("win 1", "rules"), [0])).toEqual({ ended: "rules", words: "won" });
    expect(keptEnding(over("draw", "rules"), [0])).toEqual({ ended: "rules", words: "no winner" });
    expect(keptEnding(over("win 2", "claim 2"), [0])).toEqual({ ended: "claim", words: "lost: claimed after you left" });
    expect(keptEnding(over("win 2", "claim 2"), [1])).toEqual({ ended: "claim", words: "claimed: the opponent left" });
    expect(keptEnding(over("draw", "claim 1"), [1])).toEqual({ ended: "claim", words: "drawn: claimed after the opponent left" });
    expect(keptEnding(over("draw", "agreement"), [0])).toEqual({ ended: "agreement", words: "drawn by agreement" });
  });

  it("words every ending in every language from the catalogs", async () => {
    const endings = [
      ["win 1", "time 2", 0],
      ["win 1", "time 2", 1],
      ["win 2", "resign 1", 1],
      ["win 2", "resign 1", 0],
      ["win 2", "claim 2", 1],
      ["win 2", "claim 2", 0],
      ["draw", "claim 1", 0],
      ["draw", "agreement", 0],
    ] as const;
    const words = () => endings.map(([result, termination, seat]) => keptEnding(over(result, termination), [seat])?.words);
    const english = words();
    expect(new Set(english).size).toBe(endings.length);
    for (const l of ["ro", "es", "fr", "cs", "it"] as const) {
      await loadLang(l);
      useLang(l);
      words().forEach((w, i) => expect(w, `${l}: ${endings[i].join(" ")}`).not.toBe(english[i]));
    }
    useLang("en");
  });

  it("says only how it ended for an abort, a cancel, or seats all on one device", () => {
    expect(keptEnding(over("*", "abort 2"), [0])).toEqual({ ended: "abort", words: "aborted" });
    expect(keptEnding(over("*", "cancel 1"), [0])).toEqual({ ended: "cancel", words: "cancelled" });
    expect(keptEnding(over("win 1", "rules"), [0, 1])?.ended).toBe("rules");
  });

  it("is none while the game goes on or is not listed", () => {
    expect(keptEnding({ status: "live", result: null, termination: null }, [0])).toBeNull();
    expect(keptEnding(undefined, [0])).toBeNull();
  });
});

describe("a review's judge and time", () => {
  it("names the judge in the page's language, and a review under 0.05 s as under 0.1 s", async () => {
    expect(learnTexts.review.by({ kind: "exact_solver" }, 12)).toBe("Reviewed in under 0.1 s (exact solver).");
    expect(learnTexts.review.by({ kind: "alpha_beta", nodes: 300000 }, 1234)).toBe("Reviewed in 1.2 s (alpha-beta search, 300,000 nodes a position).");
    await loadLang("fr");
    useLang("fr");
    expect(learnTexts.review.by({ kind: "information_set_search", playouts: 1 }, 80)).toBe("Analysée en 0,1 s (recherche par ensembles d'information, 1 partie simulée par décision).");
    useLang("en");
  });
});
