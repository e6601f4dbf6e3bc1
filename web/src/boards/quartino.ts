// Quartino's record: everything the pages ask of the game (its texts, its lobby options, its
// board and diagrams), assembled from the parts in `quartino/`.

import { playerNumber } from "../texts/common";
import { Board, type BoardGame, diagram } from "./board";
import { chip, render } from "./quartino/render";
import { type QuartinoScene, scene } from "./quartino/scene";
import { IDLE, type QuartinoSelection, reduce, reset, settle } from "./quartino/select";
import { quartinoTexts } from "./quartino/texts";
import { chosenFlag, chosenValue, type GameRecord, type RuleOption } from "./record";

export { parseQuartinoAction, parseQuartinoView, quarterSpaces, supply } from "./quartino/notation";
export { describePhase } from "./quartino/texts";
export { cardGraphic } from "./quartino/render";

/** Quartino's board: selection, scene and render. */
export const quartinoBoard: BoardGame<QuartinoSelection, QuartinoScene> = {
  initial: () => IDLE,
  reset,
  settle,
  reduce,
  scene,
  render,
};

const O = quartinoTexts.options;
const onOff = (on: boolean) => (on ? "on" : "off");

/** When the situations are played: the whole game, after the first rounds (the rulebook's
 * beginners), or never. */
const SITUATIONS: RuleOption & { kind: "choice" } = {
  kind: "choice",
  key: "situations",
  name: "situations",
  get label() {
    return O.situations;
  },
  items: ["on", "from:1", "from:2", "from:3", "off"].map((value) => ({
    value,
    get label() {
      return O.situationsWhen(value);
    },
  })),
  initial: "on",
  anchor: "situations",
};

export const quartino: GameRecord = {
  tag: "quartino",
  texts: {
    get name() {
      return quartinoTexts.name;
    },
    get blurb() {
      return quartinoTexts.blurb;
    },
    action: quartinoTexts.action,
    proposal: quartinoTexts.proposal,
    rules: quartinoTexts.rules,
    seatName: () => null,
    reason: quartinoTexts.reason,
  },
  lobby: {
    get options(): RuleOption[] {
      return [
        SITUATIONS,
        { kind: "flag", key: "columnMandatory", name: "column", label: O.columnMandatory, initial: false, anchor: "column-mandatory" },
        { kind: "flag", key: "allowMirror", name: "mirror", label: O.allowMirror, initial: false, anchor: "mirror" },
      ];
    },
    seats: 3,
    text: (choices, seats) =>
      `players=${seats} situations=${chosenValue(choices, SITUATIONS)} column_mandatory=${onOff(
        chosenFlag(choices, "columnMandatory"),
      )} allow_mirror=${onOff(chosenFlag(choices, "allowMirror"))}`,
  },
  board: (events) => new Board(quartinoBoard, events),
  diagram: (input) => diagram(quartinoBoard, input, playerNumber),
  chip,
  sound: (action) => (/@Q\d$/.test(action) ? "claim" : action.startsWith("column@") ? "capture" : "move"),
};
