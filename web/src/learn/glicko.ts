// Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): the player's puzzle rating,
// moved by each try against the puzzle's own rating, and kept in the browser until accounts
// exist (`loadRating`, `saveRating`).

/** A rating with its deviation and volatility, on the Glicko scale (1500 ± 350 at first). */
export interface Rating {
  rating: number;
  rd: number;
  vol: number;
}

/** A newcomer's rating. */
export const FIRST: Rating = { rating: 1500, rd: 350, vol: 0.06 };

/** The system constant: how fast the volatility may change. */
const TAU = 0.5;
const SCALE = 173.7178;

/** An opponent met and the score against it (1 a win, 0 a loss, ½ a draw). */
export interface Game {
  rating: number;
  rd: number;
  score: number;
}

function g(phi: number): number {
  return 1 / Math.sqrt(1 + (3 * phi * phi) / (Math.PI * Math.PI));
}

/** The rating after a rating period with `games` (none: the deviation grows). */
export function update(player: Rating, games: readonly Game[]): Rating {
  const mu = (player.rating - 1500) / SCALE;
  const phi = player.rd / SCALE;
  if (games.length === 0) {
    const grown = Math.sqrt(phi * phi + player.vol * player.vol);
    return { ...player, rd: Math.min(350, grown * SCALE) };
  }
  let vInv = 0;
  let sum = 0;
  for (const o of games) {
    const muJ = (o.rating - 1500) / SCALE;
    const gJ = g(o.rd / SCALE);
    const e = 1 / (1 + Math.exp(-gJ * (mu - muJ)));
    vInv += gJ * gJ * e * (1 - e);
    sum += gJ * (o.score - e);
  }
  const v = 1 / vInv;
  const delta = v * sum;
  // The new volatility: the Illinois algorithm on f(x) = 0.
  const a = Math.log(player.vol * player.vol);
  const f = (x: number) => {
    const ex = Math.exp(x);
    const d = phi * phi + v + ex;
    return (ex * (delta * delta - phi * phi - v - ex)) / (2 * d * d) - (x - a) / (TAU * TAU);
  };
  let A = a;
  let B: number;
  if (delta * delta > phi * phi + v) {
    B = Math.log(delta * delta - phi * phi - v);
  } else {
    let k = 1;
    while (f(a - k * TAU) < 0) k += 1;
    B = a - k * TAU;
  }
  let fA = f(A);
  let fB = f(B);
  for (let i = 0; i < 100 && Math.abs(B - A) > 1e-6; i++) {
    const C = A + ((A - B) * fA) / (fB - fA);
    const fC = f(C);
    if (fC * fB <= 0) {
      A = B;
      fA = fB;
    } else {
      fA /= 2;
    }
    B = C;
    fB = fC;
  }
  const vol = Math.exp(A / 2);
  const phiStar = Math.sqrt(phi * phi + vol * vol);
  const phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
  const muNew = mu + phiNew * phiNew * sum;
  return { rating: muNew * SCALE + 1500, rd: Math.max(30, phiNew * SCALE), vol };
}

/** How sure the puzzles' own ratings are taken to be. */
export const PUZZLE_RD = 80;

const KEY = "quartet.puzzleRating";

/** The player's puzzle rating for `game`, as this browser remembers it. */
export function loadRating(game: string): Rating {
  try {
    const all = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Record<string, Rating>;
    const r = all[game];
    if (r && Number.isFinite(r.rating) && Number.isFinite(r.rd) && Number.isFinite(r.vol)) return r;
  } catch {
    // unreadable: start again
  }
  return FIRST;
}

/** Remembers the player's puzzle rating for `game`. */
export function saveRating(game: string, rating: Rating): void {
  let all: Record<string, Rating> = {};
  try {
    all = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Record<string, Rating>;
  } catch {
    all = {};
  }
  all[game] = rating;
  localStorage.setItem(KEY, JSON.stringify(all));
}
