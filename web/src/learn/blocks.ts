// The server's text blocks drawn as HTML: paragraphs, lists, and diagrams drawn by the game's
// own board (its record's `diagram`), never images.

import { gameRecord } from "../boards/registry";
import { h } from "../dom";
import type { BlockView, SpanView } from "../wire";

function span(s: SpanView): Node {
  switch (s.style) {
    case "strong":
      return h("strong", {}, s.text);
    case "emphasis":
      return h("em", {}, s.text);
    case "code":
      return h("code", {}, s.text);
    default:
      return document.createTextNode(s.text);
  }
}

/** One block as an element. */
export function block(game: string, b: BlockView): HTMLElement {
  switch (b.kind) {
    case "paragraph":
      return h("p", { "data-written": "" }, ...b.spans.map(span));
    case "list":
      return h("ul", { "data-written": "" }, ...b.items.map((item) => h("li", {}, ...item.map(span))));
    case "diagram": {
      const drawn = gameRecord(game).diagram({
        position: b.position,
        rules: b.rules,
        side: b.side,
        highlights: { made_squares: b.made_squares, winning_lines: b.winning_lines },
      });
      return h("figure", { class: "learn-diagram" }, drawn, b.caption ? h("figcaption", { "data-written": "" }, b.caption) : null);
    }
  }
}

/** Blocks as elements. */
export function blocks(game: string, list: readonly BlockView[]): HTMLElement[] {
  return list.map((b) => block(game, b));
}
