// The game page: a live game over its WebSocket — the board, the seats and their clocks, whose
// turn it is, the last action, the result, rematch, the history with a replay slider, the
// record's export, and invitation links to share.

import { type Analysis, api, ApiFailure, type HistoryEntry, type Ply, type SolverValue, type StateView } from "./api";
import { Board, valueWords } from "./boards/board";
import { DanishBoard } from "./boards/danish";
import { describeQuartinoAction, QuartinoBoard } from "./boards/quartino";
import { describeQuartoAction, QuartoBoard } from "./boards/quarto";
import { clear, h } from "./dom";
import { Live, type LinkStatus } from "./live";
import { navigate } from "./nav";
import { forget, keep, kept, playerName, tokensOf } from "./seats";

/** Formats milliseconds as a clock: `4:59`, or `8.3` under ten seconds. */
export function formatClock(ms: number): string {
  const clamped = Math.max(0, ms);
  if (clamped < 10_000) return (Math.floor(clamped / 100) / 10).toFixed(1);
  const total = Math.ceil(clamped / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mm = hours > 0 ? String(minutes).padStart(2, "0") : String(minutes);
  return `${hours > 0 ? `${hours}:` : ""}${mm}:${String(seconds).padStart(2, "0")}`;
}

/** An action in words, for the game. */
export function describeAction(game: string, action: string): string {
  if (game === "quarto") return describeQuartoAction(action);
  if (game === "quartino") return describeQuartinoAction(action);
  if (action === "pass") return "passed";
  const m = /^(?:([a-i]\d)-)?([a-i]\d)(?:x([a-i]\d))?$/.exec(action);
  if (!m) return action;
  return `${m[1] ? `moved ${m[1]}→${m[2]}` : `placed on ${m[2]}`}${m[3] ? `, captured ${m[3]}` : ""}`;
}

/** The rules in words, short. */
export function describeRules(game: string, rules: string): string {
  const words: string[] = [];
  for (const word of rules.split(/\s+/)) {
    const [k, v] = word.split("=");
    if (game === "quarto") {
      if (k === "attributes" && v !== "height,colour,shape,top") words.push(`only ${v.replace(/,/g, ", ")}`);
      if (k === "squares" && v === "yes") words.push("squares win too");
      if (k === "win" && v === "announce") words.push("announce Quarto!");
    } else if (game === "quartino") {
      if (k === "players") words.push(`${v} players`);
      if (k === "situations" && v === "off") words.push("no situations");
      if (k === "column_mandatory" && v === "on") words.push("columns mandatory");
      if (k === "allow_mirror" && v === "on") words.push("mirror images count");
    } else if (game === "danish") {
      if (k === "ply_cap" && v !== "none") words.push(`drawn after ${v} turns`);
    }
  }
  return words.length > 0 ? words.join(" · ") : "standard rules";
}

function seatName(state: StateView, seat: number): string {
  const s = state.seats[seat];
  if (!s) return `Player ${seat + 1}`;
  if (s.name) return s.name;
  if (s.kind === "bot") return `Bot (${s.level ?? "?"})`;
  if (state.game === "danish") return seat === 0 ? "White" : "Black";
  return `Player ${seat + 1}`;
}

function makeBoard(game: string): Board {
  if (game === "quarto") return new QuartoBoard();
  if (game === "danish") return new DanishBoard();
  return new QuartinoBoard();
}

/** The page of one game. */
export class GamePage {
  readonly element = h("div", { class: "game-page" });
  private state: StateView | null = null;
  private receivedAt = 0;
  private board: Board | null = null;
  private live: Live | null = null;
  private tokens: string[];
  private pending = false;
  private versionFloor = -1;
  private replay: number | null = null;
  private plies: Ply[] | null = null;
  private pliesSeat: number | null = null;
  private revealed: number | null = null;
  private bannerClosed = false;
  private resignArmed = false;
  private link: LinkStatus = { kind: "connecting", attempt: 0 };
  private readonly timer: ReturnType<typeof setInterval>;
  private readonly header = h("header", { class: "game-header" });
  private readonly linkEl = h("span", { class: "link-status", role: "status" });
  private readonly seatsEl = h("div", { class: "seats" });
  private readonly statusEl = h("p", { class: "status", "aria-live": "polite" });
  private readonly boardBox = h("div", { class: "board-box" });
  private readonly controls = h("div", { class: "controls" });
  private readonly invitesEl = h("div", { class: "invites" });
  private readonly historyEl = h("div", { class: "history" });
  private readonly analysisEl = h("div", { class: "analysis" });
  private analysisOn = false;
  private analyses = new Map<number, Analysis | { error: string }>();
  private analysing: number | null = null;
  private analysedAtPly = -1;
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
        h("aside", { class: "game-side" }, this.seatsEl, this.controls, this.invitesEl, this.analysisEl, this.historyEl),
      ),
      this.toastEl,
    );
    this.header.append(h("a", { href: "/", "data-link": "", class: "home" }, "← Lobby"), h("h1", {}, "Loading…"), this.linkEl);
    this.timer = setInterval(() => this.tick(), 200);
    document.addEventListener("keydown", this.onKey);
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
        this.pending = false;
        this.say(error.message);
        if (this.state) this.render();
      },
      status: (status) => {
        this.link = status;
        this.renderLink();
        if (status.kind === "refused" && status.badToken && this.tokens.length > 0) {
          // The server does not know our seat tokens for this game: watch it instead.
          this.say(`Your seat for this game was refused (${status.message}); watching instead.`);
          forget(this.id);
          this.tokens = [];
          this.connect();
        }
      },
      rematch: (message) => this.enterRematch(message.id, message.tokens),
    });
  }

  private receive(state: StateView): void {
    // An HTTP answer may arrive after a newer state from the WebSocket: keep the newest (the
    // server's versions only grow, across its restarts too).
    if (state.version < this.versionFloor) return;
    this.versionFloor = state.version;
    const moved = !this.state || this.state.ply !== state.ply || this.state.version !== state.version;
    this.state = state;
    this.receivedAt = Date.now();
    this.pending = false;
    if (moved && this.replay !== null && this.plies && this.plies.length !== state.ply + 1) {
      this.plies = null;
      void this.showPly(this.replay);
    }
    if (state.status !== "finished") this.bannerClosed = false;
    this.render();
  }

  private send(message: { type: string; action?: string }): void {
    if (this.live?.send(message)) return;
    // The socket is down: the same request over HTTP.
    const request =
      message.type === "action"
        ? api.action(this.id, this.tokens, message.action as string)
        : message.type === "resign"
          ? api.resign(this.id, this.tokens)
          : message.type === "undo"
            ? api.undo(this.id, this.tokens)
            : null;
    if (message.type === "rematch") {
      api
        .rematch(this.id, this.tokens)
        .then((created) => this.enterRematch(created.id, created.tokens))
        .catch((e: unknown) => this.failed(e));
      return;
    }
    request?.then((state) => this.receive(state)).catch((e: unknown) => this.failed(e));
  }

  private failed(e: unknown): void {
    this.pending = false;
    this.say(e instanceof ApiFailure ? e.message : String(e));
    if (this.state) this.render();
  }

  private play(action: string): void {
    if (this.pending) return;
    this.pending = true;
    this.send({ type: "action", action });
  }

  private enterRematch(id: string, tokens: { seat: number; token: string }[]): void {
    if (!this.state) return;
    keep(id, this.state.game, tokens);
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
    if (this.board?.onKey(event)) return;
    if (!this.state) return;
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      if (target?.getAttribute("role") === "button") return;
      const at = this.replay ?? this.state.ply;
      const to = Math.max(0, Math.min(this.state.ply, at + (event.key === "ArrowLeft" ? -1 : 1)));
      if (to !== at) {
        event.preventDefault();
        void this.showPly(to);
      }
    }
  }

  private async showPly(ply: number): Promise<void> {
    if (!this.state) return;
    if (ply >= this.state.ply) {
      this.replay = null;
      this.render();
      return;
    }
    const seat = this.replaySeat(this.state);
    if (!this.plies || this.plies.length !== this.state.ply + 1 || this.pliesSeat !== seat) {
      try {
        this.plies = await api.history(this.id, this.tokens, seat);
        this.pliesSeat = seat;
      } catch (e) {
        this.failed(e);
        return;
      }
    }
    this.replay = Math.min(ply, this.plies.length - 1);
    this.render();
  }

  /** Whose view the replay shows: on a device shared by several seats of a game with hidden
   * cards, only the seat whose cards are uncovered now (else nobody's hand); otherwise the
   * server's choice (our one seat, or the whole game once it is over). */
  private replaySeat(st: StateView): number | null {
    if (!st.hidden || st.you.length < 2 || st.status === "finished") return null;
    return st.viewer !== null && this.revealed === st.viewer ? st.viewer : null;
  }

  private renderLink(): void {
    const l = this.link;
    this.linkEl.className = `link-status ${l.kind}`;
    if (l.kind === "open") this.linkEl.textContent = "● connected";
    else if (l.kind === "connecting") this.linkEl.textContent = l.attempt > 0 ? "◌ reconnecting…" : "◌ connecting…";
    else if (l.kind === "waiting")
      this.linkEl.textContent = `✕ connection lost: retrying in ${Math.max(0, Math.ceil((l.retryAt - Date.now()) / 1000))} s`;
    else this.linkEl.textContent = `✕ ${l.message}`;
  }

  private tick(): void {
    if (this.link.kind === "waiting") this.renderLink();
    const st = this.state;
    if (!st?.clock) return;
    for (const el of this.seatsEl.querySelectorAll<HTMLElement>("[data-clock]")) {
      const seat = Number(el.dataset.clock);
      el.textContent = formatClock(this.remaining(st, seat));
    }
  }

  private remaining(st: StateView, seat: number): number {
    const clock = st.clock;
    if (!clock) return 0;
    const base = clock.remaining_ms[seat] ?? 0;
    if (clock.running === seat && st.status === "live") return base - (Date.now() - this.receivedAt);
    return base;
  }

  private render(): void {
    const st = this.state;
    if (!st) return;
    document.title = `${st.name} · Quartet`;
    if (!this.board) {
      this.board = makeBoard(st.game);
      this.boardBox.append(this.board.element);
      this.boardBox.dataset.game = st.game;
    }
    this.renderHeader(st);
    this.renderSeats(st);
    this.renderStatus(st);
    this.renderBoard(st);
    this.renderControls(st);
    this.renderInvites(st);
    this.renderHistory(st);
    this.renderAnalysis(st);
    this.renderBanner(st);
    this.renderCover(st);
    this.renderLink();
  }

  private renderHeader(st: StateView): void {
    const title = this.header.querySelector("h1");
    if (title) title.textContent = st.name;
    let rules = this.header.querySelector(".rules");
    if (!rules) {
      rules = h("span", { class: "rules" });
      this.header.insertBefore(rules, this.linkEl);
    }
    rules.textContent = `${describeRules(st.game, st.rules)}${st.clock ? ` · clock ${st.clock.control}` : ""}${
      st.you.length === 0 ? " · you are watching" : ""
    }`;
  }

  private renderSeats(st: StateView): void {
    clear(this.seatsEl);
    st.seats.forEach((seat, i) => {
      const mine = st.you.includes(i);
      const toMove = st.to_move === i && st.status === "live";
      let kind = "";
      if (seat.kind === "bot") kind = "bot";
      else if (!seat.taken) kind = seat.kind === "open" ? "open seat: anyone may join" : "invited: not joined yet";
      else if (!seat.connected) kind = "offline";
      const row = h(
        "div",
        { class: `seat${toMove ? " to-move" : ""}${mine ? " mine" : ""}`, "data-seat": String(i) },
        h("span", { class: "turn-mark", "aria-hidden": "true" }, toMove ? "▶" : ""),
        h("span", { class: "seat-name" }, seatName(st, i), mine ? " (you)" : ""),
        kind ? h("span", { class: "seat-kind" }, kind) : null,
        st.clock ? h("span", { class: `clock${st.clock.running === i ? " running" : ""}`, "data-clock": String(i) }, formatClock(this.remaining(st, i))) : null,
      );
      if (toMove) row.setAttribute("aria-current", "true");
      this.seatsEl.append(row);
    });
  }

  private renderStatus(st: StateView): void {
    const last = this.replay === null ? st.last : st.history[this.replay - 1] ?? null;
    let text: string;
    if (this.replay !== null) text = `Replay: after action ${this.replay} of ${st.ply}.`;
    else if (st.result) text = st.result.text.replace(/^player (\d)/, (_m, n) => seatName(st, Number(n) - 1));
    else if (st.status === "open") {
      const waiting = st.seats.filter((s) => !s.taken).map((s) => seatName(st, s.seat));
      text = `Waiting for ${waiting.join(", ")} to join.`;
    } else if (st.legal.length > 0) text = st.you.length > 1 ? `${seatName(st, st.to_move ?? 0)}: your turn.` : "Your turn.";
    else if (st.to_move !== null) text = `${seatName(st, st.to_move)} to move…`;
    else text = "";
    clear(this.statusEl);
    this.statusEl.append(h("span", { class: "status-main" }, text));
    if (last) {
      this.statusEl.append(
        h("span", { class: "last-action" }, ` Last: ${seatName(st, last.seat)} ${describeAction(st.game, last.action)}.`),
      );
    }
  }

  private renderBoard(st: StateView): void {
    if (!this.board) return;
    let view = st.position ?? st.view;
    let history: HistoryEntry[] = st.history;
    let legal = this.pending ? [] : st.legal;
    let key = `${st.id}:${st.ply}:${st.viewer}`;
    let madeSquares = st.made_squares;
    let winningLines = st.winning_lines;
    if (this.replay !== null && this.plies) {
      const step = this.plies[this.replay];
      view = step.view;
      madeSquares = step.made_squares;
      winningLines = step.winning_lines;
      history = st.history.slice(0, this.replay);
      legal = [];
      key = `${st.id}:replay:${this.replay}`;
    }
    if (this.coverNeeded(st)) legal = [];
    const analysis = this.analysisOn ? this.analyses.get(this.replay ?? st.ply) : undefined;
    const values =
      analysis && "first_actions" in analysis
        ? new Map<string, SolverValue>(analysis.first_actions.map((a) => [a.action, a]))
        : undefined;
    this.board.update({
      view,
      rules: st.rules,
      legal,
      history,
      players: st.players,
      viewer: this.replay !== null || st.position ? null : st.viewer,
      // In the replay, whoever made the next action was to move.
      toMove: this.replay !== null ? (st.history[this.replay]?.seat ?? null) : st.to_move,
      seatName: (seat) => seatName(st, seat),
      play: (action) => this.play(action),
      say: (message) => this.say(message),
      live: this.replay === null,
      key,
      values,
      madeSquares,
      winningLines,
    });
  }

  private renderControls(st: StateView): void {
    clear(this.controls);
    const playing = st.you.length > 0;
    const over = st.status === "finished";
    if (playing && !over) {
      const againstBots = st.seats.every((s, i) => st.you.includes(i) || s.kind === "bot");
      if (againstBots && st.history.some((e) => st.you.includes(e.seat))) {
        controlsButton(this.controls, "Take back", () => this.send({ type: "undo" }));
      }
      if (st.status === "live") {
        controlsButton(this.controls, this.resignArmed ? "Really resign?" : "Resign", () => {
          if (!this.resignArmed) {
            this.resignArmed = true;
            this.renderControls(st);
            setTimeout(() => {
              this.resignArmed = false;
              if (this.state) this.renderControls(this.state);
            }, 4000);
            return;
          }
          this.resignArmed = false;
          this.send({ type: "resign" });
        });
      }
    }
    if (!playing && st.status !== "finished" && st.seats.some((s) => s.kind === "open" && !s.taken)) {
      controlsButton(this.controls, "Take a seat", () => {
        api
          .joinOpen(this.id, playerName() || undefined)
          .then((joined) => {
            keep(joined.id, st.game, [{ seat: joined.seat, token: joined.token }]);
            this.tokens = tokensOf(this.id);
            this.connect();
          })
          .catch((e: unknown) => this.failed(e));
      });
    }
    if (over && playing) {
      if (st.rematch && !st.rematch.code) {
        this.controls.append(h("a", { href: `/game/${st.rematch.id}`, "data-link": "", class: "button" }, "Open the rematch"));
      } else {
        controlsButton(this.controls, st.rematch ? "Accept the rematch" : "Rematch", () => this.send({ type: "rematch" }));
      }
    }
    controlsButton(this.controls, "Export record", () => this.exportRecord(st));
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
        this.say("Record saved. Import it from the lobby to go on from any point.");
      })
      .catch((e: unknown) => this.failed(e));
  }

  private renderInvites(st: StateView): void {
    clear(this.invitesEl);
    const invites = (kept(this.id)?.invites ?? []).filter((inv) => {
      const seat = st.seats[inv.seat];
      return seat && !seat.taken;
    });
    if (invites.length === 0 || st.status === "finished") return;
    this.invitesEl.append(h("h2", {}, "Invite"));
    for (const inv of invites) {
      const url = `${location.origin}${inv.link}`;
      const input = h("input", { value: url, readonly: true, "aria-label": `link for seat ${inv.seat + 1}`, "data-invite": String(inv.seat) });
      this.invitesEl.append(
        h(
          "div",
          { class: "invite" },
          h("span", {}, `${seatName(st, inv.seat)} (${inv.kind === "open" ? "open to anyone" : "for a friend"}): send this link`),
          h(
            "div",
            { class: "invite-row" },
            input,
            h(
              "button",
              {
                onclick: () => {
                  input.select();
                  void navigator.clipboard?.writeText(url).then(
                    () => this.say("Link copied."),
                    () => this.say("Select the link and copy it."),
                  );
                },
              },
              "Copy",
            ),
          ),
        ),
      );
    }
  }

  private renderHistory(st: StateView): void {
    clear(this.historyEl);
    this.historyEl.append(h("h2", {}, "History"));
    const at = this.replay ?? st.ply;
    const slider = h("input", {
      type: "range",
      min: 0,
      max: st.ply,
      value: at,
      "aria-label": "replay: action shown",
      class: "replay-slider",
    });
    slider.addEventListener("input", () => void this.showPly(Number(slider.value)));
    const step = (label: string, text: string, to: () => number) =>
      h("button", { "aria-label": label, title: label, onclick: () => void this.showPly(to()) }, text);
    this.historyEl.append(
      h(
        "div",
        { class: "replay" },
        step("first", "«", () => 0),
        step("back one action", "◀", () => Math.max(0, at - 1)),
        slider,
        step("forward one action", "▶", () => Math.min(st.ply, at + 1)),
        step("back to the game", "»", () => st.ply),
      ),
      h("div", { class: "replay-label" }, this.replay === null ? `${st.ply} actions (live)` : `showing ${at} of ${st.ply}`),
    );
    const list = h("ol", { class: "moves" });
    st.history.forEach((entry, i) => {
      const item = h(
        "li",
        { class: i + 1 === at ? "current" : "" },
        h(
          "button",
          { class: "move", onclick: () => void this.showPly(i + 1), title: describeAction(st.game, entry.action) },
          `${seatName(st, entry.seat)}: ${entry.action}`,
        ),
      );
      list.append(item);
    });
    this.historyEl.append(list);
    const current = list.querySelector(".current");
    if (current && "scrollIntoView" in current) (current as HTMLElement).scrollIntoView({ block: "nearest" });
  }

  /** The solver's analysis (Quarto!): once the game is over, or at once against bots. */
  private analysisAllowed(st: StateView): boolean {
    if (st.game !== "quarto") return false;
    if (st.status === "finished") return true;
    return st.you.length > 0 && st.seats.every((s, i) => st.you.includes(i) || s.kind === "bot");
  }

  private renderAnalysis(st: StateView): void {
    clear(this.analysisEl);
    if (!this.analysisAllowed(st)) return;
    if (this.analysedAtPly !== st.ply) {
      // The game moved on (or was taken back): values of earlier steps may no longer hold.
      this.analyses.clear();
      this.analysedAtPly = st.ply;
    }
    const ply = this.replay ?? st.ply;
    this.analysisEl.append(
      h("h2", {}, "Analysis"),
      h(
        "button",
        {
          "aria-pressed": String(this.analysisOn),
          onclick: () => {
            this.analysisOn = !this.analysisOn;
            this.render();
          },
        },
        this.analysisOn ? "Hide the solver's values" : "Show the solver's values",
      ),
    );
    if (!this.analysisOn) return;
    const found = this.analyses.get(ply);
    if (!found) {
      this.analysisEl.append(h("p", { class: "small" }, "The solver is thinking…"));
      if (this.analysing !== ply) {
        this.analysing = ply;
        api
          .analysis(this.id, this.tokens, ply)
          .then((a) => this.analyses.set(ply, a))
          .catch((e: unknown) => this.analyses.set(ply, { error: e instanceof ApiFailure ? e.message : String(e) }))
          .finally(() => {
            if (this.analysing === ply) this.analysing = null;
            if (this.state) this.render();
          });
      }
      return;
    }
    if ("error" in found) {
      this.analysisEl.append(h("p", { class: "small" }, found.error));
      return;
    }
    if (found.turns.length === 0) {
      this.analysisEl.append(h("p", {}, "The game is over here."));
      return;
    }
    this.analysisEl.append(
      h("p", { class: "analysis-value" }, `${seatName(st, found.to_move)} to move: ${valueWords(found.value)} with best play.`),
      h(
        "p",
        { class: "small" },
        `Marks on the board: W win, D draw, L loss for the player to move, with the placements left until the end under perfect play${
          found.distances ? "" : " (not known this time: the solver ran out of time for them)"
        }. Best line: ${found.principal_line.join(" ")}`,
      ),
    );
    const list = h("ol", { class: "turn-values" });
    for (const turn of found.turns.slice(0, 12)) {
      list.append(h("li", { class: turn.result }, h("code", {}, turn.turn), ` ${valueWords(turn)}`));
    }
    this.analysisEl.append(list);
    if (found.turns.length > 12) this.analysisEl.append(h("p", { class: "small" }, `…and ${found.turns.length - 12} more turns.`));
  }

  private renderBanner(st: StateView): void {
    clear(this.bannerEl);
    this.bannerEl.classList.toggle("shown", !!st.result && !this.bannerClosed && this.replay === null);
    if (!st.result) return;
    const r = st.result;
    let headline: string;
    if (r.winner === null) headline = "Draw";
    else if (st.you.length === 1) headline = st.you.includes(r.winner) ? "You win!" : "You lose";
    else headline = `${seatName(st, r.winner)} wins`;
    const detail = r.text.includes(": ") ? r.text.slice(r.text.indexOf(": ") + 2) : "";
    this.bannerEl.append(
      h("strong", { class: "headline" }, headline),
      ...(detail ? [h("span", {}, detail.replace(/player (\d)/g, (_m, n) => seatName(st, Number(n) - 1)))] : []),
      h("button", { class: "close", "aria-label": "close", onclick: () => ((this.bannerClosed = true), this.renderBanner(st)) }, "✕"),
    );
  }

  /** With hidden cards and several seats on one device, the next player's cards stay covered
   * until they take the device. */
  private coverNeeded(st: StateView): boolean {
    return st.hidden && st.you.length > 1 && st.status !== "finished" && st.viewer !== null && this.revealed !== st.viewer;
  }

  private renderCover(st: StateView): void {
    clear(this.coverEl);
    const needed = this.coverNeeded(st) && this.replay === null;
    this.coverEl.classList.toggle("shown", needed);
    this.boardBox.classList.toggle("covered", needed);
    if (!needed || st.viewer === null) return;
    const seat = st.viewer;
    this.coverEl.append(
      h("p", {}, `Pass the device to ${seatName(st, seat)}.`),
      h(
        "button",
        {
          class: "primary",
          onclick: () => {
            this.revealed = seat;
            this.render();
            // A replay open under the cover now shows this player's cards.
            if (this.replay !== null) void this.showPly(this.replay);
          },
        },
        `Show ${seatName(st, seat)}'s cards`,
      ),
    );
  }
}

function controlsButton(parent: HTMLElement, label: string, action: () => void): void {
  parent.append(h("button", { onclick: action }, label));
}
