// The chat's lines kept on the page, and the reader's muted players.

import { describe, expect, it, vi } from "vitest";
import { mutedSeats, setMuted } from "../prefs";
import { mergeLines } from "./chat";

const line = (n: number, text = `line ${n}`) => ({ n, seat: 0, name: null, text, at: n });

describe("the chat", () => {
  it("keeps each line once, in order, when lines come again after a reconnection", () => {
    const kept = mergeLines([], [line(1), line(2)]);
    expect(mergeLines(kept, [line(2), line(3), line(1)]).map((l) => l.n)).toEqual([1, 2, 3]);
    expect(mergeLines([], Array.from({ length: 250 }, (_, i) => line(i + 1))).map((l) => l.n)[0]).toBe(51);
  });

  it("remembers the muted players of each game", () => {
    const kept = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (k: string) => kept.get(k) ?? null,
      setItem: (k: string, v: string) => void kept.set(k, v),
    });
    setMuted("g1", 1, true);
    setMuted("g2", 0, true);
    expect(mutedSeats("g1")).toEqual([1]);
    setMuted("g1", 1, false);
    expect(mutedSeats("g1")).toEqual([]);
    expect(mutedSeats("g2")).toEqual([0]);
    vi.unstubAllGlobals();
  });
});
