// The games this browser UI knows, by tag: every generic page finds a game's record here. A
// game the server names but this UI does not know is an error (`UnknownGame`), never another
// game's board.

import type { GameTag } from "../api";
import { danish } from "./danish";
import { quartino } from "./quartino";
import { quarto } from "./quarto";
import type { GameRecord } from "./record";
import { unknownGame } from "../texts/common";

/** The games, in the order the lobby offers them. */
export const GAMES: readonly GameRecord[] = [quarto, danish, quartino];

const BY_TAG: ReadonlyMap<string, GameRecord> = new Map(GAMES.map((g) => [g.tag, g]));

/** A game tag this UI has no record for. */
export class UnknownGame extends Error {
  constructor(readonly tag: string) {
    super(unknownGame(tag));
  }
}

/** The record of a game, if this UI knows it. */
export function findGame(tag: string): GameRecord | undefined {
  return BY_TAG.get(tag);
}

/** The record of a game; `UnknownGame` when this UI does not know it. */
export function gameRecord(tag: GameTag | string): GameRecord {
  const record = BY_TAG.get(tag);
  if (!record) throw new UnknownGame(tag);
  return record;
}

/** An action of a game in words: `placed on b3`. */
export function describeAction(game: string, action: string): string {
  return gameRecord(game).texts.action(action);
}

/** A game's rules in words, short: `squares win too · announce Quarto!`. */
export function describeRules(game: string, rules: string): string {
  return gameRecord(game).texts.rules(rules);
}
