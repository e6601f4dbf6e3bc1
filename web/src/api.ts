// The server's JSON API (docs/api.md), typed: every request the UI makes goes through here.

import { OFFLINE } from "./texts/common";

/** A seat as everybody may see it. */
export interface PublicSeat {
  seat: number;
  /** `human`, `bot`, `open` (anyone may take it) or `invite` (waits for an invited person). */
  kind: "human" | "bot" | "open" | "invite";
  name: string | null;
  level: string | null;
  taken: boolean;
  connected: boolean;
}

/** One action of the history. */
export interface HistoryEntry {
  seat: number;
  action: string;
  at: number;
}

/** The clocks at `StateView.now`. */
export interface ClockView {
  control: string;
  remaining_ms: number[];
  running: number | null;
}

/** How a finished game ended. */
export interface ResultView {
  result: string;
  winner: number | null;
  termination: "rules" | "time" | "resign" | string;
  seat: number | null;
  text: string;
}

/** The rematch of a finished game, as this viewer sees it. */
export interface RematchView {
  id: string;
  code: string | null;
}

/** The state of a game as one viewer may see it (the WebSocket's `state` message). */
export interface StateView {
  type: "state";
  id: string;
  game: GameTag;
  name: string;
  rules: string;
  status: "open" | "live" | "finished";
  version: number;
  ply: number;
  players: number;
  hidden: boolean;
  seats: PublicSeat[];
  spectators: number;
  to_move: number | null;
  you: number[];
  viewer: number | null;
  view: string;
  legal: string[];
  history: HistoryEntry[];
  last: HistoryEntry | null;
  clock: ClockView | null;
  now: number;
  result: ResultView | null;
  position: string | null;
  rematch: RematchView | null;
  created_at: number;
  /** Danish Quarto: the squares each seat has made, by seat, named by corners (else null). */
  made_squares: string[][] | null;
  /** Quarto!: the alignments of the quarto that won the game (else null). */
  winning_lines: string[] | null;
}

export type GameTag = "quarto" | "danish" | "quartino";

/** One game of `GET /api/meta`. */
export interface GameMeta {
  game: GameTag;
  name: string;
  rules: string | null;
  players: { min: number; max: number };
  hidden: boolean;
  levels: string[];
}

/** `GET /api/meta`. */
export interface Meta {
  games: GameMeta[];
  clocks: string[];
  /** The games with an analysis (the exact solver): `["quarto"]`. */
  analysis: GameTag[];
}

/** A value of the solver for the player who moves: `win in 5`, `draw`, `loss in 8`. */
export interface SolverValue {
  result: "win" | "draw" | "loss";
  distance: number | null;
  text: string;
}

/** The solver's analysis of a Quarto! position (`GET /api/games/{id}/analysis`). */
export interface Analysis {
  position: string;
  to_move: number;
  ply?: number;
  value: SolverValue;
  /** Every legal turn (claim, or place then give), best first. */
  turns: (SolverValue & { turn: string; actions: string[] })[];
  /** The best value reachable by each first action. */
  first_actions: (SolverValue & { action: string })[];
  /** Whether the distances were found in time (else every distance is null). */
  distances: boolean;
  principal_line: string[];
  nodes: number;
  elapsed_ms: number;
}

/** A game of `GET /api/games`. */
export interface Listed {
  id: string;
  game: GameTag;
  rules: string;
  status: "open" | "live" | "finished";
  seats: PublicSeat[];
  joinable: boolean;
  ply: number;
  clock: string | null;
  to_move: number | null;
  created_at: number;
  updated_at: number;
}

export interface SeatToken {
  seat: number;
  token: string;
}

export interface Invite {
  seat: number;
  kind: "invite" | "open";
  code: string;
  link: string;
}

/** What creating a game (or a rematch, or an import) answers. */
export interface Created {
  id: string;
  tokens: SeatToken[];
  invites: Invite[];
  state: StateView;
}

/** What taking a seat answers. */
export interface Joined {
  id: string;
  seat: number;
  token: string;
  state: StateView;
}

/** `GET /api/invites/{code}`. */
export interface InviteInfo {
  id: string;
  seat: number;
  game: GameTag;
  name: string;
  rules: string;
  clock: string;
  seats: PublicSeat[];
}

/** A seat of a new game: `"me"`, `"invite"`, `"open"` or a bot. */
export type SeatPlan = "me" | "invite" | "open" | { bot: string };

export interface CreateRequest {
  game: GameTag;
  rules?: string;
  clock?: string;
  seats: SeatPlan[];
  name?: string;
}

/** One step of `GET /api/games/{id}/history`. */
export interface Ply {
  ply: number;
  seat: number | null;
  action: string | null;
  view: string;
  made_squares: string[][] | null;
  winning_lines: string[] | null;
}

/** An error the server answered, with its code and message. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

async function request<T>(method: string, path: string, body?: unknown, tokens?: string[]): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (tokens && tokens.length > 0) headers["Authorization"] = `Bearer ${tokens.join(",")}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiFailure(0, "offline", OFFLINE);
  }
  const text = await response.text();
  if (!response.ok) {
    let code = "http";
    let message = `${response.status} ${response.statusText}`;
    try {
      const parsed = JSON.parse(text) as { error?: string; message?: string };
      code = parsed.error ?? code;
      message = parsed.message ?? message;
    } catch {
      // not JSON: keep the status line
    }
    throw new ApiFailure(response.status, code, message);
  }
  if ((response.headers.get("Content-Type") ?? "").includes("application/json")) {
    return JSON.parse(text) as T;
  }
  return text as unknown as T;
}

const enc = encodeURIComponent;

export const api = {
  meta: () => request<Meta>("GET", "/api/meta"),
  list: (status: "open" | "live" | "finished" | "any", limit = 30) =>
    request<{ games: Listed[] }>("GET", `/api/games?status=${status}&limit=${limit}`).then((r) => r.games),
  create: (req: CreateRequest) => request<Created>("POST", "/api/games", req),
  importRecord: (record: string, name?: string) =>
    request<Created>("POST", "/api/games/import", { record, name }),
  state: (id: string, tokens: string[]) => request<StateView>("GET", `/api/games/${enc(id)}`, undefined, tokens),
  invite: (code: string) => request<InviteInfo>("GET", `/api/invites/${enc(code)}`),
  joinInvite: (code: string, name?: string) => request<Joined>("POST", "/api/join", { code, name }),
  joinOpen: (id: string, name?: string, seat?: number) =>
    request<Joined>("POST", `/api/games/${enc(id)}/join`, { name, seat }),
  action: (id: string, tokens: string[], action: string) =>
    request<StateView>("POST", `/api/games/${enc(id)}/actions`, { action }, tokens),
  resign: (id: string, tokens: string[]) => request<StateView>("POST", `/api/games/${enc(id)}/resign`, {}, tokens),
  undo: (id: string, tokens: string[]) => request<StateView>("POST", `/api/games/${enc(id)}/undo`, {}, tokens),
  rematch: (id: string, tokens: string[]) => request<Created>("POST", `/api/games/${enc(id)}/rematch`, {}, tokens),
  record: (id: string) => request<string>("GET", `/api/games/${enc(id)}/record`),
  analysis: (id: string, tokens: string[], ply: number) =>
    request<Analysis>("GET", `/api/games/${enc(id)}/analysis?ply=${ply}`, undefined, tokens),
  /** The replay: as `seat` sees it (one of ours), or without naming one (several seats held:
   * no hand shown). */
  history: (id: string, tokens: string[], seat: number | null) =>
    request<{ id: string; viewer: number | null; plies: Ply[] }>(
      "GET",
      `/api/games/${enc(id)}/history${seat === null ? "" : `?seat=${seat}`}`,
      undefined,
      tokens,
    ).then((r) => r.plies),
};
