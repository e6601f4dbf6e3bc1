// Navigation between the UI's pages without reloading: `/`, `/game/ID`, `/join/CODE`.

let handler: (() => void) | null = null;

/** Sets what happens when the address changes (the router). */
export function onNavigate(f: () => void): void {
  handler = f;
}

/** Goes to a page of the UI; `replace`: in place of this one in the history (a page that
 * only leads on, which the back button must not come back to). */
export function navigate(path: string, replace = false): void {
  if (location.pathname !== path) {
    if (replace) history.replaceState(null, "", path);
    else history.pushState(null, "", path);
  }
  handler?.();
}
