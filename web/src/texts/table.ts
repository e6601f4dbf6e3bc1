// The game page's words between the people at a table — abort, draw offers, take-backs, the
// answers to the other player's offer and the claim of a game the others left — from the
// catalogs' `web-table` area.

import { formatList, t } from "../i18n";

export const tableTexts = {
  get heading() {
    return t("table-heading");
  },
  get abort() {
    return t("table-abort");
  },
  get reallyAbort() {
    return t("table-really-abort");
  },
  get offerDraw() {
    return t("table-offer-draw");
  },
  get askTakeBack() {
    return t("table-ask-take-back");
  },
  get accept() {
    return t("table-accept");
  },
  get decline() {
    return t("table-decline");
  },
  drawOffered: (seat: string) => t("table-draw-offered", { seat }),
  takeBackAsked: (seat: string) => t("table-take-back-asked", { seat }),
  drawPrompt: (seat: string) => t("table-draw-prompt", { seat }),
  takeBackPrompt: (seat: string) => t("table-take-back-prompt", { seat }),
  get drawDeclined() {
    return t("table-draw-declined");
  },
  get drawLapsed() {
    return t("table-draw-lapsed");
  },
  get takeBackDeclined() {
    return t("table-take-back-declined");
  },
  get takeBackLapsed() {
    return t("table-take-back-lapsed");
  },
  get theOthers() {
    return t("table-the-others");
  },
  firstTurnMine: (seconds: number) => t("table-first-turn-mine", { seconds }),
  firstTurnTheirs: (seat: string, seconds: number) => t("table-first-turn-theirs", { seat, seconds }),
  claimWait: (seat: string, seconds: number) => t("table-claim-wait", { seat, seconds }),
  claimReady: (seat: string) => t("table-claim-ready", { seat }),
  get claimWin() {
    return t("table-claim-win");
  },
  get claimDraw() {
    return t("table-claim-draw");
  },
  get chatPlayers() {
    return t("table-chat-players");
  },
  get chatSpectators() {
    return t("table-chat-spectators");
  },
  get chatPlaceholder() {
    return t("table-chat-placeholder");
  },
  get chatSend() {
    return t("table-chat-send");
  },
  get chatSpectator() {
    return t("table-chat-spectator");
  },
  get chatNone() {
    return t("table-chat-none");
  },
  chatMute: (seat: string) => t("table-chat-mute", { seat }),
};

/** The words of a result that ended between the players. */
export const tableResultTexts = {
  get aborted() {
    return t("table-result-aborted");
  },
  abortedBy: (seat: string) => t("table-result-aborted-by", { seat }),
  get abortedUnstarted() {
    return t("table-result-aborted-unstarted");
  },
  get agreement() {
    return t("table-result-agreement");
  },
  claimed: (seat: string, others: string[]) =>
    t("table-result-claimed", { seat, others: others.length > 0 ? formatList(others) : t("table-the-others"), count: others.length > 0 ? others.length : 2 }),
  get abandoned() {
    return t("table-result-abandoned");
  },
  get abandonedWhy() {
    return t("table-result-abandoned-why");
  },
};

/** How a kept game ended, in the lobby's list of one's games: aborted, cancelled or over. */
export function endedWords(termination: string): string {
  if (termination === "abort") return t("table-ended-abort");
  if (termination === "cancel") return t("table-ended-cancel");
  if (termination === "abandoned") return t("table-ended-abandoned");
  return t("table-ended-over");
}

/** How a kept game ended from the side of the one seat this browser holds, where the way it
 * ended says more than won or lost (on time, by resignation, by agreement, by a claim); `null`
 * for an ending by the rules (won, lost or drawn says it all). */
export function sideEndedWords(termination: string, outcome: "won" | "lost" | "drawn"): string | null {
  if (termination === "agreement") return t("table-ended-agreement");
  if (termination === "time" && outcome !== "drawn") return t(`table-ended-${outcome}-time`);
  if (termination === "resign" && outcome !== "drawn") return t(`table-ended-${outcome}-resign`);
  if (termination === "claim") return t(`table-ended-${outcome}-claim`);
  return null;
}
