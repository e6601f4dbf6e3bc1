// Waiting for an opponent on `/api/pairing/ws` (docs/api.md, "Quick pairing"): the ticket goes
// in the socket's first message (never in a URL); the server says how many wait, then the game
// and the seat's token once paired, or why the wait ended. Closing the socket leaves the pool.

import type { ErrorDetail, PairingMessage } from "../wire";

export interface WaitEvents {
  waiting(count: number, rating: number): void;
  paired(p: Extract<PairingMessage, { type: "paired" }>): void;
  /** The wait ended without a game: an error's code, message and detail from the server, or
   * `closed` (the connection was lost). */
  ended(code: string, message: string, detail?: ErrorDetail): void;
}

export class Waiter {
  private readonly socket: WebSocket;
  private done = false;
  /** When the wait began (ms since the epoch), for the seconds waited. */
  readonly since = Date.now();

  constructor(ticket: string, private readonly events: WaitEvents) {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    this.socket = new WebSocket(`${scheme}//${location.host}/api/pairing/ws`);
    this.socket.addEventListener("open", () => this.socket.send(JSON.stringify({ type: "wait", ticket })));
    this.socket.addEventListener("message", (event) => this.heard(String(event.data)));
    this.socket.addEventListener("close", () => this.finish("closed", ""));
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
    } else if (message.type === "error") this.finish(message.code, message.message, message.detail);
  }

  private finish(code: string, message: string, detail?: ErrorDetail): void {
    if (this.done) return;
    this.done = true;
    this.events.ended(code, message, detail);
  }

  /** Leaves the pool (closing the socket is leaving it); nothing more is told. */
  cancel(): void {
    this.done = true;
    this.socket.close(1000);
  }
}
