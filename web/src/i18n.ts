// The page's language and its messages: the catalogs of `locales/<lang>/` (the browser's areas,
// `web*.ftl`, with the areas it shares with the terminal but `terminal.ftl` and `cli.ftl`), bundled
// into the build by Vite and read with @fluent/bundle; the language chosen from `?lang=` in the
// address, then the one this browser remembers, then `navigator.languages`; numbers and clocks
// written the language's way with `Intl`. `xx` is the pseudo-language of locales/README.md: English
// with every message in ⟦ ⟧ and every text variable in ⟨ ⟩, so that a test sees text from no
// catalog.

import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";
import english from "virtual:quartet-catalog/en";
import type { ErrorDetail, RuleRefusal } from "./wire";

/** The languages Quartet speaks, English first (the reference). */
export const LANGS = ["en", "ro", "es", "fr", "cs", "it"] as const;
export type Lang = (typeof LANGS)[number] | "xx";

/** Each language's catalogs as one text (`vite.config.ts` makes them from `locales/<lang>/`):
 * English in the page's script, as every message's fallback; the others loaded when spoken. */
const CATALOGS: Record<Exclude<Lang, "xx" | "en">, () => Promise<{ default: string }>> = {
  ro: () => import("virtual:quartet-catalog/ro"),
  es: () => import("virtual:quartet-catalog/es"),
  fr: () => import("virtual:quartet-catalog/fr"),
  cs: () => import("virtual:quartet-catalog/cs"),
  it: () => import("virtual:quartet-catalog/it"),
};

const STORED = "quartet.lang";

/** Whether `tag` is a language of this UI (the pseudo-language too). */
export function isLang(tag: string | null | undefined): tag is Lang {
  return tag === "xx" || (LANGS as readonly string[]).includes(tag ?? "");
}

/** The language to speak: `?lang=` of the address, else the choice remembered, else the first of
 * the browser's languages (`fr-CA` is `fr`) that Quartet speaks, else English. */
export function negotiate(from: { url: string | null; stored: string | null; browser: readonly string[] }): Lang {
  if (isLang(from.url)) return from.url;
  if (isLang(from.stored) && from.stored !== "xx") return from.stored;
  for (const tag of from.browser) {
    const primary = tag.toLowerCase().split(/[-_]/)[0];
    if (isLang(primary) && primary !== "xx") return primary;
  }
  return "en";
}

/** One language's bundle, from its catalogs' texts. Errors in a catalog are the catalog tests'
 * business; a bundle takes what parses. */
export function makeBundle(lang: Exclude<Lang, "xx">, sources: readonly string[]): FluentBundle {
  const bundle = new FluentBundle(lang, { useIsolating: false });
  for (const text of sources) bundle.addResource(new FluentResource(text));
  return bundle;
}

const bundles = new Map<string, FluentBundle>([["en", makeBundle("en", [english])]]);

/** A language's bundle; English until the language's catalogs are loaded. */
function bundle(lang: Exclude<Lang, "xx">): FluentBundle {
  return bundles.get(lang) ?? (bundles.get("en") as FluentBundle);
}

/** Loads a language's catalogs (once); English and the pseudo-language need none. */
export async function loadLang(lang: Lang): Promise<void> {
  if (lang === "xx" || lang === "en" || bundles.has(lang)) return;
  const text = (await CATALOGS[lang]()).default;
  bundles.set(lang, makeBundle(lang, [text]));
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORED);
  } catch {
    return null;
  }
}

function firstLang(): Lang {
  if (typeof location === "undefined") return "en";
  return negotiate({
    url: new URLSearchParams(location.search).get("lang"),
    stored: readStored(),
    browser: typeof navigator !== "undefined" ? (navigator.languages ?? [navigator.language]) : [],
  });
}

let current: Lang = firstLang();
const listeners = new Set<() => void>();

/** The page's language. */
export function lang(): Lang {
  return current;
}

/** The language the messages come in now: the page's, once its catalogs are loaded (English
 * until then). Something drawn keeps its words until this changes. */
export function speaking(): Lang {
  return current === "xx" || bundles.has(current) ? current : "en";
}

/** The language for `Intl` and `<html lang>` (the pseudo-language is English underneath). */
export function locale(): string {
  return current === "xx" ? "en" : current;
}

/** Speaks `next` from now on, remembered by this browser; the page is drawn again once its
 * catalogs are loaded. When they cannot be because a new build was served since this page was
 * (its chunk is gone), the choice is remembered and the new build loaded; offline, the page
 * stays as it is. */
export async function setLang(next: Lang): Promise<void> {
  try {
    await loadLang(next);
  } catch (e) {
    if (await newBuildServed()) {
      remember(next);
      const url = new URL(location.href);
      if (url.searchParams.has("lang")) url.searchParams.set("lang", next);
      location.replace(url.toString());
      return;
    }
    throw e;
  }
  remember(next);
  useLang(next);
  for (const f of listeners) f();
}

function remember(next: Lang): void {
  if (next === "xx") return;
  try {
    localStorage.setItem(STORED, next);
  } catch {
    // storage disabled: the choice lasts as long as the page
  }
}

/** Whether the server now serves another build than this page's: its page no longer names this
 * page's script. False when the page cannot be had (offline). */
async function newBuildServed(): Promise<boolean> {
  if (typeof document === "undefined" || typeof fetch !== "function") return false;
  const script = document.querySelector('script[type="module"][src]')?.getAttribute("src");
  if (!script) return false;
  try {
    const page = await fetch("/", { cache: "no-store" });
    return page.ok && !(await page.text()).includes(script);
  } catch {
    return false;
  }
}

/** Speaks `next` in this page without remembering it (tests; the address's `?lang=`). */
export function useLang(next: Lang): void {
  current = next;
  if (typeof document !== "undefined") document.documentElement.lang = locale();
}

/** Calls `f` when the language changes; returns how to stop. */
export function onLangChange(f: () => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

export type Args = Record<string, string | number>;

function formatIn(b: FluentBundle, id: string, args: Args | undefined): string | null {
  const message = b.getMessage(id);
  if (!message?.value) return null;
  const errors: Error[] = [];
  return b.formatPattern(message.value, args as Record<string, FluentVariable> | undefined, errors);
}

/** Whether message `id` exists (in English, which every language has). */
export function has(id: string): boolean {
  return bundle("en").hasMessage(id);
}

/** Message `id` in the page's language with its variables (numbers written the language's way);
 * English when the language lacks it, its id when English does too (the catalog tests keep both
 * from happening). Give `id` as a literal: the catalog tests read these calls. */
export function t(id: string, args?: Args): string {
  if (current === "xx") {
    const marked = args && Object.fromEntries(Object.entries(args).map(([k, v]) => [k, typeof v === "string" ? `⟨${v}⟩` : v]));
    return `⟦${formatIn(bundle("en"), id, marked) ?? id}⟧`;
  }
  return formatIn(bundle(current), id, args) ?? formatIn(bundle("en"), id, args) ?? id;
}

/** A number written the language's way (`1 234,5` in French). */
export function formatNumber(n: number, fraction = 0): string {
  return new Intl.NumberFormat(locale(), { maximumFractionDigits: fraction, minimumFractionDigits: fraction }).format(n);
}

/** A date and time written the language's way. */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat(locale(), { dateStyle: "medium", timeStyle: "short" }).format(date);
}

/** A day written the language's way (`2026-11-24` → `24 nov. 2026`). */
export function formatDay(day: string): string {
  const d = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(d.getTime())) return day;
  return new Intl.DateTimeFormat(locale(), { dateStyle: "long", timeZone: "UTC" }).format(d);
}

/** A list written the language's way: `a, b and c`. */
export function formatList(items: readonly string[], type: "conjunction" | "disjunction" = "conjunction"): string {
  return new Intl.ListFormat(locale(), { style: "long", type }).format(items);
}

/** A server error in the page's language: the rules' refusal (`rule`) by its code (`errors.ftl`),
 * else the error's code (`web-errors.ftl`) followed by its `detail` when the page knows it, else
 * (a code newer than the page) the server's English message. */
export function errorText(code: string, message: string, rule?: RuleRefusal | null, detail?: ErrorDetail | null): string {
  if (rule) {
    const id = `error-${rule.code.replace(/\./g, "-")}`;
    if (has(id)) return t(id, rule.values);
  }
  const id = `server-error-${code.replace(/_/g, "-")}`;
  if (!has(id)) return message;
  const error = t(id);
  const detailId = detail ? `server-detail-${detail.code}` : "";
  if (detail && has(detailId)) return t("server-error-with-detail", { error, detail: t(detailId, detail.values) });
  return error;
}

/** Why the server closed a live connection (the close frame's reason, a code of docs/api.md), in
 * the page's language; null for a reason the page does not know. */
export function closeText(reason: string): string | null {
  const id = `server-close-${reason.replace(/_/g, "-")}`;
  return reason && has(id) ? t(id) : null;
}

