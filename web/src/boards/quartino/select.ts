// Quartino's half-made choices on the board, and what each intent does to them: the colour of
// the next token (the first usable one until another is picked), and the card of a claim,
// picked before the quarter where it shows.
//
// Intents: `play:ACTION` (a token on a space, a situation, `end`), `colour:C`, `card:CARD`
// (pick or drop it), `quarter:K` (claim the picked card there).

import type { BoardInput, Intent, Outcome } from "../board";
import { COLOURS, parseQuartinoAction, parseQuartinoView } from "./notation";
import { quartinoTexts } from "./texts";

export interface QuartinoSelection {
  colour: string | null;
  card: string | null;
}

export const IDLE: QuartinoSelection = { colour: null, card: null };

/** The colours a token may be placed in now. */
export function usableColours(legal: readonly string[]): string[] {
  const placed = new Set(legal.map(parseQuartinoAction).flatMap((a) => (a?.kind === "place" ? [a.colour] : [])));
  return COLOURS.filter((c) => placed.has(c));
}

/** The cards this viewer holds. */
export function ownCards(input: BoardInput): string[] {
  if (input.viewer === null) return [];
  return (parseQuartinoView(input.position).seats[input.viewer]?.hand ?? []).filter((c) => c !== "?");
}

/** Keeps the colour (a card kept only while held) when the game moves on. */
export function reset(selection: QuartinoSelection): QuartinoSelection {
  return selection.card === null ? selection : { ...selection, card: null };
}

/** A usable colour (the first, unless one was picked), a card still held. */
export function settle(selection: QuartinoSelection, input: BoardInput): QuartinoSelection {
  const colours = usableColours(input.legal);
  let { colour, card } = selection;
  if (colour !== null && !colours.includes(colour)) colour = null;
  if (colour === null && colours.length > 0) colour = colours[0];
  if (card !== null && !ownCards(input).includes(card)) card = null;
  return colour === selection.colour && card === selection.card ? selection : { colour, card };
}

export function reduce(selection: QuartinoSelection, intent: Intent, _input: BoardInput): Outcome<QuartinoSelection> {
  switch (intent.verb) {
    case "play":
      return { selection, play: intent.arg };
    case "colour":
      return { selection: selection.colour === intent.arg ? selection : { ...selection, colour: intent.arg } };
    case "card":
      return { selection: { ...selection, card: selection.card === intent.arg ? null : intent.arg } };
    case "quarter":
      if (selection.card === null) return { selection, say: quartinoTexts.board.cardFirst };
      return { selection, play: `${selection.card}@Q${intent.arg}` };
    default:
      return { selection };
  }
}
