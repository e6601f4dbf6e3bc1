// The import's plan as state: on from the record's end with every seat this device's and the
// record's names (or as a game page carried it), then the request a plan makes.

import { describe, expect, it } from "vitest";
import type { RecordPreview } from "../api";
import { importRequest, initialPlan } from "./import";

const PREVIEW: RecordPreview = {
  game: "quarto",
  name: "Quarto!",
  rules: "attributes=height,colour,shape,top squares=no win=auto",
  players: 2,
  names: ["Ada", null],
  plies: [0, 1, 2].map((ply) => ({ ply, seat: ply === 0 ? null : 0, action: null, view: "", made_squares: null, winning_lines: null })),
  over: false,
};

describe("the import's plan", () => {
  it("goes on from the end, every seat this device's, with the record's names", () => {
    expect(initialPlan(PREVIEW)).toEqual({
      ply: 2,
      seats: [
        { choice: "me", level: "casual", name: "Ada" },
        { choice: "me", level: "casual", name: "" },
      ],
    });
  });

  it("for a game carried from its page: on from the step it showed, its bots' seats bots of their levels", () => {
    expect(initialPlan(PREVIEW, { record: "R", ply: 1, bots: [null, "strong"] })).toEqual({
      ply: 1,
      seats: [
        { choice: "me", level: "casual", name: "Ada" },
        { choice: "bot", level: "strong", name: "" },
      ],
    });
    // A step past the record's end is its end.
    expect(initialPlan(PREVIEW, { record: "R", ply: 9, bots: [] }).ply).toBe(2);
  });

  it("asks for the point, the seats and their names (none for a bot, which names itself)", () => {
    const plan = { ply: 1, seats: [{ choice: "bot" as const, level: "strong", name: "Ada" }, { choice: "me" as const, level: "casual", name: " Blaise " }] };
    expect(importRequest("R", plan)).toEqual({ record: "R", ply: 1, seats: [{ bot: "strong" }, "me"], names: [null, "Blaise"] });
  });
});
