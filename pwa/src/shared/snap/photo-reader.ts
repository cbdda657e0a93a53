import { isPumpDisplay } from "./seven-segment.js";
import { photoReadingLimitMs } from "./snap-limits.js";
import type { SnapResult } from "./snap-worker.js";

/** The OCR engine's folder (`build/ocr-files.ts`): its worker, cores and the Spanish model. */
declare const __ODO_OCR_BASE__: string;
declare const __ODO_OCR_DOWNLOAD_BYTES__: number;

/** The bytes a phone fetches the first time it reads a photo's text (`build/ocr-files.ts`). */
export const ocrDownloadBytes = __ODO_OCR_DOWNLOAD_BYTES__;

/** What a photo shows, as read: a display's rows (seven segments) and a receipt's printed lines. */
export type PhotoReading =
  | {
      ok: true;
      rows: string[];
      lines: string[];
      /** The text could not be read: the reader's engine is not on the phone yet and there is no connection. */
      withoutText?: true;
    }
  | { ok: false; reason: Extract<SnapResult, { ok: false }>["reason"] | "timeout" | "noEngine" | "cancelled" };

type OcrWorker = Awaited<ReturnType<typeof import("tesseract.js")["createWorker"]>>;
let engine: Promise<OcrWorker> | null = null;

/**
 * The OCR engine, started once a session: its files are fetched the first time (`ocrDownloadBytes`;
 * the service worker keeps them for offline use after), with the share fetched so far told to
 * `onProgress` (0 to 1). Fails without a connection the first time: `noEngine`.
 */
function ocrEngine(onProgress: (share: number) => void): Promise<OcrWorker> {
  engine ??= import("tesseract.js").then(({ createWorker }) =>
    createWorker("spa", 1, {
      workerPath: `${__ODO_OCR_BASE__}/worker.min.js`,
      corePath: __ODO_OCR_BASE__,
      langPath: __ODO_OCR_BASE__,
      // The page's CSP allows workers from the app's own address only, not blob: ones.
      workerBlobURL: false,
      gzip: true,
      logger: (message) => {
        if (message.status.startsWith("loading")) onProgress(message.progress);
      },
    }),
  );
  engine.catch(() => {
    engine = null;
  });
  return engine;
}

function segmentsAndCopy(file: Blob, signal: AbortSignal): Promise<SnapResult | { ok: false; reason: "cancelled" }> {
  const worker = new Worker(new URL("./snap-worker.ts", import.meta.url), { type: "module" });
  return new Promise<SnapResult | { ok: false; reason: "cancelled" }>((resolve) => {
    signal.addEventListener("abort", () => resolve({ ok: false, reason: "cancelled" }), { once: true });
    worker.onmessage = (event: MessageEvent<SnapResult>) => resolve(event.data);
    worker.onerror = () => resolve({ ok: false, reason: "unreadable" });
    worker.postMessage({ file });
  }).finally(() => worker.terminate());
}

/**
 * One photo read (issue "Snap to log"): its seven-segment rows, and, where it shows no display,
 * its printed lines. Cancelled by `signal`, and each step given up after `photoReadingLimitMs`.
 */
export async function readPhoto(
  file: Blob,
  {
    signal,
    onProgress = () => undefined,
    agrees = () => true,
  }: {
    signal: AbortSignal;
    onProgress?: (share: number) => void;
    /** Whether printed lines read give figures that agree: if not, the photo is read again at another size. */
    agrees?: (lines: string[]) => boolean;
  },
): Promise<PhotoReading> {
  let limit = AbortSignal.timeout(photoReadingLimitMs);
  let either = AbortSignal.any([signal, limit]);
  const gaveUp = (): PhotoReading => ({ ok: false, reason: limit.aborted ? "timeout" : "cancelled" });
  const read = await segmentsAndCopy(file, either);
  if (!read.ok) return read.reason === "cancelled" ? gaveUp() : read;
  // A pump's display has no text to read.
  if (isPumpDisplay(read.rows)) return { ok: true, rows: read.rows, lines: [] };
  let ocr: OcrWorker;
  try {
    ocr = await ocrEngine(onProgress);
  } catch {
    // Without the engine (offline before its one download), a display's rows still count.
    return read.rows.length > 0
      ? { ok: true, rows: read.rows, lines: [], withoutText: true }
      : { ok: false, reason: "noEngine" };
  }
  if (signal.aborted) return gaveUp();
  // The engine's one download has its own progress bar and may take minutes on a slow line: the
  // limit is for reading, so it starts again once the engine is ready.
  limit = AbortSignal.timeout(photoReadingLimitMs);
  either = AbortSignal.any([signal, limit]);
  const stopped = new Promise<null>((resolve) => {
    if (either.aborted) resolve(null);
    either.addEventListener("abort", () => resolve(null), { once: true });
  });
  let first: string[] | null = null;
  for (const image of read.ocrImages) {
    const text = await Promise.race([ocr.recognize(image).then(({ data }) => data.text), stopped]);
    if (text === null) {
      // The engine may be mid-page: a new one is started next time.
      void ocr.terminate();
      engine = null;
      return gaveUp();
    }
    const lines = text.split("\n").filter((line) => line.trim() !== "");
    if (agrees(lines)) return { ok: true, rows: read.rows, lines };
    first ??= lines;
  }
  return { ok: true, rows: read.rows, lines: first ?? [] };
}
