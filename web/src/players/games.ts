// "Your games" (`/games`): the games of the signed-in account and those this browser holds
// seats of, each with its opponents, whose turn it is or how it ended, and its date; the games
// that wait for the player first, after the challenges they received. While some wait, the page says so: "(N)" in the tab's title, a
// mark on its icon, and (a switch, off by default) a sound when another begins to wait. Asked
// for again every few seconds and when the page comes back into view.

import { api, request } from "../api";
import { findGame } from "../boards/registry";
import { clear, h } from "../dom";
import { setTurnIcon } from "../feedback/favicon";
import { play } from "../feedback/sounds";
import { formatDate } from "../i18n";
import { keptGames } from "../seats";
import { gameTexts } from "../texts/game";
import type { ChallengeList, ChallengeView, Profile, YourGames } from "../wire";
import { type GameLine, fromAccount, fromProfile, fromState, merge, titled } from "./needs";
import { playerLink } from "./link";
import { SOUND_KEY, soundWanted } from "./notice";
import { outcomeOf } from "./profile";
import { onSession, signedIn } from "./session";
import { playersTexts as T } from "./texts";

/** How often the page asks again (ms). */
const REFRESH_MS = 5000;
/** The most games held by this browser whose state is asked for (each is one request). */
const HELD_MAX = 12;
export class YourGamesPage {
  readonly element = h("main", { class: "your-games" });
  private readonly list = h("div", { class: "panel" });
  private readonly sound = h("input", { type: "checkbox", name: "notify-sound" });
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly stops: (() => void)[] = [];
  private waiting: number | null = null;
  private key = "";

  constructor() {
    this.sound.checked = soundWanted();
    this.sound.addEventListener("change", () => {
      try {
        localStorage.setItem(SOUND_KEY, this.sound.checked ? "on" : "off");
      } catch {
        // storage disabled: the choice lasts as long as the page
      }
    });
    this.element.append(h("h1", {}, T.yourGames), h("label", { class: "check notify-switch" }, this.sound, T.notifySound), this.list);
    this.list.append(h("p", { class: "small" }, T.loading));
    const again = () => void this.refresh();
    window.addEventListener("focus", again);
    this.stops.push(() => window.removeEventListener("focus", again), onSession(again));
    this.timer = setInterval(again, REFRESH_MS);
    void this.refresh();
  }

  destroy(): void {
    clearInterval(this.timer);
    for (const stop of this.stops) stop();
    setTurnIcon(false);
  }

  private async lines(): Promise<{ lines: GameLine[]; challenges: ChallengeView[] }> {
    const name = signedIn();
    const account: GameLine[] = [];
    let challenges: ChallengeView[] = [];
    if (name !== null) {
      const [on, profile, offered] = await Promise.all([
        request<YourGames>("GET", "/api/account/games"),
        request<Profile>("GET", `/api/players/${encodeURIComponent(name)}`),
        request<ChallengeList>("GET", "/api/challenges"),
      ]);
      challenges = offered.received;
      account.push(...on.games.map(fromAccount));
      account.push(...profile.games.filter((g) => g.status === "finished").map(fromProfile));
    }
    const known = new Set(account.map((g) => g.id));
    const held = keptGames()
      .filter((g) => !known.has(g.id))
      .slice(0, HELD_MAX);
    const states = await Promise.all(
      held.map((g) =>
        api.state(g.id, g.tokens.map((t) => t.token)).then(fromState, () => null),
      ),
    );
    return { lines: merge(account, states.filter((s): s is GameLine => s !== null)), challenges };
  }

  private async refresh(): Promise<void> {
    let lines: GameLine[];
    let challenges: ChallengeView[];
    try {
      ({ lines, challenges } = await this.lines());
    } catch {
      return;
    }
    const waiting = lines.filter((g) => g.needsYou).length + challenges.length;
    if (this.waiting !== null && waiting > this.waiting && this.sound.checked) play("move");
    this.waiting = waiting;
    document.title = titled(`${T.yourGames} · Quartet`, waiting);
    setTurnIcon(waiting > 0);
    const key = JSON.stringify([lines, challenges]);
    if (key === this.key) return;
    this.key = key;
    clear(this.list);
    if (lines.length === 0 && challenges.length === 0) {
      this.list.append(h("p", { class: "small" }, T.noGamesYet));
      return;
    }
    if (waiting > 0) this.list.append(h("p", { class: "needs-you-count", role: "status" }, T.gamesWaiting(waiting)));
    this.list.append(
      h(
        "ul",
        { class: "profile-games your-games-list" },
        ...challenges.map((c) =>
          h(
            "li",
            { "data-challenge": c.id, class: "needs-you" },
            h("span", {}, T.challengeFrom, " ", playerLink(c.from)),
            h("a", { href: "/", "data-link": "", class: "game-state" }, T.answerInLobby),
            h("span", { class: "small" }, formatDate(new Date(c.created_at))),
          ),
        ),
        ...lines.map((g) => this.row(g)),
      ),
    );
  }

  private row(g: GameLine): HTMLElement {
    const opponents = h("span", { class: "opponents" }, T.against);
    g.players.forEach((name, seat) => {
      if (g.seats.includes(seat)) return;
      const account = g.accounts[seat];
      const bot = g.bots[seat];
      const who =
        account === "deleted"
          ? T.deletedPlayer
          : account === "account" && name
            ? playerLink(name)
            : (name ?? (bot !== null && bot !== undefined ? gameTexts.seat.bot(bot || null) : T.guest));
      opponents.append(" ", who);
    });
    let state: string;
    if (g.status === "open") state = T.outcome("open");
    else if (g.status === "finished") state = T.outcome(outcomeOf({ status: g.status, result: g.result, termination: g.termination, seat: g.seats[0] ?? -1 }));
    else if (g.offer === "draw") state = T.drawOffered;
    else if (g.offer === "take_back") state = T.takeBackAsked;
    else if (g.toMove === null) state = T.outcome("live");
    else state = g.seats.includes(g.toMove) ? T.yourTurn : T.theirTurn;
    return h(
      "li",
      { "data-game": g.id, class: g.needsYou ? "needs-you" : null },
      h("a", { href: `/game/${g.id}`, "data-link": "" }, findGame(g.game)?.texts.name ?? g.game),
      opponents,
      h("span", { class: "game-state" }, state),
      h("span", { class: "small" }, formatDate(new Date(g.createdAt))),
    );
  }
}
