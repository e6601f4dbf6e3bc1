// The lobby's form for a new game: which game, its rule options (each game's record says
// which), a start position if the player has one, the clock, and who sits at each seat. The
// form's state changes only through the pure functions here (`chooseGame`, `withMeta`,
// `preset`, `fromLink`); `NewGameForm` draws it and sends the request.

import { api, type CreateRequest, type GameMeta, type GameTag, type Meta, type SeatPlan } from "../api";
import { choicesOf, chosenFlag, chosenValue, initialChoices, type PositionEditor, type RuleChoices, type RuleOption } from "../boards/record";
import { findGame, GAMES, gameRecord } from "../boards/registry";
import { clear, h } from "../dom";
import { navigate } from "../nav";
import { keep, playerName, setPlayerName } from "../seats";
import { clockWords } from "../texts/common";
import { lobbyTexts } from "../texts/lobby";

const T = lobbyTexts;

export type SeatChoice = "me" | "bot" | "invite" | "open";

/** The new game's form: the game, its seats, its clock, and the values of every game's rule
 * options by key (kept when the player switches games and back). */
export interface FormState {
  game: GameTag;
  seats: SeatChoice[];
  levels: string[];
  /** A preset's text (`none`, `5m+3s`), or `custom`. */
  clock: string;
  /** The custom clock: minutes and an increment (s), or seconds a move. */
  custom: CustomClock;
  /** The names of this device's other players, by seat (the first "me" seat is the player's
   * own name, typed below the form). */
  names: string[];
  /** The start position typed for each game (its notation; empty: the usual start). */
  starts: Partial<Record<GameTag, string>>;
  readonly [option: string]: unknown;
}

/** A clock of the player's own: a total with an increment, or a time for each move. */
export interface CustomClock {
  kind: "total" | "move";
  minutes: number;
  increment: number;
  seconds: number;
}

/** The custom clock's limits (a game under them would be lost before it is thought about). */
export const CUSTOM_LIMITS = { minutes: { min: 1, max: 180 }, increment: { min: 0, max: 60 }, seconds: { min: 5, max: 3600 } };

/** A fresh form: the first game against a bot, every option as its game starts it. */
export function initialForm(): FormState {
  const first = GAMES[0];
  return {
    ...Object.assign({}, ...GAMES.map((g) => initialChoices(g.lobby))),
    game: first.tag,
    seats: Array.from({ length: first.lobby.seats }, (_, i) => (i === 0 ? "me" : "bot")),
    levels: Array.from({ length: first.lobby.seats }, () => "casual"),
    clock: "none",
    custom: { kind: "total", minutes: 5, increment: 3, seconds: 30 },
    names: [],
    starts: {},
  };
}

/** The time control the form describes, as the server reads it: a preset, or the custom
 * clock (`7m+5s`, `45s/move`) within `CUSTOM_LIMITS`. */
export function clockText(form: FormState): string {
  if (form.clock !== "custom") return form.clock;
  const clamp = (v: number, l: { min: number; max: number }) => Math.max(l.min, Math.min(l.max, Math.round(Number.isFinite(v) ? v : l.min)));
  const c = form.custom;
  if (c.kind === "move") return `${clamp(c.seconds, CUSTOM_LIMITS.seconds)}s/move`;
  const minutes = clamp(c.minutes, CUSTOM_LIMITS.minutes);
  const increment = clamp(c.increment, CUSTOM_LIMITS.increment);
  return increment > 0 ? `${minutes}m+${increment}s` : `${minutes}m`;
}

/** The seats' names for the request: the player's own on their first seat, the names typed
 * for this device's other players on theirs, none elsewhere (a friend or a bot names itself). */
export function seatNames(form: FormState, own: string): (string | null)[] {
  const first = form.seats.indexOf("me");
  return form.seats.map((choice, i) => {
    if (choice !== "me") return null;
    const name = (i === first ? own : (form.names[i] ?? "")).trim();
    return name || null;
  });
}

/** The rules text the form describes. */
export function rulesText(form: FormState): string {
  return gameRecord(form.game).lobby.text(form as RuleChoices, form.seats.length);
}

/** The start position typed for the form's game, if any (the server reads and checks it). */
export function startText(form: FormState): string | undefined {
  return form.starts[form.game]?.trim() || undefined;
}

/** The request that creates the game the form describes, `own` being the player's name. */
export function createRequest(form: FormState, own: string): CreateRequest {
  return {
    game: form.game,
    rules: rulesText(form),
    clock: clockText(form),
    seats: seatPlans(form),
    names: seatNames(form, own),
    start: startText(form),
    hints: form.hints === true || undefined,
    chat: form.noChat === true ? false : undefined,
  };
}

/** The address of a link to the form's game, rules and start position (the lobby, filled in by
 * `fromLink`). */
export function linkOf(form: FormState): string {
  const query = new URLSearchParams({ game: form.game, rules: rulesText(form) });
  const start = startText(form);
  if (start) query.set("start", start);
  return `/?${query.toString()}`;
}

/** The longest start position a link fills in (a Quartino position with five hands is some 140
 * characters). */
const LINK_START_MAX = 400;

/** The form a link asks for (`linkOf`): its game, the rules (the options that make them, and
 * the seats they count), and its start position. What a link does not say, or says wrongly, is
 * left as it was. */
export function fromLink(form: FormState, query: URLSearchParams): FormState {
  const record = findGame(query.get("game") ?? "");
  if (!record) return form;
  let out = chooseGame(form, record.tag, undefined);
  const rules = query.get("rules");
  // The seat counts tried: the form's, then every count a game of ours may have.
  const found = rules === null ? null : choicesOf(record.lobby, rules, [out.seats.length, 2, 3, 4, 5]);
  if (found) {
    const seats = out.seats.slice(0, found.seats);
    while (seats.length < found.seats) seats.push("bot");
    out = { ...out, ...found.choices, seats, levels: seats.map((_, i) => out.levels[i] ?? "casual") };
  }
  const start = query.get("start");
  if (start !== null) out = { ...out, starts: { ...out.starts, [record.tag]: start.slice(0, LINK_START_MAX) } };
  return out;
}

/** The seats the form describes, as the API takes them. */
export function seatPlans(form: FormState): SeatPlan[] {
  return form.seats.map((choice, i) => (choice === "bot" ? { bot: form.levels[i] } : choice));
}

function defaultLevel(meta: GameMeta | undefined): string {
  const levels = meta?.levels ?? [];
  return levels.includes("casual") ? "casual" : (levels[0] ?? "casual");
}

/** How many seats a game may have: the server's range once known, else only `count`. */
export function seatRange(meta: GameMeta | undefined, count: number): { min: number; max: number } {
  return meta ? meta.players : { min: count, max: count };
}

/** The form for `game` (another game, or the same once the server's facts are known): its seats
 * kept as far as the game's range allows, at least the game's first count when switching;
 * bot levels the game does not have replaced by its default. */
export function chooseGame(form: FormState, game: GameTag, meta: GameMeta | undefined): FormState {
  const record = gameRecord(game);
  const switched = game !== form.game;
  const wanted = switched ? Math.max(form.seats.length, record.lobby.seats) : form.seats.length;
  const { min, max } = seatRange(meta, record.lobby.seats);
  const count = Math.max(min, Math.min(max, wanted));
  const seats = form.seats.slice(0, count);
  while (seats.length < count) seats.push("bot");
  const levels = seats.map((_, i) => {
    const level = form.levels[i];
    return meta?.levels.includes(level) ? level : defaultLevel(meta);
  });
  return { ...form, game, seats, levels };
}

/** The form once the server's facts are known: every bot at the game's default level. */
export function withMeta(form: FormState, meta: GameMeta | undefined): FormState {
  return chooseGame({ ...form, levels: form.levels.map(() => defaultLevel(meta)) }, form.game, meta);
}

/** The seats filled for a common way to play: you first, then bots, friends, this device's
 * other players, or anyone. */
export function preset(form: FormState, kind: "bot" | "friend" | "device" | "anyone"): FormState {
  const other: SeatChoice = kind === "bot" ? "bot" : kind === "friend" ? "invite" : kind === "device" ? "me" : "open";
  return { ...form, seats: form.seats.map((_, i) => (i === 0 ? "me" : other)) };
}

/** One seat more (a bot at the default level) or less. */
export function resize(form: FormState, more: boolean, meta: GameMeta | undefined): FormState {
  if (!more) return { ...form, seats: form.seats.slice(0, -1), levels: form.levels.slice(0, -1) };
  return { ...form, seats: [...form.seats, "bot"], levels: [...form.levels, defaultLevel(meta)] };
}

/** The new game's form, drawn; it creates the game and goes to its page. A link made by
 * `linkOf` fills it in (the lobby's address with `game`, `rules` and `start`). */
export class NewGameForm {
  readonly element = h("form", { class: "new-game", "aria-label": T.formLabel });
  private form = fromLink(initialForm(), new URLSearchParams(location.search));
  private meta: Meta | null = null;
  private busy = false;
  /** Whether the start position's fold is open (kept when the form is drawn again): at first,
   * when a link gave a position. */
  private startOpen = new URLSearchParams(location.search).has("start");
  /** What became of the last copy of a link to the position. */
  private linkSaid = "";

  constructor(private readonly showError: (e: unknown) => void) {
    this.element.addEventListener("submit", (event) => {
      event.preventDefault();
      void this.create();
    });
    this.render();
  }

  /** The server's facts arrived: its clocks, seat ranges and bot levels. */
  setMeta(meta: Meta): void {
    this.meta = meta;
    this.update(withMeta(this.form, this.gameMeta()));
  }

  private gameMeta(game: GameTag = this.form.game): GameMeta | undefined {
    return this.meta?.games.find((g) => g.game === game);
  }

  private update(form: FormState): void {
    this.form = form;
    this.render();
  }

  private render(): void {
    const f = this.form;
    clear(this.element);
    this.element.append(
      h(
        "fieldset",
        { class: "game-choice" },
        h("legend", {}, T.game),
        ...GAMES.map((g) =>
          h(
            "label",
            { class: `game-option${f.game === g.tag ? " chosen" : ""}` },
            h("input", { type: "radio", name: "game", value: g.tag, checked: f.game === g.tag, onchange: () => this.update(chooseGame(this.form, g.tag, this.gameMeta(g.tag))) }),
            h("strong", {}, g.texts.name),
            h("span", { class: "small" }, g.texts.blurb),
          ),
        ),
      ),
    );
    const record = gameRecord(f.game);
    const rules = h(
      "fieldset",
      { class: "rules-choice" },
      h("legend", {}, T.rules),
      h("p", { class: "small" }, h("a", { href: `/rules/${f.game}`, "data-link": true, class: "rules-link" }, T.rulesOf(record.texts.name))),
    );
    for (const option of record.lobby.options) {
      const input = this.optionInput(option);
      const help = option.kind !== "note" && option.anchor ? { anchor: option.anchor, label: option.label } : null;
      rules.append(
        help
          ? h(
              "div",
              { class: "option-row" },
              input,
              h(
                "a",
                { href: `/rules/${f.game}#${help.anchor}`, "data-link": true, class: "rule-help", title: T.explained, "aria-label": T.explainedOption(help.label) },
                "?",
              ),
            )
          : input,
      );
    }
    rules.append(this.check("hints", "hints", "hints-option", T.hints), this.check("no-chat", "noChat", "chat-option", T.noChat));
    this.element.append(rules);
    this.element.append(this.startInput());
    this.element.append(this.clockInput());
    this.element.append(this.seatsInput());
    const name = h("input", {
      name: "name",
      value: playerName(),
      maxlength: 40,
      placeholder: T.namePlaceholder,
      "aria-label": T.nameLabel,
      onchange: (e: Event) => setPlayerName((e.target as HTMLInputElement).value),
    });
    this.element.append(h("div", { class: "create-row" }, name, h("button", { type: "submit", class: "primary", disabled: this.busy }, T.create)));
  }

  /** A checkbox of the form: `key`, true when checked. */
  private check(name: string, key: string, cls: string, label: string): HTMLElement {
    return h(
      "label",
      { class: `check ${cls}` },
      h("input", {
        type: "checkbox",
        name,
        checked: this.form[key] === true,
        onchange: (e: Event) => (this.form = { ...this.form, [key]: (e.target as HTMLInputElement).checked }),
      }),
      ` ${label}`,
    );
  }

  /** The start position, folded away unless one is typed: the game's usual start shown as an
   * example of its notation, and the game's board to set one up by hand when it has one. */
  private startInput(): HTMLElement {
    const game = this.form.game;
    const typed = this.form.starts[game] ?? "";
    const said = h("span", { class: "small", role: "status" }, this.linkSaid);
    const setStart = (position: string) => {
      this.form = { ...this.form, starts: { ...this.form.starts, [game]: position } };
      // A link copied before is not this position's.
      this.linkSaid = "";
      said.textContent = "";
    };
    let editor: PositionEditor | undefined;
    const input = h("input", {
      name: "start",
      value: typed,
      placeholder: this.gameMeta()?.start ?? "",
      spellcheck: "false",
      autocomplete: "off",
      "aria-label": T.startLabel,
      "aria-describedby": "start-help",
      oninput: () => {
        setStart(input.value);
        editor?.show(input.value);
      },
    });
    editor = gameRecord(game).editor?.(typed, (position) => {
      input.value = position;
      setStart(position);
    });
    const fold = h(
      "details",
      { class: "start-choice", open: this.startOpen || typed.trim() !== "" },
      h("summary", {}, T.startSummary),
      input,
      h("p", { class: "small", id: "start-help" }, T.startHelp),
      editor?.element,
      h(
        "p",
        { class: "start-link" },
        h("button", { type: "button", onclick: () => void this.copyLink(said) }, T.startCopyLink),
        " ",
        said,
      ),
    );
    fold.addEventListener("toggle", () => (this.startOpen = fold.open));
    return fold;
  }

  /** Copies a link to the form's game, rules and position, and shows it in the address bar
   * too (where it can be copied by hand when the clipboard refuses). */
  private async copyLink(said: HTMLElement): Promise<void> {
    const link = linkOf(this.form);
    history.replaceState(history.state, "", link);
    try {
      await navigator.clipboard.writeText(`${location.origin}${link}`);
      this.linkSaid = T.startLinkCopied;
    } catch {
      this.linkSaid = T.startLinkByHand;
    }
    said.textContent = this.linkSaid;
  }

  /** The clock: a preset, or a custom one (minutes and increment, or seconds a move). */
  private clockInput(): HTMLElement {
    const f = this.form;
    const clocks = this.meta?.clocks ?? ["none", "1m/move", "30s/move", "5m", "5m+3s", "10m+5s"];
    const select = h(
      "select",
      { name: "clock", "aria-label": T.clockLabel, onchange: (e: Event) => this.update({ ...this.form, clock: (e.target as HTMLSelectElement).value }) },
      ...clocks.map((c) => h("option", { value: c, selected: c === f.clock }, c === "none" ? T.noClock : clockWords(c))),
      h("option", { value: "custom", selected: f.clock === "custom" }, T.customClock),
    );
    const box = h("fieldset", { class: "clock-choice" }, h("legend", {}, T.clock), select);
    if (f.clock !== "custom") return box;
    const c = f.custom;
    const set = (change: Partial<CustomClock>) => (this.form = { ...this.form, custom: { ...this.form.custom, ...change } });
    const number = (name: string, label: string, value: number, limits: { min: number; max: number }, key: keyof CustomClock) =>
      h(
        "label",
        { class: "number" },
        h("input", {
          type: "number",
          name,
          value,
          min: limits.min,
          max: limits.max,
          step: 1,
          inputmode: "numeric",
          onchange: (e: Event) => set({ [key]: Number((e.target as HTMLInputElement).value) }),
        }),
        ` ${label}`,
      );
    const kind = (value: CustomClock["kind"], label: string) =>
      h(
        "label",
        { class: "check" },
        h("input", { type: "radio", name: "clock-kind", value, checked: c.kind === value, onchange: () => this.update({ ...this.form, custom: { ...this.form.custom, kind: value } }) }),
        ` ${label}`,
      );
    box.append(
      h(
        "div",
        { class: "custom-clock" },
        kind("total", T.custom.total),
        kind("move", T.custom.perMove),
        c.kind === "total"
          ? h(
              "span",
              { class: "clock-numbers" },
              number("clock-minutes", T.custom.minutes, c.minutes, CUSTOM_LIMITS.minutes, "minutes"),
              " + ",
              number("clock-increment", T.custom.increment, c.increment, CUSTOM_LIMITS.increment, "increment"),
            )
          : h("span", { class: "clock-numbers" }, number("clock-seconds", T.custom.seconds, c.seconds, CUSTOM_LIMITS.seconds, "seconds")),
      ),
    );
    return box;
  }

  /** A rule option's input. */
  private optionInput(option: RuleOption): HTMLElement {
    const choose = (key: string, value: unknown) => (this.form = { ...this.form, [key]: value });
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
            this.render();
          },
        }),
        ` ${label}`,
      );
    switch (option.kind) {
      case "flag":
        return check(option.label, chosenFlag(this.form, option.key), (v) => choose(option.key, v), option.name);
      case "set": {
        const chosen = { ...((this.form[option.key] ?? {}) as Record<string, boolean>) };
        return h(
          "div",
          { class: "attrs" },
          h("span", {}, option.label),
          ...option.items.map((item) =>
            check(
              item.label,
              chosen[item.value] === true,
              (v) => {
                chosen[item.value] = v;
                // At least one stays checked.
                if (!option.items.some((i) => chosen[i.value])) chosen[item.value] = true;
                choose(option.key, chosen);
              },
              item.name,
            ),
          ),
        );
      }
      case "choice":
        return h(
          "label",
          {},
          `${option.label} `,
          h(
            "select",
            {
              name: option.name,
              "aria-label": option.label,
              onchange: (e: Event) => choose(option.key, (e.target as HTMLSelectElement).value),
            },
            ...option.items.map((item) =>
              h("option", { value: item.value, selected: item.value === chosenValue(this.form, option) }, item.label),
            ),
          ),
        );
      case "note":
        return h("p", { class: "small" }, option.text);
    }
  }

  private seatsInput(): HTMLElement {
    const f = this.form;
    const meta = this.gameMeta();
    const levels = meta?.levels ?? ["beginner", "casual", "strong", "strongest"];
    const seats = h("fieldset", { class: "seats-choice" }, h("legend", {}, T.seats));
    seats.append(
      h(
        "div",
        { class: "presets" },
        ...(["bot", "friend", "device", "anyone"] as const).map((kind) =>
          h("button", { type: "button", onclick: () => this.update(preset(this.form, kind)) }, T.presets[kind]),
        ),
      ),
    );
    f.seats.forEach((choice, i) => {
      const select = h(
        "select",
        {
          name: `seat-${i}`,
          "aria-label": T.seatLabel(i),
          onchange: (e: Event) => {
            const seats = [...this.form.seats];
            seats[i] = (e.target as HTMLSelectElement).value as SeatChoice;
            this.update({ ...this.form, seats });
          },
        },
        ...(["me", "bot", "invite", "open"] as const).map((c) => h("option", { value: c, selected: choice === c }, T.seatChoice[c])),
      );
      const row = h("div", { class: "seat-row" }, h("span", { class: "seat-label" }, T.seat(i)), select);
      if (choice === "me" && i !== f.seats.indexOf("me")) {
        row.append(
          h("input", {
            name: `seat-name-${i}`,
            value: f.names[i] ?? "",
            maxlength: 40,
            placeholder: T.otherPlayerName(i),
            "aria-label": T.otherPlayerName(i),
            onchange: (e: Event) => {
              const names = [...this.form.names];
              names[i] = (e.target as HTMLInputElement).value;
              this.form = { ...this.form, names };
            },
          }),
        );
      }
      if (choice === "bot") {
        row.append(
          h(
            "select",
            { name: `level-${i}`, "aria-label": T.levelLabel(i), onchange: (e: Event) => {
                const levels = [...this.form.levels];
                levels[i] = (e.target as HTMLSelectElement).value;
                this.form = { ...this.form, levels };
              },
            },
            ...levels.map((l) => h("option", { value: l, selected: l === f.levels[i] }, T.level(l))),
          ),
        );
      }
      seats.append(row);
    });
    const { min, max } = seatRange(meta, f.seats.length);
    if (min < max) {
      seats.append(
        h(
          "div",
          { class: "seat-count" },
          h(
            "button",
            {
              type: "button",
              disabled: f.seats.length <= min,
              onclick: () => this.update(resize(this.form, false, meta)),
            },
            T.fewerSeats,
          ),
          h(
            "button",
            {
              type: "button",
              disabled: f.seats.length >= max,
              onclick: () => this.update(resize(this.form, true, meta)),
            },
            T.moreSeats,
          ),
          h("span", { class: "small" }, T.players(f.seats.length)),
        ),
      );
    }
    return seats;
  }

  private async create(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    this.showError(null);
    const f = this.form;
    const name = (this.element.querySelector("input[name=name]") as HTMLInputElement | null)?.value.trim() ?? "";
    setPlayerName(name);
    try {
      const created = await api.create(createRequest(f, name));
      keep(created.id, f.game, created.tokens, created.invites);
      navigate(`/game/${created.id}`);
    } catch (e) {
      this.showError(e);
    } finally {
      this.busy = false;
    }
  }
}
