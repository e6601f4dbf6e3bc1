// Quartet's browser UI: a router over three pages — the lobby (`/`), a game (`/game/ID`) and an
// invitation (`/join/CODE`).

import "./style.css";
import { GamePage } from "./game";
import { JoinPage } from "./join";
import { LobbyPage } from "./lobby";
import { navigate, onNavigate } from "./nav";

interface Page {
  element: HTMLElement;
  destroy(): void;
}

const root = document.getElementById("app") as HTMLElement;
let page: Page | null = null;

function route(): void {
  page?.destroy();
  const path = location.pathname;
  const game = /^\/game\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  const join = /^\/join\/([A-Za-z0-9_-]+)\/?$/.exec(path);
  if (game) page = new GamePage(game[1]);
  else if (join) page = new JoinPage(join[1]);
  else page = new LobbyPage();
  root.replaceChildren(page.element);
  window.scrollTo(0, 0);
}

onNavigate(route);
window.addEventListener("popstate", route);
document.addEventListener("click", (event) => {
  const a = (event.target as Element | null)?.closest?.("a[data-link]");
  if (!a || (event as MouseEvent).ctrlKey || (event as MouseEvent).metaKey || (event as MouseEvent).button !== 0) return;
  event.preventDefault();
  navigate(a.getAttribute("href") ?? "/");
});
route();
