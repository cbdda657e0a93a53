/**
 * A deterministic reader of seven-segment digits (pump displays, many odometers), which general
 * OCR misreads: the method of `ssocr`. The image is made black and white at Otsu's threshold, the
 * segments being whichever side is the smaller (lit LEDs on a dark face, or dark LCD segments on a
 * light one); the display's rows are the bands of ink, each row's digits its columns of ink; in
 * each digit the segments a–g are sampled along a line through where each sits, and a small blob
 * low between two digits is the decimal point. What is no digit is "?", never a guess.
 */

/** A grey image: one byte a pixel, 0 black, row by row. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** Segments a (top), b (top right), c (bottom right), d (bottom), e (bottom left), f (top left), g (middle), as bits. */
const digitsBySegments = new Map<number, string>([
  [0b1111110, "0"],
  [0b0110000, "1"],
  [0b1101101, "2"],
  [0b1111001, "3"],
  [0b0110011, "4"],
  [0b1011011, "5"],
  [0b1011111, "6"],
  [0b1110000, "7"],
  [0b1110010, "7"],
  [0b1111111, "8"],
  [0b1111011, "9"],
  [0b1110011, "9"],
  [0b0000001, "-"],
]);

/** Otsu's threshold: the grey level that best splits the image into two classes. */
function otsuThreshold(data: Uint8Array): number {
  const histogram = new Array<number>(256).fill(0);
  for (const value of data) histogram[value] = (histogram[value] ?? 0) + 1;
  const total = data.length;
  let sum = 0;
  for (let level = 0; level < 256; level += 1) sum += level * (histogram[level] ?? 0);
  let below = 0;
  let belowSum = 0;
  let best = 127;
  let bestSpread = -1;
  for (let level = 0; level < 256; level += 1) {
    below += histogram[level] ?? 0;
    if (below === 0 || below === total) continue;
    belowSum += level * (histogram[level] ?? 0);
    const meanBelow = belowSum / below;
    const meanAbove = (sum - belowSum) / (total - below);
    const spread = below * (total - below) * (meanBelow - meanAbove) ** 2;
    if (spread > bestSpread) {
      bestSpread = spread;
      best = level;
    }
  }
  return best;
}

/** The image as ink (1) and face (0): the segments are the smaller class, lit or dark. */
export function inkOf(image: GreyImage): Uint8Array {
  const threshold = otsuThreshold(image.data);
  let bright = 0;
  for (const value of image.data) if (value > threshold) bright += 1;
  const litSegments = bright < image.data.length / 2;
  return despeckled(
    image.data.map((value) => (value > threshold === litSegments ? 1 : 0)),
    image.width,
    image.height,
  );
}

/** Each pixel as most of its 3×3 neighbourhood is: a photo's specks go, a segment's bar stays. */
function despeckled(bits: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(bits.length);
  for (let y = 1; y < height - 1; y += 1) {
    for (let x = 1; x < width - 1; x += 1) {
      let on = 0;
      for (let dy = -1; dy <= 1; dy += 1) {
        const row = (y + dy) * width + x;
        on += (bits[row - 1] ?? 0) + (bits[row] ?? 0) + (bits[row + 1] ?? 0);
      }
      out[y * width + x] = on >= 5 ? 1 : 0;
    }
  }
  return out;
}

interface Span {
  from: number;
  to: number;
}

/** Runs of indices whose count is above `least`, joined over gaps of at most `bridge`. */
function runs(counts: readonly number[], least: number, bridge = 0): Span[] {
  const found: Span[] = [];
  counts.forEach((count, index) => {
    if (count <= least) return;
    const last = found.at(-1);
    if (last && index - last.to <= bridge + 1) last.to = index;
    else found.push({ from: index, to: index });
  });
  return found;
}

class Ink {
  constructor(
    readonly width: number,
    readonly height: number,
    readonly bits: Uint8Array,
  ) {}

  at(x: number, y: number): number {
    return this.bits[y * this.width + x] ?? 0;
  }

  /** Ink pixels of each row between columns `x0` and `x1`. */
  rowCounts(x0: number, x1: number, y0 = 0, y1 = this.height - 1): number[] {
    return Array.from({ length: y1 - y0 + 1 }, (_, index) => {
      let count = 0;
      for (let x = x0; x <= x1; x += 1) count += this.at(x, y0 + index);
      return count;
    });
  }

  /** Ink pixels of each column between rows `y0` and `y1`. */
  columnCounts(y0: number, y1: number): number[] {
    return Array.from({ length: this.width }, (_, x) => {
      let count = 0;
      for (let y = y0; y <= y1; y += 1) count += this.at(x, y);
      return count;
    });
  }
}

/** Whether a line of the cell, from (x0, y0) to (x1, y1), crosses ink: a segment sits there. */
function crosses(ink: Ink, from: [number, number], to: [number, number]): boolean {
  const steps = Math.max(Math.abs(to[0] - from[0]), Math.abs(to[1] - from[1]), 1);
  let hits = 0;
  for (let step = 0; step <= steps; step += 1) {
    const x = Math.round(from[0] + ((to[0] - from[0]) * step) / steps);
    const y = Math.round(from[1] + ((to[1] - from[1]) * step) / steps);
    hits += ink.at(x, y);
  }
  // A segment crossed is a run of a few pixels; one stray pixel is noise.
  return hits >= Math.max(2, Math.round(steps * 0.06));
}

/** A digit cell's segments, as the bits of `digitsBySegments`. */
function segmentsOf(ink: Ink, cell: { x0: number; x1: number; y0: number; y1: number }): number {
  const { x0, x1, y0, y1 } = cell;
  const w = x1 - x0;
  const h = y1 - y0;
  const mid = Math.round(x0 + w / 2);
  const upper = Math.round(y0 + h * 0.27);
  const lower = Math.round(y0 + h * 0.73);
  // Vertical scans in the middle find a, g and d; horizontal scans at a quarter and three
  // quarters of the height find f and b, e and c.
  const a = crosses(ink, [mid, y0], [mid, Math.round(y0 + h * 0.2)]);
  const g = crosses(ink, [mid, Math.round(y0 + h * 0.38)], [mid, Math.round(y0 + h * 0.62)]);
  const d = crosses(ink, [mid, Math.round(y0 + h * 0.8)], [mid, y1]);
  const f = crosses(ink, [x0, upper], [mid - 1, upper]);
  const b = crosses(ink, [mid + 1, upper], [x1, upper]);
  const e = crosses(ink, [x0, lower], [mid - 1, lower]);
  const c = crosses(ink, [mid + 1, lower], [x1, lower]);
  return [a, b, c, d, e, f, g].reduce((bits, on) => (bits << 1) | (on ? 1 : 0), 0);
}

/** One row of a display, read left to right: digits, a decimal point where one sits, "?" for what is no digit. */
function readRow(ink: Ink, row: Span): string {
  const height = row.to - row.from + 1;
  // Digits are found by the ink of the row's upper part, where every digit has some and no
  // decimal point reaches; the segments of one digit do not quite touch, so small gaps are bridged.
  const digitColumns = runs(
    ink.columnCounts(row.from, row.from + Math.floor(height * 0.6)),
    0,
    Math.round(height * 0.08),
  );
  // A blob low in the row, outside every digit, is a decimal point (or a thousands dot: pumps light both alike).
  const points = runs(ink.columnCounts(row.from + Math.ceil(height * 0.8), row.to), 0)
    .filter((blob) => blob.to - blob.from + 1 < height * 0.25)
    .filter((blob) => {
      const centre = (blob.from + blob.to) / 2;
      return !digitColumns.some((digit) => centre >= digit.from && centre <= digit.to);
    });
  const read = digitColumns.map((column) => {
    const rows = runs(ink.rowCounts(column.from, column.to, row.from, row.to), 0);
    const top = row.from + (rows[0]?.from ?? 0);
    const bottom = row.from + (rows.at(-1)?.to ?? height - 1);
    // A narrow cell the row's height is a one: its two right segments alone.
    if (column.to - column.from + 1 < height * 0.3) return { at: column.from, text: "1" };
    const bits = segmentsOf(ink, { x0: column.from, x1: column.to, y0: top, y1: bottom });
    return { at: column.from, text: digitsBySegments.get(bits) ?? "?" };
  });
  return [...read, ...points.map((point) => ({ at: point.from, text: "." }))]
    .sort((a, b) => a.at - b.at)
    .map((part) => part.text)
    .join("");
}

/** Shears tried to stand italic digits (most displays lean about 10°) or a photo's angle upright. */
const shears = Array.from({ length: 25 }, (_, index) => (index - 12) * 0.025);

/**
 * The ink sheared so the digits stand upright: the shear whose columns of ink are sharpest (the
 * largest sum of squared column counts) is the one that undoes the lean.
 */
function upright(bits: Uint8Array, width: number, height: number): Uint8Array {
  const inked: number[] = [];
  bits.forEach((bit, index) => {
    if (bit) inked.push(index);
  });
  const middle = height / 2;
  let best = 0;
  let bestScore = -1;
  for (const shear of shears) {
    const columns = new Map<number, number>();
    for (const index of inked) {
      const y = Math.floor(index / width);
      const x = (index % width) + Math.round(shear * (y - middle));
      columns.set(x, (columns.get(x) ?? 0) + 1);
    }
    let score = 0;
    for (const count of columns.values()) score += count * count;
    if (score > bestScore + 1e-9 || (score === bestScore && Math.abs(shear) < Math.abs(best))) {
      bestScore = score;
      best = shear;
    }
  }
  if (best === 0) return bits;
  const out = new Uint8Array(bits.length);
  for (const index of inked) {
    const y = Math.floor(index / width);
    const x = (index % width) + Math.round(best * (y - middle));
    if (x >= 0 && x < width) out[y * width + x] = 1;
  }
  return out;
}

/**
 * The rows of digits an image of a display shows, top to bottom ("156.997", "9.874", "15.900" on
 * a pump; one row for an odometer). A band of ink lower than a quarter of the tallest is no row
 * (a label, a speck).
 */
export function readSevenSegment(image: GreyImage): string[] {
  const ink = new Ink(image.width, image.height, upright(inkOf(image), image.width, image.height));
  const bands = runs(ink.rowCounts(0, image.width - 1), Math.max(1, Math.round(image.width * 0.005)), 1);
  const tallest = Math.max(0, ...bands.map((band) => band.to - band.from + 1));
  // Digits a few pixels tall lose their bars to the threshold and the specks' filter: read them larger.
  if (tallest > 0 && tallest < smallestDigitPx)
    return readSevenSegment(scaledUp(image, Math.ceil(smallestDigitPx / tallest)));
  return bands.filter((band) => band.to - band.from + 1 >= tallest * 0.25).map((band) => readRow(ink, band));
}

/** The height in pixels a row of digits is read at, at least. */
const smallestDigitPx = 48;

/** The image `factor` times larger, each pixel a square of its grey. */
function scaledUp(image: GreyImage, factor: number): GreyImage {
  const width = image.width * factor;
  const height = image.height * factor;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const from = Math.floor(y / factor) * image.width;
    for (let x = 0; x < width; x += 1) data[y * width + x] = image.data[from + Math.floor(x / factor)] ?? 0;
  }
  return { width, height, data };
}
