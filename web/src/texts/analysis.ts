// The solver's values as short marks (`W5`, `D`, `L8`: letters, not colours), shared by the
// games that have an analysis; each game words its values in its own unit.

import { formatNumber, t } from "../i18n";

/** A solver's value, as the server sends it (`SolverValue` in `api.ts`). */
export interface Value {
  result: "win" | "draw" | "loss";
  /** Placements (or actions) left to the end with perfect play, if known. */
  distance: number | null;
}

/** A short mark for a value: `W5`, `D`, `L8`. */
export function valueMark(v: Value): string {
  const letter = v.result === "win" ? t("play-mark-win") : v.result === "loss" ? t("play-mark-loss") : t("play-mark-draw");
  return v.distance === null ? letter : `${letter}${formatNumber(v.distance)}`;
}
