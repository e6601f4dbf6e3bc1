import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COMING_BACK_MS, Waiter } from "./waiter";

/** A pairing socket the test speaks for. */
class FakeSocket {
  static made: FakeSocket[] = [];
  sent: string[] = [];
  private listeners: Record<string, ((e: { data?: string }) => void)[]> = {};
  constructor(readonly url: string) {
    FakeSocket.made.push(this);
  }
  addEventListener(type: string, f: (e: { data?: string }) => void): void {
    (this.listeners[type] ??= []).push(f);
  }
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {
    this.fire("close");
  }
  fire(type: string, data?: string): void {
    for (const f of this.listeners[type] ?? []) f({ data });
  }
  say(message: object): void {
    this.fire("message", JSON.stringify(message));
  }
}

function events() {
  return { waiting: vi.fn(), paired: vi.fn(), ended: vi.fn() };
}

describe("waiting for an opponent", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
    vi.stubGlobal("WebSocket", FakeSocket);
    vi.stubGlobal("location", { protocol: "http:", host: "here" });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("comes back with its ticket after a lost connection and hears the seat found meanwhile", () => {
    const told = events();
    new Waiter("secret", told);
    const first = FakeSocket.made[0];
    first.fire("open");
    expect(JSON.parse(first.sent[0])).toEqual({ type: "wait", ticket: "secret" });
    first.say({ type: "waiting", rating: 1500, waiting: 1 });
    // The connection drops as the server pairs: nothing ended yet, a new socket soon.
    first.fire("close");
    expect(told.ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(COMING_BACK_MS[0]);
    const again = FakeSocket.made[1];
    again.fire("open");
    expect(JSON.parse(again.sent[0])).toEqual({ type: "wait", ticket: "secret" });
    const paired = { type: "paired", game: "g1", seat: 1, token: "t", rated: false, opponent: "Bo" };
    again.say(paired);
    again.fire("close");
    expect(told.paired).toHaveBeenCalledWith(paired);
    expect(told.ended).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.made).toHaveLength(2);
  });

  it("ends as lost when the ticket is gone or the connection never comes back", () => {
    const told = events();
    new Waiter("secret", told);
    FakeSocket.made[0].fire("close");
    vi.advanceTimersByTime(COMING_BACK_MS[0]);
    FakeSocket.made[1].say({ type: "error", code: "not_found", message: "no such pairing ticket" });
    expect(told.ended).toHaveBeenCalledWith("closed", "", undefined);

    const alone = events();
    new Waiter("other", alone);
    for (let i = 0; i < COMING_BACK_MS.length; i++) {
      FakeSocket.made[FakeSocket.made.length - 1].fire("close");
      vi.advanceTimersByTime(COMING_BACK_MS[i]);
    }
    expect(alone.ended).not.toHaveBeenCalled();
    FakeSocket.made[FakeSocket.made.length - 1].fire("close");
    expect(alone.ended).toHaveBeenCalledWith("closed", "", undefined);
  });

  it("does not come back once cancelled, and says the server's refusal as it is", () => {
    const told = events();
    const waiter = new Waiter("secret", told);
    waiter.cancel();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.made).toHaveLength(1);
    expect(told.ended).not.toHaveBeenCalled();

    const refused = events();
    new Waiter("x", refused);
    const detail = { code: "json-unknown-type", values: { type: "hello" } };
    FakeSocket.made[1].say({ type: "error", code: "pairing_ended", message: "you left the pool", detail });
    expect(refused.ended).toHaveBeenCalledWith("pairing_ended", "you left the pool", detail);
  });
});
