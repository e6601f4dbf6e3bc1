// Quarto!'s record: everything the pages ask of the game (its texts, its lobby options, its
// board and diagrams), assembled from the parts in `quarto/`.

import type { BoardGame, DiagramInput } from "./board";
import { Board, diagram } from "./board";
import { ATTRIBUTES } from "./quarto/notation";
import { quartoEditor } from "./quarto/editor";
import { chip, ghost, render } from "./quarto/render";
import { type QuartoScene, scene } from "./quarto/scene";
import { IDLE, type QuartoSelection, reduce } from "./quarto/select";
import { quartoTexts } from "./quarto/texts";
import { playerNumber } from "../texts/common";
import { chosenFlag, chosenSet, type GameRecord, type RuleOption } from "./record";

export { alignments, cellName, parseQuartoAction, parseQuartoRules, parseQuartoView } from "./quarto/notation";
export { pieceGraphic, pieceIcon } from "./quarto/render";
export { describePiece } from "./quarto/texts";

/** Quarto!'s board: selection, scene and render. */
export const quartoBoard: BoardGame<QuartoSelection, QuartoScene> = {
  initial: () => IDLE,
  reset: () => IDLE,
  settle: (selection) => selection,
  reduce,
  scene,
  render,
  ghost,
};

const O = quartoTexts.options;
const attributes: RuleOption & { kind: "set" } = {
  kind: "set",
  key: "attributes",
  get label() {
    return O.attributes;
  },
  anchor: "attributes",
  items: ATTRIBUTES.map((a) => ({
    value: a,
    name: `attr-${a}`,
    get label() {
      return O.attribute[a];
    },
  })),
};

export const quarto: GameRecord = {
  tag: "quarto",
  texts: {
    get name() {
      return quartoTexts.name;
    },
    get blurb() {
      return quartoTexts.blurb;
    },
    action: quartoTexts.action,
    proposal: quartoTexts.proposal,
    rules: quartoTexts.rules,
    seatName: () => null,
    analysis: quartoTexts.analysis,
    reason: (reason) => quartoTexts.reason(reason),
  },
  lobby: {
    get options(): RuleOption[] {
      return [
        attributes,
        { kind: "flag", key: "squares", name: "squares", label: O.squares, initial: false, anchor: "squares" },
        { kind: "flag", key: "announce", name: "announce", label: O.announce, initial: false, anchor: "announce" },
      ];
    },
    seats: 2,
    text: (choices) =>
      `attributes=${chosenSet(choices, attributes).join(",")} squares=${chosenFlag(choices, "squares") ? "yes" : "no"} win=${
        chosenFlag(choices, "announce") ? "announce" : "auto"
      }`,
  },
  board: (events) => new Board(quartoBoard, events),
  diagram: (input: DiagramInput) => diagram(quartoBoard, input, playerNumber),
  chip,
  sound: (action) => (action.startsWith("Q:") ? "claim" : "move"),
  editor: quartoEditor,
};
