// The page's switches, in its header: sounds on or off (the game page), the colour theme (as the
// system says, light, dark) and the language, each remembered by this browser (`prefs.ts`,
// `i18n.ts`).

import { h, s } from "./dom";
import { nextTheme, onPrefsChange, setSoundOn, setTheme, soundOn, theme } from "./prefs";
import { lang, LANGS, setLang } from "./i18n";
import { commonTexts, langName } from "./texts/common";

const T = commonTexts.switches;

/** The switches' small drawings (no emoji: not every system has their font). */
function icon(kind: "sound-on" | "sound-off" | "auto" | "light" | "dark"): SVGSVGElement {
  const svg = s("svg", { viewBox: "0 0 24 24", width: 22, height: 22, "aria-hidden": "true", class: "switch-icon" });
  const ink = { fill: "currentColor" };
  const line = { fill: "none", stroke: "currentColor", "stroke-width": 2, "stroke-linecap": "round" };
  switch (kind) {
    case "sound-on":
    case "sound-off":
      svg.append(s("path", { d: "M3 9h4l5-4v14l-5-4H3z", ...ink }));
      svg.append(
        kind === "sound-on"
          ? s("path", { d: "M15.5 8.5a5 5 0 0 1 0 7M18 6a8.5 8.5 0 0 1 0 12", ...line })
          : s("path", { d: "M15 9l6 6M21 9l-6 6", ...line }),
      );
      break;
    case "light":
      svg.append(s("circle", { cx: 12, cy: 12, r: 4.5, ...ink }));
      svg.append(s("path", { d: "M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1", ...line }));
      break;
    case "dark":
      svg.append(s("path", { d: "M20 14.5A8.5 8.5 0 0 1 9.5 4a8.5 8.5 0 1 0 10.5 10.5z", ...ink }));
      break;
    case "auto":
      svg.append(s("circle", { cx: 12, cy: 12, r: 8.5, ...line }));
      svg.append(s("path", { d: "M12 3.5a8.5 8.5 0 0 1 0 17z", ...ink }));
      break;
  }
  return svg;
}

/** The language's switch: each language by its own name; a choice is remembered and the page
 * drawn again in it. */
export function langSwitch(): HTMLSelectElement {
  const select = h(
    "select",
    {
      class: "lang-switch",
      name: "lang",
      "aria-label": T.language,
      title: T.language,
      onchange: (e: Event) => {
        // A language that cannot be loaded (offline) leaves the page in the one it speaks.
        setLang((e.target as HTMLSelectElement).value as (typeof LANGS)[number]).catch(() => {
          select.value = lang();
        });
      },
    },
    ...LANGS.map((l) => h("option", { value: l, lang: l, selected: l === lang() }, langName(l))),
  ) as HTMLSelectElement;
  return select;
}

/** The switches, drawn; `destroy` stops following the preferences. */
export function switches(options: { sound: boolean }): { element: HTMLElement; destroy(): void } {
  const element = h("div", { class: "switches" });
  const sound = h("button", { class: "switch sound-switch", type: "button", onclick: () => setSoundOn(!soundOn()) });
  const themeButton = h("button", { class: "switch theme-switch", type: "button", onclick: () => setTheme(nextTheme(theme())) });
  const draw = () => {
    const on = soundOn();
    sound.replaceChildren(icon(on ? "sound-on" : "sound-off"));
    sound.setAttribute("aria-pressed", String(!on));
    sound.setAttribute("aria-label", on ? T.mute : T.unmute);
    sound.title = on ? T.mute : T.unmute;
    const t = theme();
    themeButton.replaceChildren(icon(t));
    themeButton.setAttribute("aria-label", T.theme(t));
    themeButton.title = T.theme(t);
    themeButton.dataset.theme = t;
  };
  if (options.sound) element.append(sound);
  element.append(themeButton, langSwitch());
  draw();
  const stop = onPrefsChange(draw);
  return { element, destroy: stop };
}
