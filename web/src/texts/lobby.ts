// The lobby's player-facing texts: the new game's form, the lists of games, the import of a
// record, from the catalogs' `web-lobby` area. Each game's name, blurb and options come from its
// record.

import { formatList, t } from "../i18n";
import { clockWords, levelName } from "./common";


export const lobbyTexts = {
  get title() {
    return "Quartet";
  },
  get tagline() {
    return t("lobby-tagline");
  },
  get newGame() {
    return t("lobby-new-game");
  },
  get formLabel() {
    return t("lobby-form-label");
  },
  get game() {
    return t("lobby-game");
  },
  get rules() {
    return t("lobby-rules");
  },
  rulesOf: (game: string) => t("lobby-rules-of", { game }),
  get explained() {
    return t("lobby-explained");
  },
  explainedOption: (option: string) => t("lobby-explained-option", { option }),
  get hints() {
    return t("lobby-hints");
  },
  get noChat() {
    return t("lobby-no-chat");
  },
  get startSummary() {
    return t("lobby-start-summary");
  },
  get startLabel() {
    return t("lobby-start-label");
  },
  get startHelp() {
    return t("lobby-start-help");
  },
  get startCopyLink() {
    return t("lobby-start-copy-link");
  },
  get startLinkCopied() {
    return t("lobby-start-link-copied");
  },
  get startLinkByHand() {
    return t("lobby-start-link-by-hand");
  },
  get clock() {
    return t("lobby-clock");
  },
  get clockLabel() {
    return t("lobby-clock-label");
  },
  get noClock() {
    return t("lobby-no-clock");
  },
  get customClock() {
    return t("lobby-custom-clock");
  },
  custom: {
    get total() {
      return t("lobby-custom-total");
    },
    get perMove() {
      return t("lobby-custom-per-move");
    },
    get minutes() {
      return t("lobby-custom-minutes");
    },
    get increment() {
      return t("lobby-custom-increment");
    },
    get seconds() {
      return t("lobby-custom-seconds");
    },
  },
  otherPlayerName: (seat: number) => t("lobby-other-player-name", { number: seat + 1 }),
  get seats() {
    return t("lobby-seats");
  },
  presets: {
    get bot() {
      return t("lobby-preset-bot");
    },
    get friend() {
      return t("lobby-preset-friend");
    },
    get device() {
      return t("lobby-preset-device");
    },
    get anyone() {
      return t("lobby-preset-anyone");
    },
  },
  seatChoice: {
    get me() {
      return t("lobby-choice-me");
    },
    get bot() {
      return t("lobby-choice-bot");
    },
    get invite() {
      return t("lobby-choice-invite");
    },
    get open() {
      return t("lobby-choice-open");
    },
  },
  seat: (seat: number) => (seat === 0 ? t("lobby-seat-first", { number: seat + 1 }) : t("lobby-seat", { number: seat + 1 })),
  seatLabel: (seat: number) => t("lobby-seat-label", { number: seat + 1 }),
  levelLabel: (seat: number) => t("lobby-level-label", { number: seat + 1 }),
  level: levelName,
  get fewerSeats() {
    return `− ${t("lobby-fewer-seats")}`;
  },
  get moreSeats() {
    return `+ ${t("lobby-more-seats")}`;
  },
  players: (n: number) => ` ${t("lobby-players", { count: n })}`,
  get namePlaceholder() {
    return t("lobby-name-placeholder");
  },
  get nameLabel() {
    return t("lobby-name-label");
  },
  get create() {
    return t("lobby-create");
  },

  get yourGames() {
    return t("lobby-your-games");
  },
  yourGame: (game: string, id: string) => `${game} · ${id}`,
  yourSeats: (seats: number[]) =>
    ` ${t("lobby-your-seats", { count: seats.length, seats: formatList(seats.map((s) => String(s + 1))) })}`,
  get openGames() {
    return t("lobby-open-games");
  },
  get noOpenGames() {
    return t("lobby-no-open-games");
  },
  get moreGames() {
    return t("lobby-more-games");
  },
  get liveGames() {
    return t("lobby-live-games");
  },
  get noLiveGames() {
    return t("lobby-no-live-games");
  },
  listedSeat: {
    bot: (level: string | null) => t("lobby-listed-bot", { level: level ? levelName(level) : "?" }),
    player: (seat: number) => t("web-player-number", { number: seat + 1 }),
    get open() {
      return t("lobby-listed-open");
    },
    get invited() {
      return t("lobby-listed-invited");
    },
  },
  listedGame: (rules: string, clock: string | null, ply: number) =>
    ` ${[rules, clock === null ? null : clockWords(clock), t("play-history-count", { count: ply })].filter((x) => x !== null).join(" · ")}`,
  get play() {
    return t("lobby-play");
  },
  get join() {
    return t("lobby-join");
  },
  get watch() {
    return t("lobby-watch");
  },

  get importHeading() {
    return t("lobby-import-heading");
  },
  get importHelp() {
    return t("lobby-import-help");
  },
  importSummary: (game: string, rules: string, actions: number) =>
    `${game} · ${rules} · ${t("play-history-count", { count: actions })}`,
  get importPointLabel() {
    return t("lobby-import-point-label");
  },
  importPoint: (ply: number, of: number) =>
    ply === of ? t("lobby-import-point-end", { at: ply }) : t("lobby-import-point", { at: ply, of }),
  get importFinished() {
    return t("lobby-import-finished");
  },
  importNameOf: (seat: number) => t("lobby-import-name-of", { number: seat + 1 }),
  get recordLabel() {
    return t("lobby-record-label");
  },
  recordPlaceholder: '[Game "quarto"]\n…',
  get fileLabel() {
    return t("lobby-file-label");
  },
  get importButton() {
    return t("lobby-import-button");
  },
};

