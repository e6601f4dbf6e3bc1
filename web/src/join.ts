// The page of an invitation link, `/join/CODE`: what game it is, and a button to take the seat.

import { api, ApiFailure } from "./api";
import { h } from "./dom";
import { describeRules } from "./game";
import { navigate } from "./nav";
import { keep, playerName, setPlayerName } from "./seats";

export class JoinPage {
  readonly element = h("main", { class: "join panel" });

  constructor(private readonly code: string) {
    this.element.append(h("h1", {}, "Invitation"), h("p", {}, "Loading…"));
    void this.load();
  }

  destroy(): void {}

  private async load(): Promise<void> {
    const error = h("p", { class: "error", role: "alert" });
    try {
      const info = await api.invite(this.code);
      const others = info.seats
        .filter((s) => s.seat !== info.seat)
        .map((s) => (s.kind === "bot" ? `a bot (${s.level})` : (s.name ?? `player ${s.seat + 1}`)))
        .join(", ");
      const name = h("input", { name: "name", value: playerName(), maxlength: 40, placeholder: "your name (optional)", "aria-label": "your name" });
      const take = h("button", { class: "primary", type: "submit" }, `Take seat ${info.seat + 1}`);
      const form = h("form", {}, name, take);
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        take.disabled = true;
        setPlayerName(name.value);
        api
          .joinInvite(this.code, name.value.trim() || undefined)
          .then((joined) => {
            keep(joined.id, info.game, [{ seat: joined.seat, token: joined.token }]);
            navigate(`/game/${joined.id}`);
          })
          .catch((e: unknown) => {
            take.disabled = false;
            error.textContent = e instanceof ApiFailure ? e.message : String(e);
          });
      });
      this.element.replaceChildren(
        h("h1", {}, `You are invited to play ${info.name}`),
        h("p", {}, `Seat ${info.seat + 1}${others ? `, with ${others}` : ""}.`),
        h("p", { class: "small" }, `Rules: ${describeRules(info.game, info.rules)}${info.clock !== "none" ? ` · clock ${info.clock}` : ""}`),
        form,
        error,
        h("p", {}, h("a", { href: `/game/${info.id}`, "data-link": "" }, "Just watch"), " · ", h("a", { href: "/", "data-link": "" }, "Lobby")),
      );
    } catch (e) {
      this.element.replaceChildren(
        h("h1", {}, "Invitation"),
        h("p", { class: "error" }, e instanceof ApiFailure ? e.message : String(e)),
        h("p", {}, h("a", { href: "/", "data-link": "" }, "Go to the lobby")),
      );
    }
  }
}
