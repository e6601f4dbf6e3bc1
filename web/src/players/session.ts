// Who is signed in in this browser, as the server says (`GET /api/session`), and the account's
// calls: sign up, sign in, sign out (here or everywhere), delete the account, claim this
// browser's guest seats. The session's CSRF token goes to `api.ts`, which puts it on every
// state-changing request; the pages listen for changes with `onSession`.

import { request, setCsrf } from "../api";
import { keptGames } from "../seats";
import type { SessionInfo } from "../wire";

/** The most guest seats one claim takes (the server's limit). */
export const CLAIM_MAX = 200;

let current: SessionInfo = { name: null, csrf: null };
let loaded: Promise<SessionInfo> | null = null;
const listeners = new Set<() => void>();

function use(info: SessionInfo): SessionInfo {
  current = { name: info.name ?? null, csrf: info.csrf ?? null };
  setCsrf(current.csrf);
  for (const f of listeners) f();
  return current;
}

/** The signed-in account's name, or null (a guest, or not asked yet). */
export function signedIn(): string | null {
  return current.name;
}

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
  use({ name: null, csrf: null });
}

/** Signs every browser of the account out (this one too); answers how many sessions ended. */
export async function signOutEverywhere(): Promise<number> {
  const answer = await request<{ sessions_ended: number }>("DELETE", "/api/sessions");
  use({ name: null, csrf: null });
  return answer.sessions_ended;
}

/** Deletes the account (its password given again); its games stay, under a deleted player. */
export async function deleteAccount(password: string): Promise<void> {
  await request<unknown>("DELETE", "/api/account", { password });
  use({ name: null, csrf: null });
}

/** The guest seats this browser holds, as a claim sends them (at most `CLAIM_MAX`). */
export function guestSeats(): { game: string; token: string }[] {
  return keptGames()
    .flatMap((g) => g.tokens.map((t) => ({ game: g.id, token: t.token })))
    .slice(0, CLAIM_MAX);
}

/** Gives the signed-in account this browser's guest seats; answers how many it took. */
export async function claimGuestSeats(): Promise<number> {
  const seats = guestSeats();
  if (seats.length === 0) return 0;
  const answer = await request<{ claimed: number }>("POST", "/api/account/claim", { seats });
  return answer.claimed;
}
