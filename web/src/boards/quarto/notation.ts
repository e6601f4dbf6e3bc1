// Quarto!'s notation as the server writes it: positions (`..../.7../..../.... c`), rules
// (`attributes=… squares=no win=auto`), cells (`a1` … `d4`), alignments (`a1-d4`, `b2-c3`) and
// actions (`7` give, `b3` place, `Q:a1-d4` claim, `pass`).
//
// Pieces are numbers 0–15: bit 0 tall (else short), bit 1 dark (else light), bit 2 square
// (else round), bit 3 hollow (else solid).

/** The board as the view text writes it. */
export interface QuartoView {
  /** The piece on each cell (index row × 4 + column, `a1` = 0), or null. */
  cells: (number | null)[];
  /** The piece the player to move must place, if any. */
  hand: number | null;
  /** Inside a turn: a piece was just placed and its placer must give (`*`). */
  mustGive: boolean;
}

/** The rules that change the board's look. */
export interface QuartoRules {
  squares: boolean;
  announce: boolean;
  attributes: string[];
}

/** The four attributes, as the rules text names them. */
export const ATTRIBUTES = ["height", "colour", "shape", "top"];

export const COLUMNS = "abcd";

/** The name of a cell by index (`a1` = 0, `d4` = 15). */
export function cellName(index: number): string {
  return `${COLUMNS[index % 4]}${Math.floor(index / 4) + 1}`;
}

/** The index of a cell by name (`b3` = 9), or null. */
export function cellIndex(name: string): number | null {
  const m = /^([a-d])([1-4])$/.exec(name);
  return m ? (Number(m[2]) - 1) * 4 + COLUMNS.indexOf(m[1]) : null;
}

/** Reads the view text `..../..../..../.... 7`. */
export function parseQuartoView(text: string): QuartoView {
  const [board, hand] = text.trim().split(/\s+/);
  const rows = (board ?? "").split("/");
  if (rows.length !== 4 || rows.some((r) => r.length !== 4)) throw new Error(`not a Quarto! position: ${text}`);
  const cells: (number | null)[] = new Array(16).fill(null);
  rows.forEach((row, i) => {
    const r = 3 - i;
    [...row].forEach((ch, c) => {
      cells[r * 4 + c] = ch === "." ? null : parseInt(ch, 16);
    });
  });
  return {
    cells,
    hand: hand && /^[0-9a-f]$/i.test(hand) ? parseInt(hand, 16) : null,
    mustGive: hand === "*",
  };
}

/** Reads the rules text `attributes=… squares=no win=auto`. */
export function parseQuartoRules(text: string): QuartoRules {
  const rules: QuartoRules = { squares: false, announce: false, attributes: [...ATTRIBUTES] };
  for (const word of text.split(/\s+/)) {
    const [key, value] = word.split("=");
    if (key === "squares") rules.squares = value === "yes";
    if (key === "win") rules.announce = value === "announce";
    if (key === "attributes" && value) rules.attributes = value.split(",");
  }
  return rules;
}

/** An action, read. */
export type QuartoAction =
  | { kind: "give"; piece: number }
  | { kind: "place"; cell: string }
  | { kind: "claim"; alignment: string }
  | { kind: "pass" };

/** Reads `7`, `b3`, `Q:a1-d4` or `pass` (null for anything else). */
export function parseQuartoAction(text: string): QuartoAction | null {
  if (/^[0-9a-f]$/i.test(text)) return { kind: "give", piece: parseInt(text, 16) };
  if (/^[a-d][1-4]$/.test(text)) return { kind: "place", cell: text };
  if (text.startsWith("Q:")) return { kind: "claim", alignment: text.slice(2) };
  if (text === "pass") return { kind: "pass" };
  return null;
}

/** A piece as the notation writes it (`0` … `f`). */
export function pieceText(piece: number): string {
  return piece.toString(16);
}

/** An alignment that can be claimed: its name and cells. */
export interface Alignment {
  name: string;
  cells: number[];
  square: boolean;
}

/** The 10 lines, then (with the advanced rules) the 9 squares, named as the notation does. */
export function alignments(squares: boolean): Alignment[] {
  const out: Alignment[] = [];
  for (let r = 0; r < 4; r++) out.push({ name: `a${r + 1}-d${r + 1}`, cells: [0, 1, 2, 3].map((c) => r * 4 + c), square: false });
  for (let c = 0; c < 4; c++)
    out.push({ name: `${COLUMNS[c]}1-${COLUMNS[c]}4`, cells: [0, 1, 2, 3].map((r) => r * 4 + c), square: false });
  out.push({ name: "a1-d4", cells: [0, 5, 10, 15], square: false });
  out.push({ name: "a4-d1", cells: [12, 9, 6, 3], square: false });
  if (squares) {
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 3; c++) {
        const base = r * 4 + c;
        out.push({
          name: `${cellName(base)}-${cellName(base + 5)}`,
          cells: [base, base + 1, base + 4, base + 5],
          square: true,
        });
      }
  }
  return out;
}
