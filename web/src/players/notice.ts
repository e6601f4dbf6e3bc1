// "A game needs you" on every page of a signed-in player: how many of the account's games wait
// for them (their turn, an offer to answer) and how many challenges they received, asked for
// now and then (`GET /api/account/games`, `GET /api/challenges`; every 15 s while the tab is
// seen, every minute while it is hidden, and at once when it comes back), shown as "(N)" in
// front of whatever title the page has, the mark on the tab's icon, and (the switch of "your
// games", off by default) a sound when another begins to wait. "Your games" (`/games`) counts
// this browser's guest games too and says it itself: the notice leaves that page alone.

import { request } from "../api";
import { setWaitingIcon } from "../feedback/favicon";
import { play } from "../feedback/sounds";
import type { ChallengeList, YourGames } from "../wire";
import { onSession, signedIn } from "./session";

/** How often it asks while the tab is seen, and while it is hidden (ms). */
export const SEEN_MS = 15_000;
export const HIDDEN_MS = 60_000;
/** Where the sound switch is remembered. */
export const SOUND_KEY = "quartet.notify-sound";

export function soundWanted(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) === "on";
  } catch {
    return false;
  }
}

/** How many things wait for the player. */
export function waitingOf(games: YourGames, challenges: ChallengeList): number {
  return games.games.filter((g) => g.needs_you).length + challenges.received.length;
}

/** `title` with `(N) ` in front (any count it had taken off first); as it was when none wait. */
export function prefixed(title: string, waiting: number): string {
  const bare = title.replace(/^\(\d+\) /, "");
  return waiting > 0 ? `(${waiting}) ${bare}` : bare;
}

/** Whether the notice speaks on this path (`/games` says it itself). */
export function speaksOn(path: string): boolean {
  return !/^\/games\/?$/.test(path);
}

let waiting = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
let started = false;

/** Puts the count in the title and on the icon (or takes it off). */
function show(): void {
  // "Your games" keeps its own title and icon.
  if (!speaksOn(location.pathname)) return setWaitingIcon(false);
  const title = prefixed(document.title, waiting);
  if (title !== document.title) document.title = title;
  setWaitingIcon(waiting > 0);
}

async function ask(): Promise<void> {
  if (timer !== null) clearTimeout(timer);
  timer = null;
  let now = 0;
  if (signedIn() !== null && speaksOn(location.pathname)) {
    try {
      const [games, challenges] = await Promise.all([
        request<YourGames>("GET", "/api/account/games"),
        request<ChallengeList>("GET", "/api/challenges"),
      ]);
      now = waitingOf(games, challenges);
    } catch {
      now = waiting; // not heard this time: what was known stays
    }
  }
  if (now > waiting && soundWanted()) play("move");
  waiting = now;
  show();
  timer = setTimeout(() => void ask(), document.visibilityState === "hidden" ? HIDDEN_MS : SEEN_MS);
}

/** Starts the notice, once for the whole app; `again()` after each page change. */
export function startNotice(): { again: () => void } {
  if (!started) {
    started = true;
    onSession(() => void ask());
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") void ask();
    });
    // A page that sets its own title gets the count back in front of it.
    new MutationObserver(show).observe(document.head, { subtree: true, childList: true, characterData: true });
  }
  return { again: () => void ask() };
}
