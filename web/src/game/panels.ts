// The game page's panels drawn from its state: the connection, the seats and clocks, the
// status line, the buttons, the invitation links, the history with the replay's controls, the
// solver's analysis, the result's banner and the cover of hidden cards. Each writes one
// element from what it is given and calls back for what the user does. The history keeps its
// elements (the slider may be dragged, a move keeps its focus) and changes only what changed.

import type { Analysis, StateView } from "../api";
import type { AnalysisTexts } from "../boards/record";
import { clear, h, s } from "../dom";
import type { LinkStatus } from "../live";
import type { KeptGame } from "../seats";
import { seatLink } from "../players/link";
import type { SeatRating } from "../players/table-ratings";
import { gameTexts } from "../texts/game";
import { botThinking, markedYours, turns } from "./model";

const T = gameTexts;

export function renderLink(el: HTMLElement, l: LinkStatus, now: number): void {
  el.className = `link-status ${l.kind}`;
  if (l.kind === "open") el.textContent = T.link.open;
  else if (l.kind === "connecting") el.textContent = l.attempt > 0 ? T.link.reconnecting : T.link.connecting;
  else if (l.kind === "waiting") el.textContent = T.link.waiting(Math.max(0, Math.ceil((l.retryAt - now) / 1000)));
  else el.textContent = T.link.refused(l.message);
}

/** The number of spectators (nothing when nobody watches). */
export function renderSpectators(el: HTMLElement, st: StateView): void {
  const n = st.spectators;
  if (n > 0) {
    const words = T.presence.spectators(n);
    // A phone shows an eye and the number (the words stay for screen readers), a wider screen the words.
    const eye = s("svg", { viewBox: "0 0 24 24", class: "eye" }, s("path", { d: "M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z" }), s("circle", { cx: 12, cy: 12, r: 3 }));
    el.replaceChildren(h("span", { class: "spectators-count", "aria-hidden": "true" }, eye, String(n)), h("span", { class: "spectators-words" }, words));
    el.title = words;
  } else {
    el.replaceChildren();
    el.removeAttribute("title");
  }
  el.dataset.spectators = String(n);
}

/** The seats: who holds each, whether connected, whose turn, the clocks. `linkOpen`: whether
 * this page's own connection is open; while it is not, the viewer's own seats are shown not
 * connected (the others as last heard, which is all this page knows). */
export function renderSeats(
  el: HTMLElement,
  st: StateView,
  names: (seat: number) => string,
  clock: (seat: number) => { text: string; low: boolean },
  linkOpen: boolean,
  rating: (seat: number) => SeatRating | null = () => null,
): void {
  clear(el);
  const thinking = botThinking(st);
  st.seats.forEach((seat, i) => {
    const toMove = st.to_move === i && st.status === "live";
    const connected = seat.connected && (linkOpen || !st.you.includes(i));
    let kind = "";
    if (seat.kind === "bot") kind = toMove && thinking ? T.seat.thinking : T.seat.kindBot;
    else if (!seat.taken) kind = seat.kind === "open" ? T.seat.open : T.seat.invited;
    else kind = connected ? T.seat.online : T.seat.offline;
    const person = seat.kind !== "bot" && seat.taken;
    const time = st.clock ? clock(i) : null;
    const row = h(
      "div",
      {
        class: `seat${toMove ? " to-move" : ""}${st.you.includes(i) ? " mine" : ""}${toMove && thinking ? " thinking" : ""}`,
        "data-seat": String(i),
        "data-connected": person ? String(connected) : null,
      },
      h("span", { class: "turn-mark", "aria-hidden": "true" }, toMove ? "▶" : ""),
      h(
        "span",
        { class: "seat-name" },
        person ? h("span", { class: `presence ${connected ? "on" : "off"}`, title: T.seat.presence(connected), "aria-hidden": "true" }) : null,
        seatLink(seat, names(i)),
        markedYours(st, i) ? T.seat.you : "",
      ),
      // The rating first: on a phone the line is cut at its end.
      kind ? h("span", { class: "seat-kind" }, seatRatingEl(rating(i)), kind) : null,
      time
        ? h(
            "span",
            { class: `clock${st.clock?.running === i && st.status === "live" ? " running" : ""}${time.low ? " low" : ""}`, "data-clock": String(i) },
            time.text,
          )
        : null,
    );
    if (toMove) row.setAttribute("aria-current", "true");
    el.append(row);
  });
}

/** A player's rating at a rated game, with the game's change once over. */
function seatRatingEl(r: SeatRating | null): HTMLElement | null {
  if (!r) return null;
  return h(
    "span",
    { class: "seat-rating" },
    r.rating,
    r.change === null ? null : " ",
    r.change === null ? null : h("span", { class: `change ${r.up ? "up" : "down"}` }, r.change),
  );
}

export function renderStatus(el: HTMLElement, line: { main: string; last: string | null }, thinking = false): void {
  clear(el);
  el.append(h("span", { class: `status-main${thinking ? " thinking" : ""}` }, line.main));
  if (line.last) el.append(h("span", { class: "last-action" }, line.last));
}

export interface ControlActions {
  takeBack(): void;
  resign(): void;
  cancel(): void;
  takeSeat(): void;
  rematch(): void;
  exportRecord(): void;
  continueFromHere(): void;
}

export function renderControls(
  el: HTMLElement,
  st: StateView,
  offer: { takeBack: boolean; resignArmed: boolean; cancelArmed: boolean },
  act: ControlActions,
): void {
  clear(el);
  const button = (label: string, action: () => void, cls = "") => el.append(h("button", { onclick: action, class: cls || null }, label));
  const playing = st.you.length > 0;
  const over = st.status === "finished";
  if (playing && !over) {
    if (offer.takeBack) button(T.controls.takeBack, act.takeBack);
    const armed = st.players > 2 ? T.controls.reallyResignAll : T.controls.reallyResign;
    if (st.status === "live") button(offer.resignArmed ? armed : T.controls.resign, act.resign);
    if (st.status === "open") button(offer.cancelArmed ? T.controls.reallyCancel : T.controls.cancel, act.cancel, "cancel-game");
  }
  if (!playing && !over && st.seats.some((s) => s.kind === "open" && !s.taken)) button(T.controls.takeSeat, act.takeSeat);
  if (over && playing && st.offers.rematch) {
    if (st.rematch && !st.rematch.code) {
      el.append(h("a", { href: `/game/${st.rematch.id}`, "data-link": "", class: "button" }, T.controls.openRematch));
    } else {
      button(st.rematch ? T.controls.acceptRematch : T.controls.rematch, act.rematch);
    }
  }
  button(T.controls.exportRecord, act.exportRecord);
  // A finished game goes on in a new one, from the step shown (in the lobby's import).
  if (over) button(T.controls.continueFromHere, act.continueFromHere, "continue-here");
}

/** The notation of the position shown, to select or copy (as lichess shows a position's FEN).
 * Its input keeps a selection while the game moves on: only its value changes. */
export class PositionLine {
  readonly element = h("div", { class: "position-line" });
  private readonly input = h("input", { readonly: true, name: "position", spellcheck: "false" });

  constructor(copy: (text: string) => void) {
    this.element.append(
      h("label", {}, h("span", { class: "small" }, T.position.label), " ", this.input),
      h("button", { type: "button", class: "copy-position", onclick: () => copy(this.input.value) }, T.position.copy),
    );
    this.element.hidden = true;
  }

  /** Shows `text`, or nothing. */
  show(text: string | null): void {
    this.element.hidden = text === null;
    if (text !== null && this.input.value !== text) this.input.value = text;
  }
}

export function renderInvites(
  el: HTMLElement,
  st: StateView,
  kept: KeptGame | undefined,
  names: (seat: number) => string,
  say: (message: string) => void,
): void {
  clear(el);
  const invites = (kept?.invites ?? []).filter((inv) => {
    const seat = st.seats[inv.seat];
    return seat && !seat.taken;
  });
  if (invites.length === 0 || st.status === "finished") return;
  el.append(h("h2", {}, T.invites.heading));
  for (const inv of invites) {
    const url = `${location.origin}${inv.link}`;
    const input = h("input", { value: url, readonly: true, "aria-label": T.invites.linkFor(inv.seat), "data-invite": String(inv.seat) });
    const copy = () => {
      input.select();
      void navigator.clipboard?.writeText(url).then(
        () => say(T.invites.copied),
        () => say(T.invites.copyByHand),
      );
    };
    el.append(
      h(
        "div",
        { class: "invite" },
        h("span", {}, T.invites.send(names(inv.seat), inv.kind === "open")),
        h("div", { class: "invite-row" }, input, h("button", { onclick: copy }, T.invites.copy)),
      ),
    );
  }
}

/** How the history words and draws: a seat's name, an action in words and drawn small. */
export interface HistoryWords {
  seat(seat: number): string;
  action(action: string): string;
  chip(action: string): HTMLElement;
}

/** The history: the replay's buttons and slider, how many actions, and the actions grouped by
 * turn, each a button that shows the position after it. Its elements are kept between
 * updates, so that the slider can be dragged and a focused move keeps its focus. */
export class HistoryPanel {
  readonly element = h("div", { class: "history" });
  private readonly slider = h("input", { type: "range", min: 0, max: 0, value: 0, "aria-label": T.history.slider, class: "replay-slider" });
  private readonly label = h("div", { class: "replay-label", "aria-live": "polite" });
  private readonly list = h("ol", { class: "turns" });
  private listKey = "";
  private at = 0;
  private total = 0;

  constructor(private readonly show: (ply: number) => void) {
    this.slider.addEventListener("input", () => this.show(Number(this.slider.value)));
    const step = (label: string, text: string, to: () => number) =>
      h("button", { "aria-label": label, title: label, class: "step", onclick: () => this.show(to()) }, text);
    this.element.append(
      h("h2", {}, T.history.heading),
      h(
        "div",
        { class: "replay" },
        step(T.history.first, "«", () => 0),
        step(T.history.back, "◀", () => Math.max(0, this.at - 1)),
        this.slider,
        step(T.history.forward, "▶", () => Math.min(this.total, this.at + 1)),
        step(T.history.live, "»", () => this.total),
      ),
      this.label,
      this.list,
    );
    this.list.addEventListener("click", (event) => {
      const move = (event.target as Element | null)?.closest?.("[data-ply]");
      if (move && this.list.contains(move)) this.show(Number(move.getAttribute("data-ply")));
    });
  }

  update(st: StateView, replay: number | null, words: HistoryWords): void {
    const at = replay ?? st.ply;
    this.at = at;
    this.total = st.ply;
    this.slider.max = String(st.ply);
    if (this.slider.value !== String(at)) this.slider.value = String(at);
    this.label.textContent = replay === null ? T.history.count(st.ply) : T.history.showing(at, st.ply);
    this.label.dataset.ply = String(st.ply);
    this.label.dataset.at = String(at);
    const key = JSON.stringify([st.id, st.history.map((e) => [e.seat, e.action]), st.seats.map((_, i) => words.seat(i))]);
    if (key !== this.listKey) {
      this.listKey = key;
      this.drawList(st, words);
    }
    let current: HTMLElement | null = null;
    for (const move of this.list.querySelectorAll<HTMLElement>("[data-ply]")) {
      const on = Number(move.dataset.ply) === at;
      move.classList.toggle("current", on);
      if (on) {
        move.setAttribute("aria-current", "step");
        current = move;
      } else move.removeAttribute("aria-current");
    }
    // The current move in view inside the list (never scrolling the page).
    const row = current?.closest("li");
    if (row) {
      const top = row.offsetTop - this.list.offsetTop;
      if (top < this.list.scrollTop) this.list.scrollTop = top;
      else if (top + row.offsetHeight > this.list.scrollTop + this.list.clientHeight) this.list.scrollTop = top + row.offsetHeight - this.list.clientHeight;
    }
  }

  private drawList(st: StateView, words: HistoryWords): void {
    const focused = document.activeElement instanceof HTMLElement && this.list.contains(document.activeElement) ? document.activeElement.dataset.ply : undefined;
    clear(this.list);
    if (st.history.length === 0) this.list.append(h("li", { class: "small none" }, T.history.none));
    for (const turn of turns(st.history)) {
      const name = words.seat(turn.seat);
      this.list.append(
        h(
          "li",
          { class: "turn", "data-turn": String(turn.number), "aria-label": T.history.turnLabel(turn.number, name) },
          h("span", { class: "turn-number" }, `${turn.number}.`),
          h("span", { class: "turn-seat" }, name),
          h(
            "span",
            { class: "turn-moves" },
            ...turn.actions.map((a) =>
              h(
                "button",
                { class: "move", "data-ply": String(a.ply), title: T.history.entry(name, words.action(a.action)), "aria-label": T.history.entry(name, words.action(a.action)) },
                words.chip(a.action),
              ),
            ),
          ),
        ),
      );
    }
    if (focused !== undefined) this.list.querySelector<HTMLElement>(`[data-ply="${focused}"]`)?.focus();
  }
}

/** The analysis panel: its switch, and the analysis of the shown step (`undefined`: the solver
 * is thinking). */
export function renderAnalysis(
  el: HTMLElement,
  on: boolean,
  found: Analysis | { error: string } | { skipped: string } | undefined,
  words: AnalysisTexts,
  seat: (seat: number) => string,
  chip: (action: string) => HTMLElement,
  toggle: () => void,
): void {
  clear(el);
  el.append(h("h2", {}, T.analysis.heading), h("button", { "aria-pressed": String(on), onclick: toggle }, on ? T.analysis.hide : T.analysis.show));
  if (!on) return;
  if (!found) {
    el.append(h("p", { class: "small thinking" }, T.analysis.thinking));
    return;
  }
  if ("skipped" in found) {
    el.append(h("p", { class: "small analysis-skipped" }, found.skipped));
    return;
  }
  if ("error" in found) {
    el.append(h("p", { class: "small" }, found.error));
    return;
  }
  if (found.turns.length === 0) {
    el.append(h("p", {}, T.analysis.over));
    return;
  }
  el.append(
    h("p", { class: "analysis-value" }, T.analysis.value(seat(found.to_move), words.value(found.value))),
    h("p", { class: "small" }, words.legend(found.distances), h("span", { class: "line" }, ...found.principal_line.map(chip))),
  );
  const list = h("ol", { class: "turn-values" });
  for (const turn of found.turns.slice(0, 12)) {
    list.append(
      h(
        "li",
        { class: turn.result, "aria-label": `${turn.actions.join(" ")}: ${words.value(turn)}` },
        h("span", { class: "turn-chips" }, ...turn.actions.map(chip)),
        h("span", { class: "turn-value" }, words.value(turn)),
      ),
    );
  }
  el.append(list);
  if (found.turns.length > 12) el.append(h("p", { class: "small" }, T.analysis.more(found.turns.length - 12)));
}

export function renderBanner(el: HTMLElement, banner: { headline: string; detail: string } | null, shown: boolean, close: () => void): void {
  clear(el);
  el.classList.toggle("shown", banner !== null && shown);
  if (!banner) return;
  el.append(
    h("strong", { class: "headline" }, banner.headline),
    ...(banner.detail ? [h("span", { class: "detail" }, banner.detail)] : []),
    h("button", { class: "close", "aria-label": T.banner.close, onclick: close }, "✕"),
  );
}

export function renderCover(el: HTMLElement, seat: string | null, reveal: () => void): void {
  clear(el);
  el.classList.toggle("shown", seat !== null);
  if (seat === null) return;
  el.append(h("p", {}, T.cover.pass(seat)), h("button", { class: "primary", onclick: reveal }, T.cover.show(seat)));
}

/** The confirmation of an action before it is sent (the option against misclicks). */
export function renderConfirm(el: HTMLElement, words: string | null, confirm: () => void, cancel: () => void): void {
  clear(el);
  el.classList.toggle("shown", words !== null);
  if (words === null) return;
  el.append(
    h("span", { class: "confirm-words" }, T.confirm.ask(words)),
    h("button", { class: "primary", onclick: confirm }, T.confirm.yes),
    h("button", { onclick: cancel }, T.confirm.no),
  );
}
