// The language chosen, the catalogs loaded and formatted, and the server's errors said in the
// page's language.

import { readFileSync } from "node:fs";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { closeText, errorText, formatNumber, has, LANGS, lang, loadLang, negotiate, t, useLang } from "./i18n";
import { clockWords, levelName } from "./texts/common";

beforeAll(async () => {
  for (const l of LANGS) await loadLang(l);
});
afterEach(() => useLang("en"));

describe("choosing the language", () => {
  it("takes ?lang= first, then the remembered choice, then the browser's languages, else English", () => {
    expect(negotiate({ url: "cs", stored: "fr", browser: ["it-IT"] })).toBe("cs");
    expect(negotiate({ url: "xx", stored: "fr", browser: [] })).toBe("xx");
    expect(negotiate({ url: "de", stored: "fr", browser: ["it-IT"] })).toBe("fr");
    expect(negotiate({ url: null, stored: null, browser: ["de-DE", "es-MX", "fr"] })).toBe("es");
    expect(negotiate({ url: null, stored: "klingon", browser: ["RO"] })).toBe("ro");
    expect(negotiate({ url: null, stored: null, browser: ["de", "pl"] })).toBe("en");
    expect(negotiate({ url: null, stored: null, browser: [] })).toBe("en");
  });

  it("never remembers or negotiates the pseudo-language: only a link asks for it", () => {
    expect(negotiate({ url: null, stored: "xx", browser: ["xx"] })).toBe("en");
  });

  it("speaks English in a test until told otherwise", () => {
    expect(lang()).toBe("en");
  });
});

describe("the catalogs", () => {
  it("are bundled for every language, each in its own words", () => {
    const words = new Set<string>();
    for (const l of LANGS) {
      useLang(l);
      const text = t("play-resign");
      expect(text).not.toBe("play-resign");
      words.add(text);
    }
    expect(words.size).toBe(LANGS.length);
  });

  it("format plurals by each language's own categories", () => {
    useLang("cs");
    expect([1, 2, 5].map((count) => t("play-history-count", { count }))).toEqual(["1 tah", "2 tahy", "5 tahů"]);
    useLang("ro");
    expect([1, 2, 20].map((count) => t("play-history-count", { count }))).toEqual(["1 mutare", "2 mutări", "20 de mutări"]);
    useLang("fr");
    expect(t("play-spectators", { count: 1 })).toBe("1 spectateur");
  });

  it("write numbers the language's way", () => {
    useLang("fr");
    expect(t("play-history-count", { count: 1234 })).toBe("1\u202f234 coups");
    expect(formatNumber(2.5, 1)).toBe("2,5");
    useLang("en");
    expect(t("play-history-count", { count: 1234 })).toBe("1,234 actions");
  });

  it("fall back to the id of a message nobody wrote, never throw", () => {
    expect(t("no-such-message")).toBe("no-such-message");
    expect(has("no-such-message")).toBe(false);
  });

  it("give the shared areas' words too: levels, clocks", () => {
    useLang("it");
    expect(levelName("beginner")).toBe("principiante");
    expect(levelName("unheard-of")).toBe("unheard-of");
    expect(clockWords("5m+3s")).toBe("5 min + 3 s");
    expect(clockWords("30s/move")).toBe("30 s a mossa");
    expect(clockWords("1d/move")).toBe("1 giorno a mossa");
    expect(clockWords("3d/move")).toBe("3 giorni a mossa");
    expect(clockWords("odd")).toBe("odd");
  });
});

describe("the pseudo-language", () => {
  it("wraps every message in ⟦ ⟧ and every text variable in ⟨ ⟩", () => {
    useLang("xx");
    expect(t("play-resign")).toBe("⟦Resign⟧");
    expect(t("play-result-wins", { seat: "Ada" })).toBe("⟦⟨Ada⟩ wins⟧");
    expect(t("play-history-count", { count: 3 })).toBe("⟦3 actions⟧");
  });
});

describe("the server's errors", () => {
  const codes = [...readFileSync(new URL("./wire/ErrorCode.ts", import.meta.url), "utf8").matchAll(/"([a-z_]+)"/g)].map((m) => m[1]);

  it("every code the server answers has its message, using at most the server's own words", () => {
    expect(codes).toContain("too_many_connections");
    expect(codes).toContain("undo_refused");
    for (const code of codes) {
      const id = `server-error-${code.replace(/_/g, "-")}`;
      expect(has(id), id).toBe(true);
      // A message that used another variable would show `{$name}`.
      for (const l of LANGS) {
        useLang(l);
        expect(errorText(code, "WORDS"), `${l} ${id}`).not.toMatch(/\{\$/);
      }
    }
  });

  it("says a rules' refusal by its code and values, an error by its code, and the English words for an unknown code", () => {
    useLang("fr");
    const rule = { code: "quarto.cell-taken", kind: "illegal", values: { cell: "b3" } };
    const refusal = errorText("illegal", "cell b3 is taken", rule);
    expect(refusal).toContain("b3");
    expect(refusal).not.toBe("cell b3 is taken");
    expect(errorText("not_your_turn", "it is not your turn")).toBe("Ce n'est pas à vous de jouer.");
    // No English words inside a translated message: a detail the page knows is said in the
    // language, one it does not know is left out.
    expect(errorText("bad_request", "bad seat list")).toBe("Le serveur ne peut pas utiliser cette demande.");
    expect(errorText("brand_new_code", "something new")).toBe("something new");
    const unknownRule = { code: "quarto.brand-new", kind: "illegal", values: {} };
    expect(errorText("illegal", "a new refusal", unknownRule)).toBe("Les règles ne le permettent pas.");
    const turn = { code: "clock-turn-range", values: { clock: "0s/move" } };
    expect(errorText("bad_request", "clock 0s/move: a turn gets at least 1 s", null, turn)).toBe(
      "Le serveur ne peut pas utiliser cette demande. Un tour a au moins 1 s et au plus 14 jours.",
    );
    const bot = { code: "rated-bot", values: {} };
    useLang("cs");
    expect(errorText("rated_refused", "a rated game is played between people", null, bot)).toBe(
      "Tato hra nemůže být hodnocená. Hodnocená hra se hraje mezi lidmi: místo bota ji dělá nehodnocenou.",
    );
    const seats = { code: "seat-count", values: { seats: 3, given: 2 } };
    expect(errorText("bad_request", "x", null, seats)).toBe("Server tento požadavek nemůže použít. S těmito pravidly má hra 3 hráče, ne 2.");
    expect(errorText("bad_request", "x", null, { code: "brand-new", values: {} })).toBe("Server tento požadavek nemůže použít.");
  });

  it("has words for every detail the server sends and every reason it closes a connection with", () => {
    const api = readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8");
    const section = (title: string) => api.split(title)[1]?.split("\n#")[0] ?? "";
    // Every code of a row's first cell (a row may name several).
    const details = [...section("### Details").matchAll(/^\| (`[^|]+)\|/gm)].flatMap((m) =>
      [...m[1].matchAll(/`([a-z-]+)`/g)].map((c) => c[1]),
    );
    const reasons = [...section("### Close reasons").matchAll(/^\| `([a-z_]+)`/gm)].map((m) => m[1]);
    expect(details).toContain("clock-turn-range");
    expect(details).toContain("rated-hints");
    expect(details).toContain("json-wrong-type");
    expect(reasons).toContain("too_many_messages");
    for (const l of LANGS) {
      useLang(l);
      for (const code of details) expect(has(`server-detail-${code}`), `${l} ${code}`).toBe(true);
      for (const reason of reasons) expect(closeText(reason), `${l} ${reason}`).toBeTruthy();
    }
    expect(closeText("brand_new")).toBeNull();
  });
});
