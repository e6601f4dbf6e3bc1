// The requests' quiet retry: a game passing from one server to another answers `not_owner`
// for a second or two, and the request is made again rather than shown as an error.

import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiFailure, NOT_OWNER_TRIES, notOwnerPause, request } from "./api";

function answer(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

const notOwner = () =>
  answer(503, { error: "not_owner", message: "game g is passing to another server" }, { "Retry-After": "1" });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("not_owner", () => {
  it("waits as the server says, a second by default, never long", () => {
    expect(notOwnerPause(1)).toBe(1000);
    expect(notOwnerPause(2)).toBe(2000);
    expect(notOwnerPause(60)).toBe(3000);
    expect(notOwnerPause(null)).toBe(1000);
    expect(notOwnerPause(0)).toBe(1000);
  });

  it("is tried again quietly until the game has its new server", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn().mockResolvedValueOnce(notOwner()).mockResolvedValueOnce(notOwner()).mockResolvedValueOnce(answer(200, { ok: true }));
    vi.stubGlobal("fetch", fetch);
    const made = request<{ ok: boolean }>("POST", "/api/games/g/actions", { action: "a1" }, ["t"]);
    await vi.runAllTimersAsync();
    await expect(made).resolves.toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("is said at last when no server takes the game, and other errors at once", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn().mockImplementation(() => Promise.resolve(notOwner()));
    vi.stubGlobal("fetch", fetch);
    const made = request("POST", "/api/games/g/resign", undefined, ["t"]);
    const failed = expect(made).rejects.toMatchObject({ code: "not_owner", status: 503 });
    await vi.runAllTimersAsync();
    await failed;
    expect(fetch).toHaveBeenCalledTimes(NOT_OWNER_TRIES);

    const refused = vi.fn().mockResolvedValue(answer(503, { error: "storage", message: "the store failed" }));
    vi.stubGlobal("fetch", refused);
    await expect(request("GET", "/api/games/g")).rejects.toBeInstanceOf(ApiFailure);
    expect(refused).toHaveBeenCalledTimes(1);
  });
});
