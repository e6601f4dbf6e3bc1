// The lobby: create a game (which game, its rules, the clock, and who sits at each seat — you,
// a bot of some level, a friend by a link, or anyone), the open and live games, your own
// games, and the import of a game record.

import { api, ApiFailure, type GameMeta, type GameTag, type Listed, type Meta, type SeatPlan } from "./api";
import { clear, h } from "./dom";
import { describeRules } from "./game";
import { navigate } from "./nav";
import { keep, keptGames, playerName, setPlayerName, tokensOf } from "./seats";

type SeatChoice = "me" | "bot" | "invite" | "open";

interface FormState {
  game: GameTag;
  seats: SeatChoice[];
  levels: string[];
  clock: string;
  attributes: Record<string, boolean>;
  squares: boolean;
  announce: boolean;
  situations: boolean;
  columnMandatory: boolean;
  allowMirror: boolean;
}

const GAME_BLURB: Record<GameTag, string> = {
  quarto: "Gigamic's classic: give your opponent the piece they must place; four in a line sharing a trait wins.",
  danish: "The 1950 game of squares: place, then move your pieces on a board of lines; a square captures.",
  quartino: "2–5 players build stacks on a wheel to show the hidden cards in their hands.",
};

const ATTRIBUTES = ["height", "colour", "shape", "top"];

/** The rules text the form describes. */
export function rulesText(form: FormState): string {
  if (form.game === "quarto") {
    const attrs = ATTRIBUTES.filter((a) => form.attributes[a]);
    return `attributes=${attrs.join(",")} squares=${form.squares ? "yes" : "no"} win=${form.announce ? "announce" : "auto"}`;
  }
  if (form.game === "quartino") {
    return `players=${form.seats.length} situations=${form.situations ? "on" : "off"} column_mandatory=${
      form.columnMandatory ? "on" : "off"
    } allow_mirror=${form.allowMirror ? "on" : "off"}`;
  }
  return "";
}

/** The seats the form describes, as the API takes them. */
export function seatPlans(form: FormState): SeatPlan[] {
  return form.seats.map((choice, i) => (choice === "bot" ? { bot: form.levels[i] } : choice));
}

function defaultLevel(meta: GameMeta | undefined): string {
  const levels = meta?.levels ?? [];
  return levels.includes("casual") ? "casual" : (levels[0] ?? "casual");
}

export class LobbyPage {
  readonly element = h("main", { class: "lobby" });
  private meta: Meta | null = null;
  private form: FormState = {
    game: "quarto",
    seats: ["me", "bot"],
    levels: ["casual", "casual"],
    clock: "none",
    attributes: { height: true, colour: true, shape: true, top: true },
    squares: false,
    announce: false,
    situations: true,
    columnMandatory: false,
    allowMirror: false,
  };
  private readonly formEl = h("form", { class: "new-game", "aria-label": "new game" });
  private readonly listsEl = h("div", { class: "lists" });
  private readonly errorEl = h("p", { class: "error", role: "alert" });
  private readonly timer: ReturnType<typeof setInterval>;
  private busy = false;

  constructor() {
    this.element.append(
      h(
        "header",
        { class: "lobby-header" },
        h("h1", {}, "Quartet"),
        h("p", {}, "Quarto!, Danish Quarto and Quartino — against bots, on one device, or with friends through a link."),
      ),
      h("section", { class: "panel" }, h("h2", {}, "New game"), this.formEl, this.errorEl),
      this.listsEl,
      this.importSection(),
    );
    this.formEl.addEventListener("submit", (event) => {
      event.preventDefault();
      void this.create();
    });
    this.renderForm();
    api
      .meta()
      .then((meta) => {
        this.meta = meta;
        this.form.levels = this.form.levels.map(() => defaultLevel(this.gameMeta()));
        this.renderForm();
      })
      .catch((e: unknown) => this.showError(e));
    void this.refreshLists();
    this.timer = setInterval(() => void this.refreshLists(), 5000);
  }

  destroy(): void {
    clearInterval(this.timer);
  }

  private gameMeta(game: GameTag = this.form.game): GameMeta | undefined {
    return this.meta?.games.find((g) => g.game === game);
  }

  private showError(e: unknown): void {
    this.errorEl.textContent = e instanceof ApiFailure ? e.message : String(e);
  }

  private setGame(game: GameTag): void {
    this.form.game = game;
    const meta = this.gameMeta(game);
    const max = meta?.players.max ?? (game === "quartino" ? 5 : 2);
    const min = meta?.players.min ?? 2;
    let seats: SeatChoice[] = this.form.seats.slice(0, max);
    while (seats.length < min) seats = [...seats, "bot" as SeatChoice];
    if (game === "quartino" && seats.length < 3) seats = [...seats, "bot" as SeatChoice].slice(0, 3);
    this.form.seats = seats;
    this.form.levels = seats.map((_, i) => {
      const level = this.form.levels[i];
      return meta?.levels.includes(level) ? level : defaultLevel(meta);
    });
    this.renderForm();
  }

  /** Fills the seats for a common way to play. */
  private preset(kind: "bot" | "friend" | "device" | "anyone"): void {
    const n = this.form.seats.length;
    const other: SeatChoice = kind === "bot" ? "bot" : kind === "friend" ? "invite" : kind === "device" ? "me" : "open";
    this.form.seats = Array.from({ length: n }, (_, i) => (i === 0 ? "me" : other));
    this.renderForm();
  }

  private renderForm(): void {
    const f = this.form;
    clear(this.formEl);
    const games: GameTag[] = ["quarto", "danish", "quartino"];
    const names: Record<GameTag, string> = { quarto: "Quarto!", danish: "Danish Quarto", quartino: "Quartino" };
    this.formEl.append(
      h(
        "fieldset",
        { class: "game-choice" },
        h("legend", {}, "Game"),
        ...games.map((g) =>
          h(
            "label",
            { class: `game-option${f.game === g ? " chosen" : ""}` },
            h("input", {
              type: "radio",
              name: "game",
              value: g,
              checked: f.game === g,
              onchange: () => this.setGame(g),
            }),
            h("strong", {}, names[g]),
            h("span", { class: "small" }, GAME_BLURB[g]),
          ),
        ),
      ),
    );
    // Rules.
    const rules = h("fieldset", { class: "rules-choice" }, h("legend", {}, "Rules"));
    const check = (label: string, checked: boolean, set: (v: boolean) => void, name: string) =>
      h(
        "label",
        { class: "check" },
        h("input", {
          type: "checkbox",
          name,
          checked,
          onchange: (e: Event) => {
            set((e.target as HTMLInputElement).checked);
            this.renderForm();
          },
        }),
        ` ${label}`,
      );
    if (f.game === "quarto") {
      rules.append(
        h(
          "div",
          { class: "attrs" },
          h("span", {}, "Traits that count: "),
          ...ATTRIBUTES.map((a) =>
            check(
              a,
              f.attributes[a],
              (v) => {
                f.attributes[a] = v;
                if (!ATTRIBUTES.some((x) => f.attributes[x])) f.attributes[a] = true;
              },
              `attr-${a}`,
            ),
          ),
        ),
        check("2×2 squares win too (advanced)", f.squares, (v) => (f.squares = v), "squares"),
        check('Announce "Quarto!" to win (official rules)', f.announce, (v) => (f.announce = v), "announce"),
      );
    } else if (f.game === "quartino") {
      rules.append(
        check("Situations (four colours, columns)", f.situations, (v) => (f.situations = v), "situations"),
        check("A column must be removed", f.columnMandatory, (v) => (f.columnMandatory = v), "column"),
        check("Mirror images of cards count", f.allowMirror, (v) => (f.allowMirror = v), "mirror"),
      );
    } else {
      rules.append(h("p", { class: "small" }, "Standard rules: 12 pieces each, squares capture, three repetitions draw."));
    }
    this.formEl.append(rules);
    // Clock.
    const clocks = this.meta?.clocks ?? ["none", "1m/move", "30s/move", "5m", "5m+3s", "10m+5s"];
    const clockSelect = h(
      "select",
      { name: "clock", "aria-label": "clock", onchange: (e: Event) => (f.clock = (e.target as HTMLSelectElement).value) },
      ...clocks.map((c) => h("option", { value: c, selected: c === f.clock }, c === "none" ? "no clock" : c)),
    );
    this.formEl.append(h("fieldset", {}, h("legend", {}, "Clock"), clockSelect));
    // Seats.
    const meta = this.gameMeta();
    const levels = meta?.levels ?? ["beginner", "casual", "strong", "strongest"];
    const seats = h("fieldset", { class: "seats-choice" }, h("legend", {}, "Seats"));
    seats.append(
      h(
        "div",
        { class: "presets" },
        h("button", { type: "button", onclick: () => this.preset("bot") }, "vs bots"),
        h("button", { type: "button", onclick: () => this.preset("friend") }, "with friends (link)"),
        h("button", { type: "button", onclick: () => this.preset("device") }, "all on this device"),
        h("button", { type: "button", onclick: () => this.preset("anyone") }, "open to anyone"),
      ),
    );
    f.seats.forEach((choice, i) => {
      const select = h(
        "select",
        {
          name: `seat-${i}`,
          "aria-label": `seat ${i + 1}`,
          onchange: (e: Event) => {
            f.seats[i] = (e.target as HTMLSelectElement).value as SeatChoice;
            this.renderForm();
          },
        },
        h("option", { value: "me", selected: choice === "me" }, "Me (this device)"),
        h("option", { value: "bot", selected: choice === "bot" }, "Bot"),
        h("option", { value: "invite", selected: choice === "invite" }, "A friend (invite link)"),
        h("option", { value: "open", selected: choice === "open" }, "Open to anyone"),
      );
      const row = h("div", { class: "seat-row" }, h("span", { class: "seat-label" }, `Seat ${i + 1}${i === 0 ? " (moves first)" : ""}`), select);
      if (choice === "bot") {
        row.append(
          h(
            "select",
            {
              name: `level-${i}`,
              "aria-label": `bot level for seat ${i + 1}`,
              onchange: (e: Event) => (f.levels[i] = (e.target as HTMLSelectElement).value),
            },
            ...levels.map((l) => h("option", { value: l, selected: l === f.levels[i] }, l)),
          ),
        );
      }
      seats.append(row);
    });
    if (f.game === "quartino") {
      const max = meta?.players.max ?? 5;
      const min = meta?.players.min ?? 2;
      seats.append(
        h(
          "div",
          { class: "seat-count" },
          h(
            "button",
            {
              type: "button",
              disabled: f.seats.length <= min,
              onclick: () => {
                f.seats.pop();
                f.levels.pop();
                this.renderForm();
              },
            },
            "− seat",
          ),
          h(
            "button",
            {
              type: "button",
              disabled: f.seats.length >= max,
              onclick: () => {
                f.seats.push("bot");
                f.levels.push(defaultLevel(meta));
                this.renderForm();
              },
            },
            "+ seat",
          ),
          h("span", { class: "small" }, ` ${f.seats.length} players`),
        ),
      );
    }
    this.formEl.append(seats);
    const name = h("input", {
      name: "name",
      value: playerName(),
      maxlength: 40,
      placeholder: "your name (optional)",
      "aria-label": "your name",
      onchange: (e: Event) => setPlayerName((e.target as HTMLInputElement).value),
    });
    this.formEl.append(h("div", { class: "create-row" }, name, h("button", { type: "submit", class: "primary", disabled: this.busy }, "Create game")));
  }

  private async create(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.errorEl.textContent = "";
    const f = this.form;
    const name = (this.formEl.querySelector("input[name=name]") as HTMLInputElement | null)?.value.trim() ?? "";
    setPlayerName(name);
    try {
      const created = await api.create({
        game: f.game,
        rules: rulesText(f),
        clock: f.clock,
        seats: seatPlans(f),
        name: name || undefined,
      });
      keep(created.id, f.game, created.tokens, created.invites);
      navigate(`/game/${created.id}`);
    } catch (e) {
      this.showError(e);
    } finally {
      this.busy = false;
    }
  }

  private async refreshLists(): Promise<void> {
    let open: Listed[] = [];
    let live: Listed[] = [];
    try {
      [open, live] = await Promise.all([api.list("open"), api.list("live")]);
    } catch {
      return;
    }
    clear(this.listsEl);
    const mine = keptGames().slice(0, 8);
    if (mine.length > 0) {
      this.listsEl.append(
        h(
          "section",
          { class: "panel" },
          h("h2", {}, "Your games"),
          h(
            "ul",
            { class: "game-list" },
            ...mine.map((g) =>
              h(
                "li",
                {},
                h("a", { href: `/game/${g.id}`, "data-link": "" }, `${gameName(g.game)} · ${g.id}`),
                h("span", { class: "small" }, ` seat${g.tokens.length > 1 ? "s" : ""} ${g.tokens.map((t) => t.seat + 1).join(", ")}`),
              ),
            ),
          ),
        ),
      );
    }
    this.listsEl.append(this.gameList("Open games", open, "No open game: create one, or open a seat to anyone."));
    this.listsEl.append(this.gameList("Live games", live, "No game is being played right now."));
  }

  private gameList(title: string, games: Listed[], empty: string): HTMLElement {
    const section = h("section", { class: "panel" }, h("h2", {}, title));
    if (games.length === 0) {
      section.append(h("p", { class: "small" }, empty));
      return section;
    }
    const list = h("ul", { class: "game-list", "data-list": title.toLowerCase().replace(/ /g, "-") });
    for (const g of games) {
      const seats = g.seats
        .map((s) => (s.kind === "bot" ? `bot (${s.level})` : s.taken ? (s.name ?? `player ${s.seat + 1}`) : s.kind === "open" ? "open seat" : "invited"))
        .join(" · ");
      const held = tokensOf(g.id).length > 0;
      const row = h(
        "li",
        { "data-game": g.id },
        h("strong", {}, gameName(g.game)),
        h("span", { class: "small" }, ` ${describeRules(g.game, g.rules)}${g.clock && g.clock !== "none" ? ` · ${g.clock}` : ""} · ${g.ply} actions`),
        h("div", { class: "small" }, seats),
      );
      const buttons = h("div", { class: "row-buttons" });
      if (held) buttons.append(h("a", { href: `/game/${g.id}`, "data-link": "", class: "button" }, "Play"));
      else {
        if (g.joinable)
          buttons.append(
            h(
              "button",
              {
                onclick: () => {
                  api
                    .joinOpen(g.id, playerName() || undefined)
                    .then((joined) => {
                      keep(joined.id, g.game, [{ seat: joined.seat, token: joined.token }]);
                      navigate(`/game/${joined.id}`);
                    })
                    .catch((e: unknown) => this.showError(e));
                },
              },
              "Join",
            ),
          );
        buttons.append(h("a", { href: `/game/${g.id}`, "data-link": "", class: "button" }, "Watch"));
      }
      row.append(buttons);
      list.append(row);
    }
    section.append(list);
    return section;
  }

  private importSection(): HTMLElement {
    const text = h("textarea", { rows: 5, name: "record", placeholder: '[Game "quarto"]\n…', "aria-label": "game record" });
    const file = h("input", { type: "file", accept: ".txt,.qrt,text/plain", "aria-label": "record file" });
    file.addEventListener("change", () => {
      const chosen = file.files?.[0];
      if (chosen) void chosen.text().then((t) => (text.value = t));
    });
    const error = h("p", { class: "error", role: "alert" });
    const button = h("button", {
      class: "primary",
      onclick: () => {
        error.textContent = "";
        api
          .importRecord(text.value, playerName() || undefined)
          .then((created) => {
            keep(created.id, created.state.game, created.tokens, created.invites);
            navigate(`/game/${created.id}`);
          })
          .catch((e: unknown) => (error.textContent = e instanceof ApiFailure ? e.message : String(e)));
      },
    }, "Import and play on");
    return h(
      "section",
      { class: "panel import" },
      h("h2", {}, "Import a record"),
      h("p", { class: "small" }, "Paste a game record (from “Export record”) or choose its file: the game goes on from its last position, every seat yours."),
      text,
      h("div", { class: "create-row" }, file, button),
      error,
    );
  }
}

function gameName(game: string): string {
  return game === "quarto" ? "Quarto!" : game === "danish" ? "Danish Quarto" : "Quartino";
}
