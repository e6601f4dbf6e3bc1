import { describe, expect, test } from "vitest";
import { FIRST, update } from "./glicko";

describe("Glicko-2", () => {
  test("Glickman's worked example", () => {
    const after = update({ rating: 1500, rd: 200, vol: 0.06 }, [
      { rating: 1400, rd: 30, score: 1 },
      { rating: 1550, rd: 100, score: 0 },
      { rating: 1700, rd: 300, score: 0 },
    ]);
    expect(after.rating).toBeCloseTo(1464.06, 1);
    expect(after.rd).toBeCloseTo(151.52, 1);
    expect(after.vol).toBeCloseTo(0.05999, 4);
  });

  test("a solved puzzle raises the rating, a failed one lowers it, and the deviation shrinks", () => {
    const won = update(FIRST, [{ rating: 1500, rd: 80, score: 1 }]);
    const lost = update(FIRST, [{ rating: 1500, rd: 80, score: 0 }]);
    expect(won.rating).toBeGreaterThan(1500);
    expect(lost.rating).toBeLessThan(1500);
    expect(won.rd).toBeLessThan(FIRST.rd);
    // A harder puzzle solved is worth more.
    const hard = update(FIRST, [{ rating: 1900, rd: 80, score: 1 }]);
    expect(hard.rating).toBeGreaterThan(won.rating);
  });

  test("a period without games lets the deviation grow, up to a newcomer's", () => {
    const settled = { rating: 1600, rd: 50, vol: 0.06 };
    expect(update(settled, []).rd).toBeGreaterThan(50);
    expect(update(FIRST, []).rd).toBe(350);
  });
});
