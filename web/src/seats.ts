// The seats this browser holds, kept in localStorage so that a reload, a server restart or
// tomorrow's visit finds them: per game, the secret seat tokens and the invitation links the
// creator may still share. Nothing here is sent anywhere but to this game's own server.

import type { GameTag, Invite, SeatToken } from "./api";

/** What this browser keeps about one game. */
export interface KeptGame {
  id: string;
  game: GameTag;
  tokens: SeatToken[];
  invites: Invite[];
  /** When it was kept (ms since the epoch), to list the newest first. */
  at: number;
  /** The account signed in when the seats were taken, or that took them over: its seats, not a
   * guest's (absent: a guest's). */
  account?: string;
}

const KEY = "quartet.games";
const NAME_KEY = "quartet.name";
const MAX_KEPT = 100;

function readAll(): Record<string, KeptGame> {
  try {
    const text = localStorage.getItem(KEY);
    if (!text) return {};
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === "object" ? (parsed as Record<string, KeptGame>) : {};
  } catch {
    return {};
  }
}

function writeAll(all: Record<string, KeptGame>): void {
  const games = Object.values(all).sort((a, b) => b.at - a.at).slice(0, MAX_KEPT);
  const kept: Record<string, KeptGame> = {};
  for (const g of games) kept[g.id] = g;
  try {
    localStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // storage full or disabled: the seats live as long as the page
  }
}

/** The game as kept, if this browser knows it. */
export function kept(id: string): KeptGame | undefined {
  return readAll()[id];
}

/** Every kept game, newest first. */
export function keptGames(): KeptGame[] {
  return Object.values(readAll()).sort((a, b) => b.at - a.at);
}

/** The seat tokens this browser holds for a game. */
export function tokensOf(id: string): string[] {
  return (kept(id)?.tokens ?? []).map((t) => t.token);
}

/** Who is signed in, as the session says (set by `players/session.ts`, which this module may not
 * import). */
let signedInAs: () => string | null = () => null;

/** Tells this module how to know who is signed in. */
export function setSignedIn(who: () => string | null): void {
  signedInAs = who;
}

/** Marks the seats of these games as the account's (it took them over). */
export function markAccount(ids: Iterable<string>, account: string): void {
  const all = readAll();
  for (const id of ids) {
    const g = all[id];
    if (g) g.account = account;
  }
  writeAll(all);
}

/** Keeps seats (and invitations) of a game, adding to what is kept. */
export function keep(id: string, game: GameTag, tokens: SeatToken[], invites: Invite[] = []): void {
  const all = readAll();
  const old = all[id];
  const bySeat = new Map<number, SeatToken>();
  for (const t of old?.tokens ?? []) bySeat.set(t.seat, t);
  for (const t of tokens) bySeat.set(t.seat, t);
  const inviteBySeat = new Map<number, Invite>();
  for (const i of old?.invites ?? []) inviteBySeat.set(i.seat, i);
  for (const i of invites) inviteBySeat.set(i.seat, i);
  all[id] = {
    id,
    game,
    tokens: [...bySeat.values()].sort((a, b) => a.seat - b.seat),
    invites: [...inviteBySeat.values()].sort((a, b) => a.seat - b.seat),
    at: Date.now(),
    account: signedInAs() ?? old?.account,
  };
  writeAll(all);
}

/** Forgets the seats of a game whose tokens the server no longer knows. */
export function forget(id: string): void {
  const all = readAll();
  delete all[id];
  writeAll(all);
}

/** The player's name, as last typed. */
export function playerName(): string {
  try {
    return localStorage.getItem(NAME_KEY) ?? "";
  } catch {
    return "";
  }
}

/** Remembers the player's name. */
export function setPlayerName(name: string): void {
  try {
    localStorage.setItem(NAME_KEY, name.trim().slice(0, 40));
  } catch {
    // storage disabled
  }
}

const BROWSER_KEY = "quartet.browser";
let pageBrowser: string | null = null;

/** This browser's id for quick pairing (random, kept): one guest's tabs are one player to the
 * server, never paired with each other. Never a secret, never shown. */
export function browserId(): string {
  try {
    const kept = localStorage.getItem(BROWSER_KEY);
    if (kept && /^[A-Za-z0-9_-]{1,64}$/.test(kept)) return kept;
    const made = randomId();
    localStorage.setItem(BROWSER_KEY, made);
    return made;
  } catch {
    // storage disabled: one id for this page
    pageBrowser ??= randomId();
    return pageBrowser;
  }
}

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
