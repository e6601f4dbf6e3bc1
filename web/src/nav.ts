// Navigation between the UI's pages without reloading: `/`, `/game/ID`, `/join/CODE`.

let handler: (() => void) | null = null;

/** Sets what happens when the address changes (the router). */
export function onNavigate(f: () => void): void {
  handler = f;
}

/** Goes to a page of the UI. */
export function navigate(path: string): void {
  if (location.pathname !== path) history.pushState(null, "", path);
  handler?.();
}
