// The game page's state without a browser or a server: which state is kept, what the board
// is given live, in the replay and under the cover, and the page's words for the game.

import { describe, expect, it } from "vitest";
import type { Ply, ResultView } from "../api";
import { gameRecord } from "../boards/registry";
import { bot, person, stateView } from "../test-fixtures";
import * as m from "./model";

const quarto = gameRecord("quarto");
const danish = gameRecord("danish");
const quartino = gameRecord("quartino");

describe("receiving states", () => {
  it("keeps the newest state and lets an action be played again", () => {
    const first = m.receive({ ...m.EMPTY, pending: true }, stateView({ version: 5 }), 1000);
    expect(first?.model).toMatchObject({ receivedAt: 1000, pending: false });
    expect(first?.model.state?.version).toBe(5);
    // An HTTP answer that arrives after a newer push is dropped.
    expect(m.receive(first?.model ?? m.EMPTY, stateView({ version: 4 }), 2000)).toBeNull();
    expect(m.receive(first?.model ?? m.EMPTY, stateView({ version: 5 }), 2000)?.refetch).toBe(false);
  });

  it("asks for the replay's steps again when the game moves on under it", () => {
    const plies: Ply[] = [0, 1, 2].map((ply) => ({ ply, seat: null, action: null, view: "", made_squares: null, winning_lines: null }));
    const replaying = { ...m.EMPTY, state: stateView({ ply: 2, version: 3 }), replay: 1, plies };
    const moved = m.receive(replaying, stateView({ ply: 3, version: 4 }), 0);
    expect(moved?.refetch).toBe(true);
    expect(moved?.model.plies).toBeNull();
    expect(moved?.model.replay).toBe(1);
    const same = m.receive(replaying, stateView({ ply: 2, version: 4 }), 0);
    expect(same?.refetch).toBe(false);
  });
});

describe("the board's input", () => {
  const names = (seat: number) => `S${seat}`;
  const history = [
    { seat: 0, action: "7", at: 0 },
    { seat: 1, action: "b3", at: 0 },
  ];
  const live = stateView({ ply: 2, view: "..../.7../..../.... *", legal: ["0", "1"], history, to_move: 1, you: [1], viewer: 1 });

  it("is the live position with its legal actions", () => {
    const input = m.boardInput({ ...m.EMPTY, state: live }, live, names, undefined);
    expect(input).toMatchObject({ position: live.view, legal: ["0", "1"], viewer: 1, toMove: 1, live: true, key: "g1:2:1" });
    expect(input.history).toHaveLength(2);
    expect(input.highlights).toBe(live);
  });

  it("offers nothing while an action is on its way", () => {
    expect(m.boardInput({ ...m.EMPTY, pending: true }, live, names, undefined).legal).toEqual([]);
  });

  it("shows a replay step with nothing to play, and who was to move then", () => {
    const plies: Ply[] = ["..../..../..../.... -", "..../..../..../.... 7", "..../.7../..../.... *"].map((view, ply) => ({
      ply,
      seat: null,
      action: null,
      view,
      made_squares: null,
      winning_lines: ply === 1 ? ["x"] : null,
    }));
    const input = m.boardInput({ ...m.EMPTY, replay: 1, plies }, live, names, undefined);
    expect(input).toMatchObject({ position: plies[1].view, legal: [], viewer: null, toMove: 1, live: false, key: "g1:replay:1" });
    expect(input.history).toEqual(history.slice(0, 1));
    expect(input.highlights.winning_lines).toEqual(["x"]);
  });

  it("shows the whole position once over, to nobody in particular", () => {
    const over = { ...live, status: "finished" as const, position: "full", legal: [] };
    expect(m.boardInput(m.EMPTY, over, names, undefined)).toMatchObject({ position: "full", viewer: null });
  });

  it("gives the notation of the position shown to copy: live, a replay step, a finished game's hidden cards", () => {
    expect(m.shownPosition({ ...m.EMPTY, state: live }, live)).toBe(live.view);
    const plies: Ply[] = ["..../..../..../.... -", "..../..../..../.... 7"].map((view, ply) => ({ ply, seat: null, action: null, view, made_squares: null, winning_lines: null }));
    expect(m.shownPosition({ ...m.EMPTY, replay: 1, plies }, live)).toBe("..../..../..../.... 7");
    // Not the live position while the replay's steps are on their way.
    expect(m.shownPosition({ ...m.EMPTY, replay: 1 }, live)).toBeNull();
    // A player's view of hidden cards is no position; a finished game's whole one is.
    const hidden = stateView({ game: "quartino", hidden: true, view: "mine" });
    expect(m.shownPosition(m.EMPTY, hidden)).toBeNull();
    const over = { ...hidden, status: "finished" as const, position: "whole" };
    expect(m.shownPosition(m.EMPTY, over)).toBe("whole");
    expect(m.shownPosition({ ...m.EMPTY, replay: 0, plies }, over)).toBeNull();
  });

  it("covers hidden cards on a shared device until their player takes it", () => {
    const shared = stateView({ game: "quartino", hidden: true, you: [0, 1], viewer: 1, legal: ["end"] });
    expect(m.coverNeeded(shared, null)).toBe(true);
    expect(m.boardInput(m.EMPTY, shared, names, undefined).legal).toEqual([]);
    expect(m.coverNeeded(shared, 1)).toBe(false);
    expect(m.boardInput({ ...m.EMPTY, revealed: 1 }, shared, names, undefined).legal).toEqual(["end"]);
    expect(m.replaySeat(shared, null)).toBeNull();
    expect(m.replaySeat(shared, 1)).toBe(1);
    expect(m.replaySeat({ ...shared, status: "finished" }, 1)).toBeNull();
    expect(m.coverNeeded({ ...shared, you: [0] }, null)).toBe(false);
  });
});

describe("words", () => {
  it("names seats: the player's name, a bot's level, the game's own, else a number", () => {
    const st = stateView({ game: "danish", seats: [person(0, "Ada"), bot(1, "strong")] });
    expect(m.seatName(danish, st, 0)).toBe("Ada");
    expect(m.seatName(danish, st, 1)).toBe("Bot (strong)");
    expect(m.markedYours(st, 0)).toBe(true);
    expect(m.seatName(danish, stateView({ seats: [person(0), person(1)] }), 1)).toBe("Black");
    expect(m.seatName(quarto, stateView(), 1)).toBe("Player 2");
    expect(m.seatName(quarto, stateView(), 7)).toBe("Player 8");
  });

  it("says whose turn it is and what was played last", () => {
    const names = (seat: number) => ["Ada", "Blaise"][seat];
    const last = { seat: 0, action: "b3", at: 0 };
    expect(m.statusLine(m.EMPTY, stateView({ legal: ["0"], last }), quarto, names)).toEqual({ main: "Your turn.", last: " Last: Ada placed on b3." });
    expect(m.statusLine(m.EMPTY, stateView({ legal: ["0"], you: [0, 1] }), quarto, names).main).toBe("Ada: your turn.");
    expect(m.statusLine(m.EMPTY, stateView({ to_move: 1 }), quarto, names).main).toBe("Blaise to move…");
    const open = stateView({ status: "open", seats: [person(0), { ...person(1), kind: "invite", taken: false }] });
    expect(m.statusLine(m.EMPTY, open, quarto, names).main).toBe("Waiting for Blaise to join.");
    expect(m.statusLine({ ...m.EMPTY, replay: 1 }, stateView({ ply: 4, history: [last, last] }), quarto, names).main).toBe("Replay: after action 1 of 4.");
  });

  it("words an abort (by a player, or by the server), a draw agreed, a claim naming who had left, and an abandoned game", () => {
    const names = (seat: number) => ["Ada", "Blaise"][seat];
    const ended = (termination: ResultView["termination"], winner: number | null, seat: number | null): ResultView => ({
      result: winner === null ? "*" : `win ${winner + 1}`,
      winner,
      termination,
      seat,
      reason: null,
      text: "",
    });
    expect(m.resultWords(ended("abort", null, 1), names, quarto)).toEqual({ headline: "Aborted", detail: "Blaise aborted it before their first move" });
    expect(m.resultWords(ended("abort", null, null), names, quarto)).toEqual({ headline: "Aborted", detail: "a player did not take their first turn in time" });
    expect(m.resultWords(ended("agreement", null, null), names, quarto)).toEqual({ headline: "Draw", detail: "the players agreed to a draw" });
    expect(m.resultWords(ended("claim", 0, 0), names, quarto, [0, 1])).toEqual({ headline: "Ada wins", detail: "Ada claimed the game: Blaise had left the table" });
    expect(m.resultWords(ended("claim", 0, 0), names, quarto)).toEqual({ headline: "Ada wins", detail: "Ada claimed the game: the others had all left the table" });
    expect(m.resultWords(ended("abandoned", null, null), names, quarto)).toEqual({ headline: "Abandoned", detail: "every player had left the table for a day" });
  });

  it("words the result with the players' names, never `player N` (the server's text is for other clients)", () => {
    const names = (seat: number) => ["Ada", "Blaise", "Bot 3 (casual)"][seat];
    const result: ResultView = { result: "win 2", winner: 1, termination: "resign", seat: 0, reason: null, text: "player 2 wins: player 1 resigned" };
    const over = (r: Partial<ResultView>, more: object = {}) => stateView({ status: "finished", result: { ...result, ...r }, ...more });
    expect(m.statusLine(m.EMPTY, over({}), quarto, names).main).toBe("Blaise wins: Ada resigned");
    expect(m.banner(over({}), names, quarto)).toEqual({ headline: "You lose", detail: "Ada resigned" });
    expect(m.banner(over({}, { you: [] }), names, quarto)?.headline).toBe("Blaise wins");
    expect(m.banner(over({}, { you: [1] }), names, quarto)?.headline).toBe("You win!");
    const time: Partial<ResultView> = { termination: "time", seat: 1, winner: 0, text: "player 1 wins: player 2 ran out of time" };
    expect(m.statusLine(m.EMPTY, over(time), quarto, names).main).toBe("Ada wins: Blaise ran out of time");
    expect(m.banner(over({ winner: null, termination: "rules", seat: null, text: "nobody wins" }), names, quarto)).toEqual({ headline: "Draw", detail: "" });
    // Several seats: a resignation that ended a game without a winner is not called a draw.
    const threeSeats = over({ winner: null, termination: "resign", seat: 2, text: "nobody wins: player 3 resigned" }, { you: [] });
    expect(m.banner(threeSeats, names, quarto)).toEqual({ headline: "Nobody wins", detail: "Bot 3 (casual) resigned, which ends the game for everyone" });
    expect(m.statusLine(m.EMPTY, over({ winner: null, termination: "cancel", seat: null }), quarto, names).main).toBe("Cancelled: it waited for its players too long");
    expect(m.statusLine(m.EMPTY, over({ winner: null, termination: "cancel", seat: 0 }), quarto, names).main).toBe("Cancelled: Ada cancelled it");
    // Why the rules ended it, in the game's words, with names.
    const quartoWin = over({ winner: 0, termination: "rules", seat: null, reason: { kind: "quarto", alignments: [{ name: "c1-c4", square: false, traits: ["short"] }] } });
    expect(m.statusLine(m.EMPTY, quartoWin, quarto, names).main).toBe("Ada wins: four short pieces on column c");
  });

  it("says a bot is thinking while it searches", () => {
    const names = (seat: number) => ["Ada", "Bot (casual)"][seat];
    const vsBot = stateView({ seats: [person(0, "Ada"), bot(1)], to_move: 1 });
    expect(m.botThinking(vsBot)).toBe(true);
    expect(m.statusLine(m.EMPTY, vsBot, quarto, names).main).toBe("Bot (casual) is thinking…");
    expect(m.botThinking({ ...vsBot, to_move: 0 })).toBe(false);
    expect(m.botThinking({ ...vsBot, status: "finished" })).toBe(false);
  });

  it("tells bots apart by their seats, and marks a seat as yours only when you hold that one", () => {
    const three = stateView({ game: "quartino", seats: [person(0, "Ada"), bot(1), bot(2, "strong")], you: [0] });
    expect(m.seatName(quartino, three, 1)).toBe("Bot 2 (casual)");
    expect(m.seatName(quartino, three, 2)).toBe("Bot 3 (strong)");
    expect(m.markedYours(three, 0)).toBe(true);
    const device = stateView({ seats: [person(0, "Ada"), person(1)], you: [0, 1] });
    expect(m.markedYours(device, 0)).toBe(false);
    expect(m.seatName(quarto, device, 1)).toBe("Player 2");
  });

  it("marks the tab when it is this page's turn", () => {
    const mine = stateView({ legal: ["0"] });
    expect(m.title(m.EMPTY, mine)).toBe("● Your turn · Quarto! · Quartet");
    expect(m.title(m.EMPTY, stateView({ to_move: 1 }))).toBe("Quarto! · Quartet");
    expect(m.yourTurn(m.EMPTY, { ...mine, status: "finished" })).toBe(false);
  });

  it("groups the history by turn: each a run of one seat's actions", () => {
    const history = ["7", "b3", "2", "a1", "3"].map((action, i) => ({ seat: [0, 1, 1, 0, 0][i], action }));
    expect(m.turns(history)).toEqual([
      { number: 1, seat: 0, actions: [{ ply: 1, action: "7" }] },
      { number: 2, seat: 1, actions: [{ ply: 2, action: "b3" }, { ply: 3, action: "2" }] },
      { number: 3, seat: 0, actions: [{ ply: 4, action: "a1" }, { ply: 5, action: "3" }] },
    ]);
    expect(m.turns([])).toEqual([]);
  });

  it("shows low time under a tenth of the game's time (10 to 30 s), a third of a move's (10 s at most)", () => {
    expect(m.lowTime("5m+3s")).toBe(30_000);
    expect(m.lowTime("1m")).toBe(10_000);
    expect(m.lowTime("3m")).toBe(18_000);
    expect(m.lowTime("30s/move")).toBe(10_000);
    expect(m.lowTime("12s/move")).toBe(4_000);
  });
});

describe("what is offered", () => {
  it("takes back and analyses against bots, analyses anything once over, where the server can", () => {
    const vsBot = stateView({ seats: [person(0), bot(1)], history: [{ seat: 0, action: "7", at: 0 }] });
    expect(m.mayTakeBack(vsBot)).toBe(true);
    expect(m.mayTakeBack({ ...vsBot, history: [] })).toBe(false);
    expect(m.mayTakeBack(stateView({ history: vsBot.history }))).toBe(false);
    expect(m.mayAnalyse(vsBot, ["quarto"])).toBe(true);
    expect(m.mayAnalyse(vsBot, [])).toBe(false);
    expect(m.mayAnalyse(stateView(), ["quarto"])).toBe(false);
    expect(m.mayAnalyse(stateView({ status: "finished" }), ["quarto"])).toBe(true);
    expect(m.mayAnalyse(stateView({ game: "danish", status: "finished" }), ["quarto"])).toBe(false);
  });

  it("counts the running clock down from the state's arrival", () => {
    const st = stateView({ clock: { control: "5m", remaining_ms: [60_000, 30_000], running: 0 } });
    expect(m.remaining(st, 0, 1000, 3500)).toBe(57_500);
    expect(m.remaining(st, 1, 1000, 3500)).toBe(30_000);
    expect(m.remaining({ ...st, status: "finished" }, 0, 1000, 3500)).toBe(60_000);
  });
});
