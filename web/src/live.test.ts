// The live connection's answers to a refused message when the game has several servers: one
// answered `not_owner` (nobody took it: nothing changed) is sent again quietly; one answered
// `unanswered` (the game's server took it and did not answer in time: it may have been made)
// is never sent again blindly: the game is read again instead, and the player told.

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Live, type ServerError } from "./live";

/** A WebSocket that keeps what the page sends; the test plays the server. */
class FakeSocket {
  static readonly OPEN = 1;
  static made: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;

  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }

  addEventListener(): void {}

  send(text: string): void {
    this.sent.push(JSON.parse(text));
  }

  close(): void {}

  open(): void {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }

  answer(message: Record<string, unknown>): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const listeners = { addEventListener: () => {}, removeEventListener: () => {} };

beforeEach(() => {
  FakeSocket.made = [];
  vi.useFakeTimers();
  vi.stubGlobal("WebSocket", FakeSocket);
  vi.stubGlobal("window", listeners);
  vi.stubGlobal("document", { ...listeners, visibilityState: "visible" });
  vi.stubGlobal("location", { protocol: "http:", host: "localhost" });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function connected(): { live: Live; socket: FakeSocket; errors: ServerError[] } {
  const errors: ServerError[] = [];
  const live = new Live("g1", ["t0"], { state: () => {}, error: (e) => errors.push(e), status: () => {} });
  const socket = FakeSocket.made[0];
  socket.open();
  expect(socket.sent).toEqual([{ type: "auth", tokens: ["t0"] }]);
  socket.sent = [];
  return { live, socket, errors };
}

const play = { type: "action", action: "b3" };

describe("a refused message on a game with several servers", () => {
  it("is sent again quietly after not_owner", () => {
    const { live, socket, errors } = connected();
    expect(live.send(play)).toBe(true);
    socket.answer({ type: "error", code: "not_owner", message: "game g1 is passing to another server" });
    vi.advanceTimersByTime(1_000);
    expect(socket.sent).toEqual([play, play]);
    expect(errors).toEqual([]);
    live.close();
  });

  it("is not sent again after unanswered: the game is read again and the player told", () => {
    const { live, socket, errors } = connected();
    expect(live.send(play)).toBe(true);
    socket.answer({ type: "error", code: "unanswered", message: "the server driving game g1 did not answer in time" });
    vi.advanceTimersByTime(10_000);
    expect(socket.sent).toEqual([play, { type: "sync" }]);
    expect(errors.map((e) => e.code)).toEqual(["unanswered"]);
    // A not_owner afterwards is about a message of its own, not the one that may have been made.
    socket.answer({ type: "error", code: "not_owner", message: "game g1 is passing to another server" });
    vi.advanceTimersByTime(10_000);
    expect(socket.sent).toEqual([play, { type: "sync" }]);
    live.close();
  });
});
