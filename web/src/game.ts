// The game page: a live game over its WebSocket — the board, the seats and their clocks, whose
// turn it is, the last action, the result, rematch, the history with a replay slider, the
// record's export, the solver's analysis and invitation links to share.
//
// The page holds the state (`game/model.ts` says what follows from it) and talks to the
// server; the panels (`game/panels.ts`) and the game's board (its record's, `boards/`) draw it.

import { type Analysis, api, ApiFailure, type SolverValue, type StateView } from "./api";
import type { BoardComponent } from "./boards/board";
import type { GameRecord } from "./boards/record";
import { gameRecord } from "./boards/registry";
import { hintWarning, renderLearn } from "./learn/ingame";
import { h } from "./dom";
import * as model from "./game/model";
import * as panels from "./game/panels";
import { Live, type LinkStatus } from "./live";
import { analysedGames } from "./meta";
import { navigate } from "./nav";
import { forget, keep, kept, playerName, tokensOf } from "./seats";
import { TO_LOBBY } from "./texts/common";
import { gameTexts } from "./texts/game";

export { describeAction, describeRules } from "./boards/registry";
export { formatClock } from "./game/model";

/** The page of one game. */
export class GamePage {
  readonly element = h("div", { class: "game-page" });
  private m: model.GameModel = model.EMPTY;
  private record: GameRecord | null = null;
  private board: BoardComponent | null = null;
  private live: Live | null = null;
  private tokens: string[];
  private bannerClosed = false;
  private resignArmed = false;
  private link: LinkStatus = { kind: "connecting", attempt: 0 };
  private analysed: readonly string[] = [];
  private analysisOn = false;
  private analyses = new Map<number, Analysis | { error: string }>();
  private analysing: number | null = null;
  private analysedAtPly = -1;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly header = h("header", { class: "game-header" });
  private readonly titleEl = h("h1", {}, gameTexts.loading);
  private readonly rulesEl = h("span", { class: "rules" });
  private readonly linkEl = h("span", { class: "link-status", role: "status" });
  private readonly seatsEl = h("div", { class: "seats" });
  private readonly statusEl = h("p", { class: "status", "aria-live": "polite" });
  private readonly boardBox = h("div", { class: "board-box" });
  private readonly controls = h("div", { class: "controls" });
  private readonly invitesEl = h("div", { class: "invites" });
  private readonly historyEl = h("div", { class: "history" });
  private readonly analysisEl = h("div", { class: "analysis" });
  private readonly learnEl = h("div", { class: "learn-side" });
  /** An action the hints warned against once: played if chosen again. */
  private warned: string | null = null;
  private readonly bannerEl = h("div", { class: "banner", role: "alert" });
  private readonly coverEl = h("div", { class: "cover" });
  private readonly toastEl = h("div", { class: "toast", role: "status", "aria-live": "assertive" });
  private toastTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly onKey = (event: KeyboardEvent) => this.key(event);

  constructor(private readonly id: string) {
    this.tokens = tokensOf(id);
    this.element.append(
      this.header,
      h(
        "div",
        { class: "game-main" },
        h("div", { class: "board-column" }, this.bannerEl, this.statusEl, this.boardBox, this.coverEl),
        h("aside", { class: "game-side" }, this.seatsEl, this.controls, this.learnEl, this.invitesEl, this.analysisEl, this.historyEl),
      ),
      this.toastEl,
    );
    this.header.append(h("a", { href: "/", "data-link": "", class: "home" }, TO_LOBBY), this.titleEl, this.linkEl);
    this.timer = setInterval(() => this.tick(), 200);
    document.addEventListener("keydown", this.onKey);
    analysedGames()
      .then((games) => {
        this.analysed = games;
        this.render();
      })
      .catch(() => {});
    this.connect();
  }

  /** Leaves the page: closes the connection. */
  destroy(): void {
    clearInterval(this.timer);
    document.removeEventListener("keydown", this.onKey);
    this.live?.close();
  }

  private connect(): void {
    this.live?.close();
    this.live = new Live(this.id, this.tokens, {
      state: (state) => this.receive(state),
      error: (error) => {
        this.m = { ...this.m, pending: false };
        this.say(error.message);
        this.render();
      },
      status: (status) => {
        this.link = status;
        panels.renderLink(this.linkEl, status, Date.now());
        if (status.kind === "refused" && status.badToken && this.tokens.length > 0) {
          // The server does not know our seat tokens for this game: watch it instead.
          this.say(gameTexts.seatRefused(status.message));
          forget(this.id);
          this.tokens = [];
          this.connect();
        }
      },
      rematch: (message) => this.enterRematch(message.id, message.tokens),
    });
  }

  private receive(state: StateView): void {
    const next = model.receive(this.m, state, Date.now());
    if (!next) return;
    this.m = next.model;
    if (next.refetch && this.m.replay !== null) void this.showPly(this.m.replay);
    if (state.status !== "finished") this.bannerClosed = false;
    this.render();
  }

  private send(message: { type: "action"; action: string } | { type: "resign" | "undo" | "rematch" }): void {
    if (this.live?.send(message)) return;
    // The socket is down: the same request over HTTP.
    switch (message.type) {
      case "rematch":
        api
          .rematch(this.id, this.tokens)
          .then((created) => this.enterRematch(created.id, created.tokens))
          .catch((e: unknown) => this.failed(e));
        return;
      case "action":
        this.answer(api.action(this.id, this.tokens, message.action));
        return;
      case "resign":
        this.answer(api.resign(this.id, this.tokens));
        return;
      case "undo":
        this.answer(api.undo(this.id, this.tokens));
        return;
    }
  }

  private answer(request: Promise<StateView>): void {
    request.then((state) => this.receive(state)).catch((e: unknown) => this.failed(e));
  }

  private failed(e: unknown): void {
    this.m = { ...this.m, pending: false };
    this.say(e instanceof ApiFailure ? e.message : String(e));
    this.render();
  }

  private play(action: string): void {
    if (this.m.pending) return;
    const warning = this.m.state ? hintWarning(this.m.state, action) : null;
    if (warning && this.warned !== action) {
      this.warned = action;
      this.say(warning);
      return;
    }
    this.warned = null;
    this.m = { ...this.m, pending: true };
    this.send({ type: "action", action });
  }

  private enterRematch(id: string, tokens: { seat: number; token: string }[]): void {
    const st = this.m.state;
    if (!st) return;
    keep(id, st.game, tokens);
    navigate(`/game/${id}`);
  }

  /** Shows a message for a few seconds. */
  say(message: string): void {
    this.toastEl.textContent = message;
    this.toastEl.classList.add("shown");
    if (this.toastTimer) clearTimeout(this.toastTimer);
    this.toastTimer = setTimeout(() => this.toastEl.classList.remove("shown"), 6000);
  }

  private key(event: KeyboardEvent): void {
    const target = event.target as HTMLElement | null;
    if (target && (target.tagName === "INPUT" || target.tagName === "TEXTAREA" || target.tagName === "SELECT")) return;
    if (this.board?.key(event)) return;
    const st = this.m.state;
    if (!st) return;
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      if (target?.getAttribute("role") === "button") return;
      const at = this.m.replay ?? st.ply;
      const to = Math.max(0, Math.min(st.ply, at + (event.key === "ArrowLeft" ? -1 : 1)));
      if (to !== at) {
        event.preventDefault();
        void this.showPly(to);
      }
    }
  }

  private async showPly(ply: number): Promise<void> {
    const st = this.m.state;
    if (!st) return;
    if (ply >= st.ply) {
      this.m = { ...this.m, replay: null };
      this.render();
      return;
    }
    const seat = model.replaySeat(st, this.m.revealed);
    if (!this.m.plies || this.m.plies.length !== st.ply + 1 || this.m.pliesSeat !== seat) {
      try {
        const plies = await api.history(this.id, this.tokens, seat);
        this.m = { ...this.m, plies, pliesSeat: seat };
      } catch (e) {
        this.failed(e);
        return;
      }
    }
    const plies = this.m.plies ?? [];
    this.m = { ...this.m, replay: Math.min(ply, plies.length - 1) };
    this.render();
  }

  private tick(): void {
    if (this.link.kind === "waiting") panels.renderLink(this.linkEl, this.link, Date.now());
    const st = this.m.state;
    if (!st?.clock) return;
    for (const el of this.seatsEl.querySelectorAll<HTMLElement>("[data-clock]")) el.textContent = this.clock(st, Number(el.dataset.clock));
  }

  private clock(st: StateView, seat: number): string {
    return model.formatClock(model.remaining(st, seat, this.m.receivedAt, Date.now()));
  }

  private render(): void {
    const st = this.m.state;
    if (!st) return;
    document.title = gameTexts.title(st.name);
    if (!this.record) {
      try {
        this.record = gameRecord(st.game);
      } catch (e) {
        this.titleEl.textContent = st.name;
        panels.renderStatus(this.statusEl, { main: e instanceof Error ? e.message : String(e), last: null });
        return;
      }
      this.board = this.record.board({ play: (action) => this.play(action), say: (message) => this.say(message) });
      this.boardBox.append(this.board.element);
      this.boardBox.dataset.game = st.game;
    }
    const record = this.record;
    const names = (seat: number) => model.seatName(record, st, seat);
    this.titleEl.textContent = st.name;
    if (!this.rulesEl.isConnected) this.header.insertBefore(this.rulesEl, this.linkEl);
    this.rulesEl.textContent = gameTexts.header(record.texts.rules(st.rules), st.clock?.control ?? null, st.you.length === 0);
    panels.renderSeats(this.seatsEl, st, names, (seat) => this.clock(st, seat));
    panels.renderStatus(this.statusEl, model.statusLine(this.m, st, record, names));
    this.board?.set(model.boardInput(this.m, st, names, this.values(st)));
    this.renderControls(st);
    panels.renderInvites(this.invitesEl, st, kept(this.id), names, (message) => this.say(message));
    panels.renderHistory(this.historyEl, st, this.m.replay, { action: record.texts.action, seat: names }, (ply) => void this.showPly(ply));
    this.renderAnalysis(st, record, names);
    renderLearn(this.learnEl, st, record);
    panels.renderBanner(this.bannerEl, model.banner(st, names), !this.bannerClosed && this.m.replay === null, () => {
      this.bannerClosed = true;
      this.render();
    });
    this.renderCover(st, names);
    panels.renderLink(this.linkEl, this.link, Date.now());
  }

  /** The solver's values of the step shown, when they are on and known. */
  private values(st: StateView): Map<string, SolverValue> | undefined {
    const analysis = this.analysisOn ? this.analyses.get(this.m.replay ?? st.ply) : undefined;
    return analysis && "first_actions" in analysis ? new Map(analysis.first_actions.map((a) => [a.action, a])) : undefined;
  }

  private renderControls(st: StateView): void {
    panels.renderControls(
      this.controls,
      st,
      { takeBack: model.mayTakeBack(st), resignArmed: this.resignArmed },
      {
        takeBack: () => this.send({ type: "undo" }),
        resign: () => {
          if (this.resignArmed) {
            this.resignArmed = false;
            this.send({ type: "resign" });
            return;
          }
          this.resignArmed = true;
          this.renderControls(st);
          setTimeout(() => {
            this.resignArmed = false;
            if (this.m.state) this.renderControls(this.m.state);
          }, 4000);
        },
        takeSeat: () => {
          api
            .joinOpen(this.id, playerName() || undefined)
            .then((joined) => {
              keep(joined.id, st.game, [{ seat: joined.seat, token: joined.token }]);
              this.tokens = tokensOf(this.id);
              this.connect();
            })
            .catch((e: unknown) => this.failed(e));
        },
        rematch: () => this.send({ type: "rematch" }),
        exportRecord: () => this.exportRecord(st),
      },
    );
  }

  private exportRecord(st: StateView): void {
    api
      .record(this.id)
      .then((text) => {
        const blob = new Blob([text], { type: "text/plain" });
        const a = h("a", { href: URL.createObjectURL(blob), download: `quartet-${st.game}-${this.id}.txt` });
        document.body.append(a);
        a.click();
        a.remove();
        this.say(gameTexts.controls.recordSaved);
      })
      .catch((e: unknown) => this.failed(e));
  }

  /** The solver's analysis: for the games the server analyses (and this UI words), once the
   * game is over, or at once against bots. */
  private renderAnalysis(st: StateView, record: GameRecord, names: (seat: number) => string): void {
    const words = record.texts.analysis;
    if (!words || !model.mayAnalyse(st, this.analysed)) {
      this.analysisEl.replaceChildren();
      return;
    }
    if (this.analysedAtPly !== st.ply) {
      // The game moved on (or was taken back): values of earlier steps may no longer hold.
      this.analyses.clear();
      this.analysedAtPly = st.ply;
    }
    const ply = this.m.replay ?? st.ply;
    const found = this.analyses.get(ply);
    if (this.analysisOn && !found && this.analysing !== ply) {
      this.analysing = ply;
      api
        .analysis(this.id, this.tokens, ply)
        .then((a) => this.analyses.set(ply, a))
        .catch((e: unknown) => this.analyses.set(ply, { error: e instanceof ApiFailure ? e.message : String(e) }))
        .finally(() => {
          if (this.analysing === ply) this.analysing = null;
          this.render();
        });
    }
    panels.renderAnalysis(this.analysisEl, this.analysisOn, found, words, names, () => {
      this.analysisOn = !this.analysisOn;
      this.render();
    });
  }

  private renderCover(st: StateView, names: (seat: number) => string): void {
    const needed = model.coverNeeded(st, this.m.revealed) && this.m.replay === null;
    this.boardBox.classList.toggle("covered", needed);
    const seat = needed ? st.viewer : null;
    panels.renderCover(this.coverEl, seat === null ? null : names(seat), () => {
      this.m = { ...this.m, revealed: seat };
      this.render();
      // A replay open under the cover now shows this player's cards.
      if (this.m.replay !== null) void this.showPly(this.m.replay);
    });
  }
}
