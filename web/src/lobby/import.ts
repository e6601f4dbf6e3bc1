// The lobby's import of a game record: the record pasted or read from a file is looked at by
// the server (`POST /api/records/preview`: the game, its names, the position after every
// action); the player chooses where the game goes on (a slider, with the position drawn by the
// game's own diagram) and who plays each seat (this device, a bot of a level, a friend, anyone),
// with the record's names kept unless changed. A game page's "Continue from here" opens the
// lobby with its game's record here, on from the step it showed (`carry.ts`).

import { api, ApiFailure, type Meta, type RecordPreview, type SeatPlan } from "../api";
import { type Carried, takeCarried } from "../carry";
import { findGame } from "../boards/registry";
import { clear, h } from "../dom";
import { meta } from "../meta";
import { navigate } from "../nav";
import { keep } from "../seats";
import { lobbyTexts } from "../texts/lobby";
import type { SeatChoice } from "./form";

const T = lobbyTexts;

/** How one seat of the imported game is played. */
export interface ImportSeat {
  choice: SeatChoice;
  level: string;
  name: string;
}

/** The import's choices once the record is read: where to go on, and the seats. */
export interface ImportPlan {
  ply: number;
  seats: ImportSeat[];
}

/** The first plan for a record: on from its end, every seat this device's, the record's names;
 * for a game carried from its page, on from the step it showed, its bots' seats played by
 * bots of the same levels. */
export function initialPlan(preview: RecordPreview, carried: Carried | null = null): ImportPlan {
  const last = preview.plies.length - 1;
  return {
    ply: carried ? Math.min(carried.ply, last) : last,
    seats: Array.from({ length: preview.players }, (_, i) => {
      const bot = carried?.bots[i] ?? null;
      return { choice: (bot === null ? "me" : "bot") as SeatChoice, level: bot ?? "casual", name: preview.names[i] ?? "" };
    }),
  };
}

/** The import request a plan makes. */
export function importRequest(record: string, plan: ImportPlan): { record: string; ply: number; seats: SeatPlan[]; names: (string | null)[] } {
  return {
    record,
    ply: plan.ply,
    seats: plan.seats.map((s) => (s.choice === "bot" ? { bot: s.level } : s.choice)),
    names: plan.seats.map((s) => (s.choice === "bot" ? null : s.name.trim() || null)),
  };
}

/** The import panel, drawn. */
export class ImportPanel {
  readonly element = h("section", { class: "panel import" });
  private readonly text = h("textarea", { rows: 5, name: "record", placeholder: T.recordPlaceholder, "aria-label": T.recordLabel });
  private readonly planEl = h("div", { class: "import-plan" });
  private readonly error = h("p", { class: "error", role: "alert" });
  private preview: RecordPreview | null = null;
  private plan: ImportPlan | null = null;
  private meta: Meta | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private asked = "";

  constructor() {
    const file = h("input", { type: "file", accept: ".txt,.qrt,text/plain", "aria-label": T.fileLabel });
    file.addEventListener("change", () => {
      const chosen = file.files?.[0];
      if (chosen)
        void chosen.text().then((t) => {
          this.text.value = t;
          this.read();
        });
    });
    this.text.addEventListener("input", () => {
      if (this.timer) clearTimeout(this.timer);
      this.timer = setTimeout(() => this.read(), 400);
    });
    this.element.append(
      h("h2", {}, T.importHeading),
      h("p", { class: "small" }, T.importHelp),
      this.text,
      h("div", { class: "create-row" }, file, h("button", { class: "primary", onclick: () => void this.importNow() }, T.importButton)),
      this.planEl,
      this.error,
    );
    const carried = takeCarried();
    if (carried) {
      this.text.value = carried.record;
      this.read(carried);
    }
    meta()
      .then((m) => {
        this.meta = m;
        this.draw();
      })
      .catch(() => {});
  }

  destroy(): void {
    if (this.timer) clearTimeout(this.timer);
  }

  /** Asks the server what the record holds (once for each text); `carried`, the game page's
   * plan for it. */
  private read(carried: Carried | null = null): void {
    const record = this.text.value;
    if (record.trim() === "" || record === this.asked) return;
    this.asked = record;
    api
      .previewRecord(record)
      .then((preview) => {
        if (this.text.value !== record) return;
        this.preview = preview;
        this.plan = initialPlan(preview, carried);
        this.error.textContent = "";
        this.draw();
        if (carried) this.element.scrollIntoView({ block: "start" });
      })
      .catch((e: unknown) => {
        if (this.text.value !== record) return;
        this.preview = null;
        this.plan = null;
        this.draw();
        this.error.textContent = e instanceof ApiFailure ? e.message : String(e);
      });
  }

  private update(plan: ImportPlan): void {
    this.plan = plan;
    this.draw();
  }

  private draw(): void {
    clear(this.planEl);
    const preview = this.preview;
    const plan = this.plan;
    if (!preview || !plan) return;
    const record = findGame(preview.game);
    const last = preview.plies.length - 1;
    const step = preview.plies[plan.ply];
    this.planEl.append(
      h("p", { class: "import-summary" }, T.importSummary(record?.texts.name ?? preview.name, record ? record.texts.rules(preview.rules) : preview.rules, last)),
    );
    const slider = h("input", { type: "range", min: 0, max: last, value: plan.ply, name: "import-ply", "aria-label": T.importPointLabel });
    slider.addEventListener("input", () => {
      const ply = Number(slider.value);
      if (this.plan) this.plan = { ...this.plan, ply };
      label.textContent = T.importPoint(ply, last);
      diagramBox.replaceChildren(this.diagram(ply));
    });
    const label = h("span", { class: "import-point", "data-ply": String(plan.ply) }, T.importPoint(plan.ply, last));
    const diagramBox = h("div", { class: "import-diagram" }, this.diagram(plan.ply));
    this.planEl.append(h("label", { class: "import-slider" }, label, slider), diagramBox);
    if (step && preview.over && plan.ply === last) this.planEl.append(h("p", { class: "small" }, T.importFinished));
    const levels = this.meta?.games.find((g) => g.game === preview.game)?.levels ?? ["beginner", "casual", "strong", "strongest"];
    plan.seats.forEach((seat, i) => {
      const set = (change: Partial<ImportSeat>, redraw = true) => {
        if (!this.plan) return;
        const seats = this.plan.seats.map((s, j) => (j === i ? { ...s, ...change } : s));
        if (redraw) this.update({ ...this.plan, seats });
        else this.plan = { ...this.plan, seats };
      };
      const choice = h(
        "select",
        { name: `import-seat-${i}`, "aria-label": T.seatLabel(i), onchange: (e: Event) => set({ choice: (e.target as HTMLSelectElement).value as SeatChoice }) },
        ...(["me", "bot", "invite", "open"] as const).map((c) => h("option", { value: c, selected: seat.choice === c }, T.seatChoice[c])),
      );
      const row = h("div", { class: "import-seat" }, h("span", { class: "seat-label" }, T.seat(i)), choice);
      if (seat.choice === "bot") {
        row.append(
          h(
            "select",
            { name: `import-level-${i}`, "aria-label": T.levelLabel(i), onchange: (e: Event) => set({ level: (e.target as HTMLSelectElement).value }, false) },
            ...levels.map((l) => h("option", { value: l, selected: l === seat.level }, T.level(l))),
          ),
        );
      } else {
        row.append(
          h("input", {
            name: `import-name-${i}`,
            value: seat.name,
            maxlength: 40,
            placeholder: T.importNameOf(i),
            "aria-label": T.importNameOf(i),
            onchange: (e: Event) => set({ name: (e.target as HTMLInputElement).value }, false),
          }),
        );
      }
      this.planEl.append(row);
    });
  }

  /** The position after `ply` actions, drawn by the game's own diagram. */
  private diagram(ply: number): HTMLElement {
    const preview = this.preview;
    const step = preview?.plies[ply];
    const record = preview ? findGame(preview.game) : undefined;
    if (!preview || !step || !record) return h("span");
    try {
      return record.diagram({
        position: step.view,
        rules: preview.rules,
        history: preview.plies.slice(1, ply + 1).map((p) => ({ seat: p.seat ?? 0, action: p.action ?? "", at: 0 })),
        highlights: step,
      });
    } catch {
      return h("span");
    }
  }

  private async importNow(): Promise<void> {
    this.error.textContent = "";
    const record = this.text.value;
    try {
      const created = await api.importRecord(this.plan && this.preview ? importRequest(record, this.plan) : { record });
      keep(created.id, created.state.game, created.tokens, created.invites);
      navigate(`/game/${created.id}`);
    } catch (e) {
      this.error.textContent = e instanceof ApiFailure ? e.message : String(e);
    }
  }
}
