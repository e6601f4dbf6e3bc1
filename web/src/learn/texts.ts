// The learning pages' player-facing texts: the rules pages, the lessons, the puzzles, the
// review, the hints, and why a try was wrong, from the catalogs (`web-learn`; why an action was
// wrong and what a position is worth in `learn`'s words, shared with the terminal's review).
// Actions are worded by each game's record.

import { describeAction } from "../boards/registry";
import { describePiece } from "../boards/quarto";
import { sharedWord } from "../boards/quarto/texts";
import { colourName } from "../boards/quartino/texts";
import { parseQuartoAction } from "../boards/quarto/notation";
import { formatDay, formatNumber, locale, t } from "../i18n";
import type { EvalView, ReviewEngineView, SeverityTag, WhyView } from "../wire";

/** Which engine judged a review, with how hard it looked (`learn`'s words, shared with the
 * terminal's review). */
export function judgeWords(judge: ReviewEngineView): string {
  switch (judge.kind) {
    case "exact_solver":
      return t("learn-judge-exact-solver");
    case "alpha_beta":
      return t("learn-judge-alpha-beta", { nodes: judge.nodes });
    case "information_set_search":
      return t("learn-judge-information-set-search", { playouts: judge.playouts });
  }
}

/** A sentence begins with a capital, the language's way. */
function sentence(text: string): string {
  return text.charAt(0).toLocaleUpperCase(locale()) + text.slice(1);
}

/** A Quarto! line by its cells (`a1-d1`): `row 1`, `column a`, `the diagonal`, `the square`. */
function alignmentKind(line: string): string {
  const [from, to] = line.split("-");
  if (!from || !to) return "";
  if (from[1] === to[1]) return t("learn-row", { number: Number(from[1]) });
  if (from[0] === to[0]) return t("learn-column", { letter: from[0] });
  return Math.abs(from.charCodeAt(0) - to.charCodeAt(0)) === 1 ? t("learn-square") : t("learn-diagonal");
}

/** A quarto in words: `row 1 a1-d1: four tall pieces`. */
function quarto(line: string, traits: readonly string[]): string {
  return t("learn-quarto", { alignment: alignmentKind(line), line, traits: traits.map(sharedWord).join(` ${t("learn-and")} `) });
}

/** Why a try or an action was wrong, in words. */
export function whyWords(game: string, why: WhyView): string {
  const act = (a: string) => describeAction(game, a);
  switch (why.kind) {
    case "win_at":
      return sentence(t("learn-why-win-at", { cell: why.cell, quarto: quarto(why.line, why.shared) }));
    case "gift_wins": {
      const give = parseQuartoAction(why.piece);
      const traits = give?.kind === "give" ? describePiece(give.piece) : why.piece;
      return sentence(t("learn-why-gift-wins", { piece: why.piece, traits, cell: why.cell, quarto: quarto(why.line, why.shared) }));
    }
    case "no_safe_gift":
      return sentence(t("learn-why-no-safe-gift"));
    case "no_quarto":
      return sentence(t("learn-why-no-quarto", { cell: why.cell }));
    case "claim_missed":
      return sentence(t("learn-why-claim-missed", { line: why.line }));
    case "opponent_wins":
      return sentence(why.distance === null ? t("learn-why-opponent-wins") : t("learn-why-opponent-wins-in", { distance: why.distance }));
    case "win_lost":
      return sentence(t("learn-why-win-lost", { now: why.now }));
    case "too_slow":
      return sentence(t("learn-why-too-slow", { distance: why.distance, within: why.within }));
    case "no_square":
      return sentence(t("learn-why-no-square"));
    case "capture_allowed":
      return sentence(t("learn-why-capture-allowed", { reply: why.reply, point: why.point }));
    case "escapes":
      return sentence(t("learn-why-escapes", { reply: why.reply }));
    case "missed":
      return sentence(t("learn-why-missed", { action: act(why.action) }));
    case "win_allowed":
      return sentence(t("learn-why-win-allowed", { reply: why.reply }));
    case "claims_left":
      return sentence(t("learn-why-claims-left", { possible: why.possible, wanted: why.wanted }));
    case "card_missed":
      return sentence(t("learn-why-card-missed", { card: why.card, quarter: why.quarter }));
    case "no_card_shows":
      return sentence(t("learn-why-no-card-shows"));
    case "weaker":
      return sentence(t("learn-why-weaker"));
    case "goal_does_not_fit":
      return sentence(t("learn-why-goal-does-not-fit", { goal: why.goal }));
  }
}

/** A value in words: `win in 3`, `draw`, `62 %`. */
export function evalWords(e: EvalView): string {
  if (e.kind === "exact" && e.result) {
    if (e.distance === 0) return e.result === "win" ? t("study-eval-won") : e.result === "loss" ? t("study-eval-lost") : t("learn-eval-draw");
    if (e.result === "draw") return t("learn-eval-draw");
    if (e.distance === null) return e.result === "win" ? t("learn-eval-win") : t("learn-eval-loss");
    return e.result === "win" ? t("learn-eval-win-in", { distance: e.distance }) : t("learn-eval-loss-in", { distance: e.distance });
  }
  if (e.score !== null) return t("learn-eval-estimate", { percent: Math.round(e.score * 100) });
  return "?";
}

/** Themes in words. */
export function themeWords(theme: string): string {
  const win = /^win-in-(\d)$/.exec(theme);
  if (win) return t("study-theme-win-in", { count: Number(win[1]) });
  const capture = /^capture-in-(\d)$/.exec(theme);
  if (capture) return t("study-theme-capture-in", { count: Number(capture[1]) });
  switch (theme) {
    case "only-safe-piece":
      return t("study-theme-only-safe-piece");
    case "only-drawing-move":
      return t("study-theme-only-drawing-move");
    case "protected-square":
      return t("study-theme-protected-square");
    case "claim-two":
      return t("study-theme-claim-two");
    case "mistake":
      return t("study-theme-mistake");
    default:
      return theme;
  }
}

/** How bad a mistake was. */
export function severityWords(severity: SeverityTag): string {
  switch (severity) {
    case "inaccuracy":
      return t("learn-severity-inaccuracy");
    case "mistake":
      return t("learn-severity-mistake");
    case "blunder":
      return t("learn-severity-blunder");
  }
}

export const learnTexts = {
  title: (what: string) => `${what} · Quartet`,
  get loading() {
    return t("play-loading");
  },
  nav: {
    get rules() {
      return t("study-nav-rules");
    },
    get learn() {
      return t("study-nav-learn");
    },
    get puzzles() {
      return t("study-nav-puzzles");
    },
    get lobby() {
      return `← ${t("web-to-lobby")}`;
    },
  },
  get contents() {
    return t("study-contents");
  },
  lobby: {
    get heading() {
      return t("study-heading");
    },
    get intro() {
      return t("study-intro");
    },
  },
  learnLink: (name: string) => t("study-learn-link", { game: name }),
  rulesLink: (name: string) => t("study-rules-link", { game: name }),
  lessons: {
    progress: (done: number, of: number) => t("study-lessons-progress", { done, of }),
    get hint() {
      return t("study-lessons-hint");
    },
    get again() {
      return t("study-lessons-again");
    },
    get next() {
      return t("study-lessons-next");
    },
    get finished() {
      return t("study-lessons-finished");
    },
    get play() {
      return t("study-lessons-play");
    },
    done: "✓",
    get right() {
      return t("study-lessons-right");
    },
    replied: (action: string) => t("study-lessons-replied", { action }),
  },
  puzzles: {
    get heading() {
      return t("study-puzzles-heading");
    },
    get intro() {
      return t("study-puzzles-intro");
    },
    get daily() {
      return t("study-puzzles-daily");
    },
    get next() {
      return t("study-puzzles-next");
    },
    rating: (r: number, rd: number) => t("study-puzzles-rating", { rating: Math.round(r), deviation: Math.round(2 * rd) }),
    puzzleRating: (r: number, tries: number, solved: number) => t("study-puzzles-puzzle-rating", { rating: r, tries, solved }),
    dayOf: (day: string) => t("study-puzzles-day-of", { day: formatDay(day) }),
    youPlay: (seat: string) => t("study-puzzles-you-play", { seat }),
    get solved() {
      return t("study-puzzles-solved");
    },
    get failed() {
      return t("study-puzzles-failed");
    },
    solution: (line: string) => t("study-puzzles-solution", { line }),
    change: (delta: number) => t("study-puzzles-change", { change: `${delta >= 0 ? "+" : "−"}${formatNumber(Math.abs(Math.round(delta)))}` }),
  },
  review: {
    heading: (name: string) => t("study-review-heading", { game: name }),
    /** Who reviewed, and how long it took ("under 0.1 s" rather than "0.0 s"). */
    by: (judge: ReviewEngineView, ms: number) =>
      ms < 50
        ? t("study-review-by-quick", { engine: judgeWords(judge), seconds: formatNumber(0.1, 1) })
        : t("study-review-by", { engine: judgeWords(judge), seconds: formatNumber(ms / 1000, 1) }),
    get chart() {
      return t("study-review-chart");
    },
    get chartMany() {
      return t("study-review-chart-many");
    },
    get back() {
      return `← ${t("study-review-back")}`;
    },
    mistakes: (n: number) => (n === 0 ? t("study-review-no-mistakes") : t("study-review-mistakes", { count: n })),
    best: (action: string) => t("study-review-best", { action }),
    value: (before: string, after: string) => `${before} → ${after}`,
    get playAgain() {
      return t("study-review-play-again");
    },
    get notOver() {
      return t("study-review-not-over");
    },
  },
  hints: {
    get heading() {
      return t("study-hints-heading");
    },
    deadly: (pieces: string) => t("study-hints-deadly", { pieces }),
    poisoned: (cells: string) => t("study-hints-poisoned", { cells }),
    threatened: (points: string) => t("study-hints-threatened", { points }),
    unsafe: (n: number) => t("study-hints-unsafe", { count: n }),
    near: (card: string, colour: string, space: string, quarter: string) =>
      t("study-hints-near", { card, colour: colourName(colour), space, quarter }),
    get none() {
      return t("study-hints-none");
    },
    get warnGift() {
      return t("study-hints-warn-gift");
    },
    get warnCell() {
      return t("study-hints-warn-cell");
    },
    get warnMove() {
      return t("study-hints-warn-move");
    },
    get option() {
      return t("study-hints-option");
    },
    get optionHelp() {
      return t("study-hints-option-help");
    },
  },
  game: {
    get review() {
      return t("study-game-review");
    },
  },
};
