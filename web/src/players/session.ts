// Who is signed in in this browser, as the server says (`GET /api/session`), and the account's
// calls: sign up, sign in, sign out (here or everywhere), delete the account, claim this
// browser's guest seats. The session's CSRF token goes to `api.ts`, which puts it on every
// state-changing request; the pages listen for changes with `onSession`. The account's
// language follows the player: chosen on one device, the page speaks it on every other once
// signed in (unless the address says `?lang=`), and a choice made while signed in is sent.

import { request, setCsrf } from "../api";
import { lang, LANGS, onLangChange, setLang } from "../i18n";
import { keptGames, markAccount, setSignedIn } from "../seats";
import type { SessionInfo } from "../wire";

/** The most guest seats one claim takes (the server's limit). */
export const CLAIM_MAX = 200;

let current: SessionInfo = { name: null, csrf: null, lang: null };
let loaded: Promise<SessionInfo> | null = null;
const listeners = new Set<() => void>();

function use(info: SessionInfo): SessionInfo {
  current = { name: info.name ?? null, csrf: info.csrf ?? null, lang: info.lang ?? null };
  setCsrf(current.csrf);
  const chosen = LANGS.find((l) => l === current.lang);
  const asked = typeof location !== "undefined" && new URLSearchParams(location.search).has("lang");
  if (chosen && chosen !== lang() && !asked) setLang(chosen).catch(() => {}); // offline: the page's language stays
  for (const f of listeners) f();
  return current;
}

// A language chosen while signed in is the account's from now on (on every device).
onLangChange(() => {
  const now = lang();
  if (current.name === null || now === current.lang || !LANGS.some((l) => l === now)) return;
  current = { ...current, lang: now };
  request<unknown>("PUT", "/api/session/lang", { lang: now }).catch(() => {
    // not remembered for the account this time: this browser remembers it all the same
  });
});

/** The signed-in account's name, or null (a guest, or not asked yet). */
export function signedIn(): string | null {
  return current.name;
}
setSignedIn(signedIn);

/** Asks the server who is signed in (once per page load; `refresh` asks again). */
export function loadSession(refresh = false): Promise<SessionInfo> {
  if (!loaded || refresh) {
    loaded = request<SessionInfo>("GET", "/api/session")
      .then(use)
      .catch(() => current);
  }
  return loaded;
}

/** Calls `f` when somebody signs in or out; returns how to stop. */
export function onSession(f: () => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

/** Makes an account and signs it in. */
export async function signUp(name: string, password: string): Promise<SessionInfo> {
  return use(await request<SessionInfo>("POST", "/api/accounts", { name, password }));
}

/** Signs in. */
export async function signIn(name: string, password: string): Promise<SessionInfo> {
  return use(await request<SessionInfo>("POST", "/api/session", { name, password }));
}

/** Signs this browser out. */
export async function signOut(): Promise<void> {
  await request<unknown>("DELETE", "/api/session");
  use({ name: null, csrf: null, lang: null });
}

/** Signs every browser of the account out (this one too); answers how many sessions ended. */
export async function signOutEverywhere(): Promise<number> {
  const answer = await request<{ sessions_ended: number }>("DELETE", "/api/sessions");
  use({ name: null, csrf: null, lang: null });
  return answer.sessions_ended;
}

/** Deletes the account (its password given again); its games stay, under a deleted player. */
export async function deleteAccount(password: string): Promise<void> {
  await request<unknown>("DELETE", "/api/account", { password });
  use({ name: null, csrf: null, lang: null });
}

/** The guest seats this browser holds, as a claim sends them (at most `CLAIM_MAX`): not those
 * taken while signed in, nor those an account took over. */
export function guestSeats(): { game: string; token: string }[] {
  return keptGames()
    .filter((g) => !g.account)
    .flatMap((g) => g.tokens.map((t) => ({ game: g.id, token: t.token })))
    .slice(0, CLAIM_MAX);
}

/** Gives the signed-in account this browser's guest seats; answers how many it took. */
export async function claimGuestSeats(): Promise<number> {
  const seats = guestSeats();
  if (seats.length === 0) return 0;
  const answer = await request<{ claimed: number }>("POST", "/api/account/claim", { seats });
  const name = signedIn();
  if (name) markAccount(new Set(seats.map((s) => s.game)), name);
  return answer.claimed;
}
