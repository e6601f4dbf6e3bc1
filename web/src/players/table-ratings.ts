// The players' ratings at a rated game's table, as lichess shows them with the names: while
// the game goes on, each account's rating in the game's class (a new player's `1500?`); once it
// is over, the rating the game left and what it changed. They come from the players' ratings
// (`/api/players/NAME/ratings`: a page without its games), asked for once a name, and once more
// when the game ends.

import { request } from "../api";
import type { Profile } from "../wire";
import { changeShown, ratingShown } from "./profile";

/** A rating as a table shows it: `1523?`, and after the game its change (`+12`). */
export interface SeatRating {
  rating: string;
  change: string | null;
  up: boolean;
}

/** What a player's page says of their rating at the rated game `id` of class `cls`: after the
 * game (`over`), the rating it left and its change when the page lists it yet; else the rating
 * in the class now. */
export function seatRating(profile: Profile, id: string, cls: string, over: boolean): SeatRating {
  const now = profile.ratings.find((r) => r.class === cls);
  const provisional = now?.provisional ?? true;
  const point = over ? profile.history.find((p) => p.game === id) : undefined;
  if (point) return { rating: ratingShown({ rating: point.rating, provisional }), change: changeShown(point.change), up: point.change >= 0 };
  return { rating: now ? ratingShown(now) : ratingShown({ rating: 1500, provisional: true }), change: null, up: true };
}

/** The ratings of a table's players, each asked for when first needed; `changed` is called when
 * one arrives, to draw the seats again. */
export class TableRatings {
  private readonly known = new Map<string, SeatRating>();
  private readonly asked = new Set<string>();
  private stopped = false;

  constructor(private readonly changed: () => void) {}

  /** The page is left: an answer still on its way draws nothing. */
  stop(): void {
    this.stopped = true;
  }

  /** The rating to show beside `name` at the rated game `id` of class `cls` (null until known). */
  of(name: string, id: string, cls: string, over: boolean): SeatRating | null {
    const key = `${over ? "after" : "during"} ${name}`;
    if (!this.asked.has(key)) {
      this.asked.add(key);
      request<Profile>("GET", `/api/players/${encodeURIComponent(name)}/ratings`)
        .then((profile) => {
          this.known.set(key, seatRating(profile, id, cls, over));
          if (!this.stopped) this.changed();
        })
        // A page that cannot be had leaves the name without a rating, as before.
        .catch(() => undefined);
    }
    return this.known.get(key) ?? (over ? (this.known.get(`during ${name}`) ?? null) : null);
  }
}
