// What Quartino's board draws, worked out from the host's input and the selection: the wheel's
// stacks with their marks and targets, the quarter tabs, and beside the wheel the phase, the
// situations and the end of the turn, the supply (the colour picker), the viewer's cards and
// every seat's cards held and put aside.

import type { BoardInput } from "../board";
import { COLOURS, parseQuartinoAction, parseQuartinoView, quarterSpaces, SPACES, spaceOf, supply } from "./notation";
import { ownCards, type QuartinoSelection, usableColours } from "./select";
import { colourName, quartinoTexts } from "./texts";

const T = quartinoTexts.board;

export interface Target {
  intent: string;
  label: string;
}

export interface SpaceScene {
  space: string;
  stack: string[];
  /** A column may be removed here. */
  column: boolean;
  last: boolean;
  /** The last action placed this colour here (its token comes from the supply). */
  placed: string | null;
  /** The stack in words, as a tooltip. */
  title: string;
  target?: Target;
  label: string;
}

export interface QuarterScene {
  quarter: number;
  spaces: string[];
  /** A card is picked: the tab is armed. */
  armed: boolean;
  target?: Target;
  label: string;
}

export interface PileScene {
  colour: string;
  text: string;
  /** The colour's name and how many are left, apart (a phone shows the count alone). */
  name: string;
  count: string;
  usable: boolean;
  chosen: boolean;
  target?: Target;
}

export interface CardScene {
  card: string;
  chosen: boolean;
  target?: Target;
  label: string;
}

export interface SeatScene {
  seat: number;
  name: string;
  toMove: boolean;
  cards: string;
  aside: { card: string; title: string }[];
  /** The hand, shown once the game is over. */
  hand: string | null;
}

export interface QuartinoScene {
  spaces: SpaceScene[];
  quarters: QuarterScene[];
  phase: string;
  buttons: { text: string; intent: string; class?: string }[];
  paletteLabel: string;
  piles: PileScene[];
  /** The viewer's cards (null for a spectator). */
  hand: { label: string; cards: CardScene[] } | null;
  seats: SeatScene[];
}

export function scene(input: BoardInput, selection: QuartinoSelection): QuartinoScene {
  const view = parseQuartinoView(input.position);
  const legal = new Set(input.legal);
  const actions = input.legal.map(parseQuartinoAction);
  const placing = actions.some((a) => a?.kind === "place");
  const colours = usableColours(input.legal);
  const columns = actions.flatMap((a) => (a?.kind === "column" ? [a.space] : []));
  const claiming = legal.has("end");
  const { colour, card } = selection;
  const last = input.history.length > 0 ? input.history[input.history.length - 1].action : null;
  const lastSpace = last ? spaceOf(last) : null;
  const lastAction = last ? parseQuartinoAction(last) : null;

  const spaces = SPACES.map((space, i): SpaceScene => {
    const stack = view.stacks[i];
    const words = T.stack(stack);
    const placeable = colour !== null && legal.has(`${colour}@${space}`);
    return {
      space,
      stack,
      column: columns.includes(space),
      last: space === lastSpace,
      placed: lastAction?.kind === "place" && lastAction.space === space ? lastAction.colour : null,
      title: T.space(space, words),
      target: placeable ? { intent: `play:${colour}@${space}`, label: T.place(colour, space, words) } : undefined,
      label: T.space(space, words),
    };
  });

  const quarters = Array.from({ length: 8 }, (_, quarter): QuarterScene => {
    const spaces = quarterSpaces(quarter);
    return {
      quarter,
      spaces,
      armed: claiming && card !== null,
      target: claiming ? { intent: `quarter:${quarter}`, label: T.claim(card, quarter, spaces) } : undefined,
      label: T.quarter(quarter, spaces),
    };
  });

  const buttons: QuartinoScene["buttons"] = [];
  if (legal.has("four")) buttons.push({ text: T.four, intent: "play:four" });
  // During the placements (both situations used, `P3@R5`) the column's token is already counted.
  const duringPlacements = view.phase.startsWith("P");
  for (const space of columns)
    buttons.push({ text: duringPlacements ? T.columnDue(space) : T.column(space), intent: `play:column@${space}` });
  if (legal.has("end")) buttons.push({ text: T.end, intent: "play:end", class: "end-turn" });

  const stock = supply(view);
  const piles = COLOURS.map((c): PileScene => {
    const usable = colours.includes(c);
    return {
      colour: c,
      text: T.pile(c, stock[c]),
      name: colourName(c),
      count: T.left(stock[c]),
      usable,
      chosen: colour === c && usable,
      target: usable ? { intent: `colour:${c}`, label: T.use(c, stock[c]) } : undefined,
    };
  });

  const hand =
    input.viewer === null
      ? null
      : {
          label: claiming ? T.pickCard : T.cardsHeading,
          cards: ownCards(input).map((c): CardScene => ({
            card: c,
            chosen: card === c,
            target: claiming ? { intent: `card:${c}`, label: T.card(c, card === c) } : undefined,
            label: T.card(c, false),
          })),
        };

  const seats = view.seats.map(
    (seat, i): SeatScene => ({
      seat: i,
      name: input.seatName(i),
      toMove: i === view.toMove && input.toMove !== null,
      cards: T.cardsInHand(seat.hand.length),
      aside: seat.aside.map((c) => ({ card: c, title: T.putAside(c) })),
      hand:
        input.viewer !== i && input.toMove === null && seat.hand.length > 0 && !seat.hand.includes("?") ? T.hand(seat.hand) : null,
    }),
  );

  return {
    spaces,
    quarters,
    phase: input.live && input.toMove === null ? T.over(turnsPlayed(view.turns, input)) : T.phase(input.seatName(view.toMove), view.phase, view.turns + 1),
    buttons,
    paletteLabel: placing ? T.pickColour : T.supplyHeading,
    piles,
    hand,
    seats,
  };
}

/** The turns a game that is over was played in: the position counts the turns completed (each
 * closed by `end`), and a game won, or resigned, within a turn ended in one more, as its history
 * shows it. */
function turnsPlayed(completed: number, input: BoardInput): number {
  const last = input.history[input.history.length - 1];
  return last !== undefined && last.action !== "end" ? completed + 1 : completed;
}
