// The page of an invitation link, `/join/CODE`: what game it is, and a button to take the seat.

import { api, ApiFailure, type InviteInfo } from "./api";
import { findGame } from "./boards/registry";
import { h } from "./dom";
import { navigate } from "./nav";
import { keep, kept, playerName, setPlayerName } from "./seats";
import { langSwitch } from "./switches";
import { lobbyTexts } from "./texts/lobby";
import { joinTexts } from "./texts/join";

const T = joinTexts;

export class JoinPage {
  readonly element = h("main", { class: "join panel" });

  constructor(private readonly code: string) {
    this.element.append(h("h1", {}, T.heading), h("p", {}, T.loading));
    document.title = `${T.heading} · Quartet`;
    void this.load();
  }

  destroy(): void {}

  private async load(): Promise<void> {
    const error = h("p", { class: "error", role: "alert" });
    try {
      const info = await api.invite(this.code);
      const record = findGame(info.game);
      const game = record?.texts.name ?? info.name;
      if (info.state !== "free") {
        this.used(info, game);
        return;
      }
      const others = info.seats.filter((s) => s.seat !== info.seat).map((s) => (s.kind === "bot" ? T.bot(s.level) : (s.name ?? T.player(s.seat))));
      const name = h("input", { name: "name", value: playerName(), maxlength: 40, placeholder: lobbyTexts.namePlaceholder, "aria-label": lobbyTexts.nameLabel });
      const take = h("button", { class: "primary", type: "submit" }, T.take(info.seat));
      const form = h("form", {}, name, take);
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        take.disabled = true;
        setPlayerName(name.value);
        api
          .joinInvite(this.code, name.value.trim() || undefined)
          .then((joined) => {
            keep(joined.id, info.game, [{ seat: joined.seat, token: joined.token }]);
            // The invitation is used: back leads past it, not to it.
            navigate(`/game/${joined.id}`, true);
          })
          .catch((e: unknown) => {
            take.disabled = false;
            error.textContent = e instanceof ApiFailure ? e.message : String(e);
          });
      });
      // The server's page already says this, for a link's preview; this says it in the page's
      // language.
      document.title = `${T.invited(game)} · Quartet`;
      this.element.replaceChildren(
        h("h1", {}, T.invited(game)),
        h("p", {}, T.seat(info.seat, others)),
        // A game this UI does not know shows its rules text as the server wrote it.
        h("p", { class: "small" }, T.rules(record ? record.texts.rules(info.rules) : info.rules, info.clock)),
        form,
        error,
        h("p", {}, h("a", { href: `/game/${info.id}`, "data-link": "" }, T.watch), " · ", h("a", { href: "/", "data-link": "" }, T.lobby)),
        h("p", {}, langSwitch()),
      );
    } catch (e) {
      this.element.replaceChildren(
        h("h1", {}, T.heading),
        h("p", { class: "error" }, e instanceof ApiFailure ? e.message : String(e)),
        h("p", {}, h("a", { href: "/", "data-link": "" }, T.toLobby)),
        h("p", {}, langSwitch()),
      );
    }
  }

  /** An invitation whose seat is no longer free: this browser's own seat leads to the game,
   * anyone else's to what became of it. */
  private used(info: InviteInfo, game: string): void {
    if (kept(info.id)?.tokens.some((t) => t.seat === info.seat)) {
      // The link only leads on: back goes where the link was opened from.
      navigate(`/game/${info.id}`, true);
      return;
    }
    const holder = info.seats.find((s) => s.seat === info.seat);
    const [text, link] =
      info.state === "taken"
        ? [T.taken(info.seat, holder?.name ?? null), T.watchGame]
        : info.state === "over"
          ? [T.over(game), T.seeGame]
          : [T.cancelled(game), null];
    this.element.replaceChildren(
      h("h1", {}, T.heading),
      h("p", { role: "status" }, text),
      h("p", {}, ...(link ? [h("a", { href: `/game/${info.id}`, "data-link": "" }, link), " · "] : []), h("a", { href: "/", "data-link": "" }, T.toLobby)),
      h("p", {}, langSwitch()),
    );
  }
}
