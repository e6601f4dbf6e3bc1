// What every game's board gets from the game page, and the base they share.
//
// A board draws the state it is given (the view text the server sent) and turns clicks into
// actions — always actions from the server's legal list (or, for claims the rules refuse
// without cost, a claim the server will judge): the browser never decides what is legal.

import type { HistoryEntry, SolverValue } from "../api";
import { h } from "../dom";

export interface BoardProps {
  /** The game's state as this viewer may see it, in the game's notation. */
  view: string;
  /** The rules text. */
  rules: string;
  /** What this page may play now (empty when it is not its turn, or in a replay). */
  legal: string[];
  /** Every action so far (up to the shown ply). */
  history: HistoryEntry[];
  /** How many seats. */
  players: number;
  /** The seat whose view this is (`null`: a spectator). */
  viewer: number | null;
  /** The seat to move (`null`: over). */
  toMove: number | null;
  /** The seat's name as shown. */
  seatName(seat: number): string;
  /** Plays an action. */
  play(action: string): void;
  /** Shows a message to the player (a hint, a refusal). */
  say(message: string): void;
  /** Whether this is the live game (not a step of the replay). */
  live: boolean;
  /** Changes whenever the game moves on: a board drops its half-made choices then. */
  key: string;
  /** The solver's values of the actions that may be played now, by action (analysis). */
  values?: Map<string, SolverValue>;
  /** Danish Quarto: the squares each seat has made, as the server found them. */
  madeSquares: string[][] | null;
  /** Quarto!: the alignments of the winning quarto, as the server found them. */
  winningLines: string[] | null;
}

/** A short mark for a solver's value: `W5`, `D`, `L8` (letters, not colours). */
export function valueMark(v: SolverValue): string {
  const letter = v.result === "win" ? "W" : v.result === "loss" ? "L" : "D";
  return v.distance === null ? letter : `${letter}${v.distance}`;
}

/** A solver's value in words: `win in 3 placements`, `loss in 1 placement`, `win now` (a
 * claim), `draw`. */
export function valueWords(v: SolverValue): string {
  if (v.distance === null) return v.result;
  if (v.distance === 0) return v.result === "win" ? "win now" : v.result;
  return `${v.result} in ${v.distance} placement${v.distance === 1 ? "" : "s"}`;
}

/** A board: `update` with new props redraws it; its element stays the same. */
export abstract class Board {
  readonly element: HTMLElement = h("div", { class: "board" });
  protected props: BoardProps | null = null;
  private key = "";

  update(props: BoardProps): void {
    if (props.key !== this.key) {
      this.key = props.key;
      this.reset();
    }
    this.props = props;
    this.redraw();
  }

  /** Draws again with the same props (after a local choice). */
  protected redraw(): void {
    if (!this.props) return;
    const content = this.draw(this.props);
    this.element.replaceChildren(...content);
  }

  /** Forgets half-made choices (a selected piece, an open claim). */
  protected abstract reset(): void;

  /** The board's content. */
  protected abstract draw(props: BoardProps): Node[];

  /** Handles a key pressed on the page (Escape cancels a choice); true if used. */
  onKey(event: KeyboardEvent): boolean {
    if (event.key === "Escape") {
      this.reset();
      this.redraw();
      return true;
    }
    return false;
  }
}
