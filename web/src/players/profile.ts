// What a player page says of the server's `Profile`, as plain data (no DOM, no texts): a rating
// as shown (`1520?` while provisional), a game's outcome for the player and who the opponents
// were, and a rating class's parts.

import type { ProfileGame, ProfileRating } from "../wire";

/** A rating as shown: rounded, with `?` while provisional. */
export function ratingShown(r: Pick<ProfileRating, "rating" | "provisional">): string {
  return `${Math.round(r.rating)}${r.provisional ? "?" : ""}`;
}

/** A rating change with its sign: `+12`, `−8` (a minus sign), `±0`. */
export function changeShown(change: number): string {
  const n = Math.round(change);
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0";
}

/** How a game went for the player: still under way (`live`, `open`), aborted or cancelled
 * before it began, won, lost or drawn. */
export type Outcome = "open" | "live" | "aborted" | "cancelled" | "won" | "lost" | "drawn";

export function outcomeOf(g: Pick<ProfileGame, "status" | "result" | "termination" | "seat">): Outcome {
  if (g.status === "open") return "open";
  if (g.status !== "finished") return "live";
  const end = (g.termination ?? "").split(" ")[0];
  // Abandoned by every player (an untimed game): no result either.
  if (end === "abort" || end === "abandoned") return "aborted";
  if (end === "cancel") return "cancelled";
  const win = /^win (\d+)$/.exec(g.result ?? "");
  if (win) return Number(win[1]) === g.seat + 1 ? "won" : "lost";
  return "drawn";
}

/** One opponent at a game: an account's name (its page), a deleted player, or a guest's or
 * bot's name (null: none given). */
export type Opponent = { kind: "account"; name: string } | { kind: "deleted" } | { kind: "other"; name: string | null };

export function opponentsOf(g: Pick<ProfileGame, "players" | "accounts" | "seat">): Opponent[] {
  const out: Opponent[] = [];
  g.players.forEach((name, seat) => {
    if (seat === g.seat) return;
    const account = g.accounts[seat];
    if (account === "deleted") out.push({ kind: "deleted" });
    else if (account === "account" && name) out.push({ kind: "account", name });
    else out.push({ kind: "other", name });
  });
  return out;
}

/** A rating class `game/family/speed` in its parts; the family's number of traits (`standard-3a`)
 * or of players (`4p`) apart. */
export interface ClassParts {
  game: string;
  family: string;
  traits: number | null;
  players: number | null;
  speed: string;
}

export function classParts(cls: string): ClassParts {
  const [game = cls, familyText = "", speed = ""] = cls.split("/");
  const players = /^(\d+)p$/.exec(familyText);
  const traits = /^([a-z]+)-(\d+)a$/.exec(familyText);
  return {
    game,
    family: players ? "players" : traits ? traits[1] : familyText,
    traits: traits ? Number(traits[2]) : null,
    players: players ? Number(players[1]) : null,
    speed,
  };
}
