// The server's learning endpoints (docs/api.md, "Learning"): rules, lessons, puzzles, reviews
// and the tries at them, typed by the wire types. The server judges every try.

import { request } from "../api";
import { locale } from "../i18n";
import type { CourseView, PuzzleView, ReviewView, RulesView, TryAnswer } from "../wire";

const enc = encodeURIComponent;

/** The page's language for the texts the server writes (the rules, the lessons). */
const lang = () => `lang=${enc(locale())}`;

export const learnApi = {
  rules: (game: string) => request<RulesView>("GET", `/api/rules/${enc(game)}?${lang()}`),
  lessons: (game: string) => request<CourseView>("GET", `/api/lessons/${enc(game)}?${lang()}`),
  tryLesson: (game: string, id: string, line: string[]) =>
    request<TryAnswer>("POST", `/api/lessons/${enc(game)}/${enc(id)}/try`, { line }),
  nextPuzzle: (game: string, rating: number, seen: string[], theme = "") =>
    request<PuzzleView>(
      "GET",
      `/api/puzzles/next?game=${enc(game)}&rating=${Math.round(rating)}&seen=${enc(seen.join(","))}` +
        (theme ? `&theme=${enc(theme)}` : ""),
    ),
  dailyPuzzle: (game: string) => request<PuzzleView>("GET", `/api/puzzles/daily?game=${enc(game)}`),
  puzzle: (id: string) => request<PuzzleView>("GET", `/api/puzzles/${enc(id)}`),
  tryPuzzle: (id: string, line: string[]) => request<TryAnswer>("POST", `/api/puzzles/${enc(id)}/try`, { line }),
  review: (id: string) => request<ReviewView>("GET", `/api/games/${enc(id)}/review`),
  tryMistake: (id: string, ply: number, line: string[]) =>
    request<TryAnswer>("POST", `/api/games/${enc(id)}/review/${ply}/try`, { line }),
};
