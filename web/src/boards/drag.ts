// Dragging on a board: a piece marked `data-drag` may be dragged onto a target as well as
// clicked. Once the pointer has moved 8 px with the piece held, the drag starts (the board may
// select the piece) and a ghost follows the pointer; on release over a target that accepts
// drops (`data-drop`, a button), that target is pressed as by a click. A plain click is left
// alone. While a piece is dragged no text of the page is selected.

import { h } from "../dom";

export interface DragHandlers {
  /** What follows the pointer while `what` (the piece's `data-drag`) is dragged. */
  ghost(what: string): Element | null;
  /** The drag of `what` started. */
  start(what: string): void;
}

/** Lets the pieces marked `data-drag` inside `root` be dragged. */
export function dragInput(root: HTMLElement, handlers: DragHandlers): void {
  root.addEventListener("pointerdown", (down) => {
    if (down.button !== 0) return;
    const source = (down.target as Element | null)?.closest?.("[data-drag]");
    if (!source || !root.contains(source)) return;
    // No text selection starts from a piece pressed with the mouse (a click still happens).
    if (down.pointerType === "mouse") down.preventDefault();
    const what = source.getAttribute("data-drag") ?? "";
    const x0 = down.clientX;
    const y0 = down.clientY;
    let floating: HTMLElement | null = null;
    const move = (event: PointerEvent) => {
      if (!floating && Math.hypot(event.clientX - x0, event.clientY - y0) < 8) return;
      if (!floating) {
        handlers.start(what);
        floating = h("div", { class: "drag-ghost", "aria-hidden": "true" }, handlers.ghost(what));
        document.body.append(floating);
        document.body.classList.add("dragging");
        window.getSelection()?.removeAllRanges();
      }
      floating.style.left = `${event.clientX}px`;
      floating.style.top = `${event.clientY}px`;
      event.preventDefault();
    };
    const up = (event: PointerEvent) => {
      document.removeEventListener("pointermove", move);
      document.removeEventListener("pointerup", up);
      document.removeEventListener("pointercancel", up);
      if (!floating) return;
      floating.remove();
      document.body.classList.remove("dragging");
      window.getSelection()?.removeAllRanges();
      const drop = document.elementFromPoint(event.clientX, event.clientY)?.closest("[data-drop][role=button]");
      if (drop) drop.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    };
    document.addEventListener("pointermove", move);
    document.addEventListener("pointerup", up);
    document.addEventListener("pointercancel", up);
  });
}

/** Marks an element as a piece that may be dragged (`what` is given to the handlers). */
export function dragSource<E extends Element>(el: E, what: string): E {
  el.classList.add("draggable");
  el.setAttribute("data-drag", what);
  return el;
}
