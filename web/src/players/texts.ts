// The players' pages' texts (the account menu, the player page, the play panel, your games),
// from the catalogs' `web-players` area.

import { t } from "../i18n";

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
};
