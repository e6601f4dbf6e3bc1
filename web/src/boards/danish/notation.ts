// Danish Quarto's notation and board as the server names them: the 37 points (`a3` … `i7`)
// and their 92 lines (an Alquerque-like board, from the game's definition), positions
// (`e5,e7/b6,c3 w 3 3`) and actions (`e5` place, `e5-f6` move, `…xg3` capture, `pass`).
// Which squares are made comes from the server: the browser draws the lines, never judges.

export interface Point {
  name: string;
  x: number;
  y: number;
}

export const LETTERS = "abcdefghi";

function isPoint(x: number, y: number): boolean {
  if (x < 1 || x > 9 || y < 1 || y > 9 || (x + y) % 2 !== 0) return false;
  return !((x === 1 || x === 9) && (y === 1 || y === 9));
}

/** The 37 points, column by column. */
export const POINTS: Point[] = (() => {
  const out: Point[] = [];
  for (let x = 1; x <= 9; x++) for (let y = 1; y <= 9; y++) if (isPoint(x, y)) out.push({ name: `${LETTERS[x - 1]}${y}`, x, y });
  return out;
})();

/** The points by name. */
export const POINT: ReadonlyMap<string, Point> = new Map(POINTS.map((p) => [p.name, p]));
const nameAt = (x: number, y: number) => `${LETTERS[x - 1]}${y}`;

/** The 92 lines, as pairs of point names. */
export const LINES: [string, string][] = (() => {
  const out: [string, string][] = [];
  for (const p of POINTS) {
    const steps: [number, number][] = [
      [1, 1],
      [1, -1],
    ];
    if (p.x % 2 === 1 && p.y % 2 === 1) steps.push([2, 0], [0, 2]);
    for (const [dx, dy] of steps) if (isPoint(p.x + dx, p.y + dy)) out.push([p.name, nameAt(p.x + dx, p.y + dy)]);
  }
  return out;
})();

/** A position as the view text writes it. */
export interface DanishView {
  white: Set<string>;
  black: Set<string>;
  /** 0 White, 1 Black. */
  toMove: number;
  hands: [number, number];
}

/** Reads `e5,e7/b6,c3 w 3 3`. */
export function parseDanishView(text: string): DanishView {
  const [pieces, side, wh, bh] = text.trim().split(/\s+/);
  const [w, b] = (pieces ?? "").split("/");
  if (b === undefined || (side !== "w" && side !== "b")) throw new Error(`not a Danish Quarto position: ${text}`);
  const list = (t: string) => new Set(t ? t.split(",").filter((x) => x) : []);
  return { white: list(w), black: list(b), toMove: side === "w" ? 0 : 1, hands: [Number(wh), Number(bh)] };
}

/** The seat whose piece stands on a point (0 White, 1 Black), or null. */
export function ownerAt(view: DanishView, point: string): 0 | 1 | null {
  return view.white.has(point) ? 0 : view.black.has(point) ? 1 : null;
}

/** A Danish Quarto action, read. */
export interface DanishMove {
  text: string;
  from: string | null;
  to: string;
  capture: string | null;
}

/** Reads `e5`, `e5-f6`, `d2xe7`, `e5-f6xg3` (not `pass`). */
export function parseDanishMove(text: string): DanishMove | null {
  const m = /^(?:([a-i][1-9])-)?([a-i][1-9])(?:x([a-i][1-9]))?$/.exec(text);
  if (!m) return null;
  return { text, from: m[1] ?? null, to: m[2], capture: m[3] ?? null };
}

/** The moves among a list of actions (`pass` left out). */
export function movesOf(actions: readonly string[]): DanishMove[] {
  return actions.map(parseDanishMove).filter((m): m is DanishMove => m !== null);
}
