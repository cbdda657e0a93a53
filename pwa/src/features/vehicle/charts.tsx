import { useId } from "react";

/** A stacked bar chart in plain SVG; `description` is its text alternative. */
export function StackedBars({
  rows,
  series,
  description,
  format,
}: {
  rows: { label: string; values: number[] }[];
  series: { name: string; className: string }[];
  description: string;
  format: (value: number) => string;
}) {
  const titleId = useId();
  const width = 320;
  const height = 180;
  const top = 10;
  const bottom = 24;
  const max = Math.max(1, ...rows.map((row) => row.values.reduce((sum, value) => sum + value, 0)));
  const band = width / Math.max(rows.length, 1);
  const bar = Math.min(36, band * 0.6);
  const scale = (value: number) => (value / max) * (height - top - bottom);
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{description}</title>
        <line x1="0" x2={width} y1={height - bottom} y2={height - bottom} className="axis" />
        {rows.map((row, index) => {
          let y = height - bottom;
          const x = index * band + (band - bar) / 2;
          return (
            <g key={row.label}>
              {row.values.map((value, part) => {
                const size = scale(value);
                y -= size;
                return (
                  <rect
                    key={series[part]?.name}
                    x={x}
                    y={y}
                    width={bar}
                    height={size}
                    className={series[part]?.className}
                    rx="3"
                  />
                );
              })}
              <text x={x + bar / 2} y={height - 8} textAnchor="middle" className="tick">
                {row.label}
              </text>
            </g>
          );
        })}
        <text x="2" y={top + 2} className="tick" dominantBaseline="hanging">
          {format(max)}
        </text>
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

/** A line chart in plain SVG; `description` is its text alternative. */
export function LineChart({
  points,
  description,
  format,
}: {
  points: { key: string; label: string; value: number }[];
  description: string;
  format: (value: number) => string;
}) {
  const titleId = useId();
  const width = 320;
  const height = 160;
  const pad = 24;
  const values = points.map((point) => point.value);
  const max = Math.max(...values);
  const min = Math.min(...values);
  const span = max - min || 1;
  const x = (index: number) => pad + (index / Math.max(points.length - 1, 1)) * (width - 2 * pad);
  const y = (value: number) => height - pad - ((value - min) / span) * (height - 2 * pad);
  const path = points
    .map((point, index) => `${index === 0 ? "M" : "L"}${x(index).toFixed(1)},${y(point.value).toFixed(1)}`)
    .join(" ");
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{description}</title>
        <line x1={pad} x2={width - pad} y1={height - pad} y2={height - pad} className="axis" />
        <path d={path} className="line" fill="none" />
        {points.map((point, index) => (
          <circle key={point.key} cx={x(index)} cy={y(point.value)} r="3.5" className="dot" />
        ))}
        <text x={pad} y={12} className="tick">
          {format(max)}
        </text>
        <text x={pad} y={height - 6} className="tick">
          {format(min)}
        </text>
      </svg>
    </figure>
  );
}
