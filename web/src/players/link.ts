// Links to players' pages (`/player/NAME`): an account's name links to its page wherever it is
// shown; a guest's, a bot's and a deleted player's names are plain text. And the leaderboards'
// addresses (`/players/GAME/FAMILY/SPEED`).

import { h } from "../dom";
import type { PublicSeat } from "../wire";

/** A player's page's address. */
export function playerPath(name: string): string {
  return `/player/${encodeURIComponent(name)}`;
}

/** A link to a player's page. */
export function playerLink(name: string): HTMLAnchorElement {
  return h("a", { href: playerPath(name), "data-link": "", class: "player-link" }, name);
}

/** The account whose page a seat's name shown as `text` links to: the account holding the seat,
 * shown under its own name; `null` for a guest, a bot, a free seat or a deleted player. */
export function linkedAccount(seat: Pick<PublicSeat, "account"> | undefined, text: string): string | null {
  return seat?.account && seat.account === text ? seat.account : null;
}

/** A seat's name as shown (`text`): a link to its account's page (see [`linkedAccount`]), else
 * plain text. */
export function seatLink(seat: Pick<PublicSeat, "account"> | undefined, text: string): Node {
  const account = linkedAccount(seat, text);
  return account !== null ? playerLink(account) : document.createTextNode(text);
}

/** A class's parts, each encoded, as a path: `quarto/standard/blitz`. */
export function classPath(cls: string): string {
  return cls.split("/").map(encodeURIComponent).join("/");
}

/** A leaderboard's address: `/players` for the class with the most players. */
export function leaderboardPath(cls: string | null): string {
  return cls === null ? "/players" : `/players/${classPath(cls)}`;
}
