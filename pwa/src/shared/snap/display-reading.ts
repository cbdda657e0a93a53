import {
  displayRowsOf,
  displayScore,
  type GreyImage,
  isCleanRow,
  isPumpDisplay,
  showsText,
  wholeDisplay,
  withDigits,
} from "./seven-segment.js";

/** A photo's pixels as a canvas gives them: four bytes a pixel, red, green, blue and alpha. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

/** What a photo shows of a display: its rows, or why there are none to fill from. */
export type DisplayReading =
  | { kind: "rows"; rows: string[] }
  /** A blank or black frame. */
  | { kind: "blank" }
  /** A display upside down or on its side: its digits may read as others (a 6 turned is a 9). */
  | { kind: "turned" };

/**
 * The photo's greys two ways: its brightest channel (a red LED is as bright as a white one, where
 * a luma would make it the grey of a wall), and its colour (a lit LED's red against a glare's
 * white, which is as bright); with how much the brightness varies (a blank frame barely does) and
 * how much of the photo is strongly coloured.
 */
function greysOf({ width, height, data }: RgbaImage) {
  const brightness = new Uint8Array(width * height);
  const colour = new Uint8Array(width * height);
  let sum = 0;
  let squares = 0;
  let coloured = 0;
  for (let index = 0; index < brightness.length; index += 1) {
    const at = index * 4;
    const [red, green, blue] = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
    const most = Math.max(red, green, blue);
    const chroma = most - Math.min(red, green, blue);
    brightness[index] = most;
    colour[index] = chroma;
    if (chroma > 96) coloured += 1;
    sum += most;
    squares += most * most;
  }
  const mean = sum / brightness.length;
  return {
    brightness: { width, height, data: brightness },
    colour: { width, height, data: colour },
    spread: Math.sqrt(Math.max(squares / brightness.length - mean * mean, 0)),
    colouredShare: coloured / brightness.length,
  };
}

/** The image turned a quarter clockwise `quarters` times, every `step`th pixel kept (a check needs no more). */
function turned(image: GreyImage, quarters: 1 | 2 | 3, step: number): GreyImage {
  const width = Math.floor(image.width / step);
  const height = Math.floor(image.height / step);
  const [outWidth, outHeight] = quarters === 2 ? [width, height] : [height, width];
  const data = new Uint8Array(outWidth * outHeight);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const grey = image.data[y * step * image.width + x * step] ?? 0;
      const [toX, toY] =
        quarters === 1 ? [height - 1 - y, x] : quarters === 2 ? [width - 1 - x, height - 1 - y] : [y, width - 1 - x];
      data[toY * outWidth + toX] = grey;
    }
  }
  return { width: outWidth, height: outHeight, data };
}

/**
 * A photo of a display read (issue "Snap to log"): by brightness, or by colour where a glare
 * washes an LED's red out in brightness; a photo whose display reads only upside down or on its
 * side is said to be turned, never read turned.
 */
export function readDisplay(photo: RgbaImage): DisplayReading {
  const { brightness, colour, spread, colouredShare } = greysOf(photo);
  if (spread < 6) return { kind: "blank" };
  let read = displayRowsOf(brightness);
  // Lit LEDs are strongly coloured: read by colour too where brightness shows no whole display (a glare).
  const scored = withDigits(read.rows);
  if (displayScore(scored) < wholeDisplay && !showsText(scored) && colouredShare > 0.005) {
    const byColour = displayRowsOf(colour);
    if (displayScore(withDigits(byColour.rows)) > displayScore(withDigits(read.rows))) read = byColour;
  }
  const rows = withDigits(read.rows);
  if (showsText(rows)) return { kind: "rows", rows };
  if (displayScore(rows) >= wholeDisplay) return read.upsideDown ? { kind: "turned" } : { kind: "rows", rows };
  // No display upright: one that shows only turned (a pump's three rows, or a single clean row) is said so.
  const step = Math.max(1, Math.round(Math.max(brightness.width, brightness.height) / 500));
  for (const quarters of [1, 2, 3] as const) {
    const turnedRead = displayRowsOf(turned(brightness, quarters, step), { otherFaces: false });
    const turnedRows = withDigits(turnedRead.rows);
    const single = turnedRows.length === 1 && isCleanRow(turnedRows[0] ?? "");
    if ((isPumpDisplay(turnedRows) || single) && !turnedRead.upsideDown) return { kind: "turned" };
  }
  return { kind: "rows", rows };
}
