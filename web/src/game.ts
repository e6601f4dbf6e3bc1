// The game page: a live game over its WebSocket — the board, the seats and their clocks, whose
// turn it is, the last action, the result, rematch, the history with a replay slider, the
// record's export, the solver's analysis and invitation links to share — with sounds, the
// tab's title and icon, an optional confirmation of each action, and the page's switches.
//
// The page holds the state (`game/model.ts` says what follows from it) and talks to the
// server; the panels (`game/panels.ts`) and the game's board (its record's, `boards/`) draw it.

import { type Analysis, api, ApiFailure, type SolverValue, type StateView } from "./api";
import type { BoardComponent } from "./boards/board";
import type { GameRecord } from "./boards/record";
import { gameRecord } from "./boards/registry";
import { carry } from "./carry";
import { hintWarning, renderLearn } from "./learn/ingame";
import { h } from "./dom";
import { setTurnIcon } from "./feedback/favicon";
import { play as playSound, type SoundName, unlockOnGesture } from "./feedback/sounds";
import { between, offerFates, otherPeople } from "./game/between";
import * as model from "./game/model";
import * as panels from "./game/panels";
import { ChatPanel } from "./game/chat";
import { renderTable } from "./game/table";
import { Live, type LinkStatus } from "./live";
import { analysedGames, meta } from "./meta";
import { navigate } from "./nav";
import { TableRatings } from "./players/table-ratings";
import { confirmActions, setConfirmActions } from "./prefs";
import { forget, keep, kept, playerName, tokensOf } from "./seats";
import { switches } from "./switches";
import { lobbyWord, toLobby } from "./texts/common";
import { gameTexts } from "./texts/game";
import { tableTexts } from "./texts/table";
import type { ClientMessage } from "./wire";

export { describeAction, describeRules } from "./boards/registry";
export { formatClock } from "./game/model";

/** The buttons that ask "really?" before they act. */
type Armed = "resign" | "cancel" | "abort";

/** How long the replay waits for the next step before asking the solver (ms). */
const ANALYSIS_DEBOUNCE_MS = 350;

/** The page of one game. */
export class GamePage {
  readonly element = h("div", { class: "game-page" });
  private m: model.GameModel = model.EMPTY;
  private record: GameRecord | null = null;
  private board: BoardComponent | null = null;
  private live: Live | null = null;
  private tokens: string[];
  private bannerClosed = false;
  /** The buttons pressed once that ask "really?" before they act. */
  private armed = new Set<Armed>();
  /** The server's `Limits::claim_after_ms`, once known. */
  private claimAfterMs: number | null = null;
  private link: LinkStatus = { kind: "connecting", attempt: 0 };
  private analysed: readonly string[] = [];
  private analysisOn = false;
  private analyses = new Map<number, Analysis | { error: string } | { skipped: string }>();
  private analysing: { ply: number; abort: AbortController } | null = null;
  private analysisTimer: { ply: number; timer: ReturnType<typeof setTimeout> } | null = null;
  private analysedAtPly = -1;
  /** The action waiting for the player's confirmation (the option against misclicks). */
  private proposed: string | null = null;
  /** The turn (ply) whose low time was already sounded. */
  private lowTimeSounded = -1;
  /** The replay step last asked for: older answers are dropped. */
  private wantedPly: number | null = null;
  /** When the page last asked whether the game exists after a failed connection. */
  private probedAt = 0;
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly header = h("header", { class: "game-header" });
  private readonly titleEl = h("h1", {}, gameTexts.loading);
  private readonly rulesEl = h("span", { class: "rules" });
  private readonly spectatorsEl = h("span", { class: "spectators", "aria-live": "polite" });
  private readonly linkEl = h("span", { class: "link-status", role: "status" });
  private readonly seatsEl = h("div", { class: "seats" });
  private readonly statusEl = h("p", { class: "status", "aria-live": "polite" });
  private readonly boardBox = h("div", { class: "board-box" });
  private readonly confirmEl = h("div", { class: "confirm", role: "group", "aria-label": gameTexts.confirm.label });
  private readonly controls = h("div", { class: "controls" });
  private readonly tableEl = h("div", { class: "between", role: "group", "aria-label": tableTexts.heading });
  private readonly optionsEl = h("div", { class: "options" });
  private readonly invitesEl = h("div", { class: "invites" });
  private readonly history = new panels.HistoryPanel((ply) => void this.showPly(ply));
  private readonly chat: ChatPanel;
  private readonly analysisEl = h("div", { class: "analysis" });
  private readonly positionLine = new panels.PositionLine((text) => this.copyPosition(text));
  private readonly hintsEl = h("div", { class: "learn-side" });
  private readonly learnEl = h("div", { class: "learn-side" });
  /** An action the hints warned against once: played if chosen again. */
  private warned: string | null = null;
  /** The players' ratings with their names at a rated game. */
  private readonly ratings = new TableRatings(() => this.render());
  private readonly bannerEl = h("div", { class: "banner", role: "alert" });
  private readonly coverEl = h("div", { class: "cover" });
  private readonly toastEl = h("div", { class: "toast", role: "status", "aria-live": "assertive" });
  private toastTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly onKey = (event: KeyboardEvent) => this.key(event);
  private readonly switches = switches({ sound: true });

  constructor(private readonly id: string) {
    this.tokens = tokensOf(id);
    this.chat = new ChatPanel(id, (text) => this.sayInChat(text));
    this.element.append(
      this.header,
      h(
        "div",
        { class: "game-main" },
        h("div", { class: "board-column" }, this.seatsEl, this.bannerEl, this.statusEl, this.boardBox, this.confirmEl, this.coverEl),
        h("aside", { class: "game-side" }, this.hintsEl, this.tableEl, this.controls, this.optionsEl, this.learnEl, this.invitesEl, this.analysisEl, this.history.element, this.positionLine.element, this.chat.element),
      ),
      this.toastEl,
    );
    this.header.append(
      // The word goes on a phone (it stays for screen readers), so that the game's name fits.
      h("a", { href: "/", "data-link": "", class: "home" }, "←", h("span", { class: "home-word" }, ` ${lobbyWord()}`)),
      this.titleEl,
      this.rulesEl,
      this.spectatorsEl,
      this.linkEl,
      this.switches.element,
    );
    this.timer = setInterval(() => this.tick(), 200);
    document.addEventListener("keydown", this.onKey);
    unlockOnGesture();
    analysedGames()
      .then((games) => {
        this.analysed = games;
        this.render();
      })
      .catch(() => {});
    meta()
      .then((m) => {
        this.claimAfterMs = m.limits.claim_after_ms;
        this.render();
      })
      .catch(() => {});
    void this.open();
  }

  /** Leaves the page: closes the connection. */
  destroy(): void {
    clearInterval(this.timer);
    if (this.analysisTimer) clearTimeout(this.analysisTimer.timer);
    this.analysing?.abort.abort();
    document.removeEventListener("keydown", this.onKey);
    this.live?.close();
    this.switches.destroy();
    this.ratings.stop();
    setTurnIcon(false);
  }

  /** Asks for the state over HTTP first (a game that does not exist is said so at once, with
   * no WebSocket tried), then opens the live connection. */
  private async open(): Promise<void> {
    try {
      this.receive(await api.state(this.id, this.tokens));
    } catch (e) {
      if (this.notFound(e)) return;
      if (e instanceof ApiFailure && e.code === "bad_token" && this.tokens.length > 0) {
        this.dropSeats(e.message);
        return;
      }
      // Offline, or the server is restarting: the connection tries again by itself.
    }
    this.connect();
  }

  /** Shows that there is no such game (true when `e` says so). */
  private notFound(e: unknown): boolean {
    if (!(e instanceof ApiFailure) || e.status !== 404) return false;
    this.live?.close();
    this.live = null;
    forget(this.id);
    document.title = gameTexts.title(gameTexts.notFound);
    this.element.replaceChildren(
      h(
        "main",
        { class: "not-found panel" },
        h("h1", {}, gameTexts.notFound),
        h("p", {}, gameTexts.notFoundDetail(this.id)),
        h("p", {}, h("a", { href: "/", "data-link": "", class: "button primary" }, toLobby())),
      ),
    );
    return true;
  }

  /** The server does not know our seat tokens for this game: watch it instead. */
  private dropSeats(message: string): void {
    this.say(gameTexts.seatRefused(message));
    forget(this.id);
    this.tokens = [];
    this.connect();
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
        const wasOpen = this.link.kind === "open";
        this.link = status;
        panels.renderLink(this.linkEl, status, Date.now());
        // The viewer's own seats are connected only while the link is (renderSeats).
        if (wasOpen !== (status.kind === "open")) this.render();
        if (status.kind === "refused" && status.badToken && this.tokens.length > 0) this.dropSeats(status.message);
      },
      failed: () => {
        // The connection could not be opened: the game may not exist (any more). Asked at
        // most every few seconds while the server is down.
        if (Date.now() - this.probedAt < 3000) return;
        this.probedAt = Date.now();
        api.state(this.id, this.tokens).then(
          (state) => this.receive(state),
          (e: unknown) => void this.notFound(e),
        );
      },
      rematch: (message) => this.enterRematch(message.id, message.tokens),
      chat: (chat, lines) => {
        this.chat.receive(chat, lines);
        this.render();
      },
    });
  }

  private receive(state: StateView): void {
    const old = this.m.state;
    const next = model.receive(this.m, state, Date.now());
    if (!next) return;
    this.m = next.model;
    if (next.refetch && this.m.replay !== null) void this.showPly(this.m.replay);
    if (state.status !== "finished") this.bannerClosed = false;
    if (old && old.id === state.id && old.version !== state.version) {
      this.sound(old, state);
      for (const { offer, fate } of offerFates(old, state)) {
        const T = tableTexts;
        this.say(offer === "draw" ? (fate === "declined" ? T.drawDeclined : T.drawLapsed) : fate === "declined" ? T.takeBackDeclined : T.takeBackLapsed);
      }
    }
    if (this.proposed !== null && !state.legal.includes(this.proposed)) this.proposed = null;
    this.render();
  }

  /** The sounds of a change: the newest action's (a claim before a capture before a move),
   * then the end's. */
  private sound(old: StateView, st: StateView): void {
    const record = this.record ?? gameRecord(st.game);
    let sound: SoundName | null = null;
    if (st.ply > old.ply) {
      const kinds = st.history.slice(old.ply).map((e) => record.sound(e.action));
      sound = kinds.includes("claim") ? "claim" : kinds.includes("capture") ? "capture" : kinds.length > 0 ? "move" : null;
    }
    const ended = old.status !== "finished" && st.status === "finished";
    if (sound) playSound(sound);
    if (ended) {
      const r = st.result;
      const end: SoundName = r && r.winner !== null && st.you.length === 1 ? (st.you.includes(r.winner) ? "win" : "lose") : "end";
      setTimeout(() => playSound(end), sound ? 260 : 0);
    }
  }

  private send(message: ClientMessage): void {
    if (this.live?.send(message)) return;
    // The socket is down: the same request over HTTP where there is one.
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
      default:
        // What passes between the players goes over the WebSocket only: it reconnects by itself.
        this.say(gameTexts.link.reconnecting);
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

  /** An action chosen on the board: sent, or first proposed for confirmation. */
  private play(action: string): void {
    if (this.m.pending) return;
    const warning = this.m.state ? hintWarning(this.m.state, action) : null;
    if (warning && this.warned !== action) {
      this.warned = action;
      this.say(warning);
      return;
    }
    this.warned = null;
    if (confirmActions()) {
      this.proposed = action;
      this.render();
      this.confirmEl.querySelector<HTMLButtonElement>("button.primary")?.focus();
      return;
    }
    this.sendAction(action);
  }

  private sendAction(action: string): void {
    this.proposed = null;
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
    if (this.proposed !== null && event.key === "Escape") {
      this.proposed = null;
      this.render();
      this.board?.focus();
      return;
    }
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
    this.wantedPly = ply;
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
    // A later step was asked for meanwhile (a dragged slider): that one is shown.
    if (this.wantedPly !== ply) return;
    const plies = this.m.plies ?? [];
    this.m = { ...this.m, replay: Math.min(ply, plies.length - 1) };
    this.render();
  }

  private tick(): void {
    if (this.link.kind === "waiting") panels.renderLink(this.linkEl, this.link, Date.now());
    const st = this.m.state;
    if (st && this.tableEl.querySelector(".claim[data-ready=false], .first-turn")) this.renderTable(st);
    if (!st?.clock) return;
    for (const el of this.seatsEl.querySelectorAll<HTMLElement>("[data-clock]")) {
      const c = this.clock(st, Number(el.dataset.clock));
      el.textContent = c.text;
      el.classList.toggle("low", c.low);
    }
    // Low time on this page's own running clock: sounded once a turn.
    const running = st.clock.running;
    if (st.status === "live" && running !== null && st.you.includes(running) && this.lowTimeSounded !== st.ply) {
      if (this.clock(st, running).low) {
        this.lowTimeSounded = st.ply;
        playSound("lowtime");
      }
    }
  }

  private clock(st: StateView, seat: number): { text: string; low: boolean } {
    const ms = model.remaining(st, seat, this.m.receivedAt, Date.now());
    const low = st.clock !== null && st.status !== "open" && ms < model.lowTime(st.clock.control);
    return { text: model.formatClock(ms), low };
  }

  private render(): void {
    const st = this.m.state;
    if (!st) return;
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
      this.element.dataset.game = st.game;
    }
    const record = this.record;
    const names = (seat: number) => model.seatName(record, st, seat);
    document.title = model.title(this.m, st, record.texts.name);
    setTurnIcon(model.yourTurn(this.m, st));
    this.titleEl.textContent = record.texts.name;
    this.rulesEl.textContent = gameTexts.header(record.texts.rules(st.rules), st.clock?.control ?? null, st.you.length === 0);
    panels.renderSpectators(this.spectatorsEl, st);
    const rated = st.rated;
    const rating = (seat: number) => {
      const account = st.seats[seat]?.account;
      return rated && account ? this.ratings.of(account, st.id, rated, st.status === "finished") : null;
    };
    panels.renderSeats(this.seatsEl, st, names, (seat) => this.clock(st, seat), this.link.kind === "open", rating);
    // Confirming one's actions means something only to a player of a game not over.
    if (st.you.length === 0 || st.status === "finished") this.optionsEl.replaceChildren();
    else if (this.optionsEl.childElementCount === 0) this.renderOptions();
    panels.renderStatus(this.statusEl, model.statusLine(this.m, st, record, names), model.botThinking(st) && this.m.replay === null);
    this.board?.set({ ...model.boardInput(this.m, st, names, this.values(st)), proposed: this.proposed });
    panels.renderConfirm(
      this.confirmEl,
      this.proposed === null ? null : record.texts.proposal(this.proposed),
      () => {
        if (this.proposed !== null) this.sendAction(this.proposed);
        this.board?.focus();
      },
      () => {
        this.proposed = null;
        this.render();
        this.board?.focus();
      },
    );
    this.renderControls(st);
    this.renderTable(st);
    this.chat.render(st, names);
    panels.renderInvites(this.invitesEl, st, kept(this.id), names, (message) => this.say(message));
    this.history.update(st, this.m.replay, { action: record.texts.action, seat: names, chip: record.chip });
    this.positionLine.show(model.shownPosition(this.m, st));
    this.renderAnalysis(st, record, names);
    renderLearn(this.hintsEl, this.learnEl, st, record);
    panels.renderBanner(this.bannerEl, model.banner(st, names, record), !this.bannerClosed && this.m.replay === null, () => {
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

  private renderOptions(): void {
    const box = h("input", {
      type: "checkbox",
      name: "confirm",
      checked: confirmActions(),
      onchange: (e: Event) => {
        setConfirmActions((e.target as HTMLInputElement).checked);
        if (!confirmActions() && this.proposed !== null) {
          this.proposed = null;
          this.render();
        }
      },
    });
    this.optionsEl.replaceChildren(h("label", { class: "check" }, box, ` ${gameTexts.confirm.option}`));
  }

  /** A button that asks "really?" first: false on the first press (it is armed for 4 s),
   * true on the second. */
  private pressedTwice(button: Armed): boolean {
    const rerender = () => {
      if (!this.m.state) return;
      this.renderControls(this.m.state);
      this.renderTable(this.m.state);
    };
    const again = this.armed.delete(button);
    if (!again) {
      this.armed.add(button);
      setTimeout(() => {
        if (this.armed.delete(button)) rerender();
      }, 4000);
    }
    rerender();
    return again;
  }

  private renderControls(st: StateView): void {
    panels.renderControls(
      this.controls,
      st,
      { takeBack: model.mayTakeBack(st), resignArmed: this.armed.has("resign"), cancelArmed: this.armed.has("cancel") },
      {
        takeBack: () => this.send({ type: "undo" }),
        resign: () => {
          if (this.pressedTwice("resign")) this.send({ type: "resign" });
        },
        cancel: () => {
          if (!this.pressedTwice("cancel")) return;
          api
            .cancel(this.id, this.tokens)
            .then((state) => {
              forget(this.id);
              this.receive(state);
              this.say(gameTexts.controls.cancelled);
            })
            .catch((e: unknown) => this.failed(e));
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
        continueFromHere: () => this.continueFromHere(st),
      },
    );
  }

  /** Says a line in the game's chat: false while the connection is down (it comes back). */
  private sayInChat(text: string): boolean {
    if (this.live?.send({ type: "chat", text })) return true;
    this.say(gameTexts.link.reconnecting);
    return false;
  }

  /** The panel between the people at the table. */
  private renderTable(st: StateView): void {
    const record = this.record;
    if (!record) return;
    const names = (seat: number) => model.seatName(record, st, seat);
    const serverNow = st.now + (Date.now() - this.m.receivedAt);
    renderTable(this.tableEl, between(st, this.claimAfterMs), otherPeople(st).map(names), names, serverNow, this.armed.has("abort"), {
      abort: () => {
        if (this.pressedTwice("abort")) this.send({ type: "abort" });
      },
      offer: (offer) => this.send({ type: "offer", offer }),
      answer: (offer, accept) => this.send(accept ? { type: "accept", offer } : { type: "decline", offer }),
      claim: (draw) => this.send({ type: "claim", draw }),
    });
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

  /** Copies the position's notation; where the browser refuses, says to copy it by hand (the
   * line stays selectable). */
  private copyPosition(text: string): void {
    // Missing outside a secure context (a page served over plain HTTP from another machine).
    const clipboard = navigator.clipboard as Clipboard | undefined;
    if (!clipboard) {
      this.say(gameTexts.position.copyFailed);
      return;
    }
    clipboard.writeText(text).then(
      () => this.say(gameTexts.position.copied),
      () => this.say(gameTexts.position.copyFailed),
    );
  }

  /** Opens the lobby's import with this game's record, on from the step shown, each bot's seat
   * played by a bot of its level. */
  private continueFromHere(st: StateView): void {
    const ply = this.m.replay ?? st.ply;
    api
      .record(this.id)
      .then((record) => {
        carry({ record, ply, bots: st.seats.map((s) => (s.kind === "bot" ? s.level : null)) });
        navigate("/");
      })
      .catch((e: unknown) => this.failed(e));
  }

  /** The solver's analysis: for the games the server analyses (and this UI words), once the
   * game is over, or at once against bots. A step is asked for once the replay rests on it
   * (not for every step it passes), an older question is dropped, and each answer is kept. */
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
    if (this.analysisOn && !found && this.analysing?.ply !== ply) this.askAnalysis(ply);
    panels.renderAnalysis(this.analysisEl, this.analysisOn, found, words, names, record.chip, () => {
      this.analysisOn = !this.analysisOn;
      if (!this.analysisOn) {
        this.analysing?.abort.abort();
        this.analysing = null;
      }
      this.render();
    });
  }

  private askAnalysis(ply: number): void {
    if (this.analysisTimer?.ply === ply) return;
    if (this.analysisTimer) clearTimeout(this.analysisTimer.timer);
    const timer = setTimeout(() => {
      this.analysisTimer = null;
      const now = this.m.replay ?? this.m.state?.ply;
      if (now !== ply || !this.analysisOn) return;
      this.analysing?.abort.abort();
      const abort = new AbortController();
      this.analysing = { ply, abort };
      api
        .analysis(this.id, this.tokens, ply, abort.signal)
        .then((a) => this.analyses.set(ply, a))
        .catch((e: unknown) => {
          if (abort.signal.aborted) return;
          if (e instanceof ApiFailure && e.code === "analysis_timeout") this.analyses.set(ply, { skipped: gameTexts.analysis.notAnalysed });
          else this.analyses.set(ply, { error: e instanceof ApiFailure ? e.message : String(e) });
        })
        .finally(() => {
          if (this.analysing?.abort !== abort) return;
          this.analysing = null;
          this.render();
        });
    }, ANALYSIS_DEBOUNCE_MS);
    this.analysisTimer = { ply, timer };
  }

  private renderCover(st: StateView, names: (seat: number) => string): void {
    const needed = model.coverNeeded(st, this.m.revealed) && this.m.replay === null;
    this.boardBox.classList.toggle("covered", needed);
    const seat = needed ? st.viewer : null;
    panels.renderCover(this.coverEl, seat === null ? null : names(seat), () => {
      this.m = { ...this.m, revealed: seat };
      this.render();
      this.board?.focus();
      // A replay open under the cover now shows this player's cards.
      if (this.m.replay !== null) void this.showPly(this.m.replay);
    });
  }
}
