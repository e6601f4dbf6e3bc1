// A finished game carried from its page to the lobby's import ("Continue from here"): its
// record, the step to go on from, and the levels of its bots, kept in this tab's
// sessionStorage until the lobby takes them (once).

const KEY = "quartet.carried";

/** What the game page hands the lobby's import. */
export interface Carried {
  /** The game's record, as its export writes it. */
  record: string;
  /** The step to go on from (actions played). */
  ply: number;
  /** By seat, the level of the bot that played it, else null. */
  bots: (string | null)[];
}

/** Keeps `carried` for the lobby. */
export function carry(carried: Carried): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(carried));
  } catch {
    // No storage (private mode): the lobby opens without it.
  }
}

/** What a game page carried here, once: it is forgotten as it is taken. Anything unreadable
 * is none. */
export function takeCarried(): Carried | null {
  let text: string | null = null;
  try {
    text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  return text === null ? null : readCarried(text);
}

/** A carried game from its stored text, or null when the text is not one. */
export function readCarried(text: string): Carried | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { record, ply, bots } = value as Record<string, unknown>;
  if (typeof record !== "string" || typeof ply !== "number" || !Number.isInteger(ply) || ply < 0) return null;
  if (!Array.isArray(bots) || !bots.every((b) => b === null || typeof b === "string")) return null;
  return { record, ply, bots: bots as (string | null)[] };
}
