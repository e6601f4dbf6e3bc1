// Texts every page shares, from the catalogs' `web` area.

import { LANGS, t } from "../i18n";

/** A seat by number, for games whose seats have no names of their own: `Player 2`. */
export function playerNumber(seat: number): string {
  return t("web-player-number", { number: seat + 1 });
}

/** A game's own seat names (White, Black), else `Player N`. */
export function seatNameOr(own: (seat: number) => string | null): (seat: number) => string {
  return (seat) => own(seat) ?? playerNumber(seat);
}

/** A game the server names that this UI has no record of. */
export function unknownGame(tag: string): string {
  return t("web-unknown-game", { tag });
}

/** The server cannot be reached. */
export function offline(): string {
  return t("web-offline");
}

/** Going back to the lobby. */
export function toLobby(): string {
  return `← ${lobbyWord()}`;
}

/** The lobby's name on a link back to it (`Lobby`), for a link that draws its arrow apart. */
export function lobbyWord(): string {
  return t("web-to-lobby");
}

/** A bot's level in words (`casual`); a level this UI does not know stays as the server says. */
export function levelName(level: string): string {
  switch (level) {
    case "beginner":
      return t("level-beginner");
    case "casual":
      return t("level-casual");
    case "strong":
      return t("level-strong");
    case "strongest":
      return t("level-strongest");
    case "perfect":
      return t("level-perfect");
    default:
      return level;
  }
}

/** A clock in words: `5m+3s` → `5 min + 3 s`, `30s/move` → `30 s a move`; a clock this UI
 * cannot read stays as the server writes it. */
export function clockWords(spec: string): string {
  const time = (n: string, unit: string) =>
    unit === "d"
      ? t("web-clock-days", { days: Number(n) })
      : unit === "m"
        ? t("web-clock-minutes", { minutes: Number(n) })
        : t("web-clock-seconds", { seconds: Number(n) });
  const move = /^(\d+)([dms])\/move$/.exec(spec);
  if (move) return t("web-clock-per-move", { time: time(move[1], move[2]) });
  const game = /^(\d+)([ms])(?:\+(\d+)s)?$/.exec(spec);
  if (game) return game[3] ? t("web-clock-increment", { time: time(game[1], game[2]), increment: Number(game[3]) }) : time(game[1], game[2]);
  return spec;
}

/** Each language's own name, for the switch. */
export function langName(lang: (typeof LANGS)[number]): string {
  switch (lang) {
    case "en":
      return t("web-lang-en");
    case "ro":
      return t("web-lang-ro");
    case "es":
      return t("web-lang-es");
    case "fr":
      return t("web-lang-fr");
    case "cs":
      return t("web-lang-cs");
    case "it":
      return t("web-lang-it");
  }
}

/** Words every page shares. */
export const commonTexts = {
  switches: {
    get mute() {
      return t("web-sound-mute");
    },
    get unmute() {
      return t("web-sound-unmute");
    },
    theme: (th: "auto" | "light" | "dark") =>
      th === "auto" ? t("web-theme-auto") : th === "light" ? t("web-theme-light") : t("web-theme-dark"),
    get language() {
      return t("web-language");
    },
  },
};

/** The page at an address nothing on the site has. */
export const notFound = {
  get title(): string {
    return t("web-not-found-title");
  },
  text: (path: string) => t("web-not-found", { path }),
  /** A game named in the address that no page has. */
  game: (tag: string) => t("web-no-such-game", { tag }),
};
