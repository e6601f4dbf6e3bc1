// The game page's state and what follows from it, without the DOM or the server: which state
// to keep when several arrive, what the board is given (live, in the replay, under the cover),
// the status line, the result's headline, the seats' names, who may take back or see the
// solver's analysis. The page (`game.ts`) holds one `GameModel` and draws what these say.

import type { Ply, ResultView, SolverValue, StateView } from "../api";
import type { BoardInput } from "../boards/board";
import type { GameRecord } from "../boards/record";
import { playerNumber } from "../texts/common";
import { gameTexts } from "../texts/game";
import { tableResultTexts } from "../texts/table";

/** What the page knows of its game. */
export interface GameModel {
  /** The newest state the server sent (null until the first). */
  state: StateView | null;
  /** When it arrived (ms), to count a running clock down from. */
  receivedAt: number;
  /** An action was sent and its answer has not come yet: nothing more may be played. */
  pending: boolean;
  /** The action shown by the replay (null: the live game). */
  replay: number | null;
  /** The replay's steps, as the server sent them for `pliesSeat`. */
  plies: Ply[] | null;
  pliesSeat: number | null;
  /** The seat whose hidden cards were uncovered on this (shared) device. */
  revealed: number | null;
}

export const EMPTY: GameModel = {
  state: null,
  receivedAt: 0,
  pending: false,
  replay: null,
  plies: null,
  pliesSeat: null,
  revealed: null,
};

/** What a newly arrived state changes: the new model, and whether the replay's steps must be
 * fetched again (the game moved on under an open replay). Null when the state is older than
 * the one kept (an HTTP answer may arrive after a newer WebSocket push; versions only grow,
 * across server restarts too). */
export function receive(model: GameModel, state: StateView, now: number): { model: GameModel; refetch: boolean } | null {
  const old = model.state;
  if (old && state.version < old.version) return null;
  const moved = !old || old.ply !== state.ply || old.version !== state.version;
  const stale = moved && model.replay !== null && model.plies !== null && model.plies.length !== state.ply + 1;
  return {
    model: { ...model, state, receivedAt: now, pending: false, plies: stale ? null : model.plies },
    refetch: stale,
  };
}

/** A seat's name: the player's, a bot's level (numbered by seat when several bots play), the
 * game's own (White), or `Player N`. */
export function seatName(record: GameRecord, st: StateView, seat: number): string {
  const s = st.seats[seat];
  if (!s) return playerNumber(seat);
  if (s.name) return s.name;
  if (s.kind === "bot") {
    const bots = st.seats.filter((x) => x.kind === "bot").length;
    return bots > 1 ? gameTexts.seat.botAt(seat, s.level) : gameTexts.seat.bot(s.level);
  }
  return record.texts.seatName(seat) ?? playerNumber(seat);
}

/** Whether a seat is marked as this viewer's: only when the viewer holds that one seat (on a
 * device shared by several players every seat is "yours"). */
export function markedYours(st: StateView, seat: number): boolean {
  return st.you.length === 1 && st.you[0] === seat;
}

/** Whether a bot is searching for its action now. */
export function botThinking(st: StateView): boolean {
  return st.status === "live" && st.to_move !== null && st.seats[st.to_move]?.kind === "bot";
}

/** The result in words: who won, and how the game ended (named, never `player N`). */
export function resultWords(
  r: ResultView,
  names: (seat: number) => string,
  record: GameRecord,
  people: number[] = [],
): { headline: string; detail: string } {
  const T = gameTexts.result;
  const headline =
    r.termination === "cancel"
      ? T.cancelled
      : r.termination === "abort"
        ? tableResultTexts.aborted
        : r.termination === "abandoned"
          ? tableResultTexts.abandoned
        : r.winner === null
          ? r.termination === "resign"
            ? T.nobody
            : T.draw
          : T.wins(names(r.winner));
  let detail = "";
  if (r.termination === "cancel") detail = r.seat === null ? T.expired : T.cancelledBy(names(r.seat));
  else if (r.termination === "abort") detail = r.seat === null ? tableResultTexts.abortedUnstarted : tableResultTexts.abortedBy(names(r.seat));
  else if (r.termination === "agreement") detail = tableResultTexts.agreement;
  else if (r.termination === "abandoned") detail = tableResultTexts.abandonedWhy;
  else if (r.termination === "claim" && r.seat !== null)
    detail = tableResultTexts.claimed(
      names(r.seat),
      people.filter((s) => s !== r.seat).map(names),
    );
  else if (r.termination === "time" && r.seat !== null) detail = T.outOfTime(names(r.seat));
  else if (r.termination === "resign" && r.seat !== null) detail = r.winner === null ? T.resignedAll(names(r.seat)) : T.resigned(names(r.seat));
  else if (r.reason) detail = record.texts.reason?.(r.reason, names) ?? "";
  return { headline, detail };
}

/** Whether every seat this page does not hold is a bot's. */
export function againstBots(st: StateView): boolean {
  return st.seats.every((s, i) => st.you.includes(i) || s.kind === "bot");
}

/** Whether "Take back" is offered: against bots only, once one of our actions was played. */
export function mayTakeBack(st: StateView): boolean {
  return againstBots(st) && st.history.some((e) => st.you.includes(e.seat));
}

/** Whether the solver's analysis is offered: for a game the server analyses, once it is over,
 * or at once against bots. */
export function mayAnalyse(st: StateView, analysed: readonly string[]): boolean {
  if (!analysed.includes(st.game)) return false;
  if (st.status === "finished") return true;
  return st.you.length > 0 && againstBots(st);
}

/** With hidden cards and several seats on one device, the next player's cards stay covered
 * until they take the device. */
export function coverNeeded(st: StateView, revealed: number | null): boolean {
  return st.hidden && st.you.length > 1 && st.status !== "finished" && st.viewer !== null && revealed !== st.viewer;
}

/** Whose view the replay shows: on a device shared by several seats of a game with hidden
 * cards, only the seat whose cards are uncovered now (else nobody's hand); otherwise the
 * server's choice (our one seat, or the whole game once it is over). */
export function replaySeat(st: StateView, revealed: number | null): number | null {
  if (!st.hidden || st.you.length < 2 || st.status === "finished") return null;
  return st.viewer !== null && revealed === st.viewer ? st.viewer : null;
}

/** The notation of the position the board shows, for the player to copy (into a record's
 * `Start` tag, `quartet solve`, the Python package): the step of the replay, else the game's
 * position. With hidden cards only a finished game's whole position: a player's view leaves
 * the others' cards out, so it is no position. None while the replay's steps load. */
export function shownPosition(model: GameModel, st: StateView): string | null {
  if (st.hidden) return model.replay === null ? st.position : null;
  if (model.replay !== null) return model.plies?.[model.replay]?.view ?? null;
  return st.view;
}

/** What the board is given: the live position (nothing playable while an action is on its way
 * or the cards are covered), or a step of the replay (nothing playable). */
export function boardInput(
  model: GameModel,
  st: StateView,
  names: (seat: number) => string,
  values: ReadonlyMap<string, SolverValue> | undefined,
): BoardInput {
  const covered = coverNeeded(st, model.revealed);
  const step = model.replay !== null && model.plies ? model.plies[model.replay] : null;
  const replaying = model.replay !== null;
  return {
    position: step ? step.view : (st.position ?? st.view),
    rules: st.rules,
    legal: step || model.pending || covered ? [] : st.legal,
    history: step ? st.history.slice(0, model.replay ?? 0) : st.history,
    viewer: replaying || st.position ? null : st.viewer,
    // In the replay, whoever made the next action was to move.
    toMove: replaying ? (st.history[model.replay ?? 0]?.seat ?? null) : st.to_move,
    seatName: names,
    live: !replaying,
    key: step ? `${st.id}:replay:${model.replay}` : `${st.id}:${st.ply}:${st.viewer}`,
    values,
    highlights: step ?? st,
  };
}

/** The seats held by people (not bots): those a claim says had left. */
function people(st: StateView): number[] {
  return st.seats.filter((s) => s.kind !== "bot").map((s) => s.seat);
}

/** The status line: what is happening, and the last action in words. */
export function statusLine(model: GameModel, st: StateView, record: GameRecord, names: (seat: number) => string): { main: string; last: string | null } {
  const T = gameTexts.status;
  const replay = model.replay;
  const last = replay === null ? st.last : (st.history[replay - 1] ?? null);
  let main: string;
  if (replay !== null) main = T.replay(replay, st.ply);
  else if (st.result) {
    const words = resultWords(st.result, names, record, people(st));
    main = words.detail ? T.over(words.headline, words.detail) : words.headline;
  } else if (st.status === "open") main = T.waitingFor(st.seats.filter((s) => !s.taken).map((s) => names(s.seat)));
  else if (st.legal.length > 0) main = st.you.length > 1 ? T.yourTurnAs(names(st.to_move ?? 0)) : T.yourTurn;
  else if (botThinking(st)) main = T.thinking(names(st.to_move ?? 0));
  else if (st.to_move !== null) main = T.toMove(names(st.to_move));
  else main = "";
  return { main, last: last ? T.last(names(last.seat), record.texts.action(last.action)) : null };
}

/** The result's banner: a headline for this viewer, and how the game ended. */
export function banner(st: StateView, names: (seat: number) => string, record: GameRecord): { headline: string; detail: string } | null {
  const r = st.result;
  if (!r) return null;
  const T = gameTexts.banner;
  const words = resultWords(r, names, record, people(st));
  let headline = words.headline;
  if (r.winner !== null && st.you.length === 1) headline = st.you.includes(r.winner) ? T.youWin : T.youLose;
  return { headline, detail: words.detail };
}

/** Whether the page may act now (the tab's title and icon say so). */
export function yourTurn(model: GameModel, st: StateView): boolean {
  return st.status === "live" && st.legal.length > 0 && !coverNeeded(st, model.revealed);
}

/** The tab's title: the game (by its name in the page's language; the server's English name for
 * a game this page does not know), and a mark when it is this page's turn. */
export function title(model: GameModel, st: StateView, name = st.name): string {
  return yourTurn(model, st) ? gameTexts.titleYourTurn(name) : gameTexts.title(name);
}

/** The actions grouped by turn: each turn a run of actions by one seat (Quarto!: place, then
 * give), numbered from 1; `ply` is the number of actions played after each. */
export interface Turn {
  number: number;
  seat: number;
  actions: { ply: number; action: string }[];
}

export function turns(history: readonly { seat: number; action: string }[]): Turn[] {
  const out: Turn[] = [];
  history.forEach((entry, i) => {
    const current = out[out.length - 1];
    if (current && current.seat === entry.seat) current.actions.push({ ply: i + 1, action: entry.action });
    else out.push({ number: out.length + 1, seat: entry.seat, actions: [{ ply: i + 1, action: entry.action }] });
  });
  return out;
}

/** Below how many ms a clock shows low time (and sounds once): a tenth of the game's time,
 * from 10 s to 30 s; a third of a per-move clock's, at most 10 s. */
export function lowTime(control: string): number {
  const ms = (text: string): number => {
    const m = /^(\d+(?:\.\d+)?)(ms|s|m|min|h)$/.exec(text.trim());
    if (!m) return 0;
    const unit: Record<string, number> = { ms: 1, s: 1000, m: 60_000, min: 60_000, h: 3_600_000 };
    return Number(m[1]) * (unit[m[2]] ?? 0);
  };
  if (control.endsWith("/move")) return Math.min(10_000, ms(control.slice(0, -5)) / 3);
  const initial = ms(control.split("+")[0]);
  return Math.max(10_000, Math.min(30_000, initial / 10));
}

/** What a seat's clock shows at `now`: the running clock counts down from the state's time. */
export function remaining(st: StateView, seat: number, receivedAt: number, now: number): number {
  const clock = st.clock;
  if (!clock) return 0;
  const base = clock.remaining_ms[seat] ?? 0;
  if (clock.running === seat && st.status === "live") return base - (now - receivedAt);
  return base;
}

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
