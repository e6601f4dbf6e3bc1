// What the games' boards for setting a start position up by hand share (`quarto/editor.ts`,
// `danish/editor.ts`): the setup held, each change drawn and told in the notation, a position
// typed elsewhere shown, and the keyboard's focus kept on the same control across redraws.

import type { PositionEditor } from "./record";

/** A setup's notation, both ways: `read` gives null for a text that does not read as one. */
export interface SetupNotation<S> {
  read(position: string): S | null;
  write(setup: S): string;
}

/**
 * A position editor in `element`, starting from `position` (else `empty`): `draw` fills the
 * element for a setup, each control calling `update` with the setup it makes; `changed` hears
 * the notation of every change. The controls named by one of `keys` (attributes) get the focus
 * back when drawn again.
 */
export function positionEditor<S>(
  element: HTMLElement,
  position: string,
  empty: S,
  notation: SetupNotation<S>,
  keys: string[],
  draw: (setup: S, update: (next: S) => void) => void,
  changed: (position: string) => void,
): PositionEditor {
  let setup = notation.read(position) ?? empty;
  const redraw = () => {
    const focused = document.activeElement instanceof HTMLElement && element.contains(document.activeElement) ? document.activeElement : null;
    const again = focused ? keys.map((k) => [k, focused.getAttribute(k)] as const).find(([, v]) => v !== null) : undefined;
    draw(setup, update);
    if (again) (element.querySelector(`[${again[0]}="${CSS.escape(again[1] ?? "")}"]`) as HTMLElement | null)?.focus();
  };
  const update = (next: S) => {
    const before = notation.write(setup);
    setup = next;
    redraw();
    const after = notation.write(setup);
    if (after !== before) changed(after);
  };
  redraw();
  return {
    element,
    show(position: string) {
      const next = notation.read(position);
      if (next === null || notation.write(next) === notation.write(setup)) return;
      setup = next;
      redraw();
    },
  };
}
