// The game page's panels drawn from its state: the connection, the seats and clocks, the
// status line, the buttons, the invitation links, the history with the replay's controls, the
// solver's analysis, the result's banner and the cover of hidden cards. Each writes one
// element from what it is given and calls back for what the user does; none keeps state.

import type { Analysis, StateView } from "../api";
import type { AnalysisTexts } from "../boards/record";
import { clear, h } from "../dom";
import type { LinkStatus } from "../live";
import type { KeptGame } from "../seats";
import { gameTexts } from "../texts/game";

const T = gameTexts;

export function renderLink(el: HTMLElement, l: LinkStatus, now: number): void {
  el.className = `link-status ${l.kind}`;
  if (l.kind === "open") el.textContent = T.link.open;
  else if (l.kind === "connecting") el.textContent = l.attempt > 0 ? T.link.reconnecting : T.link.connecting;
  else if (l.kind === "waiting") el.textContent = T.link.waiting(Math.max(0, Math.ceil((l.retryAt - now) / 1000)));
  else el.textContent = T.link.refused(l.message);
}

export function renderSeats(el: HTMLElement, st: StateView, names: (seat: number) => string, clock: (seat: number) => string): void {
  clear(el);
  st.seats.forEach((seat, i) => {
    const mine = st.you.includes(i);
    const toMove = st.to_move === i && st.status === "live";
    let kind = "";
    if (seat.kind === "bot") kind = T.seat.kindBot;
    else if (!seat.taken) kind = seat.kind === "open" ? T.seat.open : T.seat.invited;
    else if (!seat.connected) kind = T.seat.offline;
    const row = h(
      "div",
      { class: `seat${toMove ? " to-move" : ""}${mine ? " mine" : ""}`, "data-seat": String(i) },
      h("span", { class: "turn-mark", "aria-hidden": "true" }, toMove ? "▶" : ""),
      h("span", { class: "seat-name" }, names(i), mine ? T.seat.you : ""),
      kind ? h("span", { class: "seat-kind" }, kind) : null,
      st.clock ? h("span", { class: `clock${st.clock.running === i ? " running" : ""}`, "data-clock": String(i) }, clock(i)) : null,
    );
    if (toMove) row.setAttribute("aria-current", "true");
    el.append(row);
  });
}

export function renderStatus(el: HTMLElement, line: { main: string; last: string | null }): void {
  clear(el);
  el.append(h("span", { class: "status-main" }, line.main));
  if (line.last) el.append(h("span", { class: "last-action" }, line.last));
}

export interface ControlActions {
  takeBack(): void;
  resign(): void;
  takeSeat(): void;
  rematch(): void;
  exportRecord(): void;
}

export function renderControls(
  el: HTMLElement,
  st: StateView,
  offer: { takeBack: boolean; resignArmed: boolean },
  act: ControlActions,
): void {
  clear(el);
  const button = (label: string, action: () => void) => el.append(h("button", { onclick: action }, label));
  const playing = st.you.length > 0;
  const over = st.status === "finished";
  if (playing && !over) {
    if (offer.takeBack) button(T.controls.takeBack, act.takeBack);
    if (st.status === "live") button(offer.resignArmed ? T.controls.reallyResign : T.controls.resign, act.resign);
  }
  if (!playing && !over && st.seats.some((s) => s.kind === "open" && !s.taken)) button(T.controls.takeSeat, act.takeSeat);
  if (over && playing) {
    if (st.rematch && !st.rematch.code) {
      el.append(h("a", { href: `/game/${st.rematch.id}`, "data-link": "", class: "button" }, T.controls.openRematch));
    } else {
      button(st.rematch ? T.controls.acceptRematch : T.controls.rematch, act.rematch);
    }
  }
  button(T.controls.exportRecord, act.exportRecord);
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

export function renderHistory(
  el: HTMLElement,
  st: StateView,
  replay: number | null,
  words: { action(action: string): string; seat(seat: number): string },
  show: (ply: number) => void,
): void {
  clear(el);
  el.append(h("h2", {}, T.history.heading));
  const at = replay ?? st.ply;
  const slider = h("input", { type: "range", min: 0, max: st.ply, value: at, "aria-label": T.history.slider, class: "replay-slider" });
  slider.addEventListener("input", () => show(Number(slider.value)));
  const step = (label: string, text: string, to: () => number) =>
    h("button", { "aria-label": label, title: label, onclick: () => show(to()) }, text);
  el.append(
    h(
      "div",
      { class: "replay" },
      step(T.history.first, "«", () => 0),
      step(T.history.back, "◀", () => Math.max(0, at - 1)),
      slider,
      step(T.history.forward, "▶", () => Math.min(st.ply, at + 1)),
      step(T.history.live, "»", () => st.ply),
    ),
    h("div", { class: "replay-label" }, replay === null ? T.history.count(st.ply) : T.history.showing(at, st.ply)),
  );
  const list = h("ol", { class: "moves" });
  st.history.forEach((entry, i) => {
    list.append(
      h(
        "li",
        { class: i + 1 === at ? "current" : "" },
        h("button", { class: "move", onclick: () => show(i + 1), title: words.action(entry.action) }, T.history.entry(words.seat(entry.seat), entry.action)),
      ),
    );
  });
  el.append(list);
  const current = list.querySelector(".current");
  if (current && "scrollIntoView" in current) (current as HTMLElement).scrollIntoView({ block: "nearest" });
}

/** The analysis panel: its switch, and the analysis of the shown step (`undefined`: the solver
 * is thinking). */
export function renderAnalysis(
  el: HTMLElement,
  on: boolean,
  found: Analysis | { error: string } | undefined,
  words: AnalysisTexts,
  seat: (seat: number) => string,
  toggle: () => void,
): void {
  clear(el);
  el.append(h("h2", {}, T.analysis.heading), h("button", { "aria-pressed": String(on), onclick: toggle }, on ? T.analysis.hide : T.analysis.show));
  if (!on) return;
  if (!found) {
    el.append(h("p", { class: "small" }, T.analysis.thinking));
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
    h("p", { class: "small" }, words.legend(found.distances, found.principal_line.join(" "))),
  );
  const list = h("ol", { class: "turn-values" });
  for (const turn of found.turns.slice(0, 12)) list.append(h("li", { class: turn.result }, h("code", {}, turn.turn), ` ${words.value(turn)}`));
  el.append(list);
  if (found.turns.length > 12) el.append(h("p", { class: "small" }, T.analysis.more(found.turns.length - 12)));
}

export function renderBanner(el: HTMLElement, banner: { headline: string; detail: string } | null, shown: boolean, close: () => void): void {
  clear(el);
  el.classList.toggle("shown", banner !== null && shown);
  if (!banner) return;
  el.append(
    h("strong", { class: "headline" }, banner.headline),
    ...(banner.detail ? [h("span", {}, banner.detail)] : []),
    h("button", { class: "close", "aria-label": T.banner.close, onclick: close }, "✕"),
  );
}

export function renderCover(el: HTMLElement, seat: string | null, reveal: () => void): void {
  clear(el);
  el.classList.toggle("shown", seat !== null);
  if (seat === null) return;
  el.append(h("p", {}, T.cover.pass(seat)), h("button", { class: "primary", onclick: reveal }, T.cover.show(seat)));
}
