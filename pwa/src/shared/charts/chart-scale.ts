/**
 * Round tick values for a chart's axis: 0 (or a round number below `min`) up to a round number
 * at or above `max`, about `count` steps of 1, 2, 2.5 or 5 times a power of ten.
 */
export function niceTicks(min: number, max: number, count = 4): number[] {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  const span = high - low || Math.abs(high) || 1;
  const rough = span / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const start = Math.floor(low / step) * step;
  const end = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  for (let value = start; value <= end + step / 2; value += step) ticks.push(Math.round(value * 1e6) / 1e6);
  return ticks.length > 1 ? ticks : [start, start + step];
}

/** The index of the item nearest to a horizontal position, for a touch or pointer readout. */
export function nearestIndex(position: number, positions: readonly number[]): number {
  let best = 0;
  for (let index = 1; index < positions.length; index += 1) {
    if (Math.abs((positions[index] ?? 0) - position) < Math.abs((positions[best] ?? 0) - position)) best = index;
  }
  return best;
}

/** The decimals a tick step needs to be written exactly: 0 for 20, 1 for 0.5, 3 for 0.025. */
export function stepDecimals(step: number): number {
  let decimals = 0;
  while (decimals < 4 && Math.abs(Math.round(step * 10 ** decimals) - step * 10 ** decimals) > 1e-9) decimals += 1;
  return decimals;
}

/**
 * The lowest value an axis must reach so that its span is at least `ratio` of its top: prices
 * that moved a cent ($3.08 to $3.09) are drawn on $2.40–$3.20, where a cent looks like a cent,
 * not like a climb. Never below zero.
 */
export function floorForSpan(min: number, max: number, ratio: number): number {
  return Math.max(0, Math.min(min, max - Math.abs(max) * ratio));
}
