// The new game's form as state: switching games keeps what fits (seats, options), the server's
// seat ranges and levels bound it, presets fill the seats.

import { describe, expect, it } from "vitest";
import type { GameMeta } from "../api";
import { chooseGame, clockText, createRequest, fromLink, initialForm, linkOf, preset, resize, rulesText, seatNames, seatPlans, withMeta } from "./form";

const levels = ["beginner", "casual", "strong", "strongest"];
const META: Record<string, GameMeta> = {
  quarto: { game: "quarto", name: "Quarto!", rules: "", start: "..../..../..../.... -", players: { min: 2, max: 2 }, hidden: false, levels: [...levels, "perfect"] },
  quartino: { game: "quartino", name: "Quartino", rules: "", start: null, players: { min: 2, max: 5 }, hidden: true, levels },
};

describe("the new game's form", () => {
  it("starts as a Quarto! game against a casual bot, with the standard rules", () => {
    const form = initialForm();
    expect(form.game).toBe("quarto");
    expect(seatPlans(form)).toEqual(["me", { bot: "casual" }]);
    expect(rulesText(form)).toBe("attributes=height,colour,shape,top squares=no win=auto");
  });

  it("asks for the start position typed for its game, trimmed, and for none when it is blank", () => {
    const form = preset(initialForm(), "device");
    expect(createRequest(form, "Ada")).toEqual({
      game: "quarto",
      rules: "attributes=height,colour,shape,top squares=no win=auto",
      clock: "none",
      seats: ["me", "me"],
      names: ["Ada", null],
      start: undefined,
      hints: undefined,
      chat: undefined,
    });
    const typed = { ...form, starts: { quarto: "  0f3./.5../..../.... 7 \n", danish: "/ w 12 12" } };
    expect(createRequest(typed, "").start).toBe("0f3./.5../..../.... 7");
    // Each game keeps its own: switching games and back finds the position typed before.
    const danish = chooseGame(typed, "danish", undefined);
    expect(createRequest(danish, "").start).toBe("/ w 12 12");
    expect(createRequest(chooseGame(danish, "quarto", META.quarto), "").start).toBe("0f3./.5../..../.... 7");
    expect(createRequest({ ...form, starts: { quarto: " \t" } }, "").start).toBeUndefined();
    expect(createRequest({ ...form, hints: true, noChat: true }, "").hints).toBe(true);
    expect(createRequest({ ...form, hints: true, noChat: true }, "").chat).toBe(false);
  });

  it("makes a link to its game, rules and position, which fills a fresh form in again", () => {
    const form = { ...initialForm(), squares: true, attributes: { height: false, colour: true, shape: true, top: false }, starts: { quarto: " 0f3./.5../..../.... 7 " } };
    const link = linkOf(form);
    expect(link).toBe("/?game=quarto&rules=attributes%3Dcolour%2Cshape+squares%3Dyes+win%3Dauto&start=0f3.%2F.5..%2F....%2F....+7");
    const back = fromLink(initialForm(), new URLSearchParams(link.slice(1)));
    expect(rulesText(back)).toBe("attributes=colour,shape squares=yes win=auto");
    expect(createRequest(back, "").start).toBe("0f3./.5../..../.... 7");
    // Quartino: its seats come from the rules' players.
    const quartino = resize(chooseGame(initialForm(), "quartino", META.quartino), true, META.quartino);
    const four = fromLink(initialForm(), new URLSearchParams(linkOf({ ...quartino, situations: "from:2", allowMirror: true }).slice(1)));
    expect(four.game).toBe("quartino");
    expect(four.seats).toHaveLength(4);
    expect(rulesText(four)).toBe("players=4 situations=from:2 column_mandatory=off allow_mirror=on");
    expect(createRequest(four, "").start).toBeUndefined();
  });

  it("leaves what a link does not say, or says wrongly, as it was", () => {
    const fresh = initialForm();
    expect(fromLink(fresh, new URLSearchParams(""))).toBe(fresh);
    expect(fromLink(fresh, new URLSearchParams("game=chess&start=x"))).toBe(fresh);
    const odd = fromLink(fresh, new URLSearchParams("game=danish&rules=nonsense&start=/ w 12 12"));
    expect(odd.game).toBe("danish");
    expect(rulesText(odd)).toBe("");
    expect(createRequest(odd, "").start).toBe("/ w 12 12");
    const quarto = fromLink(fresh, new URLSearchParams("game=quarto&rules=attributes=nothing"));
    expect(rulesText(quarto)).toBe(rulesText(fresh));
    expect(createRequest(fromLink(fresh, new URLSearchParams(`game=quarto&start=${"0".repeat(1000)}`)), "").start).toHaveLength(400);
  });

  it("gives Quartino three seats, and takes them back to two for Quarto!", () => {
    const quartino = chooseGame(initialForm(), "quartino", META.quartino);
    expect(quartino.seats).toEqual(["me", "bot", "bot"]);
    expect(rulesText(quartino)).toBe("players=3 situations=on column_mandatory=off allow_mirror=off");
    const five = resize(resize(quartino, true, META.quartino), true, META.quartino);
    expect(five.seats).toHaveLength(5);
    expect(chooseGame(five, "quarto", META.quarto).seats).toEqual(["me", "bot"]);
    // Before the server's facts arrive, a game gets its own first count.
    expect(chooseGame(five, "quarto", undefined).seats).toHaveLength(2);
    expect(chooseGame(initialForm(), "quartino", undefined).seats).toHaveLength(3);
  });

  it("offers Quartino's situations the whole game, after the first rounds, or never", () => {
    const quartino = chooseGame(initialForm(), "quartino", META.quartino);
    expect(quartino.situations).toBe("on");
    expect(rulesText({ ...quartino, situations: "from:2" })).toBe("players=3 situations=from:2 column_mandatory=off allow_mirror=off");
    expect(rulesText({ ...quartino, situations: "off" })).toBe("players=3 situations=off column_mandatory=off allow_mirror=off");
    // A value the option does not offer falls back to the first.
    expect(rulesText({ ...quartino, situations: "from:9" })).toBe("players=3 situations=on column_mandatory=off allow_mirror=off");
  });

  it("keeps each game's options when switching games and back", () => {
    const announced = { ...initialForm(), announce: true };
    const back = chooseGame(chooseGame(announced, "danish", undefined), "quarto", META.quarto);
    expect(rulesText(back)).toBe("attributes=height,colour,shape,top squares=no win=announce");
    expect(rulesText(chooseGame(announced, "danish", undefined))).toBe("");
  });

  it("replaces a bot level the game does not have", () => {
    const perfect = { ...initialForm(), levels: ["casual", "perfect"] };
    expect(chooseGame(perfect, "quarto", META.quarto).levels).toEqual(["casual", "perfect"]);
    expect(chooseGame(perfect, "quartino", META.quartino).levels).toEqual(["casual", "casual", "casual"]);
    expect(withMeta({ ...initialForm(), levels: ["strong", "strong"] }, META.quarto).levels).toEqual(["casual", "casual"]);
  });

  it("fills the seats for a common way to play", () => {
    const four = resize(chooseGame(initialForm(), "quartino", META.quartino), true, META.quartino);
    expect(preset(four, "friend").seats).toEqual(["me", "invite", "invite", "invite"]);
    expect(preset(four, "device").seats).toEqual(["me", "me", "me", "me"]);
    expect(preset(four, "anyone").seats).toEqual(["me", "open", "open", "open"]);
    expect(resize(four, false, META.quartino).seats).toHaveLength(3);
  });
});

describe("the clock", () => {
  it("is a preset, or a custom one: minutes and an increment, or seconds a move, within sane limits", () => {
    const form = initialForm();
    expect(clockText(form)).toBe("none");
    expect(clockText({ ...form, clock: "5m+3s" })).toBe("5m+3s");
    const custom = { ...form, clock: "custom" };
    expect(clockText({ ...custom, custom: { kind: "total", minutes: 7, increment: 5, seconds: 30 } })).toBe("7m+5s");
    expect(clockText({ ...custom, custom: { kind: "total", minutes: 3, increment: 0, seconds: 30 } })).toBe("3m");
    expect(clockText({ ...custom, custom: { kind: "move", minutes: 3, increment: 0, seconds: 45 } })).toBe("45s/move");
    // Nonsense is brought within the limits, never sent as is.
    expect(clockText({ ...custom, custom: { kind: "total", minutes: 0, increment: -4, seconds: 30 } })).toBe("1m");
    expect(clockText({ ...custom, custom: { kind: "move", minutes: 3, increment: 0, seconds: 1 } })).toBe("5s/move");
    expect(clockText({ ...custom, custom: { kind: "total", minutes: Number.NaN, increment: 2.6, seconds: 30 } })).toBe("1m+3s");
  });
});

describe("the seats' names", () => {
  it("gives the player's name to their first seat only, and this device's other players their own", () => {
    const device = { ...preset(chooseGame(initialForm(), "quartino", META.quartino), "device"), names: ["", "Blaise", ""] };
    expect(seatNames(device, "Ada")).toEqual(["Ada", "Blaise", null]);
    expect(seatNames(preset(initialForm(), "bot"), " Ada ")).toEqual(["Ada", null]);
    expect(seatNames(preset(initialForm(), "friend"), "")).toEqual([null, null]);
  });
});
