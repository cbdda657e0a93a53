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

/**
 * The segments each character lights: a (top), b (top right), c (bottom right), d (bottom),
 * e (bottom left), f (top left), g (middle). Some displays draw a 7 with f and a 9 without d.
 */
export const litSegments: Readonly<Record<string, readonly string[]>> = {
  "0": ["abcdef"],
  "1": ["bc"],
  "2": ["abdeg"],
  "3": ["abcdg"],
  "4": ["bcfg"],
  "5": ["acdfg"],
  "6": ["acdefg"],
  "7": ["abc", "abcf"],
  "8": ["abcdefg"],
  "9": ["abcdfg", "abcfg"],
  "-": ["g"],
};

const segmentBits = (segments: string) =>
  [..."abcdefg"].reduce((bits, segment) => (bits << 1) | (segments.includes(segment) ? 1 : 0), 0);
const digitsBySegments = new Map(
  Object.entries(litSegments).flatMap(([char, forms]) => forms.map((form) => [segmentBits(form), char] as const)),
);

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
function inkOf(image: GreyImage): Uint8Array {
  const { width, height, data } = image;
  const threshold = otsuThreshold(data);
  let bright = 0;
  let darkSum = 0;
  let brightSum = 0;
  for (const value of data) {
    if (value > threshold) {
      bright += 1;
      brightSum += value;
    } else darkSum += value;
  }
  const litSegments = bright < data.length / 2;
  // Ink stands out from its neighbourhood by a share of the contrast between the two classes: a
  // glare that lifts a corner of the face lifts the threshold there with it.
  const contrast = brightSum / Math.max(bright, 1) - darkSum / Math.max(data.length - bright, 1);
  const margin = Math.max(10, contrast * 0.25);
  const mean = localMeans(image, Math.max(7, Math.round(Math.min(width, height) / 8)));
  return despeckled(
    data.map((value, index) => {
      const local = mean[index] ?? value;
      return (litSegments ? value - local : local - value) > margin ? 1 : 0;
    }),
    width,
    height,
  );
}

/** Each pixel's neighbourhood mean over a square of `radius`, from a summed-area table. */
function localMeans({ width, height, data }: GreyImage, radius: number): Float64Array {
  const sums = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let row = 0;
    for (let x = 0; x < width; x += 1) {
      row += data[y * width + x] ?? 0;
      sums[(y + 1) * (width + 1) + x + 1] = (sums[y * (width + 1) + x + 1] ?? 0) + row;
    }
  }
  const means = new Float64Array(width * height);
  for (let y = 0; y < height; y += 1) {
    const top = Math.max(0, y - radius);
    const bottom = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x += 1) {
      const left = Math.max(0, x - radius);
      const right = Math.min(width, x + radius + 1);
      const total =
        (sums[bottom * (width + 1) + right] ?? 0) -
        (sums[top * (width + 1) + right] ?? 0) -
        (sums[bottom * (width + 1) + left] ?? 0) +
        (sums[top * (width + 1) + left] ?? 0);
      means[y * width + x] = total / ((bottom - top) * (right - left));
    }
  }
  return means;
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

/** A row as read, with how its ones and points say it faces (`facing`). */
interface RowReading {
  text: string;
  /** Signs the row is upright (positive) or upside down (negative): see `facing`. */
  facing: number;
}

/** One row of a display, read left to right: digits, a decimal point where one sits, "?" for what is no digit. */
function readRow(ink: Ink, row: Span): RowReading {
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
  const cells = digitColumns.map((column) => {
    const rows = runs(ink.rowCounts(column.from, column.to, row.from, row.to), 0);
    const top = row.from + (rows[0]?.from ?? 0);
    const bottom = row.from + (rows.at(-1)?.to ?? height - 1);
    const cell = { ...column, top, bottom };
    if (column.to - column.from + 1 < height * 0.3) {
      // A narrow cell the row's height is a one: its two right segments alone. One in the row's
      // top alone is a decimal point seen upside down.
      const tall = bottom - top + 1 >= height * 0.6;
      return { ...cell, text: tall ? "1" : "?", highPoint: !tall && bottom < row.from + height * 0.5 };
    }
    const bits = segmentsOf(ink, { x0: column.from, x1: column.to, y0: top, y1: bottom });
    return { ...cell, text: digitsBySegments.get(bits) ?? "?", highPoint: false };
  });
  const text = [
    ...cells.map((cell) => ({ at: cell.from, text: cell.text })),
    ...points.map((point) => ({ at: point.from, text: "." })),
  ]
    .sort((a, b) => a.at - b.at)
    .map((part) => part.text)
    .join("");
  return { text, facing: points.length - cells.filter((cell) => cell.highPoint).length + onesFacing(cells, height) };
}

/**
 * How a row's ones say it faces: a one lights the right side of its digit's place, so upright its
 * gap to the wide digit before it is wider than the gap to the wide digit after it; upside down,
 * the other way round. One vote a one, + upright, - upside down.
 */
function onesFacing(cells: readonly (Span & { text: string })[], height: number): number {
  const wide = (cell: Span) => cell.to - cell.from + 1 >= height * 0.3;
  const widths = cells.filter(wide).map((cell) => cell.to - cell.from + 1);
  const gaps = cells.slice(1).flatMap((cell, index) => {
    const before = cells[index] as Span;
    return wide(cell) && wide(before) ? [cell.from - before.to - 1] : [];
  });
  if (widths.length === 0 || gaps.length === 0) return 0;
  const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  const gap = middle(gaps);
  let votes = 0;
  cells.forEach((cell, index) => {
    if (cell.text !== "1") return;
    // Upright, the gap before a one is the usual gap and the width a one lacks; the gap after it, the usual one.
    const extra = middle(widths) - (cell.to - cell.from + 1);
    const before = cells[index - 1];
    const after = cells[index + 1];
    let lean = 0;
    if (before && wide(before)) lean += cell.from - before.to - 1 - gap - extra / 2;
    if (after && wide(after)) lean -= after.from - cell.to - 1 - gap - extra / 2;
    if (Math.abs(lean) > extra / 4) votes += Math.sign(lean);
  });
  return votes;
}

/** Shears tried to stand italic digits upright and level a photo's rows: up to about 17° either way. */
const shears = Array.from({ length: 25 }, (_, index) => (index - 12) * 0.025);

/** The sum of the squared counts of ink along lines `shear` off the axis: largest where the lines follow the ink. */
function sharpness(inked: readonly number[], width: number, height: number, shear: number, alongRows: boolean): number {
  const counts = new Map<number, number>();
  for (const index of inked) {
    const x = index % width;
    const y = (index - x) / width;
    const line = alongRows ? y + Math.round(shear * (x - width / 2)) : x + Math.round(shear * (y - height / 2));
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  let score = 0;
  for (const count of counts.values()) score += count * count;
  return score;
}

/**
 * The ink straightened: rows level (a photo taken a little askew) and digits upright (italic
 * digits: most displays lean about 10°), each by the shear whose rows or columns of ink are
 * sharpest, the one that undoes it.
 */
function straightened(bits: Uint8Array, width: number, height: number): Uint8Array {
  const inked: number[] = [];
  bits.forEach((bit, index) => {
    if (bit) inked.push(index);
  });
  const best = (points: readonly number[], alongRows: boolean) =>
    shears.reduce(
      (chosen, shear) => {
        const score = sharpness(points, width, height, shear, alongRows);
        const better = score > chosen.score || (score === chosen.score && Math.abs(shear) < Math.abs(chosen.shear));
        return better ? { shear, score } : chosen;
      },
      { shear: 0, score: -1 },
    ).shear;
  const level = best(inked, true);
  const levelled = inked
    .map((index) => {
      const x = index % width;
      const y = (index - x) / width + Math.round(level * (x - width / 2));
      return y * width + x;
    })
    .filter((index) => index >= 0 && index < bits.length);
  const lean = best(levelled, false);
  const out = new Uint8Array(bits.length);
  for (const index of levelled) {
    const x = index % width;
    const y = (index - x) / width;
    const moved = x + Math.round(lean * (y - height / 2));
    if (moved >= 0 && moved < width) out[y * width + moved] = 1;
  }
  return out;
}

/** The convex hull of points (Andrew's monotone chain), counter-clockwise. */
function convexHull(points: readonly [number, number][]): [number, number][] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: [number, number], a: [number, number], b: [number, number]) =>
    (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: [number, number][]) => {
    const chain: [number, number][] = [];
    for (const point of list) {
      while (
        chain.length >= 2 &&
        cross(chain[chain.length - 2] as [number, number], chain[chain.length - 1] as [number, number], point) <= 0
      ) {
        chain.pop();
      }
      chain.push(point);
    }
    chain.pop();
    return chain;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** The x-range a convex polygon covers on row `y` (empty when it misses the row). */
function spanAt(hull: readonly [number, number][], y: number): [number, number] {
  let from = Number.POSITIVE_INFINITY;
  let to = Number.NEGATIVE_INFINITY;
  hull.forEach((a, index) => {
    const b = hull[(index + 1) % hull.length] as [number, number];
    if ((a[1] - y) * (b[1] - y) > 0) return;
    const x = a[1] === b[1] ? [a[0], b[0]] : [a[0] + ((y - a[1]) * (b[0] - a[0])) / (b[1] - a[1])];
    for (const at of x) {
      from = Math.min(from, at);
      to = Math.max(to, at);
    }
  });
  return [from, to];
}

/** Whether two neighbouring greys belong to one region. */
type FaceJoin = (grey: number, next: number) => boolean;

/** Greys on one side of `threshold` join. */
const sameSide =
  (threshold: number): FaceJoin =>
  (grey, next) =>
    grey > threshold === next > threshold;

/**
 * Greys that differ by little join: a glare's gradient stays inside the region it lights, where
 * a face's edge is a step. For a glare that lifts a face and its bezel to one grey.
 */
const smoothStep = 10;
const smoothly: FaceJoin = (grey, next) => Math.abs(grey - next) <= smoothStep;

/**
 * The display's face, where a photo shows more than the display (the pump's housing, a wall): the
 * largest region (of greys that `joins`) that does not reach the photo's edge and is neither
 * a speck nor the whole photo (an LCD's light face; an LED's dark face with its dark bezel). The
 * photo itself when there is none (a display filling the photo).
 */
function displayFace(image: GreyImage, joins: FaceJoin): GreyImage {
  const { width, height, data } = image;
  const region = new Int32Array(width * height).fill(-1);
  const queue = new Int32Array(width * height);
  let best: { start: number; x0: number; y0: number; x1: number; y1: number; area: number; sum: number } | null = null;
  for (let start = 0; start < data.length; start += 1) {
    if (region[start] !== -1) continue;
    let head = 0;
    let tail = 0;
    let sum = 0;
    queue[tail++] = start;
    region[start] = start;
    let [x0, y0, x1, y1] = [width, height, 0, 0];
    while (head < tail) {
      const at = queue[head++] ?? 0;
      const x = at % width;
      const y = (at - x) / width;
      sum += data[at] ?? 0;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      const around = [
        x > 0 ? at - 1 : -1,
        x < width - 1 ? at + 1 : -1,
        y > 0 ? at - width : -1,
        y < height - 1 ? at + width : -1,
      ];
      for (const next of around) {
        if (next < 0 || region[next] !== -1 || !joins(data[at] ?? 0, data[next] ?? 0)) continue;
        region[next] = start;
        queue[tail++] = next;
      }
    }
    const touchesEdge = x0 === 0 || y0 === 0 || x1 === width - 1 || y1 === height - 1;
    const boxArea = (x1 - x0 + 1) * (y1 - y0 + 1);
    if (touchesEdge || tail < width * height * 0.03 || boxArea > width * height * 0.9) continue;
    if (!best || tail > best.area) best = { start, x0, y0, x1, y1, area: tail, sum };
  }
  if (!best) return image;
  const face = best;
  const cropWidth = face.x1 - face.x0 + 1;
  const cropHeight = face.y1 - face.y0 + 1;
  const crop = new Uint8Array(cropWidth * cropHeight);
  for (let y = 0; y < cropHeight; y += 1) {
    const from = (face.y0 + y) * width + face.x0;
    crop.set(data.subarray(from, from + cropWidth), y * cropWidth);
  }
  // What the box holds beyond the face's convex hull (a slanted photo's corners of bezel) becomes
  // face; inside it, a glare that bit into the face and the digits stay as they are.
  const extremes: [number, number][] = [];
  for (let y = 0; y < cropHeight; y += 1) {
    let left = -1;
    let right = -1;
    for (let x = 0; x < cropWidth; x += 1) {
      if (region[(face.y0 + y) * width + face.x0 + x] !== face.start) continue;
      if (left < 0) left = x;
      right = x;
    }
    if (left >= 0) extremes.push([left, y], [right, y]);
  }
  const hull = convexHull(extremes);
  const faceGrey = Math.round(face.sum / face.area);
  for (let y = 0; y < cropHeight; y += 1) {
    const [from, to] = spanAt(hull, y);
    for (let x = 0; x < cropWidth; x += 1) if (x < from || x > to) crop[y * cropWidth + x] = faceGrey;
  }
  return { width: cropWidth, height: cropHeight, data: crop };
}

/**
 * The rows of digits an image of a display shows, top to bottom ("156.997", "9.874", "15.900" on
 * a pump; one row for an odometer). A band of ink lower than a quarter of the tallest is no row
 * (a label, a speck).
 */
export function readSevenSegment(photo: GreyImage): string[] {
  return displayRowsOf(photo).rows;
}

/**
 * The rows a display shows, and whether they read upside down: a one or a point where it would
 * sit turned. A glare can join the face to the bezel at Otsu's threshold, so where that face shows
 * no display, faces found other ways are read too: at a threshold halfway to white and halfway to
 * black, and by the steps at its edge. The best reading is kept: a pump's three rows, an
 * odometer's one, or the most clean rows.
 */
export function displayRowsOf(
  photo: GreyImage,
  { otherFaces = true }: { otherFaces?: boolean } = {},
): { rows: string[]; upsideDown: boolean } {
  const otsu = otsuThreshold(photo.data);
  const faces: FaceJoin[] = otherFaces
    ? [sameSide(otsu), sameSide(Math.round((otsu + 255) / 2)), sameSide(Math.round(otsu / 2)), smoothly]
    : [sameSide(otsu)];
  let best: { rows: RowReading[]; score: number } | null = null;
  for (const joins of faces) {
    const rows = readRows(displayFace(photo, joins));
    const score = displayScore(withDigits(rows.map((row) => row.text)));
    if (!best || score > best.score) best = { rows, score };
    // A whole display needs no other face; more rows than a display has are printed text (a receipt).
    if (score >= wholeDisplay || showsText(withDigits(rows.map((row) => row.text)))) break;
  }
  return facingOf(best?.rows ?? []);
}

/**
 * Rows read from printed text: more than a pump's three and an odometer's trip, most of them with
 * some "?" (a display on its side reads as many rows of digits instead).
 */
export const showsText = (rows: readonly string[]) =>
  rows.length > 4 && rows.filter((row) => row.includes("?")).length >= rows.length / 2;

/** The score of a display read whole: a pump's three clean rows, or an odometer's one row of digits alone. */
export const wholeDisplay = 100;
/** How whole a display's rows read: `wholeDisplay`, or else the number of clean rows. */
export const displayScore = (rows: readonly string[]) =>
  isPumpDisplay(rows) || (rows.length === 1 && /^\d{4,7}$/.test(rows[0] ?? ""))
    ? wholeDisplay
    : rows.filter(isCleanRow).length;

const facingOf = (rows: readonly RowReading[]) => ({
  rows: rows.map((row) => row.text),
  upsideDown: rows.reduce((sum, row) => sum + row.facing, 0) < 0,
});

/** Rows with at least two digits: a display's, not a speck's. */
export const withDigits = (rows: readonly string[]) => rows.filter((row) => (row.match(/\d/g) ?? []).length >= 2);

/** A row a display shows whole: digits and points alone, four digits or more, not only ones (a ruled line reads so). */
export const isCleanRow = (row: string) =>
  /^[\d.]+$/.test(row) && (row.match(/\d/g) ?? []).length >= 4 && /[02-9]/.test(row);

function readRows(image: GreyImage): RowReading[] {
  const { width, height } = image;
  const ink = new Ink(width, height, straightened(inkOf(image), width, height));
  const bands = runs(ink.rowCounts(0, image.width - 1), Math.max(1, Math.round(image.width * 0.005)), 1);
  const tallest = Math.max(0, ...bands.map((band) => band.to - band.from + 1));
  const rows = bands.filter((band) => band.to - band.from + 1 >= tallest * 0.25);
  // Digits a few pixels tall lose their bars to the threshold and the specks' filter: read them
  // larger. Not more rows than a display has: printed text, or a display on its side.
  if (tallest > 0 && tallest < smallestDigitPx && rows.length <= 4) {
    return readRows(scaledUp(image, Math.ceil(smallestDigitPx / tallest)));
  }
  return rows.map((band) => readRow(ink, band));
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

/**
 * Whether rows read are a pump's display: three rows of digits, each clean (no "?"), so there is
 * no text to read; printed lines read as segments give more rows, and some "?".
 */
export const isPumpDisplay = (rows: readonly string[]) =>
  rows.length === 3 && rows.every((row) => /^[\d.]+$/.test(row) && (row.match(/\d/g) ?? []).length >= 2);
