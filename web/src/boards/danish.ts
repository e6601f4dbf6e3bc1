// Danish Quarto's record: everything the pages ask of the game (its texts, its lobby options,
// its board and diagrams), assembled from the parts in `danish/`.

import { Board, type BoardGame, diagram } from "./board";
import { danishEditor } from "./danish/editor";
import { ownerAt, parseDanishView } from "./danish/notation";
import { chip, render, stoneGhost } from "./danish/render";
import { type DanishScene, scene } from "./danish/scene";
import { type DanishSelection, IDLE, reduce, settle } from "./danish/select";
import { danishTexts } from "./danish/texts";
import type { GameRecord, RuleOption } from "./record";
import { seatNameOr } from "../texts/common";

export { LINES, parseDanishMove, parseDanishView, POINTS } from "./danish/notation";

/** Danish Quarto's board: selection, scene and render. */
export const danishBoard: BoardGame<DanishSelection, DanishScene> = {
  initial: () => IDLE,
  reset: () => IDLE,
  settle,
  reduce,
  scene,
  render,
  ghost: (what, input) => stoneGhost(ownerAt(parseDanishView(input.position), what) === 0 ? 0 : 1),
};

const seatName = (seat: number): string | null => (seat === 0 || seat === 1 ? danishTexts.side(seat) : null);

export const danish: GameRecord = {
  tag: "danish",
  texts: {
    get name() {
      return danishTexts.name;
    },
    get blurb() {
      return danishTexts.blurb;
    },
    action: danishTexts.action,
    proposal: danishTexts.proposal,
    rules: danishTexts.rules,
    seatName,
    reason: danishTexts.reason,
  },
  lobby: {
    get options(): RuleOption[] {
      return [{ kind: "note", text: danishTexts.options.standard }];
    },
    seats: 2,
    text: () => "",
  },
  board: (events) => new Board(danishBoard, events),
  diagram: (input) => diagram(danishBoard, input, seatNameOr(seatName)),
  chip,
  sound: (action) => (/x[a-i][1-9]$/.test(action) ? "capture" : "move"),
  editor: danishEditor,
};
