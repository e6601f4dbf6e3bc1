// The game page's chat: the lines of the chat this viewer reads (the players' for a player, the
// spectators' for a spectator: the server sends only that one), a line to say (at most 140
// characters), and muting a player — their lines hidden for this reader alone, remembered by the
// browser as lichess does. Lines are inserted as text, never as markup.

import type { ChatKind, ChatLineView, StateView } from "../api";
import { clear, h } from "../dom";
import { mutedSeats, setMuted } from "../prefs";
import { tableTexts as T } from "../texts/table";
import { otherPeople } from "./between";

/** The longest line the server takes, in characters. */
export const CHAT_MOST = 140;
/** The lines kept on the page. */
const KEPT = 200;

/** Adds lines to those kept, by their number (lines sent again after a reconnection come once). */
export function mergeLines(kept: readonly ChatLineView[], lines: readonly ChatLineView[]): ChatLineView[] {
  const byN = new Map(kept.map((l) => [l.n, l]));
  for (const l of lines) byN.set(l.n, l);
  return [...byN.values()].sort((a, b) => a.n - b.n).slice(-KEPT);
}

export class ChatPanel {
  readonly element = h("section", { class: "chat panel" });
  private lines: ChatLineView[] = [];
  private chat: ChatKind | null = null;
  private readonly list = h("ol", { class: "chat-lines", "aria-live": "polite" });
  private readonly input = h("input", { type: "text", name: "chat", maxlength: String(CHAT_MOST), autocomplete: "off" });
  private readonly form = h("form", { class: "chat-say" });
  private readonly mutes = h("div", { class: "chat-mutes" });
  private readonly heading = h("h2", {});

  constructor(
    private readonly game: string,
    private readonly say: (text: string) => boolean,
  ) {
    this.form.append(this.input, h("button", { type: "submit" }, T.chatSend));
    this.form.addEventListener("submit", (event) => {
      event.preventDefault();
      const text = this.input.value.trim();
      if (text && this.say(text)) this.input.value = "";
    });
    this.element.append(this.heading, this.list, this.form, this.mutes);
  }

  /** Lines of the chat this viewer reads. */
  receive(chat: ChatKind, lines: readonly ChatLineView[]): void {
    if (this.chat !== chat) this.lines = [];
    this.chat = chat;
    this.lines = mergeLines(this.lines, lines);
  }

  render(st: StateView, names: (seat: number) => string): void {
    const players = st.you.length > 0;
    // A player with nobody to talk to (against bots, or every seat on this device) has no chat.
    // Nor a game created without its chat (e.g. with children in mind).
    this.element.hidden = !st.chat_on || (players && otherPeople(st).length === 0);
    this.heading.textContent = players ? T.chatPlayers : T.chatSpectators;
    this.input.placeholder = T.chatPlaceholder;
    this.input.setAttribute("aria-label", T.chatPlaceholder);
    const muted = new Set(mutedSeats(this.game));
    const atBottom = this.list.scrollTop + this.list.clientHeight >= this.list.scrollHeight - 4;
    clear(this.list);
    for (const line of this.lines) {
      if (line.seat !== null && muted.has(line.seat)) continue;
      const author = line.seat !== null ? names(line.seat) : (line.name ?? T.chatSpectator);
      this.list.append(
        h("li", { "data-seat": line.seat === null ? null : String(line.seat) }, h("span", { class: "chat-author" }, author), " ", h("span", { class: "chat-text" }, line.text)),
      );
    }
    if (this.list.childElementCount === 0) this.list.append(h("li", { class: "chat-none" }, T.chatNone));
    if (atBottom) this.list.scrollTop = this.list.scrollHeight;
    clear(this.mutes);
    if (!players) return;
    for (const seat of otherPeople(st)) {
      const box = h("input", {
        type: "checkbox",
        checked: muted.has(seat),
        onchange: (e: Event) => {
          setMuted(this.game, seat, (e.target as HTMLInputElement).checked);
          this.render(st, names);
        },
      });
      this.mutes.append(h("label", { class: "check" }, box, ` ${T.chatMute(names(seat))}`));
    }
  }
}
