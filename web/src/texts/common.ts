// Texts every page shares.

/** A seat by number, for games whose seats have no names of their own: `Player 2`. */
export function playerNumber(seat: number): string {
  return `Player ${seat + 1}`;
}

/** A game's own seat names (White, Black), else `Player N`. */
export function seatNameOr(own: (seat: number) => string | null): (seat: number) => string {
  return (seat) => own(seat) ?? playerNumber(seat);
}

/** A game the server names that this UI has no record of. */
export function unknownGame(tag: string): string {
  return `this page does not know the game “${tag}”: reload it, the server may be newer`;
}

/** The server cannot be reached. */
export const OFFLINE = "the server cannot be reached";

/** Going back to the lobby. */
export const TO_LOBBY = "← Lobby";

/** Words every page shares. */
export const commonTexts = {
  switches: {
    mute: "Sounds on: switch them off",
    unmute: "Sounds off: switch them on",
    theme: (t: "auto" | "light" | "dark") =>
      t === "auto" ? "Colours as the system says: switch to light" : t === "light" ? "Light colours: switch to dark" : "Dark colours: switch to the system's",
  },
};
