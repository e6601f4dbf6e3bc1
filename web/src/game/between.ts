// What the game page offers between the people at a table, worked out from the server's state
// alone: whether this viewer may abort, offer a draw (where the state says the game has draws
// by agreement), ask for a take-back, answer another player's offer or claim a game the others
// left (with when), when a first turn running must be played by, and what became of the
// viewer's own offer when it is gone.

import type { OfferKind, StateView } from "../api";

/** The seats held by other people than this viewer: taken, not bots. */
export function otherPeople(st: StateView): number[] {
  return st.seats.filter((s, i) => !st.you.includes(i) && s.kind !== "bot" && s.taken).map((s) => s.seat);
}

/** Whether this viewer plays a game under way against at least one other person. */
function atTable(st: StateView): boolean {
  return st.status === "live" && st.you.length > 0 && otherPeople(st).length > 0;
}

/** What the viewer may do between the players now. */
export interface Between {
  /** The viewer may abort the game (none of their seats has played). */
  abort: boolean;
  /** The viewer may offer a draw (the game has draws by agreement, none stands). */
  offerDraw: boolean;
  /** The viewer may ask to take their last turn back (none asked, a turn of theirs played). */
  askTakeBack: boolean;
  /** The viewer's own offers standing. */
  mine: OfferKind[];
  /** The other players' offers waiting for the viewer's answer, with the seat offering. */
  theirs: { offer: OfferKind; seat: number }[];
  /** In a rated game every other person left: the others, and when the viewer may claim it
   * (ms on the server's clock). */
  claim: { seats: number[]; at: number } | null;
  /** While the first turn of the seat to move runs: that seat, whether it is the viewer's, and
   * when the server aborts the game if that turn is not finished (ms on the server's clock). */
  firstTurn: { seat: number; mine: boolean; at: number } | null;
}

/** What the viewer may do between the players of `st`, `claimAfterMs` being the server's
 * `Limits::claim_after_ms` (`null` while not known: no claim is offered). */
export function between(st: StateView, claimAfterMs: number | null): Between {
  const none: Between = { abort: false, offerDraw: false, askTakeBack: false, mine: [], theirs: [], claim: null, firstTurn: null };
  if (!atTable(st)) return none;
  const o = st.offers;
  const mine: OfferKind[] = [];
  const theirs: Between["theirs"] = [];
  for (const [offer, seat] of [
    ["draw", o.draw],
    ["take_back", o.take_back],
  ] as const) {
    if (seat === null) continue;
    if (st.you.includes(seat)) mine.push(offer);
    else theirs.push({ offer, seat });
  }
  const others = otherPeople(st);
  let claim: Between["claim"] = null;
  if (st.offers.claims && claimAfterMs !== null) {
    const left = others.map((i) => st.seats[i].left_at);
    if (left.every((at) => at !== null)) claim = { seats: others, at: Math.max(...(left as number[])) + claimAfterMs };
  }
  const firstTurn =
    o.first_turn_ends !== null && st.to_move !== null ? { seat: st.to_move, mine: st.you.includes(st.to_move), at: o.first_turn_ends } : null;
  return {
    abort: st.you.some((s) => o.abortable.includes(s)),
    offerDraw: o.draws && o.draw === null,
    askTakeBack: o.take_back === null && st.history.some((e) => st.you.includes(e.seat)),
    mine,
    theirs,
    claim,
    firstTurn,
  };
}

/** What became of the viewer's own offers standing in `old` and gone in `now` while the game
 * goes on: declined, or lapsed because a move was played. */
export function offerFates(old: StateView, now: StateView): { offer: OfferKind; fate: "declined" | "lapsed" }[] {
  if (old.id !== now.id || now.status !== "live") return [];
  const fates: { offer: OfferKind; fate: "declined" | "lapsed" }[] = [];
  for (const offer of ["draw", "take_back"] as const) {
    const was = offer === "draw" ? old.offers.draw : old.offers.take_back;
    const is = offer === "draw" ? now.offers.draw : now.offers.take_back;
    if (was === null || is !== null || !old.you.includes(was)) continue;
    // An accepted take-back shortens the game: that is no lapse.
    if (offer === "take_back" && now.ply < old.ply) continue;
    fates.push({ offer, fate: now.ply > old.ply ? "lapsed" : "declined" });
  }
  return fates;
}
