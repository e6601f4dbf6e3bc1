// What Quarto!'s board draws, worked out from the host's input and the selection: the cells
// with their pieces, marks and targets; the winning quarto; the claim's alignments; the piece
// in hand, the pool and the announce-mode buttons. Every target carries its intent and label.

import type { SolverValue } from "../../api";
import type { BoardInput } from "../board";
import { type Alignment, alignments, cellIndex, cellName, parseQuartoAction, parseQuartoRules, parseQuartoView, pieceText } from "./notation";
import type { QuartoSelection } from "./select";
import { describePiece, quartoTexts } from "./texts";

const T = quartoTexts.board;

/** Something the user may press: what it means and how it is spoken. */
export interface Target {
  intent: string;
  label: string;
}

export interface CellScene {
  name: string;
  index: number;
  piece: number | null;
  /** The last placement was here. */
  last: boolean;
  value?: SolverValue;
  /** A placement (the piece in hand may be dropped here too). */
  target?: Target;
  /** What the cell is, when it is no target. */
  label: string;
}

export interface PoolScene {
  piece: number;
  /** On the board or in hand. */
  used: boolean;
  value?: SolverValue;
  target?: Target;
  label: string;
}

export interface ButtonScene {
  text: string;
  intent: string;
  class?: string;
}

export interface QuartoScene {
  cells: CellScene[];
  /** The quarto that won, as the server found it. */
  won: Alignment[];
  /** The alignments of an open claim. */
  claims: (Alignment & { target: Target })[];
  /** The piece in hand and what it says; `draggable` when it may be placed. */
  hand: { piece: number | null; label: string; draggable: boolean } | null;
  pool: PoolScene[];
  /** Announce mode, live: the claim's buttons, a hint, and the rule's note. */
  announce: { hint: string | null; buttons: ButtonScene[]; note: string } | null;
}

export function scene(input: BoardInput, selection: QuartoSelection): QuartoScene {
  const view = parseQuartoView(input.position);
  const rules = parseQuartoRules(input.rules);
  const legal = new Set(input.legal);
  const actions = input.legal.map(parseQuartoAction);
  const canPlace = actions.some((a) => a?.kind === "place");
  const canGive = actions.some((a) => a?.kind === "give");
  const myTurn = input.legal.length > 0;
  const claiming = selection.claiming;
  let lastPlaced: number | null = null;
  for (let i = input.history.length - 1; i >= 0 && lastPlaced === null; i--) {
    const a = parseQuartoAction(input.history[i].action);
    if (a?.kind === "place") lastPlaced = cellIndex(a.cell);
  }

  const cells: CellScene[] = view.cells.map((piece, index) => {
    const name = cellName(index);
    const value = piece === null ? input.values?.get(name) : undefined;
    const placeable = !claiming && canPlace && legal.has(name);
    return {
      name,
      index,
      piece,
      last: index === lastPlaced,
      value,
      target: placeable ? { intent: `play:${name}`, label: T.place(name, view.hand, value) } : undefined,
      label: piece === null ? T.empty(name) : T.occupied(name, piece),
    };
  });

  let hand: QuartoScene["hand"] = null;
  if (view.hand !== null) {
    const label = canPlace ? T.placeThis : input.toMove === null ? T.inHand : T.places(input.seatName(input.toMove));
    hand = { piece: view.hand, label, draggable: canPlace };
  } else if (input.toMove !== null) {
    hand = { piece: null, label: canGive ? T.chooseGift : T.choosesGift(input.seatName(input.toMove)), draggable: false };
  }

  const onBoard = new Set(view.cells.filter((c): c is number => c !== null));
  const pool: PoolScene[] = [];
  for (let piece = 0; piece < 16; piece++) {
    const used = onBoard.has(piece) || view.hand === piece;
    const hex = pieceText(piece);
    const value = used ? undefined : input.values?.get(hex);
    const give = !claiming && canGive && legal.has(hex);
    pool.push({
      piece,
      used,
      value,
      target: give ? { intent: `play:${hex}`, label: T.give(piece, value) } : undefined,
      label: used ? T.played(piece) : describePiece(piece),
    });
  }

  let announce: QuartoScene["announce"] = null;
  if (rules.announce && input.live) {
    const buttons: ButtonScene[] = [];
    let hint: string | null = null;
    if (myTurn) {
      if (claiming) {
        hint = T.pickLine;
        buttons.push({ text: T.cancel, intent: "cancel" });
      } else {
        buttons.push({ text: T.call, intent: "claim", class: "quarto-call" });
      }
      if (legal.has("pass")) buttons.push({ text: T.pass, intent: "play:pass" });
    }
    announce = { hint, buttons, note: T.announceNote };
  }

  return {
    cells,
    won: alignments(true).filter((al) => input.highlights.winning_lines?.includes(al.name)),
    claims: claiming
      ? alignments(rules.squares).map((al) => ({ ...al, target: { intent: `claim:${al.name}`, label: T.claim(al.name, al.square) } }))
      : [],
    hand,
    pool,
    announce,
  };
}
