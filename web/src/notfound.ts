// The page at an address nothing on the site has: it says so, under the learning pages' links
// (the lobby, each game's rules and lessons, the puzzles), rather than showing the lobby as if
// the address had been right.

import { h } from "./dom";
import { learnNav } from "./learn/nav";
import { notFound } from "./texts/common";

export class NotFoundPage {
  readonly element = h("main", { class: "learn not-found-page" });

  constructor(path: string) {
    document.title = `${notFound.title} · Quartet`;
    this.element.append(learnNav({ page: "none", game: null }), h("h1", {}, notFound.title), h("p", { role: "alert" }, notFound.text(path)));
  }

  destroy(): void {}
}
