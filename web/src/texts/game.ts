// The game page's player-facing texts: the header, the connection, the seats, the status line,
// the buttons, the invitations, the history and replay, the analysis, the result banner and
// the cover of hidden cards, from the catalogs' `web-game` area. A game's own words come from
// its record.

import { formatList, t } from "../i18n";
import { clockWords, levelName } from "./common";

export const gameTexts = {
  get loading() {
    return t("play-loading");
  },
  title: (name: string) => t("play-title", { game: name }),
  titleYourTurn: (name: string) => t("play-title-your-turn", { game: name }),
  get notFound() {
    return t("play-not-found");
  },
  notFoundDetail: (id: string) => t("play-not-found-detail", { id }),
  header: (rules: string, clock: string | null, watching: boolean) =>
    [rules, clock ? t("play-header-clock", { clock: clockWords(clock) }) : null, watching ? t("play-header-watching") : null]
      .filter((x) => x !== null)
      .join(" · "),
  seatRefused: (message: string) => t("play-seat-refused", { message }),

  link: {
    get open() {
      return `● ${t("play-link-open")}`;
    },
    get connecting() {
      return `◌ ${t("play-link-connecting")}`;
    },
    get reconnecting() {
      return `◌ ${t("play-link-reconnecting")}`;
    },
    waiting: (seconds: number) => `✕ ${t("play-link-waiting", { seconds })}`,
    refused: (message: string) => `✕ ${message}`,
    get refusedByServer() {
      return t("play-link-refused");
    },
    get badToken() {
      return t("play-link-bad-token");
    },
  },

  seat: {
    bot: (level: string | null) => t("play-seat-bot", { level: level ? levelName(level) : "?" }),
    /** One of several bots, by its seat: `Bot 3 (casual)`. */
    botAt: (seat: number, level: string | null) => t("play-seat-bot-at", { number: seat + 1, level: level ? levelName(level) : "?" }),
    get you() {
      return ` ${t("play-seat-you")}`;
    },
    get kindBot() {
      return t("play-seat-kind-bot");
    },
    get thinking() {
      return t("play-seat-thinking");
    },
    get open() {
      return t("play-seat-open");
    },
    get invited() {
      return t("play-seat-invited");
    },
    get online() {
      return t("play-seat-online");
    },
    get offline() {
      return t("play-seat-offline");
    },
    get resigned() {
      return t("play-seat-resigned");
    },
    presence: (connected: boolean) => (connected ? t("play-seat-connected") : t("play-seat-not-connected")),
  },

  presence: {
    spectators: (n: number) => t("play-spectators", { count: n }),
  },

  status: {
    replay: (at: number, of: number) => t("play-status-replay", { at, of }),
    over: (headline: string, detail: string) => t("play-status-over", { headline, detail }),
    thinking: (seat: string) => t("play-status-thinking", { seat }),
    waitingFor: (names: string[]) => t("play-status-waiting-for", { names: formatList(names) }),
    yourTurnAs: (seat: string) => t("play-status-your-turn-as", { seat }),
    get yourTurn() {
      return t("play-status-your-turn");
    },
    toMove: (seat: string) => t("play-status-to-move", { seat }),
    last: (seat: string, action: string) => ` ${t("play-status-last", { seat, action })}`,
  },

  controls: {
    get takeBack() {
      return t("play-take-back");
    },
    get resign() {
      return t("play-resign");
    },
    get reallyResign() {
      return t("play-really-resign");
    },
    get reallyResignAll() {
      return t("play-really-resign-all");
    },
    get takeSeat() {
      return t("play-take-seat");
    },
    get openRematch() {
      return t("play-open-rematch");
    },
    get acceptRematch() {
      return t("play-accept-rematch");
    },
    get rematch() {
      return t("play-rematch");
    },
    get exportRecord() {
      return t("play-export-record");
    },
    get continueFromHere() {
      return t("play-continue-from-here");
    },
    get cancel() {
      return t("play-cancel-game");
    },
    get reallyCancel() {
      return t("play-really-cancel");
    },
    get cancelled() {
      return t("play-cancelled");
    },
    get recordSaved() {
      return t("play-record-saved");
    },
  },

  position: {
    get label() {
      return t("play-position-label");
    },
    get copy() {
      return t("play-copy-position");
    },
    get copied() {
      return t("play-position-copied");
    },
    get copyFailed() {
      return t("play-copy-failed");
    },
  },

  invites: {
    get heading() {
      return t("play-invite-heading");
    },
    linkFor: (seat: number) => t("play-invite-link-for", { number: seat + 1 }),
    send: (seat: string, open: boolean) => (open ? t("play-invite-send-open", { seat }) : t("play-invite-send-friend", { seat })),
    get copy() {
      return t("play-invite-copy");
    },
    get copied() {
      return t("play-invite-copied");
    },
    get copyByHand() {
      return t("play-invite-copy-by-hand");
    },
  },

  history: {
    get heading() {
      return t("play-history-heading");
    },
    get slider() {
      return t("play-history-slider");
    },
    get first() {
      return t("play-history-first");
    },
    get back() {
      return t("play-history-back");
    },
    get forward() {
      return t("play-history-forward");
    },
    get live() {
      return t("play-history-live");
    },
    count: (ply: number) => t("play-history-count", { count: ply }),
    showing: (at: number, of: number) => t("play-history-showing", { at, of }),
    entry: (seat: string, action: string) => t("play-history-entry", { seat, action }),
    turnLabel: (n: number, seat: string) => t("play-history-turn", { turn: n, seat }),
    get none() {
      return t("play-history-none");
    },
  },

  confirm: {
    get label() {
      return t("play-confirm-label");
    },
    get option() {
      return t("play-confirm-option");
    },
    ask: (action: string) => t("play-confirm-ask", { action }),
    get yes() {
      return t("play-confirm-yes");
    },
    get no() {
      return t("play-confirm-no");
    },
  },

  analysis: {
    get heading() {
      return t("play-analysis-heading");
    },
    get notAnalysed() {
      return t("play-analysis-not-analysed");
    },
    get show() {
      return t("play-analysis-show");
    },
    get hide() {
      return t("play-analysis-hide");
    },
    get thinking() {
      return t("play-analysis-thinking");
    },
    get over() {
      return t("play-analysis-over");
    },
    value: (seat: string, value: string) => t("play-analysis-value", { seat, value }),
    more: (n: number) => t("play-analysis-more", { count: n }),
  },

  banner: {
    get youWin() {
      return t("play-you-win");
    },
    get youLose() {
      return t("play-you-lose");
    },
    get close() {
      return t("play-banner-close");
    },
  },

  result: {
    get draw() {
      return t("play-result-draw");
    },
    get nobody() {
      return t("play-result-nobody");
    },
    get cancelled() {
      return t("play-result-cancelled");
    },
    cancelledBy: (seat: string) => t("play-result-cancelled-by", { seat }),
    /** Cancelled by the server: nobody came, or nobody touched it, for the documented time. */
    get expired() {
      return t("play-result-expired");
    },
    wins: (seat: string) => t("play-result-wins", { seat }),
    outOfTime: (seat: string) => t("play-result-out-of-time", { seat }),
    resigned: (seat: string) => t("play-result-resigned", { seat }),
    /** With more than two seats a resignation ends the game for everyone (Quartino's cards
     * cannot be played on without one of their holders). */
    resignedAll: (seat: string) => t("play-result-resigned-all", { seat }),
  },

  cover: {
    pass: (seat: string) => t("play-cover-pass", { seat }),
    show: (seat: string) => t("play-cover-show", { seat }),
  },
};
