// Inputs for the unit tests: a board's input and a game's state with everything a test does not
// say left at a plain default. Imported by tests only (never by the UI).

import type { PublicSeat, StateView } from "./api";
import { type BoardInput, NO_HIGHLIGHTS } from "./boards/board";

/** A board's input: a live position where nothing may be played, unless the test says. */
export function boardInput(over: Partial<BoardInput> & { position: string }): BoardInput {
  return {
    rules: "",
    legal: [],
    history: [],
    viewer: 0,
    toMove: 0,
    seatName: (seat) => `Seat ${seat + 1}`,
    live: true,
    key: "k",
    highlights: NO_HIGHLIGHTS,
    ...over,
  };
}

/** A seat taken by a connected person. */
export function person(seat: number, name: string | null = null): PublicSeat {
  return { seat, kind: "human", name, account: null, level: null, taken: true, connected: true, left_at: null };
}

/** A bot's seat. */
export function bot(seat: number, level = "casual"): PublicSeat {
  return { seat, kind: "bot", name: null, account: null, level, taken: true, connected: true, left_at: null };
}

/** A live Quarto! game between two people at its start, as seat 0 sees it. */
export function stateView(over: Partial<StateView> = {}): StateView {
  return {
    type: "state",
    id: "g1",
    game: "quarto",
    name: "Quarto!",
    rules: "attributes=height,colour,shape,top squares=no win=auto",
    status: "live",
    version: 1,
    ply: 0,
    players: 2,
    hidden: false,
    seats: [person(0), person(1)],
    spectators: 0,
    to_move: 0,
    you: [0],
    viewer: 0,
    view: "..../..../..../.... -",
    legal: [],
    history_from: 0,
    history: [],
    last: null,
    clock: null,
    now: 0,
    result: null,
    position: null,
    rematch: null,
    rated: null,
    offers: { draw: null, take_back: null, draws: true, abortable: [], first_turn_ends: null, claims: false, rematch: false },
    created_at: 0,
    made_squares: null,
    winning_lines: [],
    hints_on: false,
    chat_on: true,
    hints: null,
    ...over,
  };
}
