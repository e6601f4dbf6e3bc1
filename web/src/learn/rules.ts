// `/rules/<game>`: a game's rules for newcomers, as the server words them (from docs/rules/),
// with contents, an anchor for every section (the lobby links to `#squares` …) and diagrams
// drawn by the game's board.

import { ApiFailure } from "../api";
import { gameRecord, UnknownGame } from "../boards/registry";
import { notFound } from "../texts/common";
import { h } from "../dom";
import { learnApi } from "./api";
import { blocks } from "./blocks";
import { learnNav } from "./nav";
import { learnTexts as T } from "./texts";

export class RulesPage {
  readonly element = h("main", { class: "learn rules-page" });

  constructor(private readonly game: string) {
    this.element.append(learnNav({ page: "rules", game }), h("p", {}, T.loading));
    void this.load();
  }

  destroy(): void {}

  private async load(): Promise<void> {
    try {
      const record = gameRecord(this.game);
      const rules = await learnApi.rules(this.game);
      document.title = T.title(rules.title);
      const contents = h(
        "nav",
        { class: "rules-contents", "aria-label": T.contents },
        h("h2", {}, T.contents),
        h(
          "ol",
          {},
          ...rules.sections
            .filter((s) => s.level <= 2)
            .map((s) => h("li", {}, h("a", { href: `#${s.id}`, "data-written": "" }, s.title))),
        ),
      );
      const sections = rules.sections.map((s) =>
        h(
          "section",
          { id: s.id, class: `rules-section level-${s.level}` },
          h(s.level <= 2 ? "h2" : "h3", { "data-written": "" }, s.title),
          ...blocks(this.game, s.blocks),
        ),
      );
      this.element.replaceChildren(
        learnNav({ page: "rules", game: this.game }),
        h("h1", { "data-written": "" }, rules.title),
        ...blocks(this.game, rules.intro),
        h("p", {}, h("a", { href: `/learn/${this.game}`, "data-link": true, class: "button" }, T.learnLink(record.texts.name))),
        contents,
        ...sections,
      );
      const anchor = decodeURIComponent(location.hash.slice(1));
      if (anchor) document.getElementById(anchor)?.scrollIntoView();
    } catch (e) {
      this.element.replaceChildren(
        learnNav({ page: "rules", game: this.game }),
        h("p", { class: "error", role: "alert" }, e instanceof UnknownGame ? notFound.game(e.tag) : e instanceof ApiFailure || e instanceof Error ? e.message : String(e)),
      );
    }
  }
}
