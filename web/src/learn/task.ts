// A prepared position played on the game's real board (a lesson, a puzzle, a mistake of a
// review): each action is sent with the line so far for the server to judge; its replies are
// played for the other side, and a wrong action is answered with why. The board never decides
// what is right.

import { ApiFailure, type HistoryEntry } from "../api";
import type { BoardComponent } from "../boards/board";
import type { GameRecord } from "../boards/record";
import { playerNumber } from "../texts/common";
import { h } from "../dom";
import type { TaskView, TryAnswer } from "../wire";
import { whyWords } from "./texts";

/** Where a try stands. */
export type TryState = "playing" | "waiting" | "solved" | "wrong";

/** A position the player plays, as the board shows it after each answer. */
interface Shown {
  view: string;
  legal: string[];
  highlights: { made_squares: string[][] | null; winning_lines: string[] | null };
  line: string[];
  history: HistoryEntry[];
}

export interface TaskEvents {
  /** The server's verdict on the line (with the line sent). */
  judge(line: string[]): Promise<TryAnswer>;
  /** A try ended: solved or wrong. */
  ended(answer: TryAnswer): void;
  /** The other side's reply, or a note to say. */
  say(message: string, kind: "info" | "good" | "bad"): void;
}

/** The board of a task with its line of actions. */
export class TaskBoard {
  readonly element: HTMLElement;
  private readonly board: BoardComponent;
  private shown: Shown;
  private readonly start: Shown;
  state: TryState = "playing";

  constructor(
    private readonly record: GameRecord,
    private readonly task: TaskView,
    private readonly events: TaskEvents,
  ) {
    this.start = {
      view: task.view,
      legal: task.legal,
      highlights: { made_squares: task.made_squares, winning_lines: task.winning_lines },
      line: [],
      history: [],
    };
    this.shown = this.start;
    this.board = record.board({
      play: (action) => void this.play(action),
      say: (message) => events.say(message, "info"),
    });
    this.element = h("div", { class: "board-box learn-board", "data-game": record.tag }, this.board.element);
    this.draw();
  }

  /** The line played so far. */
  get line(): readonly string[] {
    return this.shown.line;
  }

  /** Back to the start position. */
  reset(): void {
    this.shown = this.start;
    this.state = "playing";
    this.draw();
  }

  /** A key pressed on the page. */
  key(event: KeyboardEvent): boolean {
    return this.board.key(event);
  }

  private after(answer: TryAnswer, line: string[]): Shown {
    const seat = this.task.seat;
    const history: HistoryEntry[] = line.map((action) => ({ seat, action, at: 0 }));
    return {
      view: answer.view,
      legal: answer.legal,
      highlights: { made_squares: answer.made_squares, winning_lines: answer.winning_lines },
      line,
      history,
    };
  }

  private async play(action: string): Promise<void> {
    if (this.state !== "playing") return;
    const line = [...this.shown.line, action];
    this.state = "waiting";
    this.draw();
    let answer: TryAnswer;
    try {
      answer = await this.events.judge(line);
    } catch (e) {
      this.state = "playing";
      this.draw();
      this.events.say(e instanceof ApiFailure ? e.message : String(e), "bad");
      return;
    }
    const seat = this.task.seat;
    const history = [...this.shown.history, { seat, action, at: 0 }];
    if (answer.verdict === "continue") {
      const next = [...line, ...answer.replies];
      const replies = answer.replies.map((a) => ({ seat: (seat + 1) % this.task.players, action: a, at: 0 }));
      this.shown = { ...this.after(answer, next), history: [...history, ...replies] };
      this.state = "playing";
      for (const r of answer.replies) this.events.say(this.record.texts.action(r), "info");
    } else {
      this.shown = { ...this.after(answer, line), history, legal: [] };
      this.state = answer.verdict === "solved" ? "solved" : "wrong";
      if (answer.why) this.events.say(whyWords(this.record.tag, answer.why), "bad");
      this.events.ended(answer);
    }
    this.draw();
  }

  private draw(): void {
    const playing = this.state === "playing";
    const seatName = (s: number) => this.record.texts.seatName(s) ?? playerNumber(s);
    this.element.dataset.state = this.state;
    this.board.set({
      position: this.shown.view,
      rules: this.task.rules,
      legal: playing ? this.shown.legal : [],
      history: this.shown.history,
      viewer: this.task.seat,
      // The task's seat stays to move after a try (null would say the game is over): the empty
      // legal list is what stops play.
      toMove: this.task.seat,
      seatName,
      live: true,
      key: `${this.shown.line.join(" ")}|${this.state}`,
      highlights: this.shown.highlights,
    });
  }
}
