// `/puzzles` (`/puzzles/<game>`, `/puzzles/<game>/daily`): the engines' puzzles — one near the
// player's puzzle rating, or the puzzle of the day — solved on the game's board and judged by
// the server, which sends the solution only once a try is over. Each first try moves the
// player's Glicko-2 rating, kept in this browser.

import { ApiFailure } from "../api";
import { gameRecord, GAMES, UnknownGame } from "../boards/registry";
import { notFound, playerNumber } from "../texts/common";
import { h } from "../dom";
import { navigate } from "../nav";
import type { PuzzleView, TryAnswer } from "../wire";
import { learnApi } from "./api";
import { loadRating, PUZZLE_RD, saveRating, update } from "./glicko";
import { learnNav, sayBox } from "./nav";
import { TaskBoard } from "./task";
import { learnTexts as T, themeWords } from "./texts";

const SEEN = "quartet.puzzlesSeen";
const MAX_SEEN = 40;

function seen(): string[] {
  try {
    const ids = JSON.parse(localStorage.getItem(SEEN) ?? "[]") as unknown;
    return Array.isArray(ids) ? ids.filter((i): i is string => typeof i === "string").slice(-MAX_SEEN) : [];
  } catch {
    return [];
  }
}

function markSeen(id: string): void {
  const ids = seen().filter((i) => i !== id);
  ids.push(id);
  localStorage.setItem(SEEN, JSON.stringify(ids.slice(-MAX_SEEN)));
}

export class PuzzlesPage {
  readonly element = h("main", { class: "learn puzzles-page" });
  private task: TaskBoard | null = null;
  private readonly onKey = (event: KeyboardEvent) => {
    if (this.task?.key(event)) event.preventDefault();
  };

  private readonly game: string;

  constructor(
    game: string | null,
    private readonly daily: boolean,
  ) {
    this.game = game ?? GAMES[0].tag;
    document.title = T.title(T.puzzles.heading);
    document.addEventListener("keydown", this.onKey);
    void this.load();
  }

  destroy(): void {
    document.removeEventListener("keydown", this.onKey);
  }

  private header(): HTMLElement[] {
    const rating = loadRating(this.game);
    const tabs = h(
      "div",
      { class: "puzzle-games", role: "group" },
      ...GAMES.map((g) =>
        h(
          "a",
          {
            href: `/puzzles/${g.tag}`,
            "data-link": true,
            class: g.tag === this.game ? "current" : null,
            "aria-current": g.tag === this.game ? "page" : null,
          },
          g.texts.name,
        ),
      ),
    );
    return [
      learnNav({ page: "puzzles", game: null }),
      h("h1", {}, T.puzzles.heading),
      h("p", {}, T.puzzles.intro),
      tabs,
      h("p", { class: "puzzle-rating" }, T.puzzles.rating(rating.rating, rating.rd)),
      h(
        "p",
        { class: "puzzle-buttons" },
        h("a", { href: `/puzzles/${this.game}/daily`, "data-link": true, class: "button" }, T.puzzles.daily),
        " ",
        h("button", { class: "primary next-puzzle", onclick: () => this.again() }, T.puzzles.next),
      ),
    ];
  }

  /** Another puzzle: on the daily page, go to the ordinary one; else load a new one here. */
  private again(): void {
    if (this.daily) navigate(`/puzzles/${this.game}`);
    else void this.load();
  }

  private async load(): Promise<void> {
    this.element.replaceChildren(...this.header(), h("p", {}, T.loading));
    try {
      const record = gameRecord(this.game);
      const rating = loadRating(this.game);
      const puzzle = this.daily
        ? await learnApi.dailyPuzzle(this.game)
        : await learnApi.nextPuzzle(this.game, rating.rating, seen());
      this.show(puzzle, record.texts.seatName(puzzle.task.seat) ?? playerNumber(puzzle.task.seat));
    } catch (e) {
      this.element.replaceChildren(
        ...this.header(),
        h("p", { class: "error", role: "alert" }, e instanceof UnknownGame ? notFound.game(e.tag) : e instanceof ApiFailure || e instanceof Error ? e.message : String(e)),
      );
    }
  }

  private show(puzzle: PuzzleView, seat: string): void {
    const record = gameRecord(this.game);
    const say = sayBox();
    const firstTry = !seen().includes(puzzle.id);
    // The server counts every try that ends, and so does the line under the puzzle (others'
    // tries since it was loaded show on the next visit).
    const counts = { tries: puzzle.tries, solved: puzzle.solved };
    const meta = h("p", { class: "puzzle-meta" }, T.puzzles.puzzleRating(puzzle.rating, counts.tries, counts.solved));
    const ended = (answer: TryAnswer) => {
      const solved = answer.verdict === "solved";
      counts.tries += 1;
      if (solved) counts.solved += 1;
      meta.textContent = T.puzzles.puzzleRating(puzzle.rating, counts.tries, counts.solved);
      say.say(solved ? T.puzzles.solved : T.puzzles.failed, solved ? "good" : "bad");
      if (answer.solution) {
        say.say(T.puzzles.solution(answer.solution.map((a) => record.texts.action(a)).join(", ")), "info");
      }
      if (firstTry) {
        const before = loadRating(this.game);
        const after = update(before, [{ rating: puzzle.rating, rd: PUZZLE_RD, score: solved ? 1 : 0 }]);
        saveRating(this.game, after);
        markSeen(puzzle.id);
        say.say(T.puzzles.change(after.rating - before.rating), solved ? "good" : "bad");
        const shown = this.element.querySelector(".puzzle-rating");
        if (shown) shown.textContent = T.puzzles.rating(after.rating, after.rd);
      }
    };
    const task = new TaskBoard(record, puzzle.task, {
      judge: (line) => learnApi.tryPuzzle(puzzle.id, line),
      say: (message, kind) => say.say(message, kind),
      ended,
    });
    this.task = task;
    this.element.replaceChildren(
      ...this.header(),
      h(
        "article",
        { class: "puzzle", "data-id": puzzle.id, "data-theme": puzzle.theme },
        puzzle.day ? h("h2", {}, T.puzzles.dayOf(puzzle.day)) : null,
        h("p", { class: "puzzle-theme" }, h("strong", {}, themeWords(puzzle.theme)), " ", T.puzzles.youPlay(seat)),
        meta,
        task.element,
        say.element,
      ),
    );
  }
}
