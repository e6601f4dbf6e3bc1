// What this browser remembers about how the player likes the game (localStorage): sound on or
// off, whether each action is confirmed before it is sent, and the colour theme (as the system
// says, light or dark). The theme is applied to the page at once and on every change.

export type Theme = "auto" | "light" | "dark";

const SOUND = "quartet.sound";
const CONFIRM = "quartet.confirm";
const THEME = "quartet.theme";

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage disabled: the choice lasts as long as the page
  }
}

const listeners = new Set<() => void>();

/** Calls `f` whenever a preference changes (in this page); returns how to stop. */
export function onPrefsChange(f: () => void): () => void {
  listeners.add(f);
  return () => listeners.delete(f);
}

function changed(): void {
  for (const f of listeners) f();
}

/** Whether sounds are played (on unless switched off). */
export function soundOn(): boolean {
  return read(SOUND) !== "off";
}

export function setSoundOn(on: boolean): void {
  write(SOUND, on ? "on" : "off");
  changed();
}

/** Whether each action waits for a confirmation before it is sent (off unless switched on). */
export function confirmActions(): boolean {
  return read(CONFIRM) === "on";
}

export function setConfirmActions(on: boolean): void {
  write(CONFIRM, on ? "on" : "off");
  changed();
}

/** The colour theme chosen: `auto` follows the system's `prefers-color-scheme`. */
export function theme(): Theme {
  const t = read(THEME);
  return t === "light" || t === "dark" ? t : "auto";
}

export function setTheme(t: Theme): void {
  write(THEME, t);
  applyTheme();
  changed();
}

/** The theme after `auto`: light or dark. */
export function shownTheme(): "light" | "dark" {
  const t = theme();
  if (t !== "auto") return t;
  return typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches ? "dark" : "light";
}

let following = false;

/** The page's background in each theme (`--bg` of style.css), which a phone's browser and an
 * installed app paint their bars with (`<meta name="theme-color">`). */
const BAR = { light: "#f5f1ea", dark: "#17140f" } as const;

function show(theme: "light" | "dark"): void {
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute("content", BAR[theme]);
}

/** Sets the page's theme (`data-theme`, light or dark, on the root, read by the style sheet, and
 * the colour of the browser's bars), and follows the system's changes while the choice is
 * `auto`. */
export function applyTheme(): void {
  show(shownTheme());
  if (!following && typeof matchMedia === "function") {
    following = true;
    matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => show(shownTheme()));
  }
}

/** The next theme of the switch: auto → light → dark → auto. */
export function nextTheme(t: Theme): Theme {
  return t === "auto" ? "light" : t === "light" ? "dark" : "auto";
}

const CHAT_MUTED = "quartet.chat-muted";
/** The games whose muted players are remembered, newest last: older ones are forgotten. */
const CHAT_MUTED_GAMES = 200;

function readMuted(): Record<string, number[]> {
  try {
    const all = JSON.parse(read(CHAT_MUTED) ?? "{}") as unknown;
    return all !== null && typeof all === "object" ? (all as Record<string, number[]>) : {};
  } catch {
    return {};
  }
}

/** The players (by seat) whose chat lines this reader hides in a game (this browser's choice). */
export function mutedSeats(game: string): number[] {
  const seats = readMuted()[game];
  return Array.isArray(seats) ? seats.filter((s) => Number.isInteger(s)) : [];
}

/** Hides (or shows again) a player's chat lines in a game, for this reader. */
export function setMuted(game: string, seat: number, muted: boolean): void {
  const all = readMuted();
  const seats = new Set(mutedSeats(game));
  if (muted) seats.add(seat);
  else seats.delete(seat);
  delete all[game];
  if (seats.size > 0) all[game] = [...seats].sort((a, b) => a - b);
  const games = Object.keys(all);
  for (const old of games.slice(0, Math.max(0, games.length - CHAT_MUTED_GAMES))) delete all[old];
  write(CHAT_MUTED, JSON.stringify(all));
  changed();
}
