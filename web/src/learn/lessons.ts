// `/learn/<game>`: the guided first game — short lessons on prepared positions, each solved on
// the game's real board and judged by the server (a hint on asking, the reason when a try is
// wrong); the lessons done are remembered in this browser.

import { ApiFailure } from "../api";
import { gameRecord, UnknownGame } from "../boards/registry";
import { notFound } from "../texts/common";
import type { GameRecord } from "../boards/record";
import { h } from "../dom";
import type { CourseView, LessonView } from "../wire";
import { learnApi } from "./api";
import { blocks } from "./blocks";
import { learnNav, sayBox } from "./nav";
import { TaskBoard } from "./task";
import { learnTexts as T } from "./texts";

const KEY = "quartet.lessonsDone";

/** The lessons of `game` done in this browser, by id. */
export function lessonsDone(game: string): Set<string> {
  try {
    const all = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Record<string, unknown>;
    const ids = all[game];
    return new Set(Array.isArray(ids) ? ids.filter((i): i is string => typeof i === "string") : []);
  } catch {
    return new Set();
  }
}

function markDone(game: string, id: string): void {
  let all: Record<string, string[]> = {};
  try {
    all = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Record<string, string[]>;
  } catch {
    all = {};
  }
  const done = lessonsDone(game);
  done.add(id);
  all[game] = [...done];
  localStorage.setItem(KEY, JSON.stringify(all));
}

export class LessonsPage {
  readonly element = h("main", { class: "learn lessons-page" });
  private course: CourseView | null = null;
  private record: GameRecord | null = null;
  private task: TaskBoard | null = null;
  private readonly onKey = (event: KeyboardEvent) => {
    if (this.task?.key(event)) event.preventDefault();
  };

  constructor(private readonly game: string) {
    this.element.append(learnNav({ page: "learn", game }), h("p", {}, T.loading));
    document.addEventListener("keydown", this.onKey);
    void this.load();
  }

  destroy(): void {
    document.removeEventListener("keydown", this.onKey);
  }

  private async load(): Promise<void> {
    try {
      this.record = gameRecord(this.game);
      this.course = await learnApi.lessons(this.game);
      document.title = T.title(this.course.title);
      const wanted = decodeURIComponent(location.hash.slice(1));
      const done = lessonsDone(this.game);
      const lesson =
        this.course.lessons.find((l) => l.id === wanted) ??
        this.course.lessons.find((l) => !done.has(l.id)) ??
        this.course.lessons[0];
      this.show(lesson);
    } catch (e) {
      this.element.replaceChildren(
        learnNav({ page: "learn", game: this.game }),
        h("p", { class: "error", role: "alert" }, e instanceof UnknownGame ? notFound.game(e.tag) : e instanceof ApiFailure || e instanceof Error ? e.message : String(e)),
      );
    }
  }

  private show(lesson: LessonView): void {
    const course = this.course;
    const record = this.record;
    if (!course || !record) return;
    if (location.hash.slice(1) !== lesson.id) history.replaceState(null, "", `#${lesson.id}`);
    const done = lessonsDone(this.game);
    const index = course.lessons.indexOf(lesson);
    const next = course.lessons[index + 1] ?? null;
    const say = sayBox();
    const hint = h("p", { class: "lesson-hint", hidden: true, "data-written": "" }, lesson.hint);
    const after = h("div", { class: "lesson-after" });
    const task = new TaskBoard(record, lesson.task, {
      judge: (line) => learnApi.tryLesson(this.game, lesson.id, line),
      say: (message, kind) => say.say(message, kind),
      ended: (answer) => {
        if (answer.verdict === "solved") {
          say.say(lesson.success, "good");
          markDone(this.game, lesson.id);
          this.element.querySelector(`[data-lesson="${lesson.id}"]`)?.classList.add("done");
          progress.textContent = T.lessons.progress(lessonsDone(this.game).size, course.lessons.length);
          after.replaceChildren(
            next
              ? h("button", { class: "primary", onclick: () => this.show(next) }, T.lessons.next)
              : h("p", {}, T.lessons.finished, " ", h("a", { href: "/", "data-link": true }, T.lessons.play)),
          );
        } else {
          after.replaceChildren(
            h("button", { onclick: () => {
              say.clear();
              after.replaceChildren();
              task.reset();
            } }, T.lessons.again),
          );
        }
      },
    });
    this.task = task;
    const progress = h("p", { class: "lesson-progress" }, T.lessons.progress(done.size, course.lessons.length));
    const list = h(
      "ol",
      { class: "lesson-list" },
      ...course.lessons.map((l) =>
        h(
          "li",
          { "data-lesson": l.id, class: [done.has(l.id) ? "done" : "", l === lesson ? "current" : ""].join(" ").trim() || null },
          h("button", { class: "link", onclick: () => this.show(l), "aria-current": l === lesson ? "step" : null, "data-written": "" }, l.title),
        ),
      ),
    );
    this.element.replaceChildren(
      learnNav({ page: "learn", game: this.game }),
      h("h1", { "data-written": "" }, course.title),
      h(
        "div",
        { class: "lesson-layout" },
        h("aside", { class: "lesson-aside" }, progress, list, h("a", { href: `/rules/${this.game}`, "data-link": true }, T.rulesLink(record.texts.name))),
        h(
          "article",
          { class: "lesson", "data-id": lesson.id },
          h("h2", { "data-written": "" }, `${index + 1}. ${lesson.title}`),
          ...(index === 0 ? blocks(this.game, course.intro) : []),
          ...blocks(this.game, lesson.text),
          h("p", { class: "lesson-instruction", "data-written": "" }, h("strong", {}, lesson.instruction)),
          task.element,
          h("div", { class: "lesson-controls" }, h("button", { onclick: () => (hint.hidden = false) }, T.lessons.hint), after),
          hint,
          say.element,
        ),
      ),
    );
  }
}
