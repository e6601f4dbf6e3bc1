// A live game over the WebSocket `/api/games/{id}/ws`: the page's first message names its seats
// (their tokens: never in the URL, which browsers write in their console and history); the
// server pushes the state after every change, its history whole in the first message and then
// only the actions this connection was not sent yet (`history_from`: merged here, so the page
// always gets the whole history; a gap asks for it all with `sync`); the page sends actions
// (one answered `not_owner`, while the game passes to another server, is sent again quietly;
// one answered `unanswered`, taken by the game's server but not answered in time, is not: it
// may have been made, so the game is read again with `sync`).
// The connection comes back by itself after a network
// hiccup or a server restart (close 1012): at once, then after a growing pause between tries
// (0.25 s … 2 s, jittered: a restarted server is found within about 2 s, so a running clock is
// not left waiting), and at once when the browser comes back online or the tab is shown again.

import type { ChatKind, ChatLineView, HistoryEntry, StateView } from "./api";
import { NOT_OWNER_TRIES, notOwnerPause } from "./api";
import type { ErrorDetail, RuleRefusal } from "./wire";
import { closeText, errorText } from "./i18n";
import { gameTexts } from "./texts/game";

/** The connection's state, for the page to show. */
export type LinkStatus =
  | { kind: "connecting"; attempt: number }
  | { kind: "open" }
  | { kind: "waiting"; retryAt: number; attempt: number }
  | { kind: "refused"; message: string; badToken: boolean };

/** A refusal or a problem the server reported to this client. */
export interface ServerError {
  code: string;
  message: string;
}

export interface LiveHandlers {
  state(state: StateView): void;
  error(error: ServerError): void;
  status(status: LinkStatus): void;
  /** A rematch was created for us (the answer to `rematch`). */
  rematch?(message: { id: string; tokens: { seat: number; token: string }[] }): void;
  /** Lines of the game's chat this connection reads. */
  chat?(chat: ChatKind, lines: ChatLineView[]): void;
  /** A connection closed before it opened (the server is down, or refused the game). */
  failed?(): void;
}

const CLOSE_POLICY = 1008;
const BACKOFF_MS = [0, 250, 500, 1000, 2000];

/** The pause before the `attempt`-th retry (from 0: at once), with ±20 % jitter. */
export function backoff(attempt: number, random: () => number = Math.random): number {
  const base = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)];
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * The history after a state message, from the history `kept` of the messages before on this
 * connection (null: none yet): the first `history_from` actions kept, the message's appended;
 * null when that cannot be done (the connection lost track: ask for the whole history).
 */
export function mergeHistory(kept: readonly HistoryEntry[] | null, state: StateView): HistoryEntry[] | null {
  const from = state.history_from;
  if (from === 0) return state.history.slice();
  if (kept === null || from > kept.length) return null;
  const merged = kept.slice(0, from).concat(state.history);
  return merged.length === state.ply ? merged : null;
}

/** One game's live connection. */
export class Live {
  private socket: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  /** The history this connection has (merged from its state messages). */
  private history: HistoryEntry[] | null = null;
  /** The last message sent, and how often it was sent again after `not_owner`. */
  private lastSent: Record<string, unknown> | null = null;
  private notOwnerTries = 0;
  private readonly onOnline = () => this.retryNow();
  private readonly onVisible = () => {
    if (document.visibilityState === "visible") this.retryNow();
  };

  constructor(
    private readonly id: string,
    private readonly tokens: string[],
    private readonly handlers: LiveHandlers,
  ) {
    window.addEventListener("online", this.onOnline);
    document.addEventListener("visibilitychange", this.onVisible);
    this.connect();
  }

  /** Whether messages can be sent now. */
  get isOpen(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  /** Sends a message; false when the connection is down (the caller may use HTTP instead). */
  send(message: Record<string, unknown>): boolean {
    if (!this.socket || this.socket.readyState !== WebSocket.OPEN) return false;
    this.lastSent = message;
    this.notOwnerTries = 0;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /**
   * The server answered `not_owner` to the last message (no server drives the game at this
   * moment: it is passing to another, within seconds): sent again a second later, quietly, a
   * few times; true while it is being tried again.
   */
  private tryAgain(): boolean {
    const message = this.lastSent;
    if (message === null || this.notOwnerTries >= NOT_OWNER_TRIES) return false;
    this.notOwnerTries += 1;
    setTimeout(() => {
      if (this.lastSent !== message || !this.socket || this.socket.readyState !== WebSocket.OPEN) return;
      this.socket.send(JSON.stringify(message));
    }, notOwnerPause(null));
    return true;
  }

  /** Closes the connection for good (leaving the page). */
  close(): void {
    this.closed = true;
    window.removeEventListener("online", this.onOnline);
    document.removeEventListener("visibilitychange", this.onVisible);
    if (this.timer) clearTimeout(this.timer);
    this.socket?.close(1000, "leaving");
    this.socket = null;
  }

  private url(): string {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    return `${scheme}//${location.host}/api/games/${encodeURIComponent(this.id)}/ws`;
  }

  private retryNow(): void {
    if (this.closed || this.isOpen || this.socket?.readyState === WebSocket.CONNECTING) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.connect();
  }

  private connect(): void {
    if (this.closed) return;
    this.handlers.status({ kind: "connecting", attempt: this.attempt });
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.url());
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    this.history = null;
    let refusal: string | null = null;
    socket.onopen = () => {
      this.attempt = 0;
      socket.send(JSON.stringify({ type: "auth", tokens: this.tokens }));
      this.handlers.status({ kind: "open" });
    };
    socket.onmessage = (event) => {
      let message: { type?: string; code?: string; message?: string; rule?: RuleRefusal; detail?: ErrorDetail } & Record<string, unknown>;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      switch (message.type) {
        case "state": {
          const state = message as unknown as StateView;
          const history = mergeHistory(this.history, state);
          this.history = history;
          if (history === null) {
            // A gap: the whole history is asked for, and this message waits for it.
            socket.send(JSON.stringify({ type: "sync" }));
            break;
          }
          this.handlers.state({ ...state, history_from: 0, history });
          break;
        }
        case "error": {
          if (message.code === "not_owner" && this.tryAgain()) break;
          if (message.code === "unanswered") {
            // The game's server took the message and did not answer in time: it may have
            // been made, so it is not sent again; the game is read again instead.
            this.lastSent = null;
            socket.send(JSON.stringify({ type: "sync" }));
          }
          const words = errorText(String(message.code), String(message.message ?? ""), message.rule, message.detail);
          if (message.code === "bad_token") refusal = words || gameTexts.link.badToken;
          this.handlers.error({ code: String(message.code), message: words });
          break;
        }
        case "chat":
          this.handlers.chat?.(message.chat as ChatKind, message.lines as ChatLineView[]);
          break;
        case "rematch":
          this.handlers.rematch?.(message as unknown as { id: string; tokens: { seat: number; token: string }[] });
          break;
        default:
          break;
      }
    };
    let opened = false;
    socket.addEventListener("open", () => (opened = true));
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (this.closed) return;
      if (!opened) this.handlers.failed?.();
      if (event.code === CLOSE_POLICY) {
        this.handlers.status({
          kind: "refused",
          message: refusal ?? closeText(event.reason) ?? gameTexts.link.refusedByServer,
          badToken: refusal !== null,
        });
        return;
      }
      this.scheduleRetry();
    };
  }

  private scheduleRetry(): void {
    if (this.closed) return;
    const wait = backoff(this.attempt);
    this.attempt += 1;
    this.handlers.status({ kind: "waiting", retryAt: Date.now() + wait, attempt: this.attempt });
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, wait);
  }
}
