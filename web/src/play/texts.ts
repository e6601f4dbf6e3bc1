// The play panel's texts, from the catalogs' `web-players` area.

import { t } from "../i18n";

export const playTexts = {
  get title() {
    return t("players-play-title");
  },
  get game() {
    return t("players-play-game");
  },
  get rules() {
    return t("players-play-rules");
  },
  get clock() {
    return t("players-play-clock");
  },
  get noClock() {
    return t("players-play-no-clock");
  },
  get ratedGame() {
    return t("players-play-rated-game");
  },
  get ratedSignIn() {
    return t("players-play-rated-sign-in");
  },
  get rated() {
    return t("players-play-rated");
  },
  get casual() {
    return t("players-play-casual");
  },
  get quickGame() {
    return t("players-play-quick-game");
  },
  get offerSeek() {
    return t("players-play-offer-seek");
  },
  get playBot() {
    return t("players-play-bot");
  },
  get challengeName() {
    return t("players-play-challenge-name");
  },
  get challenge() {
    return t("players-play-challenge");
  },
  lookingFor: (offer: string) => t("players-play-looking-for", { offer }),
  seekOffered: (offer: string) => t("players-play-seek-offered", { offer }),
  challengeSent: (name: string, offer: string) => t("players-play-challenge-sent", { name, offer }),
  secondsWaited: (seconds: number) => t("players-play-seconds-waited", { seconds }),
  waitingCount: (count: number) => t("players-play-waiting-count", { count }),
  get waitLost() {
    return t("players-play-wait-lost");
  },
  get cancel() {
    return t("players-play-cancel");
  },
  get poolsTitle() {
    return t("players-play-pools-title");
  },
  get joinPool() {
    return t("players-play-join-pool");
  },
  get seeksTitle() {
    return t("players-play-seeks-title");
  },
  get noSeeks() {
    return t("players-play-no-seeks");
  },
  get yourSeek() {
    return t("players-play-your-seek");
  },
  get guest() {
    return t("players-play-guest");
  },
  get accept() {
    return t("players-play-accept");
  },
  get decline() {
    return t("players-play-decline");
  },
  get challengesTitle() {
    return t("players-play-challenges-title");
  },
  get challengeFrom() {
    return t("players-play-challenge-from");
  },
  get challengeTo() {
    return t("players-play-challenge-to");
  },
  get otherPage() {
    return t("players-play-other-page");
  },
};
