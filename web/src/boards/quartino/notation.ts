// Quartino's notation as the server writes it: the wheel's nine spaces (`C`, `R0`…`R7`), the
// eight quarters (`Q0`…`Q7`), observations (`GYP/./YP/… 2 SC+1 17 ?,?/YGPB,… @2`: the
// viewer's own hand, every other card `?`) and actions (`Y@R3` place, `four`, `column@R2`,
// `YBGP@Q5` claim, `end`).

export const COLOURS = ["Y", "B", "G", "P"] as const;
export type Colour = (typeof COLOURS)[number];

/** Tokens of each colour in the game (the standard equipment). */
const TOKENS_PER_COLOUR = 7;

/** The nine spaces: `C`, then `R0`…`R7` clockwise from the top. */
export const SPACES = ["C", "R0", "R1", "R2", "R3", "R4", "R5", "R6", "R7"];

/** One seat's cards. */
export interface QuartinoSeat {
  /** The cards in hand (`?` for a card this viewer may not see). */
  hand: string[];
  /** The cards put aside (claimed), face up. */
  aside: string[];
}

/** A state as the view text writes it (an observation, or the whole position once over). */
export interface QuartinoView {
  /** The stack on each space, bottom first, by `SPACES` order. */
  stacks: string[][];
  /** The seat to move, from 0 (for a finished game the winner). */
  toMove: number;
  phase: string;
  turns: number;
  seats: QuartinoSeat[];
  /** The viewer's seat, from 0, if the text says (`@N`). */
  viewer: number | null;
}

/** Reads `GYP/./YP/YG/G/PP/YPYY/./PYG 2 SC+1 17 ?,?,?,?/YGPB,GYBP,PYBG,PGYB @2`. */
export function parseQuartinoView(text: string): QuartinoView {
  const fields = text.trim().split(/\s+/);
  if (fields.length < 5) throw new Error(`not a Quartino state: ${text}`);
  const [board, toMove, phase, turns, seats, viewer] = fields;
  const stacks = board.split("/").map((st) => (st === "." ? [] : [...st]));
  if (stacks.length !== 9) throw new Error(`not a Quartino board: ${board}`);
  return {
    stacks,
    toMove: Number(toMove) - 1,
    phase,
    turns: Number(turns),
    seats: seats.split("/").map((seat) => {
      const [hand, aside] = seat.split(":");
      return {
        hand: hand === "-" || hand === "" ? [] : hand.split(","),
        aside: aside ? aside.split(",").filter((c) => c) : [],
      };
    }),
    viewer: viewer?.startsWith("@") ? Number(viewer.slice(1)) - 1 : null,
  };
}

/** Tokens of each colour still in the supply. */
export function supply(view: QuartinoView): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of COLOURS) out[c] = TOKENS_PER_COLOUR;
  for (const stack of view.stacks) for (const t of stack) if (t in out) out[t] -= 1;
  return out;
}

/** The spaces of the quarter `k`: the centre and three ring spaces from `Rk` clockwise. */
export function quarterSpaces(k: number): string[] {
  return ["C", `R${k % 8}`, `R${(k + 1) % 8}`, `R${(k + 2) % 8}`];
}

/** An action, read. */
export type QuartinoAction =
  | { kind: "place"; colour: Colour; space: string }
  | { kind: "four" }
  | { kind: "column"; space: string }
  | { kind: "claim"; card: string; quarter: number }
  | { kind: "end" };

/** Reads `Y@R3`, `four`, `column@R2`, `YBGP@Q5`, `end` (null for anything else). */
export function parseQuartinoAction(text: string): QuartinoAction | null {
  if (text === "four") return { kind: "four" };
  if (text === "end") return { kind: "end" };
  const column = /^column@(\S+)$/.exec(text);
  if (column) return { kind: "column", space: column[1] };
  const claim = /^([YBGP]{4})@Q(\d)$/.exec(text);
  if (claim) return { kind: "claim", card: claim[1], quarter: Number(claim[2]) };
  const place = /^([YBGP])@(\S+)$/.exec(text);
  if (place) return { kind: "place", colour: place[1] as Colour, space: place[2] };
  return null;
}

/** The space an action put a token on or took a column from, if any. */
export function spaceOf(action: string): string | null {
  return /@(C|R\d)$/.exec(action)?.[1] ?? null;
}
