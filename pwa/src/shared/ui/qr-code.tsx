import { useEffect, useRef, useState } from "react";

/** Modules of light border around the code (the quiet zone readers need). */
const margin = 4;

/**
 * A QR code drawn on a canvas at `size` CSS pixels (SPEC §2 sizes). The encoder loads with the
 * first code shown, so screens without one stay light. The canvas is an image whose name says
 * what it is for; the value itself is meant for a camera, not a reader.
 */
export function QrCode({
  value,
  size,
  label,
  errorCorrection = "M",
}: {
  value: string;
  size: number;
  label: string;
  errorCorrection?: "L" | "M" | "Q" | "H";
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let cancelled = false;
    setDrawn(false);
    void import("qrcode").then(async ({ default: qrcode }) => {
      if (cancelled || !canvas.current) return;
      // Whole device pixels per module keep every module the same size: crisp for any camera.
      const modules = qrcode.create(value, { errorCorrectionLevel: errorCorrection }).modules.size + 2 * margin;
      const scale = Math.max(1, Math.ceil((size * Math.min(window.devicePixelRatio || 1, 3)) / modules));
      await qrcode.toCanvas(canvas.current, value, {
        scale,
        margin,
        errorCorrectionLevel: errorCorrection,
        color: { dark: "#000000", light: "#ffffff" },
      });
      canvas.current.style.width = `${size}px`;
      canvas.current.style.height = `${size}px`;
      if (!cancelled) setDrawn(true);
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
      width={size}
      height={size}
      style={{ width: size, height: size }}
    />
  );
}
