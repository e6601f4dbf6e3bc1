// The learning pages' player-facing texts: the rules pages, the lessons, the puzzles, the
// review, the hints, and why a try was wrong. Actions are worded by each game's record.

import { describeAction } from "../boards/registry";
import type { EvalView, SeverityTag, WhyView } from "../wire";

/** Traits shared, in words: `tall and dark`. */
function traits(shared: readonly string[]): string {
  if (shared.length === 0) return "";
  if (shared.length === 1) return shared[0];
  return `${shared.slice(0, -1).join(", ")} and ${shared[shared.length - 1]}`;
}

/** Why a try or an action was wrong, in words. */
export function whyWords(game: string, why: WhyView): string {
  const act = (a: string) => describeAction(game, a);
  switch (why.kind) {
    case "win_at":
      return `You could have won by placing on ${why.cell}: ${why.line} would have been all ${traits(why.shared)}.`;
    case "gift_wins":
      return `That piece lets your opponent win at once on ${why.cell}: ${why.line} would be all ${traits(why.shared)}.`;
    case "no_safe_gift":
      return "After this placement every piece you could give lets your opponent win at once.";
    case "no_quarto":
      return `A piece on ${why.cell} makes no quarto.`;
    case "claim_missed":
      return `There was a quarto on ${why.line} to claim: claim it before you play on.`;
    case "opponent_wins":
      return why.distance === null
        ? "Now your opponent can force a win."
        : `Now your opponent can force a win within ${why.distance} placements.`;
    case "win_lost":
      return why.now === "draw" ? "You had a win; now the best you can get is a draw." : "You had a win; now you lose with best play.";
    case "too_slow":
      return `Still a win, but it now takes ${why.distance} placements: find one within ${why.within}.`;
    case "no_square":
      return "That move makes no square.";
    case "capture_allowed":
      return `Then your opponent answers ${why.reply} and captures your piece on ${why.point}.`;
    case "escapes":
      return `Your opponent escapes with ${why.reply}: nothing is left to capture.`;
    case "missed":
      return `Better was: ${act(why.action)}.`;
    case "win_allowed":
      return `Then your opponent wins at once with ${why.reply}.`;
    case "claims_left":
      return `Now at most ${why.possible} of the ${why.wanted} cards asked for can be claimed this turn.`;
    case "card_missed":
      return `Your card ${why.card} shows in ${why.quarter}: claim it.`;
    case "no_card_shows":
      return "None of your cards shows on the board.";
    case "weaker":
      return "The engine rates this well below its own choice.";
    case "illegal":
      return why.message;
  }
}

/** A value in words: `win in 3`, `draw`, `62 %`. */
export function evalWords(e: EvalView): string {
  if (e.kind === "exact" && e.result) {
    const name = e.result;
    if (e.distance === 0) return name === "win" ? "won" : name === "loss" ? "lost" : name;
    return e.distance === null || name === "draw" ? name : `${name} in ${e.distance}`;
  }
  if (e.score !== null) return `${Math.round(e.score * 100)} %`;
  return "?";
}

/** Themes in words. */
export function themeWords(theme: string): string {
  const win = /^win-in-(\d)$/.exec(theme);
  if (win) return win[1] === "1" ? "Win with this placement" : `Win within ${win[1]} placements`;
  const capture = /^capture-in-(\d)$/.exec(theme);
  if (capture) return capture[1] === "1" ? "Capture with this move" : `Capture within ${capture[1]} moves`;
  switch (theme) {
    case "only-safe-piece":
      return "Give the only safe piece";
    case "only-drawing-move":
      return "Find the only turn that keeps the draw";
    case "protected-square":
      return "Make a square your opponent cannot capture back";
    case "claim-two":
      return "Claim two cards this turn";
    case "mistake":
      return "Find a better action than the one played";
    default:
      return theme;
  }
}

export const SEVERITY: Record<SeverityTag, string> = {
  inaccuracy: "inaccuracy",
  mistake: "mistake",
  blunder: "blunder",
};

export const learnTexts = {
  title: (what: string) => `${what} · Quartet`,
  loading: "Loading…",
  nav: { rules: "Rules", learn: "Learn to play", puzzles: "Puzzles", lobby: "← Lobby" },
  contents: "Contents",
  lobby: {
    heading: "Learn",
    intro: "New to these games? Read the rules, play the guided lessons, or solve the engines' puzzles.",
  },
  learnLink: (name: string) => `Learn ${name} step by step →`,
  rulesLink: (name: string) => `The rules of ${name}`,
  lessons: {
    progress: (done: number, of: number) => `${done} of ${of} lessons done`,
    hint: "Hint",
    again: "Try again",
    next: "Next lesson →",
    finished: "You have done every lesson. Play a game, or try the puzzles!",
    play: "Play a game",
    done: "✓",
    right: "Right so far: go on.",
    replied: (action: string) => `Your opponent answers: ${action}.`,
  },
  puzzles: {
    heading: "Puzzles",
    intro:
      "Positions from the engines' own games, each with one best answer. Solve them to move your puzzle rating (kept in this browser).",
    daily: "Puzzle of the day",
    next: "Next puzzle →",
    rating: (r: number, rd: number) => `Your puzzle rating: ${Math.round(r)} ± ${Math.round(2 * rd)}`,
    puzzleRating: (r: number, tries: number, solved: number) =>
      `Puzzle rated ${r} · solved ${solved} of ${tries} tries`,
    dayOf: (day: string) => `Daily puzzle, ${day}`,
    youPlay: (seat: string) => `You play ${seat}.`,
    solved: "Solved!",
    failed: "Not the best answer.",
    solution: (line: string) => `The solution: ${line}.`,
    change: (delta: number) => `Rating ${delta >= 0 ? "+" : ""}${Math.round(delta)}.`,
  },
  review: {
    heading: (name: string) => `Review · ${name}`,
    by: (engine: string, ms: number) => `Reviewed by ${engine} in ${(ms / 1000).toFixed(1)} s.`,
    chart: "How the game went: the expected score of the first player after each action (top: a win, middle: a draw, bottom: a loss)",
    chartMany: "How each player's expected score moved with their actions",
    back: "← Back to the game",
    mistakes: (n: number) =>
      n === 0 ? "No mistakes: well played." : n === 1 ? "1 action lost ground." : `${n} actions lost ground.`,
    best: (action: string) => `The engine's choice: ${action}.`,
    value: (before: string, after: string) => `${before} → ${after}`,
    playAgain: "Learn from this mistake",
    notOver: "The review opens once the game is over.",
  },
  hints: {
    heading: "Hints",
    deadly: (pieces: string) => `Do not give piece ${pieces}: your opponent would win with it at once.`,
    poisoned: (cells: string) => `Placing on ${cells} leaves no safe piece to give.`,
    threatened: (points: string) => `Your pieces on ${points} can be captured next move.`,
    unsafe: (n: number) => `${n} of your moves would let your opponent capture or win.`,
    near: (card: string, colour: string, space: string, quarter: string) =>
      `Your card ${card} is one token away: ${colour} on ${space} shows it in ${quarter}.`,
    none: "No danger now.",
    warnGift: "Careful: this piece lets your opponent win at once. Play it again to give it anyway.",
    warnCell: "Careful: after this placement every piece you could give lets your opponent win. Play it again to place anyway.",
    warnMove: "Careful: after this move your opponent can capture or win. Play it again to move anyway.",
    option: "Hints for beginners (warnings before a losing gift or move)",
    optionHelp: "What the hints show",
  },
  game: {
    review: "Review the game",
  },
};
