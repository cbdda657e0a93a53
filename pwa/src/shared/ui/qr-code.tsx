import { qrSizes } from "@odo/domain";
import { useEffect, useRef, useState } from "react";
import { qrLayout } from "./qr-layout.js";

/**
 * A QR code drawn on a canvas at `size` CSS pixels (SPEC §2 sizes, 128 unless a screen names
 * another), one canvas pixel per device pixel and a whole number of them per module, so a camera
 * sees crisp, even modules at any pixel ratio. The encoder loads with the first code shown, so
 * screens without one stay light. The canvas is an image whose name says what it is for; the
 * value itself is meant for a camera, not a reader.
 */
export function QrCode({
  value,
  size = qrSizes.default,
  label,
  errorCorrection = "M",
}: {
  value: string;
  size?: number;
  label: string;
  errorCorrection?: "L" | "M" | "Q" | "H";
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let cancelled = false;
    setDrawn(false);
    void import("qrcode").then(({ default: qrcode }) => {
      const target = canvas.current;
      const context = target?.getContext("2d");
      if (cancelled || !target || !context) return;
      const { modules } = qrcode.create(value, { errorCorrectionLevel: errorCorrection });
      const layout = qrLayout(size, window.devicePixelRatio, modules.size);
      target.width = layout.canvasPixels;
      target.height = layout.canvasPixels;
      target.style.width = `${layout.cssPixels}px`;
      target.style.height = `${layout.cssPixels}px`;
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, layout.canvasPixels, layout.canvasPixels);
      context.fillStyle = "#000000";
      for (let row = 0; row < modules.size; row += 1) {
        for (let column = 0; column < modules.size; column += 1) {
          if (!modules.get(row, column)) continue;
          const x = layout.offset + column * layout.modulePixels;
          const y = layout.offset + row * layout.modulePixels;
          context.fillRect(x, y, layout.modulePixels, layout.modulePixels);
        }
      }
      setDrawn(true);
    });
    return () => {
      cancelled = true;
    };
  }, [value, size, errorCorrection]);
  return (
    <canvas
      ref={canvas}
      className="qr-code"
      role="img"
      aria-label={label}
      aria-busy={!drawn}
      data-size={size}
      width={size}
      height={size}
      style={{ width: size, height: size }}
    />
  );
}
