// The rules a player picks from in the play panel: each game's own defaults, then each of its
// lobby flags switched from how it starts (Quarto!'s squares, its announcement…), as the game's
// record writes them for a game of two. No game is named here: the records say it all.

import { initialChoices, type GameRecord } from "../boards/record";

export interface Preset {
  /** The rules text (`""`: the game's defaults). */
  rules: string;
  /** The rules in words, as the game says them. */
  label: string;
}

/** The presets of a game for two players, the defaults first, without repeats. */
export function presets(record: GameRecord): Preset[] {
  const initial = initialChoices(record.lobby);
  const texts = [record.lobby.text(initial, 2)];
  for (const o of record.lobby.options) {
    if (o.kind !== "flag") continue;
    texts.push(record.lobby.text({ ...initial, [o.key]: !o.initial }, 2));
  }
  const out: Preset[] = [];
  for (const rules of texts) if (!out.some((p) => p.rules === rules)) out.push({ rules, label: record.texts.rules(rules) });
  return out;
}
