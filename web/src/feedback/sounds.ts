// The game's sounds, made on the spot with WebAudio (no sound files): a wooden knock for a
// move, a double knock for a capture, a bright chord for a claim, two beeps for low time, and
// a short tune at the end (rising for a win, falling for a loss, plain otherwise). Nothing is
// played when the player switched sounds off (`prefs.ts`). Every sound played is announced as
// a `quartet:sound` event on the window, so that tests (and other parts of the page) can tell.

import { soundOn } from "../prefs";

export type SoundName = "move" | "capture" | "claim" | "lowtime" | "win" | "lose" | "end";

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (context) return context;
  const Ctor = (window as unknown as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** Lets sounds play after the first click or key (browsers keep audio quiet until then). */
export function unlockOnGesture(): void {
  const unlock = () => {
    const ctx = audio();
    if (ctx && ctx.state === "suspended") void ctx.resume();
    window.removeEventListener("pointerdown", unlock);
    window.removeEventListener("keydown", unlock);
  };
  window.addEventListener("pointerdown", unlock);
  window.addEventListener("keydown", unlock);
}

/** A tone: `freq` Hz for `length` s from `at`, with a quick attack and an exponential fade. */
function tone(ctx: AudioContext, at: number, freq: number, length: number, type: OscillatorType, volume: number, drop = 1): void {
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, at);
  if (drop !== 1) osc.frequency.exponentialRampToValueAtTime(freq * drop, at + length);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(volume, at + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(gain).connect(ctx.destination);
  osc.start(at);
  osc.stop(at + length + 0.02);
}

/** A knock: a short burst of filtered noise with a low thump under it. */
function knock(ctx: AudioContext, at: number, pitch: number, volume: number): void {
  const length = 0.06;
  const buffer = ctx.createBuffer(1, Math.ceil(ctx.sampleRate * length), ctx.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < data.length; i++) data[i] = (Math.random() * 2 - 1) * (1 - i / data.length) ** 3;
  const noise = ctx.createBufferSource();
  noise.buffer = buffer;
  const filter = ctx.createBiquadFilter();
  filter.type = "bandpass";
  filter.frequency.value = pitch * 8;
  filter.Q.value = 1.5;
  const gain = ctx.createGain();
  gain.gain.value = volume;
  noise.connect(filter).connect(gain).connect(ctx.destination);
  noise.start(at);
  tone(ctx, at, pitch, 0.09, "sine", volume * 0.8, 0.6);
}

const NOTES = { C5: 523.25, E5: 659.25, G5: 783.99, C6: 1046.5, A4: 440, F4: 349.23, D4: 293.66, G4: 392 };

/** Plays a sound (unless sounds are off). */
export function play(name: SoundName): void {
  if (!soundOn()) return;
  window.dispatchEvent(new CustomEvent("quartet:sound", { detail: name }));
  const ctx = audio();
  if (!ctx) return;
  if (ctx.state === "suspended") void ctx.resume();
  const t = ctx.currentTime + 0.01;
  switch (name) {
    case "move":
      knock(ctx, t, 180, 0.5);
      break;
    case "capture":
      knock(ctx, t, 150, 0.55);
      knock(ctx, t + 0.11, 110, 0.5);
      break;
    case "claim":
      [NOTES.C5, NOTES.E5, NOTES.G5].forEach((f, i) => tone(ctx, t + i * 0.07, f, 0.35, "triangle", 0.25));
      break;
    case "lowtime":
      tone(ctx, t, 880, 0.09, "square", 0.08);
      tone(ctx, t + 0.16, 880, 0.09, "square", 0.08);
      break;
    case "win":
      [NOTES.C5, NOTES.E5, NOTES.G5, NOTES.C6].forEach((f, i) => tone(ctx, t + i * 0.11, f, 0.3, "triangle", 0.22));
      break;
    case "lose":
      [NOTES.A4, NOTES.F4, NOTES.D4].forEach((f, i) => tone(ctx, t + i * 0.15, f, 0.35, "sine", 0.25));
      break;
    case "end":
      [NOTES.G4, NOTES.C5].forEach((f, i) => tone(ctx, t + i * 0.14, f, 0.35, "sine", 0.22));
      break;
  }
}
