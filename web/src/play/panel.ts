// The lobby's play panel: find an opponent now (quick pairing), offer a game in the seek list or
// accept one there, challenge a named player and answer challenges, or play a bot, all with one
// choice of game, rules and clock (rated when signed in). While a wait lasts the panel shows the
// seconds waited and how many wait; cancelling closes the pairing socket, which leaves the pool.
// The pools where somebody waits, the seeks and the challenges are asked for again every few
// seconds and when the page comes back into view.

import { api, ApiFailure, type Meta } from "../api";
import { GAMES, gameRecord } from "../boards/registry";
import { clear, h } from "../dom";
import { errorText, formatNumber } from "../i18n";
import { meta } from "../meta";
import { navigate } from "../nav";
import { failureText } from "../players/account";
import { leaderboardPath, playerLink } from "../players/link";
import { onSession, signedIn } from "../players/session";
import { playersTexts } from "../players/texts";
import { browserId, keep, playerName } from "../seats";
import { clockWords } from "../texts/common";
import type { ChallengeView, GameTag, PairingPool, PairingRequest, PairingTicket, SeekView } from "../wire";
import { type Paired, playApi } from "./calls";
import { presets } from "./presets";
import { playTexts as T } from "./texts";
import { Waiter } from "./waiter";

/** How often the lists are asked for again (ms). */
const REFRESH_MS = 4000;

/** What the panel waits for. */
type WaitKind = "pairing" | "seek" | "challenge";

/** The pool, seek or challenge in words: `Quarto! · lines and squares · 5 min + 3 s · rated`. */
function offerWords(o: { game: string; rules: string; clock: string; rated: boolean }): string {
  const record = GAMES.find((g) => g.tag === o.game);
  return [record?.texts.name ?? o.game, record ? record.texts.rules(o.rules) : o.rules, o.clock === "none" ? T.noClock : clockWords(o.clock), o.rated ? T.rated : T.casual].join(" · ");
}

export class PlayPanel {
  readonly element = h("section", { class: "panel play-panel", "aria-labelledby": "play-title" });
  private readonly game = h("select", { name: "play-game", "aria-label": T.game });
  private readonly rules = h("select", { name: "play-rules", "aria-label": T.rules });
  private readonly clock = h("select", { name: "play-clock", "aria-label": T.clock });
  private readonly rated = h("input", { type: "checkbox", name: "play-rated" });
  private readonly ratedLabel = h("label", { class: "check" }, this.rated, T.ratedGame);
  private readonly challengeName = h("input", { name: "challenge-name", autocomplete: "off", maxlength: 20, "aria-label": T.challengeName, placeholder: T.challengeName });
  private readonly buttons = h("div", { class: "play-buttons" });
  private readonly waitEl = h("div", { class: "play-wait", role: "status", hidden: true });
  private readonly errorEl = h("p", { class: "error", role: "alert" });
  private readonly poolsEl = h("div", { class: "play-pools" });
  private readonly seeksEl = h("div", { class: "play-seeks" });
  private readonly challengesEl = h("div", { class: "play-challenges" });
  private waiter: Waiter | null = null;
  private waitTimer: ReturnType<typeof setInterval> | null = null;
  /** This page's seek or challenge (its id), so that it is not offered back to us. */
  private ownOffer: string | null = null;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly stops: (() => void)[] = [];
  private listsKey = "";

  constructor() {
    const bot = h("button", { type: "button", onclick: () => void this.playBot() }, T.playBot);
    this.buttons.append(
      h("button", { type: "button", class: "primary", onclick: () => void this.startPairing() }, T.quickGame),
      h("button", { type: "button", onclick: () => void this.startSeek() }, T.offerSeek),
      bot,
    );
    const challenge = h("form", { class: "play-challenge" }, this.challengeName, h("button", { type: "submit" }, T.challenge));
    challenge.addEventListener("submit", (event) => {
      event.preventDefault();
      void this.startChallenge();
    });
    this.element.append(
      h(
        "div",
        { class: "play-head" },
        h("h2", { id: "play-title" }, T.title),
        h("a", { href: leaderboardPath(null), "data-link": "", class: "top-players-link" }, playersTexts.topPlayers),
      ),
      h("div", { class: "play-choice" }, this.game, this.rules, this.clock, this.ratedLabel),
      this.buttons,
      challenge,
      this.waitEl,
      this.errorEl,
      this.poolsEl,
      this.challengesEl,
      this.seeksEl,
    );
    for (const g of GAMES) this.game.append(h("option", { value: g.tag }, g.texts.name));
    this.game.addEventListener("change", () => this.fillRules());
    this.fillRules();
    meta()
      .then((m) => this.setMeta(m))
      .catch((e: unknown) => this.showError(e));
    this.stops.push(onSession(() => this.sessionChanged()));
    this.sessionChanged();
    const again = () => void this.refresh();
    window.addEventListener("focus", again);
    this.stops.push(() => window.removeEventListener("focus", again));
    this.timer = setInterval(again, REFRESH_MS);
    void this.refresh();
  }

  destroy(): void {
    clearInterval(this.timer);
    this.stopWaiting();
    for (const stop of this.stops) stop();
  }

  private setMeta(m: Meta): void {
    // Only the games a table of two can play.
    for (const option of [...this.game.options]) {
      const g = m.games.find((x) => x.game === option.value);
      if (g && (g.players.min > 2 || g.players.max < 2)) option.remove();
    }
    clear(this.clock);
    for (const c of m.clocks) this.clock.append(h("option", { value: c }, c === "none" ? T.noClock : clockWords(c)));
    // A game with a clock by default: players who want a game now want it to end.
    const preferred = m.clocks.find((c) => c !== "none");
    if (preferred) this.clock.value = preferred;
  }

  private fillRules(): void {
    clear(this.rules);
    for (const p of presets(gameRecord(this.game.value))) this.rules.append(h("option", { value: p.rules }, p.label));
  }

  private sessionChanged(): void {
    const name = signedIn();
    this.rated.disabled = name === null;
    if (name === null) this.rated.checked = false;
    this.ratedLabel.title = name === null ? T.ratedSignIn : "";
    this.challengeName.closest("form")?.toggleAttribute("hidden", name === null);
    this.listsKey = "";
    void this.refresh();
  }

  private choice(): PairingRequest {
    const name = signedIn() === null ? playerName() || undefined : undefined;
    return { game: this.game.value, rules: this.rules.value, clock: this.clock.value, rated: this.rated.checked || undefined, name, browser: browserId() };
  }

  private showError(e: unknown): void {
    this.errorEl.textContent = e === null ? "" : failureText(e);
  }

  /** Goes to a game the server made for us, its seat's token kept as for a created game. */
  private enter(game: GameTag | string, p: Paired): void {
    this.stopWaiting();
    keep(p.game, game as GameTag, [{ seat: p.seat, token: p.token }]);
    navigate(`/game/${p.game}`);
  }

  private async startPairing(pool?: PairingPool): Promise<void> {
    const choice = this.choice();
    const req = pool ? { game: pool.game, rules: pool.rules, clock: pool.clock, rated: pool.rated || undefined, name: choice.name, browser: choice.browser } : choice;
    await this.wait("pairing", req, () => playApi.pair(req));
  }

  private async startSeek(): Promise<void> {
    const req = this.choice();
    await this.wait("seek", req, () => playApi.seek(req));
  }

  private async startChallenge(): Promise<void> {
    const to = this.challengeName.value.trim();
    if (!to) return;
    const req = this.choice();
    delete req.name;
    delete req.browser;
    await this.wait("challenge", req, () => playApi.challenge(to, req), to);
  }

  private async playBot(): Promise<void> {
    this.showError(null);
    const game = this.game.value as GameTag;
    try {
      const created = await api.create({ game, rules: this.rules.value, clock: this.clock.value, seats: ["me", { bot: "casual" }], name: playerName() || undefined });
      keep(created.id, game, created.tokens, created.invites);
      navigate(`/game/${created.id}`);
    } catch (e) {
      this.showError(e);
    }
  }

  /** Asks for a ticket and waits with it on the pairing socket. */
  private async wait(kind: WaitKind, req: PairingRequest, ask: () => Promise<PairingTicket>, to?: string): Promise<void> {
    this.showError(null);
    this.stopWaiting();
    let ticket: PairingTicket;
    try {
      ticket = await ask();
    } catch (e) {
      this.showError(e);
      return;
    }
    this.ownOffer = ticket.seek ?? null;
    const count = h("span", { class: "play-waiting-count" });
    const seconds = h("span", { class: "play-seconds" }, T.secondsWaited(0));
    const what = kind === "pairing" ? T.lookingFor(offerWords(ticket.pool)) : kind === "seek" ? T.seekOffered(offerWords(ticket.pool)) : T.challengeSent(to ?? "", offerWords(ticket.pool));
    this.waitEl.replaceChildren(
      h("p", { class: "play-wait-what" }, what),
      h("p", { class: "small" }, seconds, " ", count),
      h("button", { type: "button", class: "play-cancel", onclick: () => this.cancelWait() }, T.cancel),
    );
    this.waitEl.hidden = false;
    this.buttons.hidden = true;
    const waiter = new Waiter(ticket.ticket, {
      waiting: (n) => {
        if (kind === "pairing") count.textContent = T.waitingCount(n);
      },
      paired: (p) => this.enter(req.game, p),
      ended: (code, message, detail) => {
        this.stopWaiting();
        this.showError(code === "closed" ? T.waitLost : new ApiFailure(409, code, errorText(code, message, null, detail)));
      },
    });
    this.waiter = waiter;
    this.waitTimer = setInterval(() => {
      seconds.textContent = T.secondsWaited(Math.floor((Date.now() - waiter.since) / 1000));
    }, 1000);
    void this.refresh();
  }

  private cancelWait(): void {
    this.stopWaiting();
    void this.refresh();
  }

  private stopWaiting(): void {
    this.waiter?.cancel();
    this.waiter = null;
    this.ownOffer = null;
    if (this.waitTimer) clearInterval(this.waitTimer);
    this.waitTimer = null;
    this.waitEl.hidden = true;
    this.buttons.hidden = false;
  }

  private async accept(game: string, answer: () => Promise<Paired>): Promise<void> {
    this.showError(null);
    try {
      const paired = await answer();
      this.enter(game, paired);
    } catch (e) {
      this.showError(e);
      void this.refresh();
    }
  }

  private async refresh(): Promise<void> {
    let pools: PairingPool[];
    let seeks: SeekView[];
    let challenges: { received: ChallengeView[]; made: ChallengeView[] } = { received: [], made: [] };
    try {
      [pools, seeks] = await Promise.all([playApi.pools().then((p) => p.pools), playApi.seeks().then((s) => s.seeks)]);
      if (signedIn() !== null) challenges = await playApi.challenges();
    } catch {
      return;
    }
    const key = JSON.stringify([pools, seeks, challenges, this.ownOffer, signedIn(), this.waiter !== null]);
    if (key === this.listsKey) return;
    this.listsKey = key;
    this.drawPools(pools);
    this.drawSeeks(seeks);
    this.drawChallenges(challenges);
  }

  private drawPools(pools: PairingPool[]): void {
    clear(this.poolsEl);
    if (pools.length === 0) return;
    this.poolsEl.append(
      h("h3", {}, T.poolsTitle),
      h(
        "ul",
        { class: "play-list" },
        ...pools.map((pool) =>
          h(
            "li",
            { "data-pool": pool.class },
            h("span", {}, offerWords(pool)),
            h("span", { class: "small" }, T.waitingCount(pool.waiting)),
            this.waiter || (pool.rated && signedIn() === null)
              ? null
              : h("button", { type: "button", onclick: () => void this.startPairing(pool) }, T.joinPool),
          ),
        ),
      ),
    );
  }

  private drawSeeks(seeks: SeekView[]): void {
    clear(this.seeksEl);
    this.seeksEl.append(h("h3", {}, T.seeksTitle));
    if (seeks.length === 0) {
      this.seeksEl.append(h("p", { class: "small" }, T.noSeeks));
      return;
    }
    this.seeksEl.append(
      h(
        "ul",
        { class: "play-list" },
        ...seeks.map((seek) => {
          const mine = seek.id === this.ownOffer;
          const who = seek.rated && seek.name ? playerLink(seek.name) : h("span", {}, seek.name ?? T.guest);
          return h(
            "li",
            { "data-seek": seek.id },
            h("span", {}, who, seek.rating === null ? "" : ` (${formatNumber(seek.rating)})`),
            h("span", { class: "small" }, offerWords(seek)),
            mine
              ? h("span", { class: "small" }, T.yourSeek)
              : seek.rated && signedIn() === null
                ? h("span", { class: "small" }, T.ratedSignIn)
                : h(
                    "button",
                    { type: "button", onclick: () => void this.accept(seek.game, () => playApi.acceptSeek(seek.id, playerName() || undefined)) },
                    T.accept,
                  ),
          );
        }),
      ),
    );
  }

  private drawChallenges({ received, made }: { received: ChallengeView[]; made: ChallengeView[] }): void {
    clear(this.challengesEl);
    if (received.length === 0 && made.length === 0) return;
    this.challengesEl.append(h("h3", {}, T.challengesTitle));
    const list = h("ul", { class: "play-list" });
    for (const c of received)
      list.append(
        h(
          "li",
          { "data-challenge": c.id, class: "received" },
          h("span", {}, T.challengeFrom, " ", playerLink(c.from)),
          h("span", { class: "small" }, offerWords(c)),
          h("button", { type: "button", class: "primary", onclick: () => void this.accept(c.game, () => playApi.acceptChallenge(c.id)) }, T.accept),
          h(
            "button",
            {
              type: "button",
              onclick: () =>
                void playApi
                  .declineChallenge(c.id)
                  .then(() => this.refresh())
                  .catch((e: unknown) => this.showError(e)),
            },
            T.decline,
          ),
        ),
      );
    for (const c of made)
      list.append(
        h(
          "li",
          { "data-challenge": c.id, class: "made" },
          h("span", {}, T.challengeTo, " ", playerLink(c.to)),
          h("span", { class: "small" }, offerWords(c)),
          c.id === this.ownOffer ? h("button", { type: "button", onclick: () => this.cancelWait() }, T.cancel) : h("span", { class: "small" }, T.otherPage),
        ),
      );
    this.challengesEl.append(list);
  }
}

