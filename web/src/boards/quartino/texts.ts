// Quartino's player-facing texts: its name and blurb, its rules, options, phases and actions in
// words, the colours' names, the board's labels and hints, from the catalogs (`web-quartino`; the
// colours' names are `quartino`'s, shared with the terminal).

import type { ReasonView } from "../../api";
import { formatList, t } from "../../i18n";
import { parseQuartinoAction } from "./notation";

/** A colour's name: `yellow`. */
export function colourName(colour: string): string {
  switch (colour) {
    case "Y":
      return t("quartino-colour-yellow");
    case "B":
      return t("quartino-colour-blue");
    case "G":
      return t("quartino-colour-green");
    case "P":
      return t("quartino-colour-pink");
    default:
      return colour;
  }
}

/** The phase in words. */
export function describePhase(phase: string): string {
  if (phase === "-") return t("board-quartino-phase-over");
  if (phase.startsWith("S")) {
    const open: string[] = [];
    if (phase.includes("F")) open.push(t("board-quartino-situation-four"));
    if (phase.includes("C")) open.push(t("board-quartino-situation-column"));
    const list = open.length > 0 ? formatList(open) : t("board-quartino-situations-none");
    return phase.includes("+1") ? t("board-quartino-phase-situations-used", { open: list }) : t("board-quartino-phase-situations", { open: list });
  }
  // A column that may go before, between or after the placements: `P3@R5`, `P0@R3,R5`.
  const column = /^P(\d)@(\S+)$/.exec(phase);
  if (column) {
    const n = Number(column[1]);
    const spaces = formatList(column[2].split(","), "disjunction");
    if (n === 0) return t("board-quartino-phase-remove-column", { spaces });
    return t("board-quartino-phase-place-and-remove", { count: n, spaces });
  }
  if (phase.startsWith("P")) {
    const n = Number(/^P(\d)/.exec(phase)?.[1] ?? 0);
    return t("board-quartino-phase-place", { count: n });
  }
  if (phase.startsWith("Q")) return t("board-quartino-phase-claim");
  return phase;
}

export const quartinoTexts = {
  get name() {
    return t("game-quartino");
  },
  get blurb() {
    return t("board-quartino-blurb");
  },

  action(action: string): string {
    const a = parseQuartinoAction(action);
    switch (a?.kind) {
      case "four":
        return t("board-quartino-used-four");
      case "end":
        return t("board-quartino-ended");
      case "column":
        return t("board-quartino-removed-column", { space: a.space });
      case "claim":
        return t("board-quartino-claimed", { card: a.card, quarter: `Q${a.quarter}` });
      case "place":
        return t("board-quartino-placed", { colour: colourName(a.colour), space: a.space });
      default:
        return action;
    }
  },

  proposal(action: string): string {
    const a = parseQuartinoAction(action);
    switch (a?.kind) {
      case "four":
        return t("board-quartino-use-four");
      case "end":
        return t("board-quartino-end-turn");
      case "column":
        return t("board-quartino-remove-column", { space: a.space });
      case "claim":
        return t("board-quartino-claim", { card: a.card, quarter: `Q${a.quarter}` });
      case "place":
        return t("board-quartino-place", { colour: colourName(a.colour), space: a.space });
      default:
        return action;
    }
  },

  chips: {
    column: (space: string) => t("board-quartino-chip-column", { space }),
    get four() {
      return t("board-quartino-chip-four");
    },
    get end() {
      return t("board-quartino-chip-end");
    },
  },

  /** Why a game ended: `Ada put aside the last of 4 cards` (the words the terminal uses too). */
  reason(reason: ReasonView, seat: (seat: number) => string): string | null {
    switch (reason.kind) {
      case "cards":
        return t("end-cards", { seat: seat(reason.seat), count: reason.count });
      case "turn_cap":
        return t("end-turn-cap", { turns: reason.turns });
      default:
        return null;
    }
  },

  rules(rules: string): string {
    const words: string[] = [];
    for (const word of rules.split(/\s+/)) {
      const [k, v] = word.split("=");
      if (k === "players") words.push(t("lobby-players", { count: Number(v) }));
      if (k === "situations" && v === "off") words.push(t("board-quartino-rules-no-situations"));
      if (k === "situations" && v?.startsWith("from:")) words.push(t("board-quartino-rules-situations-after", { rounds: Number(v.slice(5)) }));
      if (k === "column_mandatory" && v === "on") words.push(t("board-quartino-rules-column-mandatory"));
      if (k === "allow_mirror" && v === "on") words.push(t("board-quartino-rules-mirror"));
    }
    return words.length > 0 ? words.join(" · ") : t("board-standard-rules");
  },

  options: {
    get situations() {
      return t("board-quartino-option-situations");
    },
    situationsWhen: (value: string) =>
      value === "on"
        ? t("board-quartino-situations-always")
        : value === "off"
          ? t("board-quartino-situations-never")
          : t("board-quartino-situations-after", { rounds: Number(value.slice(5)) }),
    get columnMandatory() {
      return t("board-quartino-option-column-mandatory");
    },
    get allowMirror() {
      return t("board-quartino-option-mirror");
    },
  },

  board: {
    get label() {
      return t("board-quartino-label");
    },
    stack: (stack: string[]) =>
      stack.length === 0
        ? t("board-quartino-stack-empty")
        : t("board-quartino-stack", { colours: stack.map(colourName).join(", "), top: colourName(stack[stack.length - 1]) }),
    space: (space: string, stack: string) => `${space}: ${stack}`,
    place: (colour: string, space: string, stack: string) => t("board-quartino-place-on-stack", { colour: colourName(colour), space, stack }),
    claim: (card: string | null, quarter: number, spaces: string[]) =>
      card === null
        ? t("board-quartino-claim-a-card", { quarter: `Q${quarter}`, spaces: spaces.join(", ") })
        : t("board-quartino-claim-card", { card, quarter: `Q${quarter}`, spaces: spaces.join(", ") }),
    quarter: (quarter: number, spaces: string[]) => t("board-quartino-quarter", { quarter: `Q${quarter}`, spaces: spaces.join(", ") }),
    get cardFirst() {
      return t("board-quartino-card-first");
    },
    phase: (seat: string, phase: string, turn: number) => t("board-quartino-phase", { seat, phase: describePhase(phase), turn }),
    over: (turns: number) => t("board-quartino-over", { turns }),
    get four() {
      return t("board-quartino-use-four");
    },
    column: (space: string) => t("board-quartino-remove-column-token", { space }),
    columnDue: (space: string) => t("board-quartino-remove-column", { space }),
    get end() {
      return t("board-quartino-end-turn-button");
    },
    get supply() {
      return t("web-board-quartino-supply");
    },
    pile: (colour: string, left: number) => `${colourName(colour)} ×${left}`,
    left: (left: number) => `×${left}`,
    use: (colour: string, left: number) => t("board-quartino-use-colour", { colour: colourName(colour), left }),
    get pickColour() {
      return t("board-quartino-pick-colour");
    },
    get supplyHeading() {
      return t("board-quartino-supply-heading");
    },
    get yourCards() {
      return t("board-quartino-your-cards-label");
    },
    card: (card: string, chosen: boolean) => (chosen ? t("board-quartino-card-chosen", { card }) : t("board-quartino-card", { card })),
    get pickCard() {
      return t("board-quartino-pick-card");
    },
    get cardsHeading() {
      return t("board-quartino-cards-heading");
    },
    cardsInHand: (n: number) => ` · ${t("board-quartino-cards-in-hand", { count: n })}`,
    putAside: (card: string) => t("board-quartino-put-aside", { cards: card }),
    hand: (cards: string[]) => t("board-quartino-hand", { cards: formatList(cards) }),
  },
};
