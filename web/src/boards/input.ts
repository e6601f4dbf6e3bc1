// Clicks and keys on a board, turned into intents: every target the render draws carries its
// intent in `data-intent` (and is a focusable button with a spoken label, see `target`), so one
// listener on the board serves them all; Enter and Space press a focused target as a click does.

/** Makes an element a target of the board: focusable, spoken, and pressing it means `intent`. */
export function target<E extends Element>(el: E, label: string, intent: string): E {
  el.setAttribute("role", "button");
  el.setAttribute("tabindex", "0");
  el.setAttribute("aria-label", label);
  el.setAttribute("data-intent", intent);
  return el;
}

/** Makes an element a stop of the board's arrow keys (`key`: what it is, stable across
 * drawings: `cell:b3`, `piece:7`), focusable by them if it is no target. */
export function navigable<E extends Element>(el: E, key: string): E {
  el.setAttribute("data-key", key);
  if (!el.hasAttribute("tabindex") && !(el instanceof HTMLButtonElement)) el.setAttribute("tabindex", "-1");
  return el;
}

/** The target an event happened on, inside `root`. */
function targetOf(root: Element, event: Event): Element | null {
  const el = (event.target as Element | null)?.closest?.("[data-intent]") ?? null;
  return el && root.contains(el) ? el : null;
}

/** Sends the intent of every target clicked (or pressed with Enter or Space) inside `root`. */
export function clickInput(root: HTMLElement, intent: (text: string) => void): void {
  root.addEventListener("click", (event) => {
    const el = targetOf(root, event);
    if (!el) return;
    event.preventDefault();
    intent(el.getAttribute("data-intent") ?? "");
  });
  root.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const el = targetOf(root, event);
    // A real button turns Enter and Space into a click by itself.
    if (!el || el instanceof HTMLButtonElement) return;
    event.preventDefault();
    intent(el.getAttribute("data-intent") ?? "");
  });
}
