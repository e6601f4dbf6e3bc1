// The invitation page's player-facing texts, from the catalogs' `web-lobby` area.

import { formatList, t } from "../i18n";
import { clockWords, levelName } from "./common";

export const joinTexts = {
  get heading() {
    return t("join-heading");
  },
  get loading() {
    return t("play-loading");
  },
  invited: (game: string) => t("join-invited", { game }),
  seat: (seat: number, others: string[]) =>
    others.length > 0 ? t("join-seat-with", { number: seat + 1, others: formatList(others) }) : t("join-seat", { number: seat + 1 }),
  bot: (level: string | null) => t("join-bot", { level: level ? levelName(level) : "?" }),
  player: (seat: number) => t("web-player-number", { number: seat + 1 }),
  rules: (rules: string, clock: string) =>
    clock !== "none" ? t("join-rules-clock", { rules, clock: clockWords(clock) }) : t("join-rules", { rules }),
  take: (seat: number) => t("join-take", { number: seat + 1 }),
  get watch() {
    return t("join-watch");
  },
  get lobby() {
    return t("web-lobby");
  },
  get toLobby() {
    return t("join-to-lobby");
  },
  taken: (seat: number, name: string | null) =>
    name ? t("join-taken-by", { number: seat + 1, name }) : t("join-taken", { number: seat + 1 }),
  over: (game: string) => t("join-over", { game }),
  cancelled: (game: string) => t("join-cancelled", { game }),
  get watchGame() {
    return t("join-watch-game");
  },
  get seeGame() {
    return t("join-see-game");
  },
};
