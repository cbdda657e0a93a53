/** Modules of light border around the code: the quiet zone readers need. */
export const quietZoneModules = 4;

export interface QrLayout {
  /** The canvas's own pixels, one per device pixel. */
  canvasPixels: number;
  /** Its CSS size: the named size, give or take a fraction of a device pixel. */
  cssPixels: number;
  /** Device pixels per module: a whole number, so every module has the same crisp edges. */
  modulePixels: number;
  /** Where the first module starts, from the canvas's edge: the leftover pixels widen the border. */
  offset: number;
}

/**
 * Fits a code of `modules` modules a side into `size` CSS pixels at a device pixel ratio. The box
 * keeps its size; each module gets the largest whole number of device pixels that leaves the
 * quiet zone around it, and what is left over is white border.
 */
export function qrLayout(size: number, devicePixelRatio: number, modules: number): QrLayout {
  const ratio = devicePixelRatio > 0 ? devicePixelRatio : 1;
  const canvasPixels = Math.round(size * ratio);
  const modulePixels = Math.max(1, Math.floor(canvasPixels / (modules + 2 * quietZoneModules)));
  return {
    canvasPixels,
    cssPixels: canvasPixels / ratio,
    modulePixels,
    offset: Math.floor((canvasPixels - modules * modulePixels) / 2),
  };
}
