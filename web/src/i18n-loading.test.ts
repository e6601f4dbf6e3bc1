// A language spoken before its catalogs arrive: its words are English until then, and
// `speaking()` says so (a file of its own, so that no other test has loaded them).

import { expect, it } from "vitest";
import { lang, loadLang, speaking, t, useLang } from "./i18n";

it("speaks English words until the language's catalogs are loaded, then the language's", async () => {
  useLang("cs");
  expect(lang()).toBe("cs");
  expect(speaking()).toBe("en");
  expect(t("players-sign-in")).toBe("Sign in");
  await loadLang("cs");
  expect(speaking()).toBe("cs");
  expect(t("players-sign-in")).toBe("Přihlásit se");
  useLang("xx");
  expect(speaking()).toBe("xx");
});
