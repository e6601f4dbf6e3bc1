// The account menu in every page's header: sign up and sign in (one form, two modes), then the
// account's name with its page, sign out, sign out everywhere and deleting the account; after
// signing up or in, the offer to add this browser's guest games to the account. The server's
// refusals are said from their codes (`api.ts`, `web-errors`); a 429 says when to try again.

import { ApiFailure } from "../api";
import { h } from "../dom";
import { speaking } from "../i18n";
import { learnTexts } from "../learn/texts";
import { keptGames } from "../seats";
import {
  claimGuestSeats,
  deleteAccount,
  guestSeats,
  loadSession,
  onSession,
  signedIn,
  signIn,
  signOut,
  signOutEverywhere,
  signUp,
} from "./session";
import { playersTexts as T } from "./texts";

/** A refusal in words: the server's, with when to try again for a 429. */
export function failureText(e: unknown): string {
  if (e instanceof ApiFailure) return e.status === 429 && e.retryAfter !== null ? T.tryAgainIn(e.retryAfter) : e.message;
  return String(e);
}

/** A menu that opens from its summary; its content is made when first opened, so that a closed
 * menu puts no form or button in the page. */
function menu(summary: HTMLElement, content: () => Node[]): HTMLDetailsElement {
  const panel = h("div", { class: "account-panel" });
  const details = h("details", { class: "account-menu" }, summary, panel);
  details.addEventListener("toggle", () => {
    if (details.open && !panel.firstChild) panel.append(...content());
  });
  return details;
}

export class AccountBar {
  readonly element = h("nav", { class: "account-bar", "aria-label": T.account });
  private readonly notice = h("p", { class: "account-notice small", role: "status" });
  // The links stay the same elements from one drawing to the next: a drawing that came between a
  // press and its release (the session's answer arriving) would otherwise swallow the click.
  private readonly home = h("a", { href: "/", "data-link": "", class: "home-link" }, "Quartet");
  private readonly learn = h("a", { "data-link": "", class: "learn-link" });
  private readonly space = h("span", { class: "account-space" });
  private readonly games = h("a", { href: "/games", "data-link": "", class: "your-games-link" });
  private menu: HTMLDetailsElement | null = null;
  /** What the menu was made for: the language of its words, its mode and the account's name. */
  private menuFor = "";
  private path = "";
  private mode: "in" | "up" = "in";
  private readonly stop: () => void;

  constructor() {
    this.stop = onSession(() => this.draw());
    this.draw();
    void loadSession();
  }

  destroy(): void {
    this.stop();
  }

  /** Draws the bar again (a new page, a new language, a session begun or ended). The menu is made
   * again only when the language of its words, its mode or the account changed; a new page
   * closes it. */
  draw(): void {
    const name = signedIn();
    const menuFor = `${speaking()} ${this.mode} ${name ?? ""}`;
    if (this.menu === null || menuFor !== this.menuFor) {
      this.menu = name === null ? this.signedOutMenu() : this.signedInMenu(name);
      this.menuFor = menuFor;
    } else if (location.pathname !== this.path) {
      this.menu.open = false;
    }
    this.path = location.pathname;
    // The rules, the lessons and the puzzles, one tap from every page (the learning pages link
    // to one another and to every game's).
    const learning = /^\/(?:learn|rules|puzzles)(?:\/([a-z]+))?(?:\/|$)/.exec(location.pathname);
    this.learn.setAttribute("href", `/learn/${learning?.[1] ?? "quarto"}`);
    if (learning) this.learn.setAttribute("aria-current", "page");
    else this.learn.removeAttribute("aria-current");
    this.learn.textContent = learnTexts.lobby.heading;
    this.games.textContent = T.yourGames;
    this.element.setAttribute("aria-label", T.account);
    const showGames = name !== null || keptGames().length > 0;
    const parts = [this.home, this.learn, this.space, ...(showGames ? [this.games] : []), this.menu, this.notice];
    // Only a change of parts touches the page; an offer to claim guest seats stays after them.
    const offer = this.element.querySelector(".claim-offer");
    const now = [...this.element.children].filter((child) => child !== offer);
    if (now.length !== parts.length || parts.some((part, i) => now[i] !== part)) this.element.replaceChildren(...parts, ...(offer ? [offer] : []));
  }

  private say(text: string): void {
    this.notice.textContent = text;
  }

  private signedOutMenu(): HTMLDetailsElement {
    const error = h("p", { class: "account-error", role: "alert" });
    const nameInput = h("input", { name: "account-name", autocomplete: "username", required: true, maxlength: 20, "aria-label": T.name });
    const password = h("input", {
      name: "account-password",
      type: "password",
      autocomplete: this.mode === "up" ? "new-password" : "current-password",
      required: true,
      // A new password is checked here first, as the hint under it says (the server checks again).
      minlength: this.mode === "up" ? 8 : null,
      maxlength: 1024,
      "aria-label": T.password,
    });
    const submit = h("button", { type: "submit", class: "primary" }, this.mode === "up" ? T.signUp : T.signIn);
    const form = h(
      "form",
      { class: "account-form", "data-mode": this.mode },
      h("h2", {}, this.mode === "up" ? T.signUpTitle : T.signInTitle),
      h("label", {}, T.name, nameInput),
      h("label", {}, T.password, password),
      this.mode === "up" ? h("p", { class: "small" }, T.signUpHint) : null,
      submit,
      error,
      h(
        "button",
        {
          type: "button",
          class: "link-button",
          onclick: () => {
            this.mode = this.mode === "in" ? "up" : "in";
            this.draw();
            this.element.querySelector("details")?.setAttribute("open", "");
          },
        },
        this.mode === "up" ? T.toSignIn : T.toSignUp,
      ),
    );
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      error.textContent = "";
      submit.disabled = true;
      const go = this.mode === "up" ? signUp : signIn;
      go(nameInput.value.trim(), password.value)
        .then(() => this.offerClaim())
        .catch((e: unknown) => {
          error.textContent = failureText(e);
          submit.disabled = false;
        });
    });
    return menu(h("summary", {}, T.signIn), () => [form]);
  }

  private signedInMenu(name: string): HTMLDetailsElement {
    const error = h("p", { class: "account-error", role: "alert" });
    const run = (f: () => Promise<unknown>) =>
      f().catch((e: unknown) => {
        error.textContent = failureText(e);
      });
    const password = h("input", { name: "delete-password", type: "password", autocomplete: "current-password", required: true, "aria-label": T.password });
    const deleteForm = h(
      "form",
      { class: "account-form delete-account", hidden: true },
      h("p", { class: "small" }, T.deleteExplain),
      h("label", {}, T.password, password),
      h("button", { type: "submit", class: "danger" }, T.deleteConfirm),
    );
    deleteForm.addEventListener("submit", (event) => {
      event.preventDefault();
      void run(() => deleteAccount(password.value).then(() => this.say(T.deleted)));
    });
    return menu(h("summary", { "data-account": name, title: name }, h("span", { class: "account-name" }, name)), () => [
      h("p", { class: "small" }, T.signedInAs(name)),
      h("a", { href: `/player/${encodeURIComponent(name)}`, "data-link": "", class: "button" }, T.yourPage),
      h("button", { type: "button", onclick: () => void run(() => signOut()) }, T.signOut),
      h(
        "button",
        { type: "button", onclick: () => void run(() => signOutEverywhere().then((n) => this.say(T.signedOutEverywhere(n)))) },
        T.signOutEverywhere,
      ),
      h(
        "button",
        {
          type: "button",
          onclick: () => {
            deleteForm.hidden = !deleteForm.hidden;
            if (!deleteForm.hidden) password.focus();
          },
        },
        T.deleteAccount,
      ),
      deleteForm,
      error,
    ]);
  }

  /** After signing up or in: offers to add this browser's guest seats to the account. */
  private offerClaim(): void {
    const games = new Set(guestSeats().map((s) => s.game)).size;
    if (games === 0) return;
    const error = h("span", { class: "account-error", role: "alert" });
    const offer = h(
      "div",
      { class: "claim-offer", role: "group" },
      h("span", {}, T.claimOffer(games)),
      h(
        "button",
        {
          type: "button",
          class: "primary",
          onclick: () =>
            void claimGuestSeats()
              .then((n) => {
                offer.remove();
                this.say(T.claimed(n));
              })
              .catch((e: unknown) => {
                error.textContent = failureText(e);
              }),
        },
        T.claim,
      ),
      h("button", { type: "button", onclick: () => offer.remove() }, T.notNow),
      error,
    );
    this.notice.textContent = "";
    this.element.append(offer);
  }
}
