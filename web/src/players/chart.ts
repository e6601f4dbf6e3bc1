// The rating chart of a player page: one line per rating class over time, as inline SVG (no
// chart library). `chartLayout` is the arithmetic (scales, ticks, points), `ratingChart` draws it.

import { s } from "../dom";
import type { RatingPoint } from "../wire";

/** The drawing's size in its own units: narrow, so that its text stays readable on a phone
 * (the SVG is scaled to the page's width). */
export const CHART = { width: 360, height: 220, left: 40, right: 10, top: 10, bottom: 34 };

export interface Series {
  class: string;
  points: { x: number; y: number; rating: number; at: number }[];
}

export interface Layout {
  series: Series[];
  yTicks: { y: number; rating: number }[];
  xTicks: { x: number; at: number }[];
}

/** A round step for about `count` ticks over `span`: 10, 25, 50, 100, 200, 250, 500… */
export function niceStep(span: number, count: number): number {
  const raw = Math.max(span, 1) / Math.max(count, 1);
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * power >= raw) return m * power;
  return 10 * power;
}

/** Where everything goes: each class's points in order of time, the rating axis on round
 * numbers with some room above and below, the time axis from the first game to the last. */
export function chartLayout(history: readonly RatingPoint[]): Layout {
  const { width, height, left, right, top, bottom } = CHART;
  if (history.length === 0) return { series: [], yTicks: [], xTicks: [] };
  const ratings = history.map((p) => p.rating);
  const times = history.map((p) => p.at);
  const step = niceStep(Math.max(Math.max(...ratings) - Math.min(...ratings), 40), 4);
  const low = Math.floor((Math.min(...ratings) - step / 4) / step) * step;
  const high = Math.ceil((Math.max(...ratings) + step / 4) / step) * step;
  const [first, last] = [Math.min(...times), Math.max(...times)];
  const xOf = (at: number) => (last === first ? left + (width - left - right) / 2 : left + ((at - first) / (last - first)) * (width - left - right));
  const yOf = (rating: number) => top + ((high - rating) / (high - low)) * (height - top - bottom);
  const byClass = new Map<string, Series>();
  for (const p of [...history].sort((a, b) => a.at - b.at)) {
    let series = byClass.get(p.class);
    if (!series) byClass.set(p.class, (series = { class: p.class, points: [] }));
    series.points.push({ x: xOf(p.at), y: yOf(p.rating), rating: p.rating, at: p.at });
  }
  const yTicks: Layout["yTicks"] = [];
  for (let r = low; r <= high + 1e-9; r += step) yTicks.push({ y: yOf(r), rating: r });
  const xTicks = last === first ? [{ x: xOf(first), at: first }] : [{ x: xOf(first), at: first }, { x: xOf((first + last) / 2), at: (first + last) / 2 }, { x: xOf(last), at: last }];
  return { series: [...byClass.values()], yTicks, xTicks };
}

/** The lines' colours, one per class in order (legible on both themes). */
export const COLOURS = ["#0b72b9", "#c2410c", "#15803d", "#9333ea", "#be185d", "#4d7c0f", "#0e7490", "#a16207"];

/** The chart: axes with their ticks and labels, one line (and its points) per class. */
export function ratingChart(
  history: readonly RatingPoint[],
  words: { title: string; rating: string; time: string; date: (at: number) => string; point: (cls: string, rating: number, at: number) => string },
): SVGSVGElement {
  const { width, height, left, right, top, bottom } = CHART;
  const layout = chartLayout(history);
  const svg = s("svg", { viewBox: `0 0 ${width} ${height}`, class: "rating-chart", role: "img", "aria-label": words.title });
  const axis = { stroke: "currentColor", "stroke-width": 1, fill: "none", opacity: 0.6 };
  svg.append(s("path", { d: `M${left} ${top}V${height - bottom}H${width - right}`, ...axis }));
  for (const tick of layout.yTicks) {
    svg.append(s("path", { d: `M${left} ${tick.y}H${width - right}`, stroke: "currentColor", "stroke-width": 0.5, opacity: 0.2 }));
    svg.append(s("text", { x: left - 4, y: tick.y + 4, "text-anchor": "end", class: "chart-tick" }, String(tick.rating)));
  }
  layout.xTicks.forEach((tick, i) => {
    const anchor = layout.xTicks.length === 1 ? "middle" : i === 0 ? "start" : i === layout.xTicks.length - 1 ? "end" : "middle";
    svg.append(s("text", { x: tick.x, y: height - bottom + 14, "text-anchor": anchor, class: "chart-tick" }, words.date(tick.at)));
  });
  svg.append(s("text", { x: (left + width - right) / 2, y: height - 4, "text-anchor": "middle", class: "chart-axis" }, words.time));
  svg.append(s("text", { x: 10, y: (top + height - bottom) / 2, "text-anchor": "middle", transform: `rotate(-90 10 ${(top + height - bottom) / 2})`, class: "chart-axis" }, words.rating));
  layout.series.forEach((series, i) => {
    const colour = COLOURS[i % COLOURS.length];
    const d = series.points.map((p, j) => `${j === 0 ? "M" : "L"}${p.x.toFixed(1)} ${p.y.toFixed(1)}`).join("");
    const line = s("g", { "data-class": series.class });
    line.append(s("path", { d, fill: "none", stroke: colour, "stroke-width": 2, "stroke-linejoin": "round" }));
    for (const p of series.points)
      line.append(s("circle", { cx: p.x.toFixed(1), cy: p.y.toFixed(1), r: 2.5, fill: colour }, s("title", {}, words.point(series.class, p.rating, p.at))));
    svg.append(line);
  });
  return svg;
}
