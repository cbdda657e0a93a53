/**
 * Displays drawn for the reader's tests: digits of seven bars, as pumps and odometers draw them.
 * Test code only.
 */
import { type GreyImage, litSegments } from "./seven-segment.js";

/** What each character lights (the reader's own table), and an "A", which is no digit. */
const lit: Record<string, string> = {
  ...Object.fromEntries(Object.entries(litSegments).map(([char, [first]]) => [char, first ?? ""])),
  A: "abcefg",
};

export interface Look {
  digitHeight?: number;
  litOnDark?: boolean;
  /** Grey levels added at random, ± this much. */
  noise?: number;
  /** Pixels of horizontal shift per pixel of height: a display's italic digits, or a photo's angle. */
  slant?: number;
  blur?: boolean;
}

/**
 * A display drawn as pumps and odometers draw it: each digit seven bars that do not quite touch,
 * a decimal point low in the gap after its digit, rows one under the other.
 */
export function display(rows: readonly string[], look: Look = {}): GreyImage {
  const h = look.digitHeight ?? 60;
  const w = Math.round(h * 0.55);
  const t = Math.max(3, Math.round(h * 0.13));
  const s = Math.max(1, Math.round(t * 0.3));
  const step = w + Math.round(h * 0.3);
  const margin = h;
  const width = margin * 2 + Math.max(...rows.map((row) => row.replace(".", "").length)) * step;
  const height = margin * 2 + rows.length * h + (rows.length - 1) * Math.round(h * 0.6);
  const [face, ink] = look.litOnDark === false ? [215, 35] : [20, 235];
  const data = new Uint8Array(width * height).fill(face);
  const paint = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = Math.round(y0); y < Math.round(y1); y += 1) {
      const shift = Math.round((height - y) * (look.slant ?? 0));
      for (let x = Math.round(x0); x < Math.round(x1); x += 1) data[y * width + x + shift] = ink;
    }
  };
  rows.forEach((row, index) => {
    const top = margin + index * (h + Math.round(h * 0.6));
    let x = margin;
    for (const char of row) {
      if (char === ".") {
        paint(x - step + w + Math.round(h * 0.1), top + h - t, x - step + w + Math.round(h * 0.1) + t, top + h);
        continue;
      }
      const bars: Record<string, [number, number, number, number]> = {
        a: [x + t + s, top, x + w - t - s, top + t],
        g: [x + t + s, top + h / 2 - t / 2, x + w - t - s, top + h / 2 + t / 2],
        d: [x + t + s, top + h - t, x + w - t - s, top + h],
        f: [x, top + t / 2 + s, x + t, top + h / 2 - s],
        b: [x + w - t, top + t / 2 + s, x + w, top + h / 2 - s],
        e: [x, top + h / 2 + s, x + t, top + h - t / 2 - s],
        c: [x + w - t, top + h / 2 + s, x + w, top + h - t / 2 - s],
      };
      for (const segment of lit[char] ?? "") paint(...(bars[segment] as [number, number, number, number]));
      x += step;
    }
  });
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const grey = (value: number) => Math.min(255, Math.max(0, Math.round(value)));
  if (look.noise)
    for (let i = 0; i < data.length; i += 1) data[i] = grey((data[i] ?? 0) + (random() - 0.5) * 2 * look.noise);
  if (look.blur) return { width, height, data: boxBlur(data, width) };
  return { width, height, data };
}

function boxBlur(data: Uint8Array, width: number): Uint8Array {
  return data.map((_, index) => {
    const x = index % width;
    const y = Math.floor(index / width);
    let sum = 0;
    let count = 0;
    for (let dy = -1; dy <= 1; dy += 1) {
      for (let dx = -1; dx <= 1; dx += 1) {
        const value = data[(y + dy) * width + x + dx];
        if (x + dx < 0 || x + dx >= width || value === undefined) continue;
        sum += value;
        count += 1;
      }
    }
    return Math.round(sum / count);
  });
}
