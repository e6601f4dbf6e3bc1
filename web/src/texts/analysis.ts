// The words of the solver's values, shared by the games that have an analysis: a short mark
// (`W5`, `D`, `L8`: letters, not colours) and words (`win in 3 placements`), counted in each
// game's own unit.

/** A solver's value, as the server sends it (`SolverValue` in `api.ts`). */
export interface Value {
  result: "win" | "draw" | "loss";
  /** Placements (or actions) left to the end with perfect play, if known. */
  distance: number | null;
}

/** A short mark for a value: `W5`, `D`, `L8`. */
export function valueMark(v: Value): string {
  const letter = v.result === "win" ? "W" : v.result === "loss" ? "L" : "D";
  return v.distance === null ? letter : `${letter}${v.distance}`;
}

/** A value in words for the player who moves, its distance counted in `unit`
 * (`placement`/`placements`): `wins in 3 placements`, `loses in 1 placement`, `wins now` (a
 * claim), `draw`; `wins`, `loses` when the distance is not known. */
export function valueWords(v: Value, unit: { one: string; other: string }): string {
  if (v.result === "draw") return "draw";
  const verb = v.result === "win" ? "wins" : "loses";
  if (v.distance === null) return verb;
  if (v.distance === 0) return `${verb} now`;
  return `${verb} in ${v.distance} ${v.distance === 1 ? unit.one : unit.other}`;
}
