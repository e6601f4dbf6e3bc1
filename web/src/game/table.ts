// The game page's panel between the people at a table: abort, offer a draw, propose a
// take-back, the viewer's own offer while it stands, the other player's offer with its accept
// and decline buttons, the time left for a first turn and the claim of a game the others left,
// each counted down. It draws
// what `between.ts` worked out and calls back for what the player presses.

import type { OfferKind } from "../api";
import { clear, h } from "../dom";
import { formatList } from "../i18n";
import { tableTexts as T } from "../texts/table";
import type { Between } from "./between";

export interface TableActions {
  abort(): void;
  offer(what: OfferKind): void;
  answer(what: OfferKind, accept: boolean): void;
  claim(draw: boolean): void;
}

/** The time left for the first turn running (whole seconds, rounded up, never below 0) and
 * its words: to the player whose turn it is, or about them to the others. */
export function firstTurnWords(
  firstTurn: NonNullable<Between["firstTurn"]>,
  names: (seat: number) => string,
  serverNow: number,
): { seconds: number; words: string } {
  const seconds = Math.max(0, Math.ceil((firstTurn.at - serverNow) / 1000));
  const words = firstTurn.mine ? T.firstTurnMine(seconds) : T.firstTurnTheirs(names(firstTurn.seat), seconds);
  return { seconds, words };
}

/** Draws the panel (empty when there is nothing between the players); `serverNow` is the
 * server's clock now, `others` the other people's names. */
export function renderTable(
  el: HTMLElement,
  b: Between,
  others: string[],
  names: (seat: number) => string,
  serverNow: number,
  abortArmed: boolean,
  act: TableActions,
): void {
  clear(el);
  const button = (label: string, onclick: () => void, cls: string) => h("button", { onclick, class: cls }, label);
  const them = others.length === 1 ? others[0] : T.theOthers;
  if (b.firstTurn) {
    const { seconds, words } = firstTurnWords(b.firstTurn, names, serverNow);
    el.append(h("p", { class: "first-turn", role: "timer", "data-seconds": String(seconds) }, words));
  }
  for (const { offer, seat } of b.theirs) {
    const prompt = offer === "draw" ? T.drawPrompt(names(seat)) : T.takeBackPrompt(names(seat));
    el.append(
      h(
        "div",
        { class: "offer-prompt", role: "alert", "data-offer": offer },
        h("p", {}, prompt),
        button(T.accept, () => act.answer(offer, true), "primary accept"),
        button(T.decline, () => act.answer(offer, false), "decline"),
      ),
    );
  }
  for (const offer of b.mine) {
    el.append(h("p", { class: "offer-standing", "data-offer": offer }, offer === "draw" ? T.drawOffered(them) : T.takeBackAsked(them)));
  }
  if (b.claim) {
    const away = formatList(b.claim.seats.map(names));
    const wait = Math.ceil((b.claim.at - serverNow) / 1000);
    const box = h("div", { class: "claim", "data-ready": String(wait <= 0) });
    if (wait > 0) box.append(h("p", {}, T.claimWait(away, wait)));
    else {
      box.append(
        h("p", {}, T.claimReady(away)),
        button(T.claimWin, () => act.claim(false), "primary claim-win"),
        button(T.claimDraw, () => act.claim(true), "claim-draw"),
      );
    }
    el.append(box);
  }
  const buttons = h("div", { class: "table-buttons" });
  if (b.abort) buttons.append(button(abortArmed ? T.reallyAbort : T.abort, act.abort, "abort-game"));
  const theirDraw = b.theirs.some((o) => o.offer === "draw");
  const theirTakeBack = b.theirs.some((o) => o.offer === "take_back");
  if (b.offerDraw && !theirDraw) buttons.append(button(T.offerDraw, () => act.offer("draw"), "offer-draw"));
  if (b.askTakeBack && !theirTakeBack) buttons.append(button(T.askTakeBack, () => act.offer("take_back"), "ask-take-back"));
  if (buttons.childElementCount > 0) el.append(buttons);
}
