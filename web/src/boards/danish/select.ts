// Danish Quarto's half-made move on the board, and what each intent does to it: a piece to
// move is picked (or dragged), then its destination; when the move makes a square with more
// than one capture, the capture is picked last.
//
// Intents: `from:POINT` (pick the piece), `unselect`, `to:POINT` (the destination or place),
// `play:ACTION` (a capture, `pass`), `drag:POINT` (the piece on POINT is being dragged).

import type { BoardInput, Intent, Outcome } from "../board";
import { type DanishMove, movesOf } from "./notation";

export interface DanishSelection {
  /** The piece picked to move. */
  from: string | null;
  /** The destination of a move that captures, once picked: the capture comes next. */
  to: string | null;
}

export const IDLE: DanishSelection = { from: null, to: null };

/** The selection without a picked piece that may no longer move. */
export function settle(selection: DanishSelection, input: BoardInput): DanishSelection {
  if (selection.from === null) return selection;
  const movable = movesOf(input.legal).some((m) => m.from === selection.from);
  return movable ? selection : { ...selection, from: null };
}

export function reduce(selection: DanishSelection, intent: Intent, input: BoardInput): Outcome<DanishSelection> {
  switch (intent.verb) {
    case "from":
    case "drag":
      return { selection: selection.from === intent.arg ? selection : { ...selection, from: intent.arg } };
    case "unselect":
      return { selection: { ...selection, from: null } };
    case "to": {
      const options = movesOf(input.legal).filter((m) => m.from === selection.from && m.to === intent.arg);
      return choose(selection, options);
    }
    case "play":
      return { selection, play: intent.arg };
    default:
      return { selection };
  }
}

/** The moves to a destination: one is played at once, or the capture is picked next. */
function choose(selection: DanishSelection, options: DanishMove[]): Outcome<DanishSelection> {
  if (options.length === 0) return { selection };
  const plain = options.find((m) => !m.capture);
  if (plain) return { selection, play: plain.text };
  // One capture only: one click is enough.
  if (options.length === 1) return { selection, play: options[0].text };
  return { selection: { ...selection, to: options[0].to } };
}
