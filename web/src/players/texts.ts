// The players' pages' texts (the account menu, the player page, the play panel, your games),
// from the catalogs' `web-players` area.

import { formatNumber, t } from "../i18n";

export const playersTexts = {
  get account() {
    return t("players-account");
  },
  get signIn() {
    return t("players-sign-in");
  },
  get signUp() {
    return t("players-sign-up");
  },
  get signInTitle() {
    return t("players-sign-in-title");
  },
  get signUpTitle() {
    return t("players-sign-up-title");
  },
  get name() {
    return t("players-name");
  },
  get password() {
    return t("players-password");
  },
  get signUpHint() {
    return t("players-sign-up-hint");
  },
  get toSignUp() {
    return t("players-to-sign-up");
  },
  get toSignIn() {
    return t("players-to-sign-in");
  },
  tryAgainIn: (seconds: number) => t("players-try-again-in", { seconds }),
  signedInAs: (name: string) => t("players-signed-in-as", { name }),
  get signOut() {
    return t("players-sign-out");
  },
  get signOutEverywhere() {
    return t("players-sign-out-everywhere");
  },
  signedOutEverywhere: (count: number) => t("players-signed-out-everywhere", { count }),
  get deleteAccount() {
    return t("players-delete-account");
  },
  get deleteExplain() {
    return t("players-delete-explain");
  },
  get deleteConfirm() {
    return t("players-delete-confirm");
  },
  get deleted() {
    return t("players-deleted");
  },
  claimOffer: (count: number) => t("players-claim-offer", { count }),
  get claim() {
    return t("players-claim");
  },
  get notNow() {
    return t("players-not-now");
  },
  claimed: (count: number) => t("players-claimed", { count }),
  get cancel() {
    return t("players-cancel");
  },
  get yourPage() {
    return t("players-your-page");
  },
  get yourGames() {
    return t("players-your-games");
  },
  get deletedPlayer() {
    return t("players-deleted-player");
  },

  get loading() {
    return t("players-loading");
  },
  noSuchPlayer: (name: string) => t("players-no-such-player", { name }),
  memberSince: (date: string) => t("players-member-since", { date }),
  get ratings() {
    return t("players-ratings");
  },
  get noRatings() {
    return t("players-no-ratings");
  },
  get ratingClass() {
    return t("players-rating-class");
  },
  get rating() {
    return t("players-rating");
  },
  get games() {
    return t("players-games");
  },
  get provisional() {
    return t("players-provisional");
  },
  get provisionalNote() {
    return t("players-provisional-note");
  },
  deviation: (deviation: number) => t("players-deviation", { deviation: formatNumber(deviation) }),
  get chartTitle() {
    return t("players-chart-title");
  },
  get date() {
    return t("players-date");
  },
  chartPoint: (class_name: string, rating: number, date: string) => t("players-chart-point", { class_name, rating, date }),
  get recentGames() {
    return t("players-recent-games");
  },
  get noGames() {
    return t("players-no-games");
  },
  get guest() {
    return t("players-guest");
  },
  get against() {
    return t("players-against");
  },
  get casual() {
    return t("players-casual");
  },
  /** How a game went for the player (`profile.ts`'s `Outcome`). */
  outcome: (outcome: string) =>
    (<Record<string, string>>{
      open: t("players-outcome-open"),
      live: t("players-outcome-live"),
      aborted: t("players-outcome-aborted"),
      cancelled: t("players-outcome-cancelled"),
      won: t("players-outcome-won"),
      lost: t("players-outcome-lost"),
      drawn: t("players-outcome-drawn"),
    })[outcome] ?? outcome,
  /** A rating family in words (one the page does not know stays as the server writes it). */
  family: (family: string) => (family === "standard" ? t("players-family-standard") : family === "squares" ? t("players-family-squares") : family),
  familyPlayers: (players: number) => t("players-family-players", { players }),
  familyTraits: (family: string, traits: number) => t("players-family-traits", { family, traits }),
  /** A speed in words (one the page does not know stays as the server writes it). */
  speed: (speed: string) =>
    (<Record<string, () => string>>{
      blitz: () => t("players-speed-blitz"),
      rapid: () => t("players-speed-rapid"),
      classical: () => t("players-speed-classical"),
      correspondence: () => t("players-speed-correspondence"),
    })[speed]?.() ?? speed,

  get topPlayers() {
    return t("players-top");
  },
  get allTopPlayers() {
    return t("players-top-all");
  },
  classPlayers: (class_name: string, players: number) => t("players-top-class-players", { class_name, players }),
  get rank() {
    return t("players-top-rank");
  },
  /** A place on a leaderboard: `#3`. */
  rankPlace: (rank: number) => t("players-rank-place", { rank }),
  get player() {
    return t("players-top-player");
  },
  get lastGame() {
    return t("players-top-last-game");
  },
  get you() {
    return t("players-top-you");
  },
  get rankedNote() {
    return t("players-top-ranked-note");
  },
  get nobodyRated() {
    return t("players-top-nobody-rated");
  },
  get nobodyHere() {
    return t("players-top-nobody-here");
  },
  get noSuchClass() {
    return t("players-top-no-such-class");
  },
  get findPlayer() {
    return t("players-find");
  },
  get openPage() {
    return t("players-find-open");
  },

  get notifySound() {
    return t("players-notify-sound");
  },
  get noGamesYet() {
    return t("players-no-games-yet");
  },
  gamesWaiting: (count: number) => t("players-games-waiting", { count }),
  get yourTurn() {
    return t("players-your-turn");
  },
  get theirTurn() {
    return t("players-their-turn");
  },
  get drawOffered() {
    return t("players-draw-offered");
  },
  get takeBackAsked() {
    return t("players-take-back-asked");
  },

  get challengeFrom() {
    return t("players-challenge-from");
  },
  get answerInLobby() {
    return t("players-answer-in-lobby");
  },
};
