import { type KeyboardEvent, type PointerEvent, useId, useState } from "react";
import { floorForSpan, nearestIndex, niceTicks } from "./chart-scale.js";

/** An axis label: a tick's value, written with as many decimals as the step between ticks needs. */
export type AxisFormat = (value: number, step: number) => string;

const width = 320;
const left = 44;
const right = 8;
const top = 8;

/**
 * The selected item of a chart: chosen by touch or pointer (nearest to the finger) and by the
 * arrow keys when the chart has focus; its value reads out above the chart.
 */
function useReadout(positions: readonly number[]) {
  const [selected, setSelected] = useState<number | null>(null);
  const last = positions.length - 1;
  const fromPointer = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setSelected(nearestIndex(((event.clientX - box.left) / box.width) * width, positions));
  };
  const fromKeys = (event: KeyboardEvent<SVGSVGElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, Home: -Infinity, End: Infinity };
    const move = moves[event.key];
    if (move === undefined || last < 0) return;
    event.preventDefault();
    const current = selected ?? (move > 0 ? -1 : last + 1);
    setSelected(Math.min(last, Math.max(0, Number.isFinite(move) ? current + move : move > 0 ? last : 0)));
  };
  return { selected, handlers: { onPointerDown: fromPointer, onPointerMove: fromPointer, onKeyDown: fromKeys } };
}

/** Horizontal gridlines with their labels at round values. */
function YAxis({ ticks, y, format }: { ticks: number[]; y: (value: number) => number; format: AxisFormat }) {
  const step = (ticks[1] ?? 1) - (ticks[0] ?? 0);
  return (
    <g className="y-axis">
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={left} x2={width - right} y1={y(tick)} y2={y(tick)} className="grid" />
          <text x={left - 4} y={y(tick)} textAnchor="end" dominantBaseline="middle" className="tick">
            {format(tick, step)}
          </text>
        </g>
      ))}
    </g>
  );
}

function Readout({ text, hint }: { text: string | null; hint: string }) {
  return (
    <p className="chart-readout" aria-live="polite">
      {text ?? hint}
    </p>
  );
}

/**
 * Stacked bars in plain SVG, with a labelled value axis and a readout of the bar touched or
 * chosen with the arrow keys; `description` is its text alternative (a table follows it too).
 */
export function StackedBars({
  rows,
  series,
  description,
  format,
  axisFormat,
  hint,
}: {
  rows: { label: string; values: number[] }[];
  series: { name: string; className: string }[];
  description: string;
  format: (value: number) => string;
  axisFormat: AxisFormat;
  hint: string;
}) {
  const titleId = useId();
  const height = 190;
  const bottom = 22;
  const ticks = niceTicks(0, Math.max(...rows.map((row) => row.values.reduce((sum, value) => sum + value, 0))));
  const max = ticks.at(-1) ?? 1;
  const y = (value: number) => height - bottom - (value / max) * (height - top - bottom);
  const band = (width - left - right) / Math.max(rows.length, 1);
  const bar = Math.min(28, band * 0.6);
  const centres = rows.map((_, index) => left + index * band + band / 2);
  // A month's label ("sept 2026") takes about 48 units: every how many bars one fits without touching.
  const labelEvery = Math.max(1, Math.ceil(48 / band));
  const { selected, handlers } = useReadout(centres);
  const chosen = selected === null ? null : rows[selected];
  return (
    <figure className="chart">
      <Readout
        text={
          chosen
            ? `${chosen.label}: ${series.map((item, part) => `${item.name} ${format(chosen.values[part] ?? 0)}`).join(" · ")}`
            : null
        }
        hint={hint}
      />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the chart takes the arrow keys to read out its bars. */}
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} tabIndex={0} {...handlers}>
        <title id={titleId}>{description}</title>
        <YAxis ticks={ticks} y={y} format={axisFormat} />
        {rows.map((row, index) => {
          let base = 0;
          const x = (centres[index] ?? 0) - bar / 2;
          return (
            <g key={row.label} className={selected === index ? "selected" : undefined}>
              {row.values.map((value, part) => {
                const from = base;
                base += value;
                return (
                  <rect
                    key={series[part]?.name}
                    x={x}
                    y={y(base)}
                    width={bar}
                    height={Math.max(0, y(from) - y(base))}
                    className={series[part]?.className}
                    rx="3"
                  />
                );
              })}
              {(rows.length - 1 - index) % labelEvery === 0 && (
                <text x={centres[index]} y={height - 6} textAnchor="middle" className="tick">
                  {row.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="legend">
        {series.map((item) => (
          <span key={item.name}>
            <i className={item.className} aria-hidden="true" /> {item.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** A line over time in plain SVG, with labelled axes and a readout of the point touched. */
export function LineChart({
  points,
  description,
  format,
  axisFormat,
  hint,
  minimumSpan = 0,
  limit,
}: {
  points: { key: string; label: string; value: number }[];
  description: string;
  format: (value: number) => string;
  axisFormat: AxisFormat;
  hint: string;
  /** The axis spans at least this share of its top value (prices: small moves stay small). */
  minimumSpan?: number;
  /** A level drawn across the chart and kept in its range (a tyre's legal minimum tread). */
  limit?: { value: number; label: string };
}) {
  const titleId = useId();
  const height = 170;
  const bottom = 22;
  const values = [...points.map((point) => point.value), ...(limit ? [limit.value] : [])];
  const highest = Math.max(...values);
  const ticks = niceTicks(floorForSpan(Math.min(...values), highest, minimumSpan), highest);
  const low = ticks[0] ?? 0;
  const high = ticks.at(-1) ?? 1;
  const inner = width - left - right - 12;
  const x = (index: number) => left + 6 + (points.length > 1 ? (index / (points.length - 1)) * inner : inner / 2);
  const y = (value: number) => height - bottom - ((value - low) / (high - low || 1)) * (height - top - bottom);
  const positions = points.map((_, index) => x(index));
  const { selected, handlers } = useReadout(positions);
  const chosen = selected === null ? null : points[selected];
  const path = points
    .map((point, index) => `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`)
    .join(" ");
  const first = points[0];
  const last = points.at(-1);
  return (
    <figure className="chart">
      <Readout text={chosen ? `${chosen.label}: ${format(chosen.value)}` : null} hint={hint} />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the chart takes the arrow keys to read out its points. */}
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId} tabIndex={0} {...handlers}>
        <title id={titleId}>{description}</title>
        <YAxis ticks={ticks} y={y} format={axisFormat} />
        {limit && (
          <g className="limit">
            <line x1={left} x2={width - right} y1={y(limit.value)} y2={y(limit.value)} />
            <text x={width - right} y={y(limit.value) - 4} textAnchor="end" className="tick">
              {limit.label}
            </text>
          </g>
        )}
        <path d={path} className="line" fill="none" />
        {points.map((point, index) => (
          <circle
            key={point.key}
            cx={x(index)}
            cy={y(point.value)}
            r={selected === index ? 6 : 3.5}
            className={selected === index ? "dot selected" : "dot"}
          />
        ))}
        {first && (
          <text x={x(0)} y={height - 6} textAnchor="start" className="tick">
            {first.label}
          </text>
        )}
        {last && points.length > 1 && (
          <text x={x(points.length - 1)} y={height - 6} textAnchor="end" className="tick">
            {last.label}
          </text>
        )}
      </svg>
    </figure>
  );
}
