// A game carried from its page to the lobby's import: read back as it was kept, and anything
// else (a tampered or older entry) read as none.

import { describe, expect, it } from "vitest";
import { readCarried } from "./carry";

describe("a carried game", () => {
  it("is read back as it was kept", () => {
    const carried = { record: '[Game "quarto"]\na1 0', ply: 1, bots: [null, "strong"] };
    expect(readCarried(JSON.stringify(carried))).toEqual(carried);
  });

  it("is none when its text is not one", () => {
    for (const text of [
      "",
      "not json",
      "null",
      "[]",
      JSON.stringify({ record: 1, ply: 0, bots: [] }),
      JSON.stringify({ record: "R", ply: -1, bots: [] }),
      JSON.stringify({ record: "R", ply: 1.5, bots: [] }),
      JSON.stringify({ record: "R", ply: 0, bots: [3] }),
      JSON.stringify({ record: "R", ply: 0 }),
    ]) {
      expect(readCarried(text)).toBeNull();
    }
  });
});
