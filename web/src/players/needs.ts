// What of a player's games waits for them, as plain data: from the account's list
// (`GET /api/account/games`) and from the states of the games this browser holds seats of; and
// the page's title with the count in front (`(2) Your games`).

import type { ProfileGame, StateView, YourGame } from "../wire";

/** One game on the "your games" page, from either source. */
export interface GameLine {
  id: string;
  game: string;
  /** The player's seats (from 0). */
  seats: number[];
  /** Every seat's name (null: none given). */
  players: (string | null)[];
  /** Every seat's account state: `account`, `deleted` or `none` (not known: `none`). */
  accounts: string[];
  /** Every seat's bot level, where a bot sits there (not known: none). */
  bots: (string | null)[];
  status: string;
  /** The seat to move, while it goes on (null: over, or not known). */
  toMove: number | null;
  /** An offer of another seat the player may answer. */
  offer: "draw" | "take_back" | null;
  /** The result (`win 2`, `draw`, `*`), once over. */
  result: string | null;
  /** How it ended (`abort 2`, `rules`…), when known. */
  termination: string | null;
  createdAt: number;
  needsYou: boolean;
}

export function fromAccount(g: YourGame): GameLine {
  return {
    id: g.game.id,
    game: g.game.kind,
    seats: [g.game.seat],
    players: g.game.players,
    accounts: g.game.accounts,
    bots: g.game.players.map(() => null),
    status: g.game.status,
    toMove: g.to_move,
    offer: g.offer === "draw" || g.offer === "take_back" ? g.offer : null,
    result: g.game.result,
    termination: g.game.termination,
    createdAt: g.game.created_at,
    needsYou: g.needs_you,
  };
}

/** A finished game of the account's page. */
export function fromProfile(g: ProfileGame): GameLine {
  return fromAccount({ game: g, to_move: null, offer: null, needs_you: false });
}

export function fromState(s: StateView): GameLine {
  const others = (by: number | null) => by !== null && !s.you.includes(by);
  const offer = others(s.offers.draw) ? "draw" : others(s.offers.take_back) ? "take_back" : null;
  const live = s.status === "live";
  return {
    id: s.id,
    game: s.game,
    seats: s.you,
    players: s.seats.map((seat) => seat.name ?? null),
    accounts: s.seats.map(() => "none"),
    bots: s.seats.map((seat) => (seat.kind === "bot" ? (seat.level ?? "") : null)),
    status: s.status,
    toMove: s.to_move,
    offer,
    result: s.result?.result ?? null,
    termination: null,
    createdAt: s.created_at,
    needsYou: live && ((s.to_move !== null && s.you.includes(s.to_move)) || offer !== null),
  };
}

/** The lines of both sources, each game once (the account's first), games that go on first,
 * then newest first. */
export function merge(account: GameLine[], held: GameLine[]): GameLine[] {
  const seen = new Set(account.map((g) => g.id));
  const all = [...account, ...held.filter((g) => !seen.has(g.id))];
  const rank = (g: GameLine) => (g.needsYou ? 0 : g.status === "finished" ? 2 : 1);
  return all.sort((a, b) => rank(a) - rank(b) || b.createdAt - a.createdAt);
}

/** A page title with how many games wait for the player: `(2) Your games · Quartet`. */
export function titled(title: string, waiting: number): string {
  return waiting > 0 ? `(${waiting}) ${title}` : title;
}
