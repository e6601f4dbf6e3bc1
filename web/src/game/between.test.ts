// What the game page offers between the people at a table, from the state alone.

import { describe, expect, it } from "vitest";
import { bot, person, stateView } from "../test-fixtures";
import { between, offerFates } from "./between";

const played = [{ seat: 0, action: "7", at: 1 }];

describe("between the players", () => {
  it("offers abort to a seat that has not played, and a draw where the game has draws", () => {
    const b = between(stateView({ offers: { draw: null, take_back: null, draws: true, abortable: [0, 1], first_turn_ends: null, claims: false, rematch: false } }), 60_000);
    expect(b).toMatchObject({ abort: true, offerDraw: true, askTakeBack: false, mine: [], theirs: [], claim: null });
    const noDraws = between(stateView({ offers: { draw: null, take_back: null, draws: false, abortable: [1], first_turn_ends: null, claims: false, rematch: false } }), 60_000);
    expect(noDraws).toMatchObject({ abort: false, offerDraw: false });
  });

  it("offers a take-back once a turn of the viewer's was played", () => {
    const b = between(stateView({ ply: 1, history: played, to_move: 1 }), null);
    expect(b.askTakeBack).toBe(true);
    expect(between(stateView({ ply: 1, history: played, you: [1], viewer: 1 }), null).askTakeBack).toBe(false);
  });

  it("tells the viewer's own offers from the other player's", () => {
    const offers = { draw: 1, take_back: 0, draws: true, abortable: [], first_turn_ends: null, claims: false, rematch: false };
    const b = between(stateView({ ply: 1, history: played, offers }), null);
    expect(b.mine).toEqual(["take_back"]);
    expect(b.theirs).toEqual([{ offer: "draw", seat: 1 }]);
    expect(b.offerDraw).toBe(false);
    expect(b.askTakeBack).toBe(false);
  });

  it("offers nothing to a spectator, against bots only, or once the game is over", () => {
    const offers = { draw: 1, take_back: null, draws: true, abortable: [0, 1], first_turn_ends: null, claims: false, rematch: false };
    const nothing = { abort: false, offerDraw: false, askTakeBack: false, mine: [], theirs: [], claim: null, firstTurn: null };
    expect(between(stateView({ offers, you: [], viewer: null }), 1)).toEqual(nothing);
    expect(between(stateView({ offers, seats: [person(0), bot(1)] }), 1)).toEqual(nothing);
    expect(between(stateView({ offers, status: "finished" }), 1)).toEqual(nothing);
  });

  it("offers the claim of a game the server says may be claimed once every other person left, from when the last left", () => {
    const left = { ...person(1), connected: false, left_at: 5_000 };
    const rated = "quarto/standard/blitz";
    const offers = { draw: null, take_back: null, draws: true, abortable: [], first_turn_ends: null, claims: true, rematch: false };
    expect(between(stateView({ rated, offers, seats: [person(0), left] }), 60_000).claim).toEqual({ seats: [1], at: 65_000 });
    // Not claimable (casual, or a correspondence game), someone still there, or the limit not
    // known yet: no claim.
    expect(between(stateView({ seats: [person(0), left] }), 60_000).claim).toBeNull();
    const correspondence = "quarto/standard/correspondence";
    expect(between(stateView({ rated: correspondence, seats: [person(0), left] }), 60_000).claim).toBeNull();
    expect(between(stateView({ rated, offers }), 60_000).claim).toBeNull();
    expect(between(stateView({ rated, offers, seats: [person(0), left] }), null).claim).toBeNull();
    const three = [person(0), left, { ...person(2), connected: false, left_at: 9_000 }];
    expect(between(stateView({ rated, offers, players: 3, seats: three }), 1_000).claim).toEqual({ seats: [1, 2], at: 10_000 });
  });
});

describe("what became of an offer", () => {
  const offered = stateView({ version: 2, ply: 1, history: played, offers: { draw: 0, take_back: null, draws: true, abortable: [], first_turn_ends: null, claims: false, rematch: false } });
  it("is declined when it goes with no move, lapsed when a move was played", () => {
    expect(offerFates(offered, stateView({ version: 3, ply: 1, history: played }))).toEqual([{ offer: "draw", fate: "declined" }]);
    expect(offerFates(offered, stateView({ version: 3, ply: 2, history: played }))).toEqual([{ offer: "draw", fate: "lapsed" }]);
  });

  it("says nothing of the other player's offers, an ended game or an accepted take-back", () => {
    const theirs = stateView({ ply: 1, offers: { draw: 1, take_back: null, draws: true, abortable: [], first_turn_ends: null, claims: false, rematch: false } });
    expect(offerFates(theirs, stateView({ ply: 1 }))).toEqual([]);
    expect(offerFates(offered, stateView({ ply: 1, status: "finished" }))).toEqual([]);
    const asked = stateView({ ply: 1, offers: { draw: null, take_back: 0, draws: true, abortable: [], first_turn_ends: null, claims: false, rematch: false } });
    expect(offerFates(asked, stateView({ ply: 0 }))).toEqual([]);
  });
});
