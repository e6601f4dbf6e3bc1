// `/game/<id>/review`: a finished game reviewed by the exact solver (Quarto!) or the strongest
// engine — a chart of the expected score over the game, every action with its value before and
// after, the mistakes marked with the engine's choice and why, each one played again as a
// puzzle ("learn from your mistakes").

import { ApiFailure, api, type StateView } from "../api";
import { gameRecord } from "../boards/registry";
import type { GameRecord } from "../boards/record";
import { playerNumber } from "../texts/common";
import { h, s } from "../dom";
import { seatName } from "../game/model";
import { langSwitch } from "../switches";
import type { ReviewView, StepView } from "../wire";
import { learnApi } from "./api";
import { sayBox } from "./nav";
import { TaskBoard } from "./task";
import { evalWords, learnTexts as T, severityWords, whyWords } from "./texts";

const W = 640;
const H = 180;
const PAD = 8;

/** The expected score of `seat` after `step` (or before it), when known. */
function scoreFor(step: StepView, seat: number, before = false): number | null {
  const score = before ? step.before.score : step.after.score;
  if (score === null) return null;
  return step.seat === seat ? score : 1 - score;
}

/** The chart: for two seats the first seat's expected score after each action; for more,
 * each mover's own, by seat. Mistakes are marked. */
export function chart(review: ReviewView, seatName: (seat: number) => string): SVGSVGElement {
  const n = Math.max(review.steps.length, 1);
  // Action i is drawn at x(i); the start, before the first action, at the left edge.
  const x = (i: number) => PAD + ((W - 2 * PAD) * (i + 1)) / n;
  const y = (v: number) => PAD + (H - 2 * PAD) * (1 - v);
  const svg = s("svg", { class: "review-chart", viewBox: `0 0 ${W} ${H}`, role: "img" });
  svg.append(
    s("title", {}, review.players === 2 ? T.review.chart : T.review.chartMany),
    s("rect", { x: 0, y: 0, width: W, height: H, class: "chart-back" }),
    s("line", { x1: PAD, x2: W - PAD, y1: y(0.5), y2: y(0.5), class: "chart-draw" }),
  );
  const series = review.players === 2 ? [0] : Array.from({ length: review.players }, (_, i) => i);
  for (const seat of series) {
    let d = "";
    let pen = false;
    // Two seats: the line starts with the value before the first action.
    const first = review.players === 2 && review.steps[0] ? scoreFor(review.steps[0], 0, true) : null;
    if (first !== null) {
      d = `M${PAD},${y(first).toFixed(1)}`;
      pen = true;
    }
    review.steps.forEach((step, i) => {
      if (review.players !== 2 && step.seat !== seat) return;
      const v = review.players === 2 ? scoreFor(step, 0) : step.after.score;
      if (v === null) {
        pen = false;
        return;
      }
      d += `${pen ? "L" : "M"}${x(i).toFixed(1)},${y(v).toFixed(1)}`;
      pen = true;
    });
    if (d) svg.append(s("path", { d, class: `chart-line seat-${seat}`, "aria-label": seatName(seat) }));
  }
  review.steps.forEach((step, i) => {
    const v = review.players === 2 ? scoreFor(step, 0) : step.after.score;
    if (step.severity && v !== null) {
      svg.append(
        s(
          "circle",
          { cx: x(i), cy: y(v), r: 5, class: `chart-mark ${step.severity}`, "data-ply": step.ply },
          s("title", {}, `${step.ply + 1}: ${severityWords(step.severity)}`),
        ),
      );
    }
  });
  return svg;
}

export class ReviewPage {
  readonly element = h("main", { class: "learn review-page" });
  private task: TaskBoard | null = null;
  private readonly onKey = (event: KeyboardEvent) => {
    if (this.task?.key(event)) event.preventDefault();
  };

  constructor(private readonly id: string) {
    this.element.append(h("p", {}, T.loading));
    document.addEventListener("keydown", this.onKey);
    void this.load();
  }

  destroy(): void {
    document.removeEventListener("keydown", this.onKey);
  }

  private back(): HTMLElement {
    return h("nav", { class: "learn-nav" }, h("a", { href: `/game/${this.id}`, "data-link": true }, T.review.back), langSwitch());
  }

  private async load(): Promise<void> {
    try {
      // The game's public state names its seats as the game page does (a bot by its level).
      const [review, state] = await Promise.all([learnApi.review(this.id), api.state(this.id, []).catch(() => null)]);
      const record = gameRecord(review.game);
      this.show(review, record, state);
    } catch (e) {
      const text =
        e instanceof ApiFailure && e.code === "not_over" ? T.review.notOver : e instanceof Error ? e.message : String(e);
      this.element.replaceChildren(this.back(), h("p", { class: "error", role: "alert" }, text));
    }
  }

  private show(review: ReviewView, record: GameRecord, state: StateView | null): void {
    const name = (seat: number) => (state ? seatName(record, state, seat) : (record.texts.seatName(seat) ?? playerNumber(seat)));
    document.title = T.title(T.review.heading(record.texts.name));
    const again = h("section", { class: "review-again" });
    const mistakes = review.steps.filter((st) => st.severity);
    const rows = review.steps.map((step) =>
      h(
        "li",
        { class: `review-step${step.severity ? ` ${step.severity}` : ""}`, "data-ply": step.ply },
        h("span", { class: "step-ply" }, `${step.ply + 1}.`),
        " ",
        h("span", { class: "step-action" }, `${name(step.seat)} ${record.texts.action(step.action)}`),
        " ",
        h("span", { class: "step-value" }, T.review.value(evalWords(step.before), evalWords(step.after))),
        step.severity ? h("span", { class: `badge ${step.severity}` }, severityWords(step.severity)) : null,
        step.severity && step.best.length > 0
          ? h("p", { class: "step-best" }, T.review.best(step.best.map((a) => record.texts.action(a)).join(", ")))
          : null,
        step.why ? h("p", { class: "step-why" }, whyWords(review.game, step.why)) : null,
        step.task
          ? h("button", { class: "play-again", onclick: () => this.playAgain(review, record, step, again, name) }, T.review.playAgain)
          : null,
      ),
    );
    this.element.replaceChildren(
      this.back(),
      h("h1", {}, T.review.heading(record.texts.name)),
      h("p", { class: "review-by" }, T.review.by(review.judge, review.elapsed_ms)),
      h("figure", { class: "review-figure" }, chart(review, name), h("figcaption", {}, review.players === 2 ? T.review.chart : T.review.chartMany)),
      h("p", { class: "review-summary" }, T.review.mistakes(mistakes.length)),
      again,
      h("ol", { class: "review-steps" }, ...rows),
    );
  }

  private playAgain(review: ReviewView, record: GameRecord, step: StepView, box: HTMLElement, name: (seat: number) => string): void {
    if (!step.task) return;
    const say = sayBox();
    this.task = new TaskBoard(record, step.task, {
      judge: (line) => learnApi.tryMistake(review.id, step.ply, line),
      say: (message, kind) => say.say(message, kind),
      ended: (answer) => {
        say.say(answer.verdict === "solved" ? T.puzzles.solved : T.puzzles.failed, answer.verdict === "solved" ? "good" : "bad");
        if (answer.solution) say.say(T.puzzles.solution(answer.solution.map((a) => record.texts.action(a)).join(", ")), "info");
      },
    });
    box.replaceChildren(
      h("h2", {}, `${T.review.playAgain} (${step.ply + 1}.)`),
      h("p", {}, `${name(step.seat)}: ${step.why ? whyWords(review.game, step.why) : ""}`),
      this.task.element,
      say.element,
    );
    box.scrollIntoView();
  }
}
