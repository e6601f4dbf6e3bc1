// Quartet's browser UI: a router over the pages — the lobby (`/`), a game (`/game/ID`), an
// invitation (`/join/CODE`), and the learning pages (`learn/`): a game's rules (`/rules/GAME`),
// its lessons (`/learn/GAME`), the puzzles (`/puzzles`, `/puzzles/GAME`, `/puzzles/GAME/daily`)
// and the review of a finished game (`/game/ID/review`); a player's page (`/player/NAME`), the
// leaderboards (`/players`, `/players/GAME/FAMILY/SPEED`) and your games (`/games`); any other
// address has a page that says nothing is there.

import "./style.css";
import { GamePage } from "./game";
import { JoinPage } from "./join";
import { LessonsPage } from "./learn/lessons";
import { PuzzlesPage } from "./learn/puzzles";
import { ReviewPage } from "./learn/review";
import { RulesPage } from "./learn/rules";
import { LobbyPage } from "./lobby";
import { NotFoundPage } from "./notfound";
import { GAMES } from "./boards/registry";
import { lang, loadLang, onLangChange, useLang } from "./i18n";
import { navigate, onNavigate } from "./nav";
import { applyTheme } from "./prefs";
import { AccountBar } from "./players/account";
import { YourGamesPage } from "./players/games";
import { LeaderboardPage } from "./players/leaderboard";
import { startNotice } from "./players/notice";
import { PlayerPage } from "./players/page";

interface Page {
  element: HTMLElement;
  destroy(): void;
}

applyTheme();
useLang(lang());
// A new language draws the page again (its state comes back from the server and the browser).
onLangChange(() => route());
const root = document.getElementById("app") as HTMLElement;
let page: Page | null = null;
/** The account menu, above every page. */
const bar = new AccountBar();
/** "A game needs you", on every page. */
const notice = startNotice();

/** A part of the address decoded (`%20` a space); one that does not decode stays as written, for
 * its page to say that nothing has that name. */
function decoded(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

function route(): void {
  page?.destroy();
  // The site's name, unless the page names itself (the lobby does not): no page keeps the title
  // of the one before.
  document.title = "Quartet";
  const path = location.pathname;
  const game = /^\/game\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  const join = /^\/join\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  const review = /^\/game\/([A-Za-z0-9_-]+)\/review\/?$/.exec(path);
  // Without a game, the rules and the lessons open on the first game's (the others are linked).
  const rules = /^\/rules(?:\/([a-z]+))?\/?$/.exec(path);
  const learn = /^\/learn(?:\/([a-z]+))?\/?$/.exec(path);
  const games = /^\/games\/?$/.test(path);
  const player = /^\/player\/([^/]+)\/?$/.exec(path);
  const top = /^\/players(?:\/([^/]+\/[^/]+\/[^/]+))?\/?$/.exec(path);
  const puzzles = /^\/puzzles(?:\/([a-z]+))?(\/daily)?\/?$/.exec(path);
  if (review) page = new ReviewPage(review[1]);
  else if (rules) page = new RulesPage(rules[1] ?? GAMES[0].tag);
  else if (learn) page = new LessonsPage(learn[1] ?? GAMES[0].tag);
  else if (puzzles) page = new PuzzlesPage(puzzles[1] ?? null, puzzles[2] !== undefined);
  else if (game) page = new GamePage(game[1]);
  else if (join) page = new JoinPage(join[1]);
  else if (games) page = new YourGamesPage();
  else if (player) page = new PlayerPage(decoded(player[1]));
  else if (top) page = new LeaderboardPage(top[1] === undefined ? null : top[1].split("/").map(decoded).join("/"));
  else if (path === "/" || path === "/index.html") page = new LobbyPage();
  else page = new NotFoundPage(decoded(path));
  bar.draw();
  root.replaceChildren(bar.element, page.element);
  if (!location.hash) window.scrollTo(0, 0);
  notice.again();
}

onNavigate(route);
window.addEventListener("popstate", route);
document.addEventListener("click", (event) => {
  const a = (event.target as Element | null)?.closest?.("a[data-link]");
  if (!a || (event as MouseEvent).ctrlKey || (event as MouseEvent).metaKey || (event as MouseEvent).button !== 0) return;
  event.preventDefault();
  navigate(a.getAttribute("href") ?? "/");
});
// The page's language is loaded first (English, in the script, if its chunk cannot be had).
loadLang(lang())
  .catch(() => useLang("en"))
  .finally(route);
