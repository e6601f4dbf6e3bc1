// Quarto!'s half-made choice on the board, and what each intent does to it: in announce mode
// the "Quarto!" button opens a claim, whose line (or square) is then picked on the board.
//
// Intents: `play:ACTION` (a placement, a give, `pass`), `claim` (open a claim),
// `claim:ALIGNMENT` (claim it), `cancel`, `drag:…` (the piece in hand is being dragged).

import type { BoardInput, Intent, Outcome } from "../board";

export interface QuartoSelection {
  /** A claim is open: the alignments are the targets. */
  claiming: boolean;
}

export const IDLE: QuartoSelection = { claiming: false };
const CLAIMING: QuartoSelection = { claiming: true };

export function reduce(selection: QuartoSelection, intent: Intent, _input: BoardInput): Outcome<QuartoSelection> {
  switch (intent.verb) {
    case "play":
      return { selection, play: intent.arg };
    case "claim":
      if (intent.arg === "") return { selection: CLAIMING };
      return { selection: IDLE, play: `Q:${intent.arg}` };
    case "cancel":
      return { selection: IDLE };
    default:
      return { selection };
  }
}
