// The tab's icon: Quartet's piece, with a bright dot when it is the player's turn, here or in
// another of their games (so that a player in another tab sees it), as data URLs (no files).

const PIECE =
  "<rect x='3' y='4' width='10' height='11' rx='1' fill='%235a3418'/><ellipse cx='8' cy='4' rx='5' ry='2' fill='%237b4c29'/>";
const DOT = "<circle cx='12' cy='4' r='4' fill='%23e0341e' stroke='white' stroke-width='1.2'/>";

function icon(dot: boolean): string {
  return `data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E${PIECE}${dot ? DOT : ""}%3C/svg%3E`;
}

/** The page's own "your turn", and whether other games wait for the player. */
let turn = false;
let waiting = false;

/** Shows (or not) the "your turn" dot on the tab's icon, for the page's own game. */
export function setTurnIcon(yourTurn: boolean): void {
  turn = yourTurn;
  draw();
}

/** Shows the dot (or not) for the player's other games that wait for them. */
export function setWaitingIcon(others: boolean): void {
  waiting = others;
  draw();
}

function draw(): void {
  const yourTurn = turn || waiting;
  let link = document.querySelector<HTMLLinkElement>("link[rel=icon]");
  if (!link) {
    link = document.createElement("link");
    link.rel = "icon";
    document.head.append(link);
  }
  const href = icon(yourTurn);
  if (link.getAttribute("href") !== href) link.setAttribute("href", href);
  link.dataset.turn = String(yourTurn);
}
