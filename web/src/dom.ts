// Small helpers to build HTML and SVG without a framework.

type Child = Node | string | number | null | undefined | false;
type Attrs = Record<string, string | number | boolean | null | undefined | EventListener>;

function apply(el: Element, attrs: Attrs | undefined): void {
  if (!attrs) return;
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      el.addEventListener(key.slice(2).toLowerCase(), value);
    } else if (value === true) {
      el.setAttribute(key, "");
    } else {
      el.setAttribute(key, String(value));
    }
  }
}

function append(el: Element, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.append(child instanceof Node ? child : String(child));
  }
}

/** An HTML element: `h("button", {class: "x", onclick: f}, "text")`. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs?: Attrs,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  apply(el, attrs);
  append(el, children);
  return el;
}

const SVG_NS = "http://www.w3.org/2000/svg";

/** An SVG element. */
export function s<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs?: Attrs,
  ...children: Child[]
): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag);
  apply(el, attrs);
  append(el, children);
  return el;
}

/** Makes an element (HTML or SVG) act as a button: focusable, Enter and Space click it. */
export function asButton<E extends Element>(el: E, label: string, action: () => void): E {
  el.setAttribute("role", "button");
  el.setAttribute("tabindex", "0");
  el.setAttribute("aria-label", label);
  el.addEventListener("click", (event) => {
    event.preventDefault();
    action();
  });
  el.addEventListener("keydown", (event) => {
    const key = (event as KeyboardEvent).key;
    if (key === "Enter" || key === " ") {
      event.preventDefault();
      action();
    }
  });
  return el;
}

/** Removes every child. */
export function clear(el: Element): void {
  while (el.firstChild) el.removeChild(el.firstChild);
}

/**
 * Lets a piece be dragged onto a target as well as clicked: when the pointer moves with the
 * piece held, `start` runs (e.g. selects the piece) and a ghost of it follows the pointer; on
 * release over an element with `data-drop` that is a button (a legal target), that target is
 * clicked. A plain click is left alone.
 */
export function draggable(el: Element, ghost: () => Element, start: () => void = () => {}): void {
  el.classList.add("draggable");
  el.addEventListener("pointerdown", (event) => {
    const down = event as PointerEvent;
    if (down.button !== 0) return;
    const x0 = down.clientX;
    const y0 = down.clientY;
    let floating: HTMLElement | null = null;
    const move = (event: Event) => {
      const m = event as PointerEvent;
      if (!floating && Math.hypot(m.clientX - x0, m.clientY - y0) < 8) return;
      if (!floating) {
        start();
        floating = h("div", { class: "drag-ghost", "aria-hidden": "true" }, ghost());
        document.body.append(floating);
      }
      floating.style.left = `${m.clientX}px`;
      floating.style.top = `${m.clientY}px`;
      m.preventDefault();
    };
    const up = (event: Event) => {
      const u = event as PointerEvent;
      document.removeEventListener("pointermove", move);
      document.removeEventListener("pointerup", up);
      document.removeEventListener("pointercancel", up);
      if (!floating) return;
      floating.remove();
      const target = document.elementFromPoint(u.clientX, u.clientY)?.closest("[data-drop][role=button]");
      if (target) target.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    };
    document.addEventListener("pointermove", move);
    document.addEventListener("pointerup", up);
    document.addEventListener("pointercancel", up);
  });
}
