// The server's JSON API (docs/api.md), typed: every request the UI makes goes through here.

import { errorText } from "./i18n";
import { offline } from "./texts/common";
// The wire types are generated from the server's Rust structs (crates/server/src/wire.rs) into
// ./wire: never copied by hand here.
import type {
  Analysis,
  Created,
  CreateRequest,
  ErrorDetail,
  GameList,
  ImportRequest,
  InviteInfo,
  Joined,
  Meta,
  RecordPreview,
  Replay,
  RuleRefusal,
  StateView,
} from "./wire";

export type {
  Analysis,
  ChatKind,
  ChatLineView,
  ClockView,
  CreateRequest,
  Created,
  GameMeta,
  GameTag,
  HistoryEntry,
  Invite,
  InviteInfo,
  Joined,
  Listed,
  Meta,
  OfferKind,
  Ply,
  PublicSeat,
  ImportRequest,
  QuartoMadeView,
  ReasonView,
  RecordPreview,
  RematchView,
  ResultView,
  SeatToken,
  SolverValue,
  StateView,
  Termination,
} from "./wire";

/** A seat of a new game: `"me"`, `"invite"`, `"open"` or a bot. */
export type { SeatRequest as SeatPlan } from "./wire";

/** An error the server answered, with its code and message (and, for a 429, the seconds its
 * `Retry-After` says to wait). */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The server's `Retry-After` in seconds, if it said when to try again. */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

/** The signed-in session's CSRF token (`players/session.ts` sets it): every state-changing
 * request carries it, since the browser sends the session's cookie with each. */
let csrfToken: string | null = null;

/** Sets (null: clears) the CSRF token the requests carry. */
export function setCsrf(token: string | null): void {
  csrfToken = token;
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** How often a request the server answers `not_owner` is tried again, quietly. */
export const NOT_OWNER_TRIES = 8;

/**
 * The pause before trying again a request answered `not_owner` (no server drives the game at
 * this moment: it is passing to another, which takes a few seconds): the server's
 * `Retry-After` (1 s), at most 3 s.
 */
export function notOwnerPause(retryAfter: number | null): number {
  return retryAfter !== null && retryAfter > 0 ? Math.min(retryAfter, 3) * 1000 : 1000;
}

export async function request<T>(method: string, path: string, body?: unknown, tokens?: string[], signal?: AbortSignal): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await requestOnce<T>(method, path, body, tokens, signal);
    } catch (e) {
      if (!(e instanceof ApiFailure) || e.code !== "not_owner" || tried >= NOT_OWNER_TRIES || signal?.aborted) throw e;
      await new Promise((resolve) => setTimeout(resolve, notOwnerPause(e.retryAfter)));
    }
  }
}

async function requestOnce<T>(method: string, path: string, body?: unknown, tokens?: string[], signal?: AbortSignal): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (tokens && tokens.length > 0) headers["Authorization"] = `Bearer ${tokens.join(",")}`;
  if (csrfToken && !SAFE_METHODS.has(method)) headers["X-CSRF-Token"] = csrfToken;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (e) {
    if (signal?.aborted) throw new ApiFailure(0, "aborted", String(e));
    throw new ApiFailure(0, "offline", offline());
  }
  const text = await response.text();
  if (!response.ok) {
    let code = "http";
    let message = `${response.status} ${response.statusText}`;
    try {
      const parsed = JSON.parse(text) as { error?: string; message?: string; rule?: RuleRefusal; detail?: ErrorDetail };
      code = parsed.error ?? code;
      message = errorText(code, parsed.message ?? message, parsed.rule, parsed.detail);
    } catch {
      // not JSON: keep the status line
    }
    const retry = Number(response.headers.get("Retry-After"));
    throw new ApiFailure(response.status, code, message, Number.isFinite(retry) && retry > 0 ? retry : null);
  }
  if ((response.headers.get("Content-Type") ?? "").includes("application/json")) {
    return JSON.parse(text) as T;
  }
  return text as unknown as T;
}

const enc = encodeURIComponent;

export const api = {
  meta: () => request<Meta>("GET", "/api/meta"),
  /** A page of the lobby: `limit` games from the `offset`-th, and the next page's offset. */
  list: (status: "open" | "live" | "finished" | "any", limit = 30, offset = 0) =>
    request<GameList>("GET", `/api/games?status=${status}&limit=${limit}&offset=${offset}`),
  /** The lobby's rows of these games (at most 20), whatever their status: how each stands or ended. */
  listed: (ids: string[]) => request<GameList>("GET", `/api/games?ids=${ids.map(enc).join(",")}`),
  create: (req: CreateRequest) => request<Created>("POST", "/api/games", req),
  importRecord: (req: ImportRequest) => request<Created>("POST", "/api/games/import", req),
  previewRecord: (record: string) => request<RecordPreview>("POST", "/api/records/preview", { record }),
  state: (id: string, tokens: string[]) => request<StateView>("GET", `/api/games/${enc(id)}`, undefined, tokens),
  invite: (code: string) => request<InviteInfo>("GET", `/api/invites/${enc(code)}`),
  joinInvite: (code: string, name?: string) => request<Joined>("POST", "/api/join", { code, name }),
  joinOpen: (id: string, name?: string, seat?: number) =>
    request<Joined>("POST", `/api/games/${enc(id)}/join`, { name, seat }),
  action: (id: string, tokens: string[], action: string) =>
    request<StateView>("POST", `/api/games/${enc(id)}/actions`, { action }, tokens),
  resign: (id: string, tokens: string[]) => request<StateView>("POST", `/api/games/${enc(id)}/resign`, {}, tokens),
  /** Cancels a game that waits for its players. */
  cancel: (id: string, tokens: string[]) => request<StateView>("POST", `/api/games/${enc(id)}/cancel`, {}, tokens),
  undo: (id: string, tokens: string[]) => request<StateView>("POST", `/api/games/${enc(id)}/undo`, {}, tokens),
  rematch: (id: string, tokens: string[]) => request<Created>("POST", `/api/games/${enc(id)}/rematch`, {}, tokens),
  record: (id: string) => request<string>("GET", `/api/games/${enc(id)}/record`),
  analysis: (id: string, tokens: string[], ply: number, signal?: AbortSignal) =>
    request<Analysis>("GET", `/api/games/${enc(id)}/analysis?ply=${ply}`, undefined, tokens, signal),
  /** The replay: as `seat` sees it (one of ours), or without naming one (several seats held:
   * no hand shown). */
  history: (id: string, tokens: string[], seat: number | null) =>
    request<Replay>(
      "GET",
      `/api/games/${enc(id)}/history${seat === null ? "" : `?seat=${seat}`}`,
      undefined,
      tokens,
    ).then((r) => r.plies),
};
