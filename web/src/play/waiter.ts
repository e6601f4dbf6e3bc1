// Waiting for an opponent on `/api/pairing/ws` (docs/api.md, "Quick pairing"): the ticket goes
// in the socket's first message (never in a URL); the server says how many wait, then the game
// and the seat's token once paired, or why the wait ended. Closing the socket leaves the pool.
// A connection lost by itself comes back with the same ticket (a few times, soon after): the
// server puts the player back in the pool, or tells the seat it found meanwhile.

import type { ErrorDetail, PairingMessage } from "../wire";

export interface WaitEvents {
  waiting(count: number, rating: number): void;
  paired(p: Extract<PairingMessage, { type: "paired" }>): void;
  /** The wait ended without a game: an error's code, message and detail from the server, or
   * `closed` (the connection was lost and did not come back). */
  ended(code: string, message: string, detail?: ErrorDetail): void;
}

/** How long after losing its connection a wait tries again (ms), once each; the server keeps a
 * ticket 15 s for its socket. */
export const COMING_BACK_MS = [300, 1500, 4000];

export class Waiter {
  private socket: WebSocket;
  private done = false;
  /** How many times the connection came back. */
  private returns = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  /** When the wait began (ms since the epoch), for the seconds waited. */
  readonly since = Date.now();

  constructor(private readonly ticket: string, private readonly events: WaitEvents) {
    this.socket = this.open();
  }

  private open(): WebSocket {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const socket = new WebSocket(`${scheme}//${location.host}/api/pairing/ws`);
    socket.addEventListener("open", () => socket.send(JSON.stringify({ type: "wait", ticket: this.ticket })));
    socket.addEventListener("message", (event) => this.heard(String(event.data)));
    socket.addEventListener("close", () => this.lost());
    return socket;
  }

  private heard(text: string): void {
    let message: PairingMessage;
    try {
      message = JSON.parse(text) as PairingMessage;
    } catch {
      return;
    }
    if (message.type === "waiting") this.events.waiting(message.waiting, message.rating);
    else if (message.type === "paired") {
      this.done = true;
      this.events.paired(message);
    } else if (message.type === "error") {
      // A ticket the server no longer knows after coming back: the connection was lost for good.
      if (this.returns > 0 && message.code === "not_found") this.finish("closed", "");
      else this.finish(message.code, message.message, message.detail);
    }
  }

  /** The connection closed without a word: come back with the ticket, or give up. */
  private lost(): void {
    if (this.done) return;
    const wait = COMING_BACK_MS[this.returns];
    if (wait === undefined) {
      this.finish("closed", "");
      return;
    }
    this.returns += 1;
    this.retry = setTimeout(() => {
      this.retry = null;
      if (!this.done) this.socket = this.open();
    }, wait);
  }

  private finish(code: string, message: string, detail?: ErrorDetail): void {
    if (this.done) return;
    this.done = true;
    this.events.ended(code, message, detail);
  }

  /** Leaves the pool (closing the socket is leaving it); nothing more is told. */
  cancel(): void {
    this.done = true;
    if (this.retry) clearTimeout(this.retry);
    this.socket.close(1000);
  }
}
