/**
 * Resolves once the browser has painted the frame the current task changed, so work started then
 * does not hold that frame back. A page being hidden paints no more frames and may be frozen at
 * any moment, so hiding settles it at once, and a short timer settles it if no frame comes.
 */
export function afterNextPaint(latestMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const settle = () => {
      clearTimeout(fallback);
      document.removeEventListener("visibilitychange", settle);
      resolve();
    };
    const fallback = setTimeout(settle, latestMs);
    document.addEventListener("visibilitychange", settle);
    requestAnimationFrame(() => setTimeout(settle, 0));
  });
}
