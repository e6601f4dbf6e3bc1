// A Quarto! position set up by hand, for a game that starts from it: the 16 cells, the pieces
// not yet down and the piece in hand; each change written at once in the notation
// (`notation.ts`), which the server reads and checks. The state changes only through the pure
// functions here; `quartoEditor` draws it.

import { h } from "../../dom";
import { positionEditor } from "../editor";
import type { PositionEditor } from "../record";
import { cellName, parseQuartoView, pieceText } from "./notation";
import { pieceIcon } from "./render";
import { describePiece, quartoTexts } from "./texts";

const T = quartoTexts.editor;

/** A position being set up, and the piece picked to put somewhere. */
export interface Setup {
  /** The piece on each cell (`a1` = 0), or null. */
  cells: (number | null)[];
  /** The piece the player to move must place, or null (he gives one). */
  hand: number | null;
  /** The piece picked from the pool, or null. */
  picked: number | null;
}

/** An empty board, no piece in hand, nothing picked. */
export const EMPTY: Setup = { cells: new Array<number | null>(16).fill(null), hand: null, picked: null };

/** The setup of a position written in the notation, or null when it does not read as one (the
 * server says what is wrong when the game is asked for). */
export function setupOf(position: string): Setup | null {
  const text = position.trim();
  if (text === "") return EMPTY;
  if (!/^[.0-9a-f]{4}(\/[.0-9a-f]{4}){3}\s+([0-9a-f]|-|\*)$/i.test(text)) return null;
  const view = parseQuartoView(text.toLowerCase());
  const down = [...view.cells, view.hand].filter((p): p is number => p !== null);
  if (new Set(down).size !== down.length) return null;
  return { cells: view.cells, hand: view.hand, picked: null };
}

/** The setup in the notation: the rows from 4 down, then the piece in hand, else `-` on an empty
 * board (the first player gives) and `*` on another (the player who placed last gives). */
export function positionOf(setup: Setup): string {
  const rows = [3, 2, 1, 0].map((r) =>
    setup.cells
      .slice(r * 4, r * 4 + 4)
      .map((p) => (p === null ? "." : pieceText(p)))
      .join(""),
  );
  const empty = setup.cells.every((p) => p === null);
  const hand = setup.hand !== null ? pieceText(setup.hand) : empty ? "-" : "*";
  return `${rows.join("/")} ${hand}`;
}

/** The pieces neither on the board nor in hand. */
export function pool(setup: Setup): number[] {
  return Array.from({ length: 16 }, (_, p) => p).filter((p) => p !== setup.hand && !setup.cells.includes(p));
}

/** A piece of the pool picked, or put back down when picked already. */
export function pick(setup: Setup, piece: number): Setup {
  if (!pool(setup).includes(piece)) return setup;
  return { ...setup, picked: setup.picked === piece ? null : piece };
}

/** A cell clicked: the picked piece goes there (the one there before back to the pool);
 * without one picked, the piece there goes back to the pool. */
export function clickCell(setup: Setup, cell: number): Setup {
  const cells = [...setup.cells];
  cells[cell] = setup.picked;
  return { ...setup, cells, picked: null };
}

/** The hand clicked: the picked piece goes in hand; without one, the hand is emptied. */
export function clickHand(setup: Setup): Setup {
  return { ...setup, hand: setup.picked, picked: null };
}

/** A board to set a position up on, which calls `changed` with the position's notation at
 * each change; `show` draws another position typed elsewhere (one that does not read leaves the
 * board as it is). */
export function quartoEditor(position: string, changed: (position: string) => void): PositionEditor {
  const element = h("div", { class: "quarto-editor", role: "group", "aria-label": T.label });
  const draw = (setup: Setup, update: (next: Setup) => void) => {
    const grid = h("div", { class: "editor-board" });
    for (const r of [3, 2, 1, 0]) {
      for (let c = 0; c < 4; c++) {
        const cell = r * 4 + c;
        const p = setup.cells[cell];
        const name = cellName(cell);
        grid.append(
          h(
            "button",
            {
              type: "button",
              class: "editor-cell",
              "data-cell": name,
              "aria-label": p === null ? quartoTexts.board.empty(name) : quartoTexts.board.occupied(name, p),
              onclick: () => update(clickCell(setup, cell)),
            },
            p === null ? h("span", { class: "editor-cell-name" }, name) : pieceIcon(p, 32),
          ),
        );
      }
    }
    const hand = h(
      "button",
      { type: "button", class: "editor-hand", "aria-label": `${T.hand} ${setup.hand === null ? T.noHand : describePiece(setup.hand)}`, onclick: () => update(clickHand(setup)) },
      setup.hand === null ? h("span", { class: "small" }, T.noHand) : pieceIcon(setup.hand, 32),
    );
    const pieces = h("div", { class: "editor-pool", role: "group", "aria-label": quartoTexts.board.poolHeading });
    for (const p of pool(setup)) {
      pieces.append(
        h(
          "button",
          {
            type: "button",
            class: "editor-piece",
            "data-piece": pieceText(p),
            title: describePiece(p),
            "aria-pressed": String(setup.picked === p),
            onclick: () => update(pick(setup, p)),
          },
          pieceIcon(p, 32),
        ),
      );
    }
    element.replaceChildren(
      h("p", { class: "small" }, T.help),
      h("div", { class: "editor-layout" }, grid, h("div", { class: "editor-side" }, h("span", { class: "small" }, T.hand), hand, h("button", { type: "button", class: "editor-clear", onclick: () => update(EMPTY) }, T.clear))),
      pieces,
    );
  };
  return positionEditor(element, position, EMPTY, { read: setupOf, write: positionOf }, ["data-cell", "data-piece", "class"], draw, changed);
}
